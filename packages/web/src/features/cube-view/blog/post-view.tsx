import {
  POST_CONTENT_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
  type Post,
  type PostResponse,
} from '@cubewright/core/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { CommentThread } from '../../comments/comment-thread';
import { cubeKey } from '../live/use-live-cube';
import { Markdown } from '../whitepaper/lazy-markdown';

// One blog post (markdown with [[card]] links, rendered by the white paper's sanitised renderer) and the
// form that writes or edits one. In the blog's list a post's title and its Comments link lead to the
// post's own page (/cubes/{id}/blog/{postId}), where its thread is open under it.

export const postsUrl = (cubeId: string) => `/api/cubes/${encodeURIComponent(cubeId)}/posts`;
export const postsKey = (cubeId: string) => [...cubeKey(cubeId), 'posts'] as const;

export function PostForm({
  cubeId,
  post,
  onDone,
}: {
  cubeId: string;
  /** Editing this post; a new one otherwise. */
  post?: Post;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const titleId = useId();
  const bodyId = useId();
  const [title, setTitle] = useState(post?.title ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [preview, setPreview] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      post
        ? api<PostResponse>(`${postsUrl(cubeId)}/${encodeURIComponent(post.id)}`, {
            method: 'PATCH',
            body: { title, content },
          })
        : api<PostResponse>(postsUrl(cubeId), { body: { title, content } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: postsKey(cubeId) });
      void notify('success', post ? 'Post saved' : 'Post published');
      onDone();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-4" onSubmit={submit}>
      <div className="grid gap-1.5">
        <Label htmlFor={titleId}>Title</Label>
        <Input
          id={titleId}
          value={title}
          maxLength={POST_TITLE_MAX_LENGTH}
          onChange={(e) => setTitle(e.target.value)}
          required
        />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={bodyId}>Post (markdown; link a card with [[Card Name]])</Label>
          <Button type="button" size="sm" variant="ghost" onClick={() => setPreview((v) => !v)}>
            {preview ? 'Write' : 'Preview'}
          </Button>
        </div>
        {preview ? (
          <div className="min-h-32 rounded-md border border-zinc-200 p-3">
            <Markdown content={content} />
          </div>
        ) : (
          <textarea
            id={bodyId}
            value={content}
            maxLength={POST_CONTENT_MAX_LENGTH}
            onChange={(e) => setContent(e.target.value)}
            rows={10}
            className="w-full rounded-md border border-zinc-300 bg-white p-3 font-mono text-sm"
          />
        )}
      </div>
      <FormMessage error={save.error instanceof Error ? save.error.message : null} />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner className="text-white" />} {post ? 'Save' : 'Publish'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The page of one post. */
const postPath = (post: Pick<Post, 'cubeId' | 'id'>) =>
  `/cubes/${encodeURIComponent(post.cubeId)}/blog/${encodeURIComponent(post.id)}`;

/** A post; `single` on its own page (its thread open below), otherwise an entry of the list. */
export function PostView({ post, single = false }: { post: Post; single?: boolean }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: () => api(`${postsUrl(post.cubeId)}/${encodeURIComponent(post.id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: postsKey(post.cubeId) });
      if (single) void navigate(`/cubes/${encodeURIComponent(post.cubeId)}/blog`);
    },
    onError: (err) => void notify('error', err instanceof Error ? err.message : 'Could not delete'),
  });
  if (editing) return <PostForm cubeId={post.cubeId} post={post} onDone={() => setEditing(false)} />;
  const Title = single ? 'h2' : 'h3';
  return (
    <article
      id={`post-${post.id}`}
      aria-labelledby={`post-title-${post.id}`}
      className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-5"
    >
      <header className="grid gap-1">
        <Title id={`post-title-${post.id}`} className="text-lg font-semibold break-words">
          {single ? post.title : <Link to={postPath(post)}>{post.title}</Link>}
        </Title>
        <p className="text-xs text-zinc-600">
          {post.kind === 'changelog' ? 'Changelog' : 'Post'} by {post.author?.username ?? 'a former member'} ·{' '}
          <time dateTime={post.createdAt}>{new Date(post.createdAt).toLocaleString()}</time>
          {post.updatedAt !== post.createdAt && ' · edited'}
        </p>
      </header>
      {post.content.trim() && <Markdown content={post.content} />}
      <div className="flex flex-wrap gap-2">
        {!single && (
          <Button asChild size="sm" variant="outline">
            <Link to={postPath(post)} aria-label={`Comments on ${post.title}`}>
              <MessageSquare className="size-4" aria-hidden="true" /> Comments
            </Link>
          </Button>
        )}
        {post.canEdit && (
          <>
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
              Delete
            </Button>
          </>
        )}
      </div>
      {single && <CommentThread target={{ kind: 'post', id: post.id }} />}
    </article>
  );
}

import {
  type CubeDetail,
  POST_CONTENT_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
  type Post,
  type PostResponse,
  type PostsResponse,
} from '@cubewright/core/protocol';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquare, PenLine, Rss } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { CommentThread } from '../../comments/comment-thread';
import { CardPreviewProvider } from '../card-preview';
import { cubeKey } from '../live/use-live-cube';
import { LoadError } from '../load-error';
import { WhitepaperMarkdown } from '../whitepaper/markdown';

// The cube's blog tab: posts and changelog posts newest first (markdown with [[card]] links, rendered
// by the white paper's sanitised renderer), each with its comments, then the cube's own discussion.
// Owner and editors write; the server says who may (canPost, canEdit).

const postsUrl = (cubeId: string) => `/api/cubes/${encodeURIComponent(cubeId)}/posts`;
const postsKey = (cubeId: string) => [...cubeKey(cubeId), 'posts'] as const;

function PostForm({
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
            <WhitepaperMarkdown content={content} />
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

function PostView({ post }: { post: Post }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [comments, setComments] = useState(false);
  const remove = useMutation({
    mutationFn: () => api(`${postsUrl(post.cubeId)}/${encodeURIComponent(post.id)}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: postsKey(post.cubeId) }),
    onError: (err) => void notify('error', err instanceof Error ? err.message : 'Could not delete'),
  });
  if (editing) return <PostForm cubeId={post.cubeId} post={post} onDone={() => setEditing(false)} />;
  return (
    <article
      id={`post-${post.id}`}
      aria-labelledby={`post-title-${post.id}`}
      className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-5"
    >
      <header className="grid gap-1">
        <h3 id={`post-title-${post.id}`} className="text-lg font-semibold break-words">
          {post.title}
        </h3>
        <p className="text-xs text-zinc-600">
          {post.kind === 'changelog' ? 'Changelog' : 'Post'} by {post.author?.username ?? 'a former member'} ·{' '}
          <time dateTime={post.createdAt}>{new Date(post.createdAt).toLocaleString()}</time>
          {post.updatedAt !== post.createdAt && ' · edited'}
        </p>
      </header>
      {post.content.trim() && <WhitepaperMarkdown content={post.content} />}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" aria-expanded={comments} onClick={() => setComments((v) => !v)}>
          <MessageSquare className="size-4" aria-hidden="true" /> {comments ? 'Hide comments' : 'Comments'}
        </Button>
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
      {comments && <CommentThread target={{ kind: 'post', id: post.id }} />}
    </article>
  );
}

/** The blog tab of a cube. */
export default function BlogTab({ cube }: { cube: CubeDetail }) {
  const [writing, setWriting] = useState(false);
  const posts = useInfiniteQuery({
    queryKey: postsKey(cube.id),
    queryFn: ({ pageParam }) =>
      api<PostsResponse>(
        pageParam ? `${postsUrl(cube.id)}?before=${encodeURIComponent(pageParam)}` : postsUrl(cube.id),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  if (posts.isLoading) {
    return (
      <div role="status" className="flex items-center gap-2 p-6 text-zinc-700">
        <Spinner /> Loading the blog...
      </div>
    );
  }
  if (!posts.data)
    return <LoadError what="the blog" error={posts.error} retry={() => void posts.refetch()} />;
  const list = posts.data.pages.flatMap((p) => p.posts);
  const canPost = posts.data.pages[0]?.canPost ?? false;
  return (
    <CardPreviewProvider>
      <div className="grid gap-6">
        <section aria-labelledby="blog-heading" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="blog-heading" className="text-lg font-semibold">
              Blog
            </h2>
            <div className="flex flex-wrap gap-2">
              {cube.visibility !== 'private' && (
                <Button asChild size="sm" variant="ghost">
                  <a href={`/api/cubes/${encodeURIComponent(cube.id)}/feed.atom`} type="application/atom+xml">
                    <Rss className="size-4" aria-hidden="true" /> Atom feed
                  </a>
                </Button>
              )}
              {canPost && !writing && (
                <Button size="sm" onClick={() => setWriting(true)}>
                  <PenLine className="size-4" aria-hidden="true" /> Write a post
                </Button>
              )}
            </div>
          </div>
          {writing && <PostForm cubeId={cube.id} onDone={() => setWriting(false)} />}
          {list.length === 0 ? (
            <p className="rounded-lg border border-dashed border-zinc-300 bg-white p-6 text-center text-zinc-700">
              No posts yet.
            </p>
          ) : (
            <ol className="grid gap-4" aria-label="Posts">
              {list.map((post) => (
                <li key={post.id}>
                  <PostView post={post} />
                </li>
              ))}
            </ol>
          )}
          {posts.hasNextPage && (
            <div>
              <Button
                variant="outline"
                disabled={posts.isFetchingNextPage}
                onClick={() => void posts.fetchNextPage()}
              >
                Older posts
              </Button>
            </div>
          )}
        </section>
        <section id="discussion" className="rounded-lg border border-zinc-200 bg-white p-5">
          <CommentThread target={{ kind: 'cube', id: cube.id }} title="Discussion" />
        </section>
      </div>
    </CardPreviewProvider>
  );
}

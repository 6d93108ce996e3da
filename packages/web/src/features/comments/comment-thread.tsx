import {
  COMMENT_MAX_LENGTH,
  type Comment,
  type CommentResponse,
  type CommentsResponse,
  type CommentTarget,
} from '@cubewright/core/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/toast';
import { CommentText } from './comment-text';

// A comment thread on any target (core/protocol/comments.ts): a blog post, a cube, a draft's deck, and
// whatever target comes next. Replies go one level deep; the server says what the reader may do with
// each comment (canEdit, canDelete), so this component asks no policy of its own.

export const commentsKey = (target: CommentTarget) => ['comments', target.kind, target.id] as const;
const threadUrl = (target: CommentTarget) => `/api/comments/${target.kind}/${encodeURIComponent(target.id)}`;

const errorText = (err: unknown) =>
  err instanceof Error ? err.message : err ? 'Something went wrong' : null;

function Composer({
  target,
  parentId,
  label,
  initial = '',
  editId,
  onDone,
}: {
  target: CommentTarget;
  parentId?: string;
  label: string;
  initial?: string;
  /** Editing this comment instead of writing a new one. */
  editId?: string;
  onDone?: () => void;
}) {
  const client = useQueryClient();
  const id = useId();
  const [text, setText] = useState(initial);
  const send = useMutation({
    mutationFn: () =>
      editId
        ? api<CommentResponse>(`/api/comments/${encodeURIComponent(editId)}`, {
            method: 'PATCH',
            body: { text },
          })
        : api<CommentResponse>(threadUrl(target), { body: parentId ? { text, parentId } : { text } }),
    onSuccess: () => {
      setText('');
      void client.invalidateQueries({ queryKey: commentsKey(target) });
      onDone?.();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };
  return (
    <form className="grid gap-2" onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        rows={parentId || editId ? 2 : 3}
        placeholder={label}
        className="w-full rounded-md border border-zinc-300 bg-white p-2 text-sm"
      />
      <FormMessage error={errorText(send.error)} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={send.isPending || !text.trim()}>
          {send.isPending && <Spinner className="size-4 text-white" />}
          {editId ? 'Save' : parentId ? 'Reply' : 'Comment'}
        </Button>
        {onDone && (
          <Button type="button" size="sm" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * Whether the page's URL names this comment (`#comment-<id>`, the link of its notification): then it is
 * scrolled to the middle of the screen, focused and highlighted once the thread has loaded.
 */
function useOpenedComment(id: string) {
  const { hash } = useLocation();
  const isOpened = hash === `#comment-${id}`;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!isOpened) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [isOpened]);
  return { ref, isOpened };
}

function CommentItem({
  comment,
  target,
  canReply,
}: {
  comment: Comment;
  target: CommentTarget;
  canReply: boolean;
}) {
  const client = useQueryClient();
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const refresh = () => client.invalidateQueries({ queryKey: commentsKey(target) });
  const remove = useMutation({
    mutationFn: () => api(`/api/comments/${encodeURIComponent(comment.id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
    onError: (err) => void notify('error', errorText(err) ?? 'Could not delete the comment'),
  });
  const report = useMutation({
    mutationFn: () => api(`/api/comments/${encodeURIComponent(comment.id)}/report`, { body: {} }),
    onSuccess: () => void notify('success', 'Reported to the moderators'),
    onError: (err) => void notify('error', errorText(err) ?? 'Could not report the comment'),
  });
  const who = comment.author.username;
  const opened = useOpenedComment(comment.id);
  return (
    <article
      id={`comment-${comment.id}`}
      ref={opened.ref}
      tabIndex={opened.isOpened ? -1 : undefined}
      aria-label={`Comment by ${who}`}
      aria-current={opened.isOpened ? 'location' : undefined}
      className={cn(
        'grid gap-1 rounded-md border border-zinc-200 bg-white p-3 text-sm',
        opened.isOpened && 'border-amber-400 bg-amber-50 ring-2 ring-amber-300 outline-none',
      )}
    >
      <p className="text-xs text-zinc-600">
        <span className="font-medium text-zinc-900">{comment.deleted ? 'deleted' : who}</span> ·{' '}
        <time dateTime={comment.createdAt}>{new Date(comment.createdAt).toLocaleString()}</time>
        {comment.editedAt && ' · edited'}
        {comment.hidden && ' · hidden by a moderator'}
      </p>
      {mode === 'edit' ? (
        <Composer
          target={target}
          editId={comment.id}
          initial={comment.text}
          label="Edit your comment"
          onDone={() => setMode('view')}
        />
      ) : comment.deleted ? (
        <p className="text-zinc-600 italic">This comment was deleted.</p>
      ) : comment.hidden && !comment.text ? (
        <p className="text-zinc-600 italic">This comment was hidden by a moderator.</p>
      ) : (
        <CommentText text={comment.text} />
      )}
      {!comment.deleted && mode === 'view' && (
        <div className="flex flex-wrap gap-1">
          {canReply && (
            <Button size="sm" variant="ghost" onClick={() => setMode('reply')}>
              Reply
            </Button>
          )}
          {comment.canEdit && (
            <Button size="sm" variant="ghost" onClick={() => setMode('edit')}>
              Edit
            </Button>
          )}
          {comment.canDelete && (
            <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
              Delete
            </Button>
          )}
          {canReply && !comment.hidden && (
            <Button
              size="sm"
              variant="ghost"
              disabled={report.isPending || report.isSuccess}
              onClick={() => report.mutate()}
              aria-label={`${report.isSuccess ? 'Reported' : 'Report'} the comment by ${who}`}
            >
              {report.isSuccess ? 'Reported' : 'Report'}
            </Button>
          )}
        </div>
      )}
      {mode === 'reply' && (
        <Composer
          target={target}
          parentId={comment.parentId ?? comment.id}
          label={`Reply to ${who}`}
          onDone={() => setMode('view')}
        />
      )}
    </article>
  );
}

/** The thread of one target, with a box to write in for those who may. */
export function CommentThread({ target, title = 'Comments' }: { target: CommentTarget; title?: string }) {
  const headingId = useId();
  const thread = useQuery({
    queryKey: commentsKey(target),
    queryFn: () => api<CommentsResponse>(threadUrl(target)),
  });
  const data = thread.data;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold">
        {title} {data ? `(${data.comments.reduce((n, c) => n + 1 + c.replies.length, 0)})` : ''}
      </h3>
      {thread.isLoading && <Spinner />}
      {thread.isError && <FormMessage error={errorText(thread.error)} />}
      {data && (
        <>
          {data.comments.length === 0 && <p className="text-sm text-zinc-600">No comments yet.</p>}
          <ol className="grid gap-2">
            {data.comments.map((c) => (
              <li key={c.id} className="grid gap-2">
                <CommentItem comment={c} target={target} canReply={data.canComment} />
                {c.replies.length > 0 && (
                  <ol className="grid gap-2 border-l-2 border-zinc-200 pl-3 sm:pl-6" aria-label="Replies">
                    {c.replies.map((r) => (
                      <li key={r.id}>
                        <CommentItem comment={r} target={target} canReply={data.canComment} />
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
          {data.canComment ? (
            <Composer target={target} label="Write a comment" />
          ) : (
            <p className="text-sm text-zinc-600">
              <Link to="/login" className="text-brand-dark underline">
                Sign in
              </Link>{' '}
              to comment.
            </p>
          )}
        </>
      )}
    </section>
  );
}

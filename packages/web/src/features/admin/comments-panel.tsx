import type { CommentResponse, ReportedCommentsResponse } from '@cubewright/core/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Panel, PanelDescription, PanelTitle } from '../../components/ui/panel';
import { api } from '../../lib/api';

const QUEUE_KEY = ['admin', 'comments'] as const;

/**
 * Reported and hidden comments (GET /api/admin/comments; admins and moderators): hide a reported one,
 * or restore a hidden one. Either settles its pending reports.
 */
export function CommentsPanel() {
  const client = useQueryClient();
  const queue = useQuery({
    queryKey: QUEUE_KEY,
    queryFn: () => api<ReportedCommentsResponse>('/api/admin/comments'),
  });
  const act = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'hide' | 'restore' }) =>
      api<CommentResponse>(`/api/admin/comments/${encodeURIComponent(id)}/${action}`, { method: 'POST' }),
    onSuccess: (_data, { action }) => {
      toast.success(action === 'hide' ? 'Comment hidden' : 'Comment restored');
      void client.invalidateQueries({ queryKey: QUEUE_KEY });
      void client.invalidateQueries({ queryKey: ['comments'] });
    },
    onError: (err) => toast.error(err instanceof Error ? err.message : 'Could not moderate the comment'),
  });
  const comments = queue.data?.comments ?? [];
  return (
    <Panel aria-labelledby="comments-queue-heading">
      <PanelTitle id="comments-queue-heading">Reported comments</PanelTitle>
      <PanelDescription>
        Comments someone reported, and those already hidden. Hidden comments show as "hidden by a moderator"
        to everyone else.
      </PanelDescription>
      {queue.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {queue.error instanceof Error ? queue.error.message : 'Could not load the queue'}
        </p>
      )}
      {queue.data && comments.length === 0 && (
        <p className="mt-3 text-sm text-zinc-600">Nothing to review.</p>
      )}
      <ul className="mt-3 divide-y divide-zinc-100" aria-label="Reported comments">
        {comments.map((c) => (
          <li key={c.id} className="flex items-start justify-between gap-2 py-2 text-sm">
            <div className="min-w-0">
              <p className="text-xs text-zinc-600">
                {c.author.username} on{' '}
                <Link to={`/cubes/${encodeURIComponent(c.cubeId)}/blog`} className="underline">
                  a {c.target.kind}
                </Link>
                {c.hidden ? ' · hidden' : ` · ${c.reports} report${c.reports === 1 ? '' : 's'}`}
              </p>
              <p className="break-words whitespace-pre-wrap text-zinc-900">{c.text}</p>
              {c.reasons.length > 0 && (
                <p className="break-words text-xs text-zinc-700">Reasons: {c.reasons.join('; ')}</p>
              )}
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={act.isPending}
              onClick={() => act.mutate({ id: c.id, action: c.hidden ? 'restore' : 'hide' })}
              aria-label={`${c.hidden ? 'Restore' : 'Hide'} the comment by ${c.author.username}`}
            >
              {c.hidden ? 'Restore' : 'Hide'}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

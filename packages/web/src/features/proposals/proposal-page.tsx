import type { CubeDetail, ProposalView } from '@cubewright/core/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/toast';
import { CommentThread } from '../comments/comment-thread';
import { boardWords } from '../cube-edit/change-text';
import { failureText } from '../cube-edit/edit-api';
import { DiffView } from '../cube-view/versions/diff-view';
import { ProposalAnalytics } from './proposal-analytics';
import { decideProposal, describeOp, fetchProposal, proposalKey, proposalsKey } from './proposals-api';
import { STATUS_BADGE } from './status-badge';

/** One proposal: its reasons, each change and whether it still applies, the diff, decisions, comments. */
export function ProposalPage({ cube, proposalId }: { cube: CubeDetail; proposalId: string }) {
  const query = useQuery({
    queryKey: proposalKey(cube.id, proposalId),
    queryFn: () => fetchProposal(cube.id, proposalId),
  });
  const back = (
    <Link
      className="text-sm text-brand-dark underline"
      to={`/cubes/${encodeURIComponent(cube.id)}/proposals`}
    >
      All proposals
    </Link>
  );
  if (query.isLoading) return <Spinner />;
  if (query.isError || !query.data) {
    return (
      <div className="grid gap-2">
        <FormMessage error={failureText(query.error)} />
        {back}
      </div>
    );
  }
  const p = query.data.proposal;
  return (
    <article className="grid gap-4" aria-labelledby="proposal-title">
      {back}
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="proposal-title" className="text-xl font-semibold">
            {p.title}
          </h2>
          <Badge variant={STATUS_BADGE[p.status]}>{p.status}</Badge>
        </div>
        <p className="text-sm text-zinc-600">
          Proposed by {p.proposer.username} on version {p.baseVersion},{' '}
          {new Date(p.createdAt).toLocaleString()}
          {p.decidedBy && ` · ${p.status} by ${p.decidedBy.username}`}
          {p.acceptedVersion && (
            <>
              {' · saved as '}
              <Link
                className="text-brand-dark underline"
                to={`/cubes/${encodeURIComponent(cube.id)}/versions`}
              >
                version {p.acceptedVersion}
              </Link>
            </>
          )}
        </p>
        {p.reason && <p className="whitespace-pre-wrap text-zinc-800">{p.reason}</p>}
        {p.note && (
          <p className="rounded-md border border-zinc-200 bg-zinc-50 p-2 text-sm">
            <span className="font-medium">Note from {p.decidedBy?.username ?? 'the owner'}:</span> {p.note}
          </p>
        )}
      </header>
      <Decision cube={cube} proposal={p} />
      <section aria-label="What it changes" className="grid gap-2">
        <h3 className="font-semibold">
          {p.status === 'open' ? 'What accepting it would change now' : 'What was saved'}
        </h3>
        <DiffView diff={p.diff} boards={cube.boards} />
      </section>
      {p.status === 'open' && (
        <section aria-label="What it does to the cube" className="grid gap-2">
          <h3 className="font-semibold">What it does to the cube</h3>
          <ProposalAnalytics cube={cube} diff={p.diff} />
        </section>
      )}
      <CommentThread target={{ kind: 'proposal', id: p.id }} title="Discussion" />
    </article>
  );
}

/** The changes with their reasons; for the owner and editors, checkboxes and the decision buttons. */
function Decision({ cube, proposal: p }: { cube: CubeDetail; proposal: ProposalView }) {
  const queryClient = useQueryClient();
  const applicable = p.changes.filter((c) => c.fit?.applies).map((c) => c.index);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(applicable));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  const boardName = (b: string) => boardWords(b, cube.boards);

  const act = async (action: 'accept' | 'decline' | 'withdraw', changes?: number[]) => {
    setBusy(true);
    setError(null);
    try {
      const body = action === 'withdraw' ? {} : action === 'accept' ? { note, changes } : { note };
      const { proposal } = await decideProposal(cube.id, p.id, action, body);
      queryClient.setQueryData(proposalKey(cube.id, p.id), { proposal });
      void queryClient.invalidateQueries({ queryKey: proposalsKey(cube.id) });
      if (action === 'accept') void queryClient.invalidateQueries({ queryKey: ['cubes', cube.id] });
      void notify('success', `Proposal ${proposal.status}`);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Changes" className="grid gap-3">
      <h3 className="font-semibold">Changes ({p.changes.length})</h3>
      <ol className="grid gap-2">
        {p.changes.map((c) => {
          const text = describeOp(c.op, c.name, boardName);
          const skipped = c.fit && !c.fit.applies;
          return (
            <li
              key={c.index}
              className={cn('rounded-md border border-zinc-200 bg-white p-2', skipped && 'bg-zinc-50')}
            >
              <div className="flex items-start gap-2">
                {p.canDecide && (
                  <input
                    type="checkbox"
                    aria-label={`Accept: ${text}`}
                    className="mt-1"
                    checked={chosen.has(c.index)}
                    disabled={!c.fit?.applies}
                    onChange={(e) =>
                      setChosen((s) => {
                        const next = new Set(s);
                        if (e.target.checked) next.add(c.index);
                        else next.delete(c.index);
                        return next;
                      })
                    }
                  />
                )}
                <span className="grid gap-0.5">
                  <span className={cn('font-medium', skipped && 'text-zinc-500 line-through')}>{text}</span>
                  {c.reason && <span className="text-sm text-zinc-700">“{c.reason}”</span>}
                  {c.fit && !c.fit.applies && (
                    <span className="text-sm text-amber-800">Does not apply: {c.fit.why}</span>
                  )}
                  {p.status === 'accepted' && (
                    <span className="text-sm text-zinc-600">
                      {c.fit?.applies ? 'Accepted' : c.fit ? 'Skipped' : 'Declined'}
                    </span>
                  )}
                </span>
              </div>
            </li>
          );
        })}
      </ol>
      {p.canDecide && (
        <div className="grid gap-2 rounded-md border border-zinc-200 bg-zinc-50 p-3">
          <Label htmlFor={noteId}>Note to {p.proposer.username} (optional)</Label>
          <textarea
            id={noteId}
            rows={2}
            className="w-full rounded-md border border-zinc-300 bg-white p-2 text-sm"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => act('accept')} disabled={busy || applicable.length === 0}>
              Accept all
            </Button>
            <Button
              variant="outline"
              onClick={() => act('accept', [...chosen])}
              disabled={busy || chosen.size === 0}
            >
              Accept selected ({chosen.size})
            </Button>
            <Button variant="destructive" onClick={() => act('decline')} disabled={busy}>
              Decline
            </Button>
          </div>
          <p className="text-xs text-zinc-600">
            Accepting saves one new version credited to {p.proposer.username}; changes not selected are
            declined.
          </p>
        </div>
      )}
      {p.canWithdraw && (
        <div>
          <Button variant="outline" onClick={() => act('withdraw')} disabled={busy}>
            Withdraw proposal
          </Button>
        </div>
      )}
      <FormMessage error={error} />
    </section>
  );
}

import {
  type CardOp,
  type CubeBoard,
  type CubeCard,
  PROPOSAL_REASON_MAX,
  PROPOSAL_TITLE_MAX,
} from '@cubewright/core/cube';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Input, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../lib/toast';
import { boardWords } from '../cube-edit/change-text';
import { failureText } from '../cube-edit/edit-api';
import { createProposal, describeOp, proposalPath, proposalsKey } from './proposals-api';

const textareaClass = 'w-full rounded-md border border-zinc-300 bg-white p-2 text-sm';

/**
 * The editor's side panel in proposal mode: the staged changes as the operations they will be, each
 * with its reason, a title and a reason for the whole, and Submit (which creates the proposal against
 * the version the editor is based on) in place of Save.
 */
export function ProposalForm({
  cubeId,
  baseVersion,
  baseCards,
  ops,
  boards,
  onDiscard,
  onSubmitted,
  initialTitle = '',
}: {
  cubeId: string;
  baseVersion: number;
  baseCards: readonly CubeCard[];
  ops: CardOp[];
  boards: readonly CubeBoard[];
  onDiscard: () => void;
  /** With the new proposal's page, which the editor opens once its staging is cleared. */
  onSubmitted: (path: string) => void;
  /** A title to start from (a copy proposing back names itself), until the person types their own. */
  initialTitle?: string;
}) {
  const [typedTitle, setTitle] = useState<string | null>(null);
  const title = typedTitle ?? initialTitle;
  const [reason, setReason] = useState('');
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const reasonId = useId();
  const queryClient = useQueryClient();
  const names = useMemo(() => new Map(baseCards.map((c) => [c.id, c.name])), [baseCards]);
  // A reason stays with its change while others are staged or undone: keyed by what the change is.
  // (the same card added twice is told apart by its occurrence).
  const seen = new Map<string, number>();
  const keyOf = (op: CardOp) => {
    const k = JSON.stringify(op);
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    return `${k}#${n}`;
  };
  const lines = ops.map((op) => ({
    op,
    key: keyOf(op),
    text: describeOp(op, op.type === 'add' ? op.card.name : (names.get(op.id) ?? 'a card'), (b) =>
      boardWords(b, boards),
    ),
  }));

  const submit = async () => {
    setSending(true);
    setError(null);
    try {
      const { proposal } = await createProposal(cubeId, {
        baseVersion,
        title,
        reason,
        changes: lines.map((l) => ({ op: l.op, reason: reasons[l.key] ?? '' })),
      });
      void notify('success', 'Proposal sent to the cube’s owner');
      void queryClient.invalidateQueries({ queryKey: proposalsKey(cubeId) });
      onSubmitted(proposalPath(cubeId, proposal.id));
    } catch (err) {
      setError(failureText(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-label="Your proposal" className="grid gap-3 rounded-md border border-zinc-200 bg-white p-3">
      <h2 className="font-semibold">Your proposal</h2>
      {lines.length === 0 ? (
        <p className="text-sm text-zinc-600">
          Stage changes in the list (add, cut, move, edit) as an editor would; they are sent to the owner as a
          proposal, not saved.
        </p>
      ) : (
        <ol className="grid gap-2">
          {lines.map((l, i) => (
            <li key={l.key} className="grid gap-1">
              <span className="text-sm font-medium">{l.text}</span>
              <Input
                aria-label={`Reason for change ${i + 1}: ${l.text}`}
                placeholder="Why? (optional)"
                maxLength={PROPOSAL_REASON_MAX}
                value={reasons[l.key] ?? ''}
                onChange={(e) => setReasons((r) => ({ ...r, [l.key]: e.target.value }))}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={titleId}>Title</Label>
        <Input
          id={titleId}
          value={title}
          maxLength={PROPOSAL_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="Tighten the blue curve"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={reasonId}>Why these changes</Label>
        <textarea
          id={reasonId}
          rows={3}
          className={textareaClass}
          value={reason}
          maxLength={PROPOSAL_REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <FormMessage error={error} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={submit} disabled={sending || lines.length === 0 || !title.trim()}>
          {sending && <Spinner />} Submit proposal
        </Button>
        <Button variant="outline" onClick={onDiscard} disabled={sending || lines.length === 0}>
          Discard all
        </Button>
      </div>
      <p className="text-xs text-zinc-600">Based on version {baseVersion}.</p>
    </section>
  );
}

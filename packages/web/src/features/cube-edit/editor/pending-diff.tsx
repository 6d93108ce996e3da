import type { CubeBoard } from '@cubewright/core/cube';
import { Undo2 } from 'lucide-react';
import { memo, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { countByKind, describeChange, KIND_LABELS } from '../change-text';
import type { ChangeKind, StagedChange } from '../staging';

const KIND_STYLES: Record<ChangeKind, string> = {
  add: 'text-green-800',
  remove: 'text-red-800',
  move: 'text-sky-800',
  printing: 'text-violet-800',
  edit: 'text-amber-800',
};

// Staged changes are immutable objects: a row re-renders only when its change is new.
const PendingRow = memo(function PendingRow({
  change,
  boards,
  onUndo,
}: {
  change: StagedChange;
  boards: readonly CubeBoard[];
  onUndo: (seq: number) => void;
}) {
  const text = describeChange(change, boards);
  return (
    <li className="flex items-center justify-between gap-2 text-sm">
      <span className={KIND_STYLES[change.kind]}>{text}</span>
      <Button
        size="sm"
        variant="ghost"
        className="h-7 shrink-0 px-2"
        aria-label={`Undo: ${text}`}
        onClick={() => onUndo(change.seq)}
      >
        <Undo2 className="size-3.5" aria-hidden="true" />
        Undo
      </Button>
    </li>
  );
});

/** The staged changes with undo per change, "Discard all", an optional summary and Save. */
export function PendingDiff({
  changes,
  boards,
  summary,
  onSummary,
  changelog,
  onChangelog,
  onUndo,
  onDiscard,
  onSave,
  saving,
}: {
  changes: StagedChange[];
  /** The cube's named boards, for the names of moves to them. */
  boards: readonly CubeBoard[];
  summary: string;
  onSummary: (s: string) => void;
  /** Also publish the save as a changelog post on the cube's blog. */
  changelog: boolean;
  onChangelog: (on: boolean) => void;
  onUndo: (seq: number) => void;
  onDiscard: () => void;
  onSave: () => void;
  saving: boolean;
}) {
  const headingId = useId();
  const summaryId = useId();
  const counts = countByKind(changes);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="font-semibold">
        Pending changes ({changes.length})
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-zinc-600">
          Nothing staged. Add, move or edit cards; they are saved together as one version.
        </p>
      ) : (
        <>
          <p className="flex flex-wrap gap-x-3 text-xs text-zinc-700">
            {(Object.keys(counts) as ChangeKind[])
              .filter((k) => counts[k] > 0)
              .map((k) => (
                <span key={k} className={KIND_STYLES[k]}>
                  {KIND_LABELS[k]}: {counts[k]}
                </span>
              ))}
          </p>
          <ul className="grid max-h-80 gap-0.5 overflow-auto" aria-label="Staged changes">
            {changes.map((c) => (
              <PendingRow key={c.seq} change={c} boards={boards} onUndo={onUndo} />
            ))}
          </ul>
        </>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={summaryId}>Summary (optional)</Label>
        <Input
          id={summaryId}
          value={summary}
          maxLength={500}
          onChange={(e) => onSummary(e.target.value)}
          placeholder="What changed and why"
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-zinc-800">
        <input
          type="checkbox"
          className="size-4 accent-brand"
          checked={changelog}
          onChange={(e) => onChangelog(e.target.checked)}
        />
        Publish these changes as a changelog post on the blog (followers are notified)
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDiscard} disabled={changes.length === 0 || saving}>
          Discard all
        </Button>
        <Button onClick={onSave} disabled={changes.length === 0 || saving}>
          {saving && <Spinner className="size-4 text-white" />}
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </section>
  );
}

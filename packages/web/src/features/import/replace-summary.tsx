import { type ReplaceCounts, replaceNeedsConfirmation } from '@cubewright/core/cube';

const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

/**
 * What a replace import does to the cube, from the preview; past the bound in core/cube (a tenth of the
 * cube or 20 cards) the person ticks a box before the import button unlocks, so a wrong file cannot
 * take most of a cube in one click.
 */
export function ReplaceSummary({
  counts,
  confirmed,
  onConfirm,
}: {
  counts: ReplaceCounts;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
}) {
  const ask = replaceNeedsConfirmation(counts);
  return (
    <div
      data-testid="replace-summary"
      className={`grid gap-2 rounded-md border p-3 text-sm ${ask ? 'border-amber-300 bg-amber-50' : 'border-zinc-200'}`}
    >
      <p>
        Replacing removes <strong>{cards(counts.removed)}</strong> of the {cards(counts.current)} it replaces
        and adds <strong>{cards(counts.added)}</strong>; {cards(counts.kept)} stay (written again from the
        file, with its tags and notes).
      </p>
      {ask && (
        <label className="flex items-center gap-2 font-medium text-amber-900">
          <input type="checkbox" checked={confirmed} onChange={(e) => onConfirm(e.target.checked)} />
          Yes, remove {cards(counts.removed)} from this cube
        </label>
      )}
    </div>
  );
}

/** True when the import may go ahead as far as the replace is concerned. */
export const replaceAllowed = (counts: ReplaceCounts | undefined, confirmed: boolean) =>
  !counts || confirmed || !replaceNeedsConfirmation(counts);

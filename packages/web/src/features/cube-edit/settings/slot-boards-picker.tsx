import { allBoards, type CubeBoard } from '@cubewright/core/cube';

// Which boards a custom format's slot draws from (CubeCobra #2870): a "Lands" board beside the main
// board, say. No choice stored means the main board, so formats saved before this read the same.

export function SlotBoardsPicker({
  label,
  boards,
  value,
  onChange,
}: {
  label: string;
  /** The cube's extra boards; main and maybe are always offered. */
  boards: readonly CubeBoard[];
  value: readonly string[] | undefined;
  onChange: (boards: string[] | undefined) => void;
}) {
  const chosen = value?.length ? value : ['main'];
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((b) => b !== id);
    // At least one board: unticking the last one leaves it ticked.
    if (next.length === 0) return;
    onChange(next.length === 1 && next[0] === 'main' ? undefined : next);
  };
  return (
    <fieldset className="flex basis-full flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className="text-zinc-600">
        Draws from
      </span>
      {allBoards(boards).map((b) => (
        <label key={b.id} className="inline-flex min-h-8 items-center gap-1.5">
          <input
            type="checkbox"
            checked={chosen.includes(b.id)}
            onChange={(e) => toggle(b.id, e.target.checked)}
          />
          {b.name}
        </label>
      ))}
    </fieldset>
  );
}

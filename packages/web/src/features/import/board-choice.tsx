import { allBoards, type CubeBoard } from '@cubewright/core/cube';
import { Label } from '../../components/ui/input';

/** '' keeps each card on the board the file names; otherwise every card goes to this board id. */
export type BoardTarget = string;

/** "Put every card on": the file's own boards, or any board of the chosen cube (main, maybe, named ones). */
export function BoardChoice({
  id,
  boards,
  value,
  onChange,
}: {
  id: string;
  boards: readonly CubeBoard[];
  value: BoardTarget;
  onChange: (board: BoardTarget) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-board`}>Put every card on</Label>
      <select
        id={`${id}-board`}
        className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">The boards the file names</option>
        {allBoards(boards).map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </div>
  );
}

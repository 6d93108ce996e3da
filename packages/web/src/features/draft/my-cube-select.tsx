import type { MyCubesResponse } from '@cubewright/core/protocol';
import { Label, selectClass } from '../../components/ui/input';

/** A cube id from an id or a pasted cube URL (…/cubes/<id>/…). */
export function cubeIdFrom(text: string): string {
  const m = /\/cubes\/([^/?#]+)/.exec(text);
  return (m ? m[1]! : text).trim();
}

/** The signed-in user's cubes as a labelled select (draft setup and the simulator both start here). */
export function MyCubeSelect({
  id,
  label,
  cubes,
  value,
  onChange,
}: {
  id: string;
  label: string;
  cubes: MyCubesResponse['cubes'] | undefined;
  value: string;
  onChange: (cubeId: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {!cubes?.length && <option value="">You have no cubes yet</option>}
        {cubes?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.cardCount} cards)
          </option>
        ))}
      </select>
    </div>
  );
}

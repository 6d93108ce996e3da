import { VISIBILITIES, type Visibility } from '@cubewright/core/cube';
import type { ImportNewBody } from '@cubewright/core/protocol';
import { Input, Label } from '../../components/ui/input';
import { VISIBILITY_HELP } from '../cube-view/create/create-cube-form';

/** What the import form asks about a cube it creates. */
export interface NewCubeTarget {
  kind: 'new';
  name: string;
  visibility: Visibility;
}

// Private unless chosen otherwise, as the API does: an imported list is often a draft of a cube.
export const NEW_CUBE_TARGET: NewCubeTarget = { kind: 'new', name: '', visibility: 'private' };

/** The fields of POST /api/cubes/import-new that come from these inputs. */
export function newCubeFieldsOf(target: NewCubeTarget): Pick<ImportNewBody, 'name' | 'visibility'> {
  const name = target.name.trim();
  return { ...(name ? { name } : {}), visibility: target.visibility };
}

/** Name and visibility of a cube created from an imported list. */
export function NewCubeFields({
  id,
  value,
  onChange,
}: {
  id: string;
  value: NewCubeTarget;
  onChange: (target: NewCubeTarget) => void;
}) {
  return (
    <div className="grid gap-1.5 pl-6">
      <Label htmlFor={`${id}-name`}>Cube name</Label>
      <Input
        id={`${id}-name`}
        value={value.name}
        maxLength={100}
        placeholder="Taken from the file when left empty"
        onChange={(e) => onChange({ ...value, name: e.target.value })}
      />
      <Label htmlFor={`${id}-visibility`}>Visibility</Label>
      <select
        id={`${id}-visibility`}
        className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
        value={value.visibility}
        aria-describedby={`${id}-visibility-hint`}
        onChange={(e) => onChange({ ...value, visibility: e.target.value as Visibility })}
      >
        {VISIBILITIES.map((v) => (
          <option key={v} value={v}>
            {VISIBILITY_HELP[v][0]}
          </option>
        ))}
      </select>
      <p id={`${id}-visibility-hint`} className="text-sm text-zinc-600">
        {VISIBILITY_HELP[value.visibility][1]}
      </p>
    </div>
  );
}

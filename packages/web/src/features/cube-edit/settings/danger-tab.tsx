import type { CubeDetail } from '@cubewright/core/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { Input, Label } from '../../../components/ui/input';
import { api } from '../../../lib/api';
import { failureText } from '../edit-api';
import { SettingsSection } from './settings-section';
import { cubeApiPath } from './use-cube-settings';

/** Danger zone: the owner deletes the cube after typing its name. */
export default function DangerTab({ cube }: { cube: CubeDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  if (!cube.permissions.canDelete) {
    return <FormMessage error="Only the cube owner can delete this cube" />;
  }
  const matches = typed.trim() === cube.name;
  const remove = async (e: FormEvent) => {
    e.preventDefault();
    if (!matches) return;
    setPending(true);
    setError(null);
    try {
      await api(cubeApiPath(cube.id), { method: 'DELETE' });
      // The sidebar's My Cubes list (src/lib/my-cubes.ts) is keyed ['cubes', 'mine', userId].
      await queryClient.invalidateQueries({ queryKey: ['cubes', 'mine'] });
      queryClient.removeQueries({ queryKey: ['cubes', cube.id] });
      navigate('/my-cubes');
    } catch (err) {
      setError(failureText(err));
      setPending(false);
    }
  };
  return (
    <SettingsSection
      title="Delete this cube"
      description="The cube, its versions, white paper, activity and collaborators are removed for good. This cannot be undone."
    >
      <form className="grid max-w-md gap-3" onSubmit={remove}>
        <div className="grid gap-1.5">
          <Label htmlFor={inputId}>
            Type <span className="font-mono">{cube.name}</span> to confirm
          </Label>
          <Input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </div>
        <FormMessage error={error} />
        <div>
          <Button type="submit" variant="destructive" disabled={!matches || pending}>
            {pending ? 'Deleting…' : 'Delete cube'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

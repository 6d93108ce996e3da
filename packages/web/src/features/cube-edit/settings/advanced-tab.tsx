import type { CubeDetail, CubeResponse } from '@cubewright/core/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { Input, Label } from '../../../components/ui/input';
import { api } from '../../../lib/api';
import { failureText } from '../edit-api';
import { SettingsSection } from './settings-section';
import { cubeApiPath, useUpdateCube } from './use-cube-settings';

function FeaturedToggle({ cube }: { cube: CubeDetail }) {
  const update = useUpdateCube(cube.id);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [featured, setFeatured] = useState(cube.isFeatured);
  const toggle = async () => {
    setPending(true);
    setError(null);
    try {
      setFeatured((await update({ isFeatured: !featured })).isFeatured);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <SettingsSection
      title="Featured"
      description="Featured cubes are shown on the community's front page (admins and moderators)."
    >
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={featured} disabled={pending} onChange={toggle} />
        Feature this cube
      </label>
      <FormMessage error={error} />
    </SettingsSection>
  );
}

/** Advanced: the featured flag (admins, moderators) and cloning the cube into one's own. */
export default function AdvancedTab({ cube }: { cube: CubeDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(`${cube.name} (copy)`.slice(0, 100));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const clone = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      const res = await api<CubeResponse>(`${cubeApiPath(cube.id)}/clone`, {
        body: { name: name.trim() || undefined },
      });
      await queryClient.invalidateQueries({ queryKey: ['cubes', 'mine'] });
      navigate(`/cubes/${encodeURIComponent(res.cube.id)}`);
    } catch (err) {
      setError(failureText(err));
      setPending(false);
    }
  };
  return (
    <div className="grid gap-4">
      {cube.permissions.canFeature && <FeaturedToggle cube={cube} />}
      <SettingsSection title="Clone" description="Copy this cube's list into a new private cube of your own.">
        <form className="flex flex-wrap items-end gap-2" onSubmit={clone}>
          <div className="grid min-w-64 flex-1 gap-1.5">
            <Label htmlFor={nameId}>Name of the copy</Label>
            <Input id={nameId} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          </div>
          <Button type="submit" disabled={pending}>
            {pending ? 'Cloning…' : 'Clone cube'}
          </Button>
        </form>
        <FormMessage error={error} />
      </SettingsSection>
    </div>
  );
}

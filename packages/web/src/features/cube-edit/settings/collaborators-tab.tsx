import { COLLABORATOR_ROLES, type CollaboratorRole } from '@cubewright/core/cube';
import type { CollaboratorResponse, CollaboratorsResponse, CubeDetail } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { failureText } from '../edit-api';
import { SettingsSection, selectClass } from './settings-section';
import { cubeApiPath, useRefreshCube } from './use-cube-settings';

const ROLE_LABELS: Record<CollaboratorRole, string> = { editor: 'Editor: may edit the list and settings' };

/** Collaborators: the owner adds (by username or e-mail), re-roles and removes them; others see the list. */
export default function CollaboratorsTab({ cube }: { cube: CubeDetail }) {
  const path = `${cubeApiPath(cube.id)}/collaborators`;
  const key = ['cubes', cube.id, 'collaborators'];
  const query = useQuery({ queryKey: key, queryFn: () => api<CollaboratorsResponse>(path) });
  const refresh = useRefreshCube(cube.id);
  const [user, setUser] = useState('');
  const [role, setRole] = useState<CollaboratorRole>('editor');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ids = { user: useId(), role: useId() };
  const owner = cube.permissions.canManageCollaborators;

  const run = async (action: () => Promise<string>) => {
    setPending(true);
    setError(null);
    setSuccess(null);
    try {
      setSuccess(await action());
      await refresh();
    } catch (err) {
      // The server's own words: "User is already a collaborator", "Only the cube owner can ...".
      setError(failureText(err));
    } finally {
      setPending(false);
    }
  };

  const add = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const res = await api<CollaboratorResponse>(path, { body: { user: user.trim(), role } });
      setUser('');
      return `${res.collaborator.username} was added as ${res.collaborator.role}.`;
    });
  };

  const list = query.data?.collaborators ?? [];
  return (
    <SettingsSection
      title="Collaborators"
      description={
        owner
          ? 'People who may edit this cube with you.'
          : 'Only the cube owner can add, change or remove collaborators.'
      }
    >
      {owner && (
        <form className="flex flex-wrap items-end gap-2" onSubmit={add}>
          <div className="grid min-w-64 flex-1 gap-1.5">
            <Label htmlFor={ids.user}>Username or e-mail</Label>
            <Input id={ids.user} value={user} onChange={(e) => setUser(e.target.value)} autoComplete="off" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.role}>Role</Label>
            <select
              id={ids.role}
              className={selectClass}
              value={role}
              onChange={(e) => setRole(e.target.value as CollaboratorRole)}
            >
              {COLLABORATOR_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={pending || !user.trim()}>
            Add collaborator
          </Button>
        </form>
      )}
      <FormMessage error={error} success={success} />
      {query.isLoading ? (
        <Spinner />
      ) : query.isError ? (
        <FormMessage error={failureText(query.error)} />
      ) : list.length === 0 ? (
        <p className="text-sm text-zinc-600">No collaborators yet.</p>
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-md border border-zinc-200" aria-label="Collaborators">
          {list.map((c) => (
            <li
              key={c.userId}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <span>
                <span className="font-medium">{c.username}</span>
                <span className="ml-2 text-zinc-600">since {new Date(c.addedAt).toLocaleDateString()}</span>
              </span>
              {owner ? (
                <span className="flex items-center gap-2">
                  <select
                    aria-label={`Role of ${c.username}`}
                    className={`${selectClass} w-auto`}
                    value={c.role}
                    disabled={pending}
                    onChange={(e) =>
                      void run(async () => {
                        await api(`${path}/${encodeURIComponent(c.userId)}`, {
                          method: 'PATCH',
                          body: { role: e.target.value },
                        });
                        return `${c.username} is now ${e.target.value}.`;
                      })
                    }
                  >
                    {COLLABORATOR_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={pending}
                    aria-label={`Remove ${c.username}`}
                    onClick={() =>
                      void run(async () => {
                        await api(`${path}/${encodeURIComponent(c.userId)}`, { method: 'DELETE' });
                        return `${c.username} was removed.`;
                      })
                    }
                  >
                    Remove
                  </Button>
                </span>
              ) : (
                <span className="text-zinc-700">{c.role}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

import {
  HIDE_REASON_MAX_LENGTH,
  type HiddenCubeResponse,
  type HiddenCubesResponse,
} from '@cubewright/core/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Input, Label } from '../../components/ui/input';
import { Panel, PanelDescription, PanelTitle } from '../../components/ui/panel';
import { api } from '../../lib/api';
import { cubeIdFrom } from '../draft/my-cube-select';

const HIDDEN_KEY = ['admin', 'hidden'] as const;

/**
 * Cubes hidden from community lists: hide one by id or URL with a reason (its owner is told), and
 * unhide any listed here (POST /api/admin/cubes/:id/hide and /unhide; admins and moderators).
 */
export function HiddenPanel() {
  const client = useQueryClient();
  const [cube, setCube] = useState('');
  const [reason, setReason] = useState('');
  const hidden = useQuery({
    queryKey: HIDDEN_KEY,
    queryFn: () => api<HiddenCubesResponse>('/api/admin/hidden'),
  });
  const changed = () => {
    void client.invalidateQueries({ queryKey: HIDDEN_KEY });
    void client.invalidateQueries({ queryKey: ['community'] });
    void client.invalidateQueries({ queryKey: ['admin', 'featured'] });
  };
  const hide = useMutation({
    mutationFn: () =>
      api<HiddenCubeResponse>(`/api/admin/cubes/${encodeURIComponent(cubeIdFrom(cube))}/hide`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => {
      setCube('');
      setReason('');
      changed();
    },
  });
  const unhide = useMutation({
    mutationFn: (id: string) => api(`/api/admin/cubes/${encodeURIComponent(id)}/unhide`, { method: 'POST' }),
    onSuccess: () => {
      toast.success('Cube is back in community lists');
      changed();
    },
    onError: (err) => toast.error(err instanceof Error ? err.message : 'Could not unhide the cube'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    hide.mutate();
  };
  const cubes = hidden.data?.cubes ?? [];
  return (
    <Panel aria-labelledby="hidden-heading">
      <PanelTitle id="hidden-heading">Hidden cubes</PanelTitle>
      <PanelDescription>
        A hidden cube leaves featured, browse, latest, trending and search, but its link still works. Its
        owner is told the reason.
      </PanelDescription>
      <form className="mt-3 grid gap-3" onSubmit={submit}>
        <div className="grid gap-1.5">
          <Label htmlFor="hide-cube">Cube id or URL</Label>
          <Input id="hide-cube" value={cube} onChange={(e) => setCube(e.target.value)} required />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="hide-reason">Reason (shown to the owner)</Label>
          <textarea
            id="hide-reason"
            className="min-h-20 rounded-md border border-zinc-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand"
            value={reason}
            maxLength={HIDE_REASON_MAX_LENGTH}
            onChange={(e) => setReason(e.target.value)}
            required
          />
        </div>
        <FormMessage
          error={
            hide.error ? (hide.error instanceof Error ? hide.error.message : 'Could not hide the cube') : null
          }
          success={hide.isSuccess ? `Hidden: ${hide.data.cube.name}` : null}
        />
        <div>
          <Button type="submit" disabled={hide.isPending}>
            {hide.isPending ? 'Hiding…' : 'Hide from community lists'}
          </Button>
        </div>
      </form>
      {hidden.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {hidden.error instanceof Error ? hidden.error.message : 'Could not load hidden cubes'}
        </p>
      )}
      {hidden.data && cubes.length === 0 && <p className="mt-3 text-sm text-zinc-600">No hidden cubes.</p>}
      <ul className="mt-3 divide-y divide-zinc-100" aria-label="Hidden cubes">
        {cubes.map((c) => (
          <li key={c.id} className="flex items-start justify-between gap-2 py-2 text-sm">
            <div className="min-w-0">
              <Link to={`/cubes/${c.id}`} className="font-medium text-zinc-900 hover:underline">
                {c.name}
              </Link>{' '}
              <span className="text-zinc-600">
                by {c.owner.username}
                {c.hiddenBy ? `, hidden by ${c.hiddenBy.username}` : ''}
              </span>
              <p className="break-words text-zinc-700">{c.reason}</p>
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={unhide.isPending}
              onClick={() => unhide.mutate(c.id)}
              aria-label={`Unhide ${c.name}`}
            >
              Unhide
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

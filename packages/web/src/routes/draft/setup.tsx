import { DEFAULT_FORMAT } from '@cubewright/core/draft/modes';
import type { DraftResponse } from '@cubewright/core/protocol';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Input, Label } from '../../components/ui/input';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { useCubeDraftFormats } from '../../features/draft/draft-api';
import {
  type DraftFormValues,
  DraftSettingsFields,
  settingsBodyOf,
  settingsProblem,
} from '../../features/draft/draft-settings-fields';
import { cubeIdFrom, MyCubeSelect } from '../../features/draft/my-cube-select';
import { api } from '../../lib/api';
import { useMyCubes } from '../../lib/my-cubes';
import { useSession } from '../../lib/session';

const SimulationSection = lazy(() => import('../../features/simulation/simulation-section'));

/** /draft/multi: choose a cube, its format and settings, then create the draft and go to the lobby. */
export default function DraftSetup() {
  const { data: session } = useSession();
  const mine = useMyCubes(session?.user?.id);
  const navigate = useNavigate();
  const ids = { cube: useId(), other: useId() };
  const [chosen, setChosen] = useState('');
  const [other, setOther] = useState('');
  const cubeId = other.trim() ? cubeIdFrom(other) : chosen;
  const [values, setValues] = useState<DraftFormValues>({
    format: DEFAULT_FORMAT,
    modeSettings: {},
    seats: 8,
    packs: 3,
    size: 15,
    timer: 'off',
    bots: true,
    logsPrivate: false,
    spectators: false,
    reveal: 'table',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!chosen && mine.data?.cubes[0]) setChosen(mine.data.cubes[0].id);
  }, [chosen, mine.data]);

  const formats = useCubeDraftFormats(cubeId);
  // The cube's default format fills the form, but never over what the player already typed for this
  // cube: its formats may arrive after they started editing.
  const edited = useRef({ cubeId, fields: new Set<string>() });
  if (edited.current.cubeId !== cubeId) edited.current = { cubeId, fields: new Set() };
  useEffect(() => {
    const d = formats.data?.formats.default;
    if (!d) return;
    const defaults: Partial<DraftFormValues> = {
      seats: d.seats,
      packs: d.packsPerPlayer,
      size: d.cardsPerPack,
    };
    for (const field of edited.current.fields) delete defaults[field as keyof DraftFormValues];
    setValues((v) => ({ ...v, ...defaults }));
  }, [formats.data]);

  async function create(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await api<DraftResponse>('/api/drafts', { body: { cubeId, ...settingsBodyOf(values) } });
      navigate(`/draft/lobby/${r.draft.id}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Draft Setup</h1>
        <p className="mt-1 text-zinc-600">Draft a cube online with friends; bots fill the empty seats.</p>
      </div>
      <Panel>
        <PanelTitle>Online draft</PanelTitle>
        <form className="mt-4 grid gap-4" onSubmit={create}>
          <MyCubeSelect
            id={ids.cube}
            label="Your cubes"
            cubes={mine.data?.cubes}
            value={chosen}
            onChange={setChosen}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={ids.other}>Or any cube you can see, by id or link</Label>
            <Input
              id={ids.other}
              value={other}
              placeholder="e.g. https://…/cubes/abc123"
              onChange={(e) => setOther(e.target.value)}
            />
            {formats.isError && (
              <p role="alert" className="text-sm text-red-700">
                {(formats.error as Error).message}
              </p>
            )}
          </div>
          <DraftSettingsFields
            cubeId={cubeId}
            values={values}
            onChange={(patch) => {
              for (const field of Object.keys(patch)) edited.current.fields.add(field);
              setValues((v) => ({ ...v, ...patch }));
            }}
          />
          <FormMessage error={error} />
          <div>
            <Button type="submit" disabled={busy || !cubeId || !!settingsProblem(values)}>
              {busy ? 'Creating…' : 'Create draft'}
            </Button>
          </div>
        </form>
      </Panel>
      <Suspense fallback={<Spinner />}>
        <SimulationSection />
      </Suspense>
    </div>
  );
}

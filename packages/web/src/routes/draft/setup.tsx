import type { DraftFormatsResponse } from '@cubewright/core/cube';
import type { DraftResponse } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Input, Label, selectClass } from '../../components/ui/input';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
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
  const ids = {
    cube: useId(),
    other: useId(),
    format: useId(),
    seats: useId(),
    packs: useId(),
    size: useId(),
    timer: useId(),
    bots: useId(),
    logs: useId(),
  };
  const [chosen, setChosen] = useState('');
  const [other, setOther] = useState('');
  const cubeId = other.trim() ? cubeIdFrom(other) : chosen;
  const [format, setFormat] = useState('booster');
  const [seats, setSeats] = useState(8);
  const [packs, setPacks] = useState(3);
  const [size, setSize] = useState(15);
  const [timer, setTimer] = useState('off');
  const [bots, setBots] = useState(true);
  const [logsPrivate, setLogsPrivate] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!chosen && mine.data?.cubes[0]) setChosen(mine.data.cubes[0].id);
  }, [chosen, mine.data]);

  const formats = useQuery({
    queryKey: ['cubes', cubeId, 'draft-formats'],
    queryFn: () => api<DraftFormatsResponse>(`/api/cubes/${encodeURIComponent(cubeId)}/draft-formats`),
    enabled: cubeId.length > 0,
    retry: false,
  });
  useEffect(() => {
    const d = formats.data?.formats.default;
    if (!d) return;
    setSeats(d.seats);
    setPacks(d.packsPerPlayer);
    setSize(d.cardsPerPack);
  }, [formats.data]);

  async function create(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const custom = !['booster', 'sealed', 'jumpstart'].includes(format);
      const r = await api<DraftResponse>('/api/drafts', {
        body: {
          cubeId,
          format,
          seats,
          ...(custom || format === 'jumpstart' ? {} : { packs, cardsPerPack: size }),
          timerSeconds: timer === 'off' ? null : Number(timer),
          bots,
          logsPrivate,
        },
      });
      navigate(`/draft/lobby/${r.draft.id}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const showSizes = format === 'booster' || format === 'sealed';
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
          <div className="grid gap-1.5">
            <Label htmlFor={ids.format}>Format</Label>
            <select
              id={ids.format}
              className={selectClass}
              value={format}
              onChange={(e) => setFormat(e.target.value)}
            >
              <option value="booster">Booster draft</option>
              {formats.data?.formats.custom.map((f) => (
                <option key={f.name} value={f.name}>
                  {f.name}
                </option>
              ))}
              <option value="sealed">Sealed</option>
              <option value="jumpstart">Jumpstart</option>
            </select>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.seats}>Seats</Label>
              <Input
                id={ids.seats}
                type="number"
                min={2}
                max={16}
                value={seats}
                onChange={(e) => setSeats(Number(e.target.value))}
              />
            </div>
            {showSizes && (
              <>
                <div className="grid gap-1.5">
                  <Label htmlFor={ids.packs}>Packs per player</Label>
                  <Input
                    id={ids.packs}
                    type="number"
                    min={1}
                    max={12}
                    value={packs}
                    onChange={(e) => setPacks(Number(e.target.value))}
                  />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={ids.size}>Cards per pack</Label>
                  <Input
                    id={ids.size}
                    type="number"
                    min={1}
                    max={30}
                    value={size}
                    onChange={(e) => setSize(Number(e.target.value))}
                  />
                </div>
              </>
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.timer}>Pick timer</Label>
              <select
                id={ids.timer}
                className={selectClass}
                value={timer}
                onChange={(e) => setTimer(e.target.value)}
              >
                <option value="off">Off</option>
                <option value="30">30 seconds</option>
                <option value="60">60 seconds</option>
                <option value="90">90 seconds</option>
              </select>
            </div>
            <label className="flex items-center gap-2 self-end text-sm font-medium" htmlFor={ids.bots}>
              <input
                id={ids.bots}
                type="checkbox"
                checked={bots}
                onChange={(e) => setBots(e.target.checked)}
              />
              Bots fill empty seats
            </label>
          </div>
          <label className="flex items-center gap-2 text-sm font-medium" htmlFor={ids.logs}>
            <input
              id={ids.logs}
              type="checkbox"
              checked={logsPrivate}
              onChange={(e) => setLogsPrivate(e.target.checked)}
            />
            Keep draft logs private
          </label>
          <FormMessage error={error} />
          <div>
            <Button type="submit" disabled={busy || !cubeId}>
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

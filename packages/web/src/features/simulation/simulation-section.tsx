// The Draft Simulation panel of /draft/multi (also opened with ?cube=<id>&simulate=1 from a cube page):
// choose a cube, one of its formats, seats, drafts and a seed; the run happens in a Web Worker with
// a progress bar and Cancel, and the results (charts, tables) load lazily once there is a report.
import type { Card } from '@cubewright/core/cards';
import type { CubeWithCardsResponse } from '@cubewright/core/protocol';
import { type CubeRatingsResponse, DEFAULT_FORMAT_NAME, simulationFormatOf } from '@cubewright/core/protocol';
import { MAX_SIMULATION_DRAFTS } from '@cubewright/core/simulation';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Input, Label, selectClass } from '../../components/ui/input';
import { Panel, PanelDescription, PanelTitle } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { useMyCubes } from '../../lib/my-cubes';
import { useSession } from '../../lib/session';
import { useCubeDraftFormats } from '../draft/draft-api';
import { cubeIdFrom, MyCubeSelect } from '../draft/my-cube-select';
import { draftStyles } from './draft-styles';
import { loadRecentRuns, type RecentRun, saveRecentRun } from './recent-runs';
import { type RunCube, SaveToCube } from './save-to-cube';
import { useSimulation } from './use-simulation';

const SimulationResults = lazy(() => import('./results/simulation-results'));
const STYLES = draftStyles();

export default function SimulationSection() {
  const [params] = useSearchParams();
  const asked = params.get('cube') ?? '';
  const focus = params.get('simulate') === '1';
  const { data: session } = useSession();
  const mine = useMyCubes(session?.user?.id);
  const ids = {
    cube: useId(),
    other: useId(),
    format: useId(),
    seats: useId(),
    drafts: useId(),
    seed: useId(),
  };
  const [chosen, setChosen] = useState('');
  const [other, setOther] = useState(asked);
  const cubeId = other.trim() ? cubeIdFrom(other) : chosen;
  const [format, setFormat] = useState(DEFAULT_FORMAT_NAME);
  const [seats, setSeats] = useState(8);
  const [drafts, setDrafts] = useState(100);
  const [seed, setSeed] = useState(() => Math.random().toString(36).slice(2, 8));
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const sim = useSimulation();
  const [recent, setRecent] = useState<RecentRun[]>(() => loadRecentRuns());
  const [opened, setOpened] = useState<RecentRun | null>(null);
  const runCube = useRef('');
  // The cube of the latest run and whether this user may save runs to it; `runs` keys each run's save.
  const [runFor, setRunFor] = useState<RunCube | null>(null);
  const [runs, setRuns] = useState(0);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!chosen && mine.data?.cubes[0]) setChosen(mine.data.cubes[0].id);
  }, [chosen, mine.data]);
  useEffect(() => {
    if (focus) panel.current?.scrollIntoView({ block: 'start' });
  }, [focus]);

  const formats = useCubeDraftFormats(cubeId);
  useEffect(() => {
    const f = formats.data && simulationFormatOf(formats.data.formats, format);
    if (f) setSeats(f.seats);
    else if (formats.data) setFormat(DEFAULT_FORMAT_NAME);
  }, [formats.data, format]);

  // Each finished run is kept in this browser (the newest few) so it can be reopened later.
  const finished = sim.state.status === 'done' ? sim.state : null;
  useEffect(() => {
    if (finished)
      setRecent(
        saveRecentRun({
          cubeId: runCube.current,
          savedAt: new Date().toISOString(),
          elapsedMs: finished.elapsedMs,
          report: finished.report,
        }),
      );
  }, [finished]);

  async function run(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    setOpened(null);
    const chosenFormat = formats.data && simulationFormatOf(formats.data.formats, format);
    if (!chosenFormat) return setFormError('Choose a cube you can see first.');
    if (!Number.isInteger(drafts) || drafts < 1 || drafts > MAX_SIMULATION_DRAFTS)
      return setFormError(
        `Drafts must be a whole number from 1 to ${MAX_SIMULATION_DRAFTS.toLocaleString()}.`,
      );
    if (!Number.isInteger(seats) || seats < 2 || seats > 16)
      return setFormError('Seats must be a whole number from 2 to 16.');
    setLoading(true);
    try {
      const id = encodeURIComponent(cubeId);
      const [cube, ratings] = await Promise.all([
        api<CubeWithCardsResponse>(`/api/cubes/${id}`),
        api<CubeRatingsResponse>(`/api/cubes/${id}/ratings`).catch(() => ({ ratings: {} })),
      ]);
      runCube.current = cubeId;
      setRunFor({ id: cubeId, name: cube.cube.name, canEdit: cube.cube.permissions.canEdit });
      setRuns((n) => n + 1);
      sim.start({
        entries: cube.cards,
        cardData: cube.cardData as Record<string, Card>,
        format: chosenFormat.format,
        seats,
        drafts,
        seed: seed.trim() || 'seed',
        ratings: ratings.ratings,
      });
    } catch (err) {
      setFormError(err instanceof Error ? err.message : String(err));
    } finally {
      setLoading(false);
    }
  }

  const s = sim.state;
  const running = s.status === 'running';
  // The bar stays (full) once a run finishes, so a quick run still shows it completed.
  const progress =
    s.status === 'running' || s.status === 'cancelled'
      ? { done: s.done, total: s.total }
      : s.status === 'done'
        ? { done: s.report.drafts, total: s.report.drafts }
        : null;
  return (
    <Panel ref={panel} aria-labelledby={`${ids.cube}-title`}>
      <PanelTitle id={`${ids.cube}-title`}>Draft simulation</PanelTitle>
      <PanelDescription>
        Bots draft the cube many times over: see which cards go early, which wheel, and which colours and
        decks come out. Runs in your browser.
      </PanelDescription>
      <form className="mt-4 grid gap-4" onSubmit={run}>
        <div className="grid gap-4 sm:grid-cols-2">
          <MyCubeSelect
            id={ids.cube}
            label="Cube to simulate"
            cubes={mine.data?.cubes}
            value={chosen}
            onChange={setChosen}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={ids.other}>Or a cube id or link</Label>
            <Input
              id={ids.other}
              value={other}
              onChange={(e) => setOther(e.target.value)}
              placeholder="e.g. abc123"
            />
          </div>
        </div>
        {formats.isError && (
          <p role="alert" className="text-sm text-red-700">
            {(formats.error as Error).message}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-4">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.format}>Draft style</Label>
            <select
              id={ids.format}
              className={selectClass}
              value={format}
              onChange={(e) => setFormat(e.target.value)}
            >
              {STYLES.cubeFormat.map((m) => (
                <option key={m.label} value={m.value}>
                  {m.label}
                </option>
              ))}
              {formats.data?.formats.custom.map((f) => (
                <option key={f.name} value={f.name}>
                  {f.name}
                </option>
              ))}
              {STYLES.byName.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.seats}>Simulated seats</Label>
            <Input
              id={ids.seats}
              type="number"
              min={2}
              max={16}
              value={seats}
              onChange={(e) => setSeats(Number(e.target.value))}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.drafts}>Number of drafts</Label>
            <Input
              id={ids.drafts}
              type="number"
              min={1}
              max={MAX_SIMULATION_DRAFTS}
              value={drafts}
              onChange={(e) => setDrafts(Number(e.target.value))}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.seed}>Seed</Label>
            <Input id={ids.seed} value={seed} maxLength={100} onChange={(e) => setSeed(e.target.value)} />
          </div>
        </div>
        <FormMessage error={formError} />
        <div className="flex flex-wrap items-center gap-3">
          {/* Enabled once the cube's formats are in: an earlier click could only fail. */}
          <Button type="submit" disabled={running || loading || !cubeId || !formats.data}>
            {loading ? 'Loading cube…' : 'Run simulation'}
          </Button>
          {running && (
            <Button type="button" variant="outline" onClick={sim.cancel}>
              Cancel
            </Button>
          )}
        </div>
      </form>
      {progress && (
        <div className="mt-4 grid gap-1.5">
          <div
            role="progressbar"
            aria-label="Simulation progress"
            aria-valuemin={0}
            aria-valuemax={progress?.total}
            aria-valuenow={progress?.done}
            className="h-2 overflow-hidden rounded-full bg-zinc-200"
          >
            <div
              className="h-full bg-brand transition-[width]"
              style={{ width: `${(100 * progress.done) / progress.total}%` }}
            />
          </div>
          <p className="text-sm text-zinc-600" aria-live="polite">
            {s.status === 'cancelled'
              ? `Cancelled after ${progress.done.toLocaleString()} of ${progress.total.toLocaleString()} drafts.`
              : s.status === 'done'
                ? `Done: ${progress.total.toLocaleString()} drafts.`
                : `${progress.done.toLocaleString()} of ${progress.total.toLocaleString()} drafts`}
          </p>
        </div>
      )}
      {s.status === 'error' && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {s.message}
        </p>
      )}
      {s.status === 'done' && !opened && runFor && <SaveToCube key={runs} cube={runFor} report={s.report} />}
      {recent.length > 0 && (
        <div className="mt-4 text-sm">
          <h3 className="font-medium">Recent runs in this browser</h3>
          <ul className="mt-1 grid gap-1">
            {recent.map((r) => (
              <li key={r.savedAt} className="flex flex-wrap items-center gap-2">
                <span>
                  {new Date(r.savedAt).toLocaleString()}: {r.report.drafts.toLocaleString()} drafts,{' '}
                  {r.report.format}, seed “{r.report.seed}”
                </span>
                <Button type="button" size="sm" variant="ghost" onClick={() => setOpened(r)}>
                  Show
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(opened || s.status === 'done') && (
        <Suspense fallback={<Spinner />}>
          {opened ? (
            <SimulationResults report={opened.report} elapsedMs={opened.elapsedMs} />
          ) : (
            s.status === 'done' && <SimulationResults report={s.report} elapsedMs={s.elapsedMs} />
          )}
        </Suspense>
      )}
    </Panel>
  );
}

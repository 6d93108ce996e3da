// "Latest simulation": the newest run the cube's owner or editors saved from the simulator, shown with
// the simulator's own result components, and the earlier saved runs listed below it; opening one of
// those shows its report in the latest run's place (fetched on demand: the list carries no reports).
import type { CubeDetail, SavedSimulation, SavedSimulationSummary } from '@cubewright/core/protocol';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Panel, PanelDescription, PanelTitle } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { useLatestRun, useSavedRun, useSavedRuns } from '../../simulation/saved-runs';
import { LoadError } from '../load-error';

const SimulationResults = lazy(() => import('../../simulation/results/simulation-results'));

function describeRun(run: SavedSimulationSummary): string {
  return `${run.drafts.toLocaleString()} drafts of ${run.seats} seats (${run.format}), seed “${run.seed}”`;
}

function savedBy(run: SavedSimulationSummary): string {
  return `Saved by ${run.createdBy.username} on ${new Date(run.createdAt).toLocaleString()}`;
}

/** A saved run's summary line and its report, drawn with the simulator's result components. */
function RunReport({ run, testId }: { run: SavedSimulation; testId: string }) {
  return (
    <>
      <PanelDescription data-testid={testId}>
        {savedBy(run)}: {describeRun(run)}.
      </PanelDescription>
      <Suspense fallback={<Spinner />}>
        <SimulationResults report={run.report} />
      </Suspense>
    </>
  );
}

/** An earlier run opened from the list, with the way back to the latest. */
function OpenedRun({ cubeId, runId, close }: { cubeId: string; runId: string; close: () => void }) {
  const opened = useSavedRun(cubeId, runId);
  return (
    <section aria-label="Opened saved run" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">Earlier saved run</h3>
        <Button variant="outline" size="sm" onClick={close}>
          Back to the latest
        </Button>
      </div>
      {opened.isLoading ? (
        <div role="status" className="flex items-center gap-2 text-zinc-700">
          <Spinner /> Loading the saved run...
        </div>
      ) : !opened.data ? (
        <LoadError what="the saved run" error={opened.error} retry={() => void opened.refetch()} />
      ) : (
        <RunReport run={opened.data.run} testId="opened-simulation-summary" />
      )}
    </section>
  );
}

export default function LatestSimulationSection({ cube }: { cube: CubeDetail }) {
  const latest = useLatestRun(cube.id);
  const list = useSavedRuns(cube.id);
  const run = latest.data?.run;
  const earlier = (list.data?.runs ?? []).filter((r) => r.id !== run?.id);
  const [openId, setOpenId] = useState<string | null>(null);
  const simulate = `/draft/multi?cube=${encodeURIComponent(cube.id)}&simulate=1`;

  return (
    <Panel aria-labelledby="latest-simulation-title" className="grid gap-3">
      <PanelTitle id="latest-simulation-title">Latest simulation</PanelTitle>
      {latest.isLoading ? (
        <div role="status" className="flex items-center gap-2 text-zinc-700">
          <Spinner /> Loading the latest simulation...
        </div>
      ) : !latest.data ? (
        <LoadError what="the latest simulation" error={latest.error} retry={() => void latest.refetch()} />
      ) : !run ? (
        <p className="text-sm text-zinc-700">
          No simulation has been saved to this cube yet.{' '}
          {cube.permissions.canEdit && (
            <>
              <Link className="text-brand-dark underline" to={simulate}>
                Run one
              </Link>{' '}
              and save it to show it here.
            </>
          )}
        </p>
      ) : openId !== null ? (
        <OpenedRun cubeId={cube.id} runId={openId} close={() => setOpenId(null)} />
      ) : (
        <RunReport run={run} testId="latest-simulation-summary" />
      )}
      {earlier.length > 0 && (
        <section className="text-sm">
          <h3 className="font-medium">Earlier saved runs</h3>
          <ul className="mt-1 grid gap-1">
            {earlier.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-2">
                <span>
                  {savedBy(r)}: {describeRun(r)}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={r.id === openId}
                  aria-current={r.id === openId ? 'true' : undefined}
                  onClick={() => setOpenId(r.id)}
                >
                  {r.id === openId ? 'Showing' : 'Open'}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Panel>
  );
}

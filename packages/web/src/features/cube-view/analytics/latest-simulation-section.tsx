// "Latest simulation": the newest run the cube's owner or editors saved from the simulator, shown with
// the simulator's own result components, and the earlier saved runs listed below it.
import type { CubeDetail } from '@cubewright/core/protocol';
import type { SavedSimulationSummary } from '@cubewright/core/simulation';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Panel, PanelDescription, PanelTitle } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { useLatestRun, useSavedRuns } from '../../simulation/saved-runs';
import { LoadError } from '../load-error';

const SimulationResults = lazy(() => import('../../simulation/results/simulation-results'));

function describeRun(run: SavedSimulationSummary): string {
  return `${run.drafts.toLocaleString()} drafts of ${run.seats} seats (${run.format}), seed “${run.seed}”`;
}

function savedBy(run: SavedSimulationSummary): string {
  return `Saved by ${run.createdBy.username} on ${new Date(run.createdAt).toLocaleString()}`;
}

export default function LatestSimulationSection({ cube }: { cube: CubeDetail }) {
  const latest = useLatestRun(cube.id);
  const list = useSavedRuns(cube.id);
  const run = latest.data?.run;
  const earlier = (list.data?.runs ?? []).filter((r) => r.id !== run?.id);
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
      ) : (
        <>
          <PanelDescription data-testid="latest-simulation-summary">
            {savedBy(run)}: {describeRun(run)}.
          </PanelDescription>
          <Suspense fallback={<Spinner />}>
            <SimulationResults report={run.report} />
          </Suspense>
        </>
      )}
      {earlier.length > 0 && (
        <section className="text-sm">
          <h3 className="font-medium">Earlier saved runs</h3>
          <ul className="mt-1 grid gap-1">
            {earlier.map((r) => (
              <li key={r.id}>
                {savedBy(r)}: {describeRun(r)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Panel>
  );
}

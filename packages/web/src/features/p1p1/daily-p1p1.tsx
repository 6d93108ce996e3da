import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { p1p1PagePath, useDailyP1P1 } from './p1p1-api';
import { P1P1Pack } from './p1p1-pack';

/** The featured page's daily P1P1: the same featured cube and pack for everyone on one UTC day. */
export function DailyP1P1() {
  const { data, error } = useDailyP1P1();
  return (
    <section
      aria-labelledby="daily-p1p1"
      className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-4"
    >
      <h2 id="daily-p1p1" className="text-lg font-semibold text-zinc-900">
        Today's Pack 1, Pick 1
      </h2>
      {error ? (
        <p className="text-sm text-red-800">Today's pack could not be loaded.</p>
      ) : !data ? (
        <Spinner />
      ) : !data.p1p1 ? (
        <p className="text-sm text-zinc-600">No featured cube can deal a pack today.</p>
      ) : (
        <>
          <p className="text-sm text-zinc-700">
            From {data.p1p1.cubeName} ({data.day}): {data.p1p1.totalVotes}{' '}
            {data.p1p1.totalVotes === 1 ? 'vote' : 'votes'} so far.{' '}
            <Link
              to={p1p1PagePath(data.p1p1.cubeId, data.p1p1.seed)}
              className="font-medium text-brand-dark underline"
            >
              Vote on today's pick
            </Link>
          </p>
          <P1P1Pack p1p1={data.p1p1} />
        </>
      )}
    </section>
  );
}

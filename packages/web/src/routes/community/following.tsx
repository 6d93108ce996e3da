import { formatRelativeTime } from '@cubewright/core/display';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useFollowing } from '../../features/community/api';
import { CubeTile } from '../../features/community/cube-tile';
import { CommunityHead } from '../../features/community/page-head';
import { useSession } from '../../lib/session';

/** /community/following (signed in): followed cubes with their latest update. */
export default function FollowingPage() {
  const { data: session } = useSession();
  const q = useFollowing(!!session?.user);
  const items = q.data?.cubes ?? [];
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <CommunityHead title="Following" blurb="The cubes you follow, with their latest changes." />
      {q.isLoading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-600">
          <Spinner /> Loading the cubes you follow...
        </p>
      ) : q.isError ? (
        <p role="alert" className="text-sm text-red-800">
          The cubes you follow could not be loaded: {q.error.message}
        </p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-zinc-300 bg-white p-10 text-center">
          <Users className="size-8 text-zinc-500" aria-hidden="true" />
          <p className="text-zinc-700">
            You do not follow any cube yet.{' '}
            <Link to="/community/browse" className="text-brand-dark underline">
              Browse cubes
            </Link>{' '}
            and press Follow on one you like.
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Followed cubes">
          {items.map(({ cube, latestUpdate }) => (
            <CubeTile
              key={cube.id}
              cube={cube}
              extra={
                latestUpdate ? (
                  <>
                    <span className="font-medium">{latestUpdate.title}</span> · {latestUpdate.description} ·{' '}
                    {formatRelativeTime(latestUpdate.createdAt)}
                  </>
                ) : (
                  'No updates yet'
                )
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

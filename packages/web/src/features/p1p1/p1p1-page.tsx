import { ArrowLeft, Dices, Link2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useCubeCrumb } from '../../components/shell/cube-crumb';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { CommentThread } from '../comments/comment-thread';
import { randomSeed } from '../sample-pack/seed';
import { useUrlSeed } from '../sample-pack/use-url-seed';
import { useP1P1, useP1P1Vote } from './p1p1-api';
import { P1P1Pack } from './p1p1-pack';

/**
 * /cubes/:id/p1p1?seed=: "Pack 1, Pick 1". The seed in the URL deals the pack (a link shows everyone the
 * same one); signed-in viewers pick the card they would take, and everyone sees the votes.
 */
export default function P1P1Page() {
  const { id = '' } = useParams();
  const [, setParams] = useSearchParams();
  const seed = useUrlSeed();
  const location = useLocation();
  const { data: session } = useSession();
  const { setCube } = useCubeCrumb();
  const query = useP1P1(id, seed);
  const vote = useP1P1Vote(id, seed ?? 0);
  const base = `/cubes/${encodeURIComponent(id)}`;
  const p1p1 = query.data;

  useEffect(() => {
    if (p1p1) setCube({ id, name: p1p1.cubeName, mine: false });
  }, [p1p1, id, setCube]);

  const newPack = () => setParams({ seed: String(randomSeed(seed)) });
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      void notify('success', 'Link copied');
    } catch {
      void notify('error', 'Could not copy: copy the address bar instead');
    }
  };

  if (query.error) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-lg border border-amber-300 bg-amber-50 p-6 text-center"
      >
        <h1 className="text-lg font-semibold">{missing ? 'Cube not found' : 'No pack to show'}</h1>
        <p className="mt-1 text-zinc-800">
          {missing ? 'This cube does not exist or is private.' : query.error.message}
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-zinc-900">Pack 1, Pick 1</h1>
          {p1p1 && (
            <p className="text-sm text-zinc-700">
              <Link to={base} className="text-brand-dark hover:underline">
                {p1p1.cubeName}
              </Link>
              , pack #{p1p1.seed}: {p1p1.totalVotes} {p1p1.totalVotes === 1 ? 'vote' : 'votes'}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link to={base}>
              <ArrowLeft className="size-4" aria-hidden="true" /> Back to the cube
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={share}>
            <Link2 className="size-4" aria-hidden="true" /> Copy link
          </Button>
          <Button size="sm" onClick={newPack}>
            <Dices className="size-4" aria-hidden="true" /> New pack
          </Button>
        </div>
      </div>
      {!p1p1 ? (
        <div className="flex justify-center p-10" role="status" aria-label="Dealing the pack">
          <Spinner />
        </div>
      ) : (
        <>
          {session?.user ? (
            <p className="text-sm text-zinc-700">
              Which card would you take first?{' '}
              {p1p1.myVote !== null
                ? 'You can change your pick.'
                : p1p1.votes
                  ? 'Pick one.'
                  : 'Pick one to see how the others voted.'}
            </p>
          ) : (
            <p className="text-sm text-zinc-700">
              <Link
                to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
                className="font-medium text-brand-dark underline"
              >
                Sign in
              </Link>{' '}
              to vote for your pick and see how the others voted.
            </p>
          )}
          {vote.isError && (
            <p role="alert" className="text-sm text-red-800">
              {vote.error.message}
            </p>
          )}
          <P1P1Pack
            p1p1={p1p1}
            onVote={session?.user ? (pick) => vote.mutate(pick) : undefined}
            voting={vote.isPending}
          />
          {/* The reply notifications link to #comments (services/comments/targets.ts). */}
          <div id="comments">
            <CommentThread target={{ kind: 'p1p1', id: `${p1p1.cubeId}:${p1p1.seed}` }} title="Discussion" />
          </div>
        </>
      )}
    </div>
  );
}

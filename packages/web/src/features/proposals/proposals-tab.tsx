import type { CubeDetail } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { failureText } from '../cube-edit/edit-api';
import { ProposalPage } from './proposal-page';
import { fetchProposals, proposalPath, proposalsKey } from './proposals-api';
import { STATUS_BADGE } from './status-badge';
import { WelcomeSetting } from './welcome-setting';

/** The Proposals tab: the cube's proposals (open ones, or all), or one proposal at /proposals/:proposalId. */
export default function ProposalsTab({ cube }: { cube: CubeDetail }) {
  const { proposalId } = useParams();
  if (proposalId) return <ProposalPage cube={cube} proposalId={proposalId} />;
  return <ProposalList cube={cube} />;
}

function ProposalList({ cube }: { cube: CubeDetail }) {
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const signedIn = Boolean(useSession().data?.user);
  const list = useQuery({
    queryKey: [...proposalsKey(cube.id), status],
    queryFn: () => fetchProposals(cube.id, status),
  });
  if (list.isLoading) return <Spinner />;
  if (list.isError || !list.data) return <FormMessage error={failureText(list.error)} />;
  const { proposals, openCount, canPropose } = list.data;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-zinc-700">
          {openCount} open proposal{openCount === 1 ? '' : 's'}.
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setStatus(status === 'open' ? 'all' : 'open')}
            aria-pressed={status === 'all'}
          >
            {status === 'open' ? 'Show decided too' : 'Open only'}
          </Button>
          {/* The cube's editors change it directly. */}
          {canPropose && !cube.permissions.canEdit && (
            <Button size="sm" asChild>
              <Link to={`/cubes/${encodeURIComponent(cube.id)}/propose`}>Suggest changes</Link>
            </Button>
          )}
        </div>
      </div>
      {cube.permissions.role === 'owner' && (
        <div className="max-w-xs">
          <WelcomeSetting cubeId={cube.id} />
        </div>
      )}
      {!signedIn && <p className="text-sm text-zinc-600">Sign in to suggest changes.</p>}
      {proposals.length === 0 ? (
        <p className="text-sm text-zinc-600">No {status === 'open' ? 'open ' : ''}proposals yet.</p>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-md border border-zinc-200 bg-white">
          {proposals.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <Link className="font-medium text-brand-dark underline" to={proposalPath(cube.id, p.id)}>
                  {p.title}
                </Link>
                <p className="text-sm text-zinc-600">
                  by {p.proposer.username} · {p.changeCount} change{p.changeCount === 1 ? '' : 's'} · on
                  version {p.baseVersion} · {new Date(p.createdAt).toLocaleDateString()}
                </p>
              </div>
              <Badge variant={STATUS_BADGE[p.status]}>{p.status}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

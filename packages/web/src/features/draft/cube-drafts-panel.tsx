import { useQuery } from '@tanstack/react-query';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { useSession } from '../../lib/session';
import { getCubeDrafts } from './draft-api';
import { DraftList } from './draft-links';

/** A cube's running and finished drafts (newest 20) on its page. */
export function CubeDraftsPanel({ cubeId }: { cubeId: string }) {
  const userId = useSession().data?.user?.id;
  const q = useQuery({ queryKey: ['cubes', cubeId, 'drafts'], queryFn: () => getCubeDrafts(cubeId) });
  const drafts = q.data?.drafts ?? [];
  return (
    <Panel aria-labelledby="cube-drafts-heading">
      <PanelTitle id="cube-drafts-heading">Drafts</PanelTitle>
      {q.isLoading ? (
        <p role="status" className="mt-3 text-sm text-zinc-500">
          Loading…
        </p>
      ) : q.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {q.error instanceof Error ? q.error.message : 'The drafts could not be loaded'}
        </p>
      ) : drafts.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-600">Nobody has drafted this cube here yet.</p>
      ) : (
        <DraftList drafts={drafts} userId={userId} showCube={false} />
      )}
    </Panel>
  );
}

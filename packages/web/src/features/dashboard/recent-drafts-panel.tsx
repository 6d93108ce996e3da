import type { DraftSummary } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { api } from '../../lib/api';
import { DraftList } from '../draft/draft-links';
import { PanelState } from './panel-state';

/** How many drafts the dashboard lists. */
const RECENT_DRAFTS = 5;

/**
 * "Recent drafts": the drafts the user sits in, newest first (a lazy chunk of the dashboard; it calls
 * `api` itself because draft-api's chunk carries the card hooks the deck pages need).
 */
export default function RecentDraftsPanel({ userId }: { userId: string | undefined }) {
  const q = useQuery({
    queryKey: ['drafts', 'mine'],
    queryFn: () => api<{ drafts: DraftSummary[] }>('/api/drafts/mine'),
    enabled: !!userId,
  });
  const drafts = (q.data?.drafts ?? []).slice(0, RECENT_DRAFTS);
  return (
    <Panel aria-labelledby="recent-drafts-heading">
      <PanelTitle id="recent-drafts-heading">Recent drafts</PanelTitle>
      <PanelState
        loading={q.isLoading}
        error={q.error}
        empty={drafts.length === 0 ? 'You have not drafted yet.' : null}
      >
        <DraftList drafts={drafts} userId={userId} showCube />
      </PanelState>
      <Link to="/draft/multi" className="mt-2 inline-block text-sm text-brand-dark hover:underline">
        Start a draft
      </Link>
    </Panel>
  );
}

import { TRENDING_FORMULA } from '@cubewright/core/protocol';
import { useTrending } from '../../features/community/api';
import { CubeList } from '../../features/community/cube-list';
import { CommunityHead } from '../../features/community/page-head';

/** /community/trending: public cubes ranked by recent follows, drafts and edits (formula shown). */
export default function TrendingPage() {
  const q = useTrending();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <CommunityHead
        title="Trending Cubes"
        blurb={
          <>
            Public cubes ranked by activity in the past week:{' '}
            <span className="font-medium">{TRENDING_FORMULA}</span>.
          </>
        }
      />
      <CubeList
        cubes={q.data?.cubes ?? []}
        loading={q.isLoading}
        error={q.error}
        empty="Nothing trending this week. Follow, draft or edit a public cube to start the list."
      />
    </div>
  );
}

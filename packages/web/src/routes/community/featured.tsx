import { CommunityHead } from '../../features/community/page-head';
import { PagedList } from '../../features/community/paged-list';
import { DailyP1P1 } from '../../features/p1p1/daily-p1p1';

/** /community/featured: cubes flagged featured by admins or moderators. */
export default function FeaturedPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <CommunityHead title="Featured Cubes" blurb="Cubes picked by the Cubewright team." />
      <DailyP1P1 />
      <PagedList list="featured" empty="No cubes are featured yet. Browse all public cubes instead." />
    </div>
  );
}

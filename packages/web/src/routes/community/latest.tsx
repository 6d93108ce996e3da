import { CommunityHead } from '../../features/community/page-head';
import { PagedList } from '../../features/community/paged-list';

/** /community/latest: the newest public cubes. */
export default function LatestPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <CommunityHead title="Latest Cubes" blurb="The newest public cubes, most recently created first." />
      <PagedList list="latest" empty="No public cubes yet." />
    </div>
  );
}

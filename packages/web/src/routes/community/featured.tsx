import { Rss } from 'lucide-react';
import { CommunityHead } from '../../features/community/page-head';
import { PagedList } from '../../features/community/paged-list';
import { DailyP1P1 } from '../../features/p1p1/daily-p1p1';

/** /community/featured: cubes flagged featured by admins or moderators, with their Atom feed. */
export default function FeaturedPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <CommunityHead
        title="Featured Cubes"
        blurb={
          <>
            Cubes picked by the Cubewright team.{' '}
            <a
              href="/api/community/featured.atom"
              type="application/atom+xml"
              className="inline-flex items-center gap-1 text-brand-dark underline"
            >
              <Rss className="size-4" aria-hidden="true" /> Atom feed
            </a>
          </>
        }
      />
      <DailyP1P1 />
      <PagedList list="featured" empty="No cubes are featured yet. Browse all public cubes instead." />
    </div>
  );
}

import { Link, useSearchParams } from 'react-router';
import { BrowseFilters, type BrowseParams } from '../../features/community/browse-filters';
import { CommunityHead } from '../../features/community/page-head';
import { PagedList } from '../../features/community/paged-list';

const KEYS = ['sort', 'q', 'tags', 'colors', 'minSize', 'maxSize'] as const;

/** /community/browse: every public cube, with sorting and filters kept in the URL. */
export default function BrowsePage() {
  const [search, setSearch] = useSearchParams();
  const params: BrowseParams = Object.fromEntries(KEYS.map((k) => [k, search.get(k) ?? undefined]));
  const apply = (next: BrowseParams) => {
    const q = new URLSearchParams();
    for (const k of KEYS) if (next[k]) q.set(k, next[k]!);
    setSearch(q);
  };
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <CommunityHead
        title="Browse All Cubes"
        blurb="Every public cube. Sort and filter to find one to draft."
      >
        <BrowseFilters key={search.toString()} value={params} onChange={apply} />
      </CommunityHead>
      <PagedList
        list="browse"
        params={params as Record<string, string | undefined>}
        empty="No public cube matches these filters."
      />
      <p className="text-sm text-zinc-600">
        Every public cube, with its drafts and events, is also a nightly download for anyone to study:{' '}
        <Link to="/about#open-data" className="underline">
          open data
        </Link>
        .
      </p>
    </div>
  );
}

import { useCommunityList } from './api';
import { CubeList } from './cube-list';

/** A cursor-paginated community list rendered as tiles. */
export function PagedList({
  list,
  params,
  empty,
}: {
  list: 'featured' | 'browse' | 'latest';
  params?: Record<string, string | undefined>;
  empty: string;
}) {
  const q = useCommunityList(list, params);
  return (
    <CubeList
      cubes={q.data?.pages.flatMap((p) => p.cubes) ?? []}
      loading={q.isLoading}
      error={q.error}
      empty={empty}
      hasMore={q.hasNextPage}
      loadingMore={q.isFetchingNextPage}
      onMore={() => void q.fetchNextPage()}
    />
  );
}

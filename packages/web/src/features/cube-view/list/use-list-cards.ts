import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ensureFullFacts } from '../../../lib/card-facts';
import { cubeListKey } from '../../cube-edit/edit-api';
import { cubeListQuery } from '../cube-queries';
import { boardsOf } from '../use-cube-cards';

/**
 * The list tab's cube (its facts possibly slim: ADR 0046), joined into list items per board. With `full`
 * (a search reading rules text, keywords, printings, ...) the slim facts are completed: until they are,
 * `factsLoading` is true and `boards` still slim, which the list must not filter (only count and lay out).
 * The list draws nothing else from the heavy fields: a slim fact always has an image (canSlim), so no
 * card is drawn as text.
 */
export function useListCards(cubeId: string, full: boolean) {
  const query = useQuery(cubeListQuery(cubeId));
  const listed = query.data;
  const slim = (listed?.slimCardIds?.length ?? 0) > 0;
  // Keyed by the list's fetch, so a refetched list (a new version) is completed anew.
  const completed = useQuery({
    queryKey: [...cubeListKey(cubeId), 'full', query.dataUpdatedAt],
    queryFn: () => ensureFullFacts(listed!),
    enabled: full && slim,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Once completed, the full facts serve the searches that follow too.
  const data = completed.data ?? listed;
  const boards = useMemo(() => (data ? boardsOf(data) : null), [data]);
  const waiting = Boolean(listed) && slim && full && !completed.data;
  return {
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
    boards,
    /** The full facts a search needs are on their way. */
    factsLoading: waiting && !completed.error,
    factsError: waiting ? completed.error : null,
    retryFacts: () => void completed.refetch(),
  };
}

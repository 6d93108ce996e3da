import type { CardMetricsResponse } from '@cubewright/core/protocol';
import { api } from '../../lib/api';

/** While a cube's history is still being folded (pending > 0), the metrics are asked for again this often. */
const PENDING_POLL_MS = 500;

/** The cube's card metrics; the key starts with the cube's, so the live room's invalidation reaches it. */
export const cardMetricsQuery = (cubeId: string) => ({
  queryKey: ['cubes', cubeId, 'card-metrics'] as const,
  queryFn: () => api<CardMetricsResponse>(`/api/cubes/${encodeURIComponent(cubeId)}/card-metrics`),
  retry: false,
  refetchInterval: (q: { state: { data?: CardMetricsResponse } }) =>
    (q.state.data?.pending ?? 0) > 0 ? PENDING_POLL_MS : false,
});

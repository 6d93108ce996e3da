import type { Card } from '@cubewright/core/cards';
import type { CubeBoard } from '@cubewright/core/cube';
import type { VersionResponse } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { CardPreviewProvider } from '../card-preview';
import { groupItems } from '../list/grouping';
import { toListItems } from '../list/list-item';
import { TableView } from '../list/table-view';
import { cubeKey } from '../live/use-live-cube';
import { LoadError } from '../load-error';
import { useCubeCards } from '../use-cube-cards';
import { DiffView } from './diff-view';

interface ResolveResponse {
  results: { input: string; card: Card | null }[];
}

/** Card data for a past list: the current cube's, plus a batched lookup of names no longer in it. */
function usePastCardData(version: VersionResponse | undefined, current: Record<string, Card>) {
  const missing = useMemo(
    () => [...new Set((version?.cards ?? []).filter((c) => !current[c.cardId]).map((c) => c.name))].sort(),
    [version, current],
  );
  const resolved = useQuery({
    queryKey: ['cards', 'resolve', missing],
    queryFn: () => api<ResolveResponse>('/api/cards/resolve', { body: { names: missing } }),
    enabled: missing.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return useMemo(() => {
    const data: Record<string, Card> = { ...current };
    const byName = new Map((resolved.data?.results ?? []).map((r) => [r.input, r.card]));
    for (const entry of version?.cards ?? []) {
      const card = byName.get(entry.name);
      if (!data[entry.cardId] && card) data[entry.cardId] = card;
    }
    return data;
  }, [current, resolved.data, version]);
}

/** One version: the change it made and the cube's main board as it was then. */
export function VersionDetail({
  cubeId,
  n,
  boards,
}: {
  cubeId: string;
  n: number;
  boards: readonly CubeBoard[];
}) {
  const query = useQuery({
    queryKey: [...cubeKey(cubeId), 'version', n],
    queryFn: () => api<VersionResponse>(`/api/cubes/${encodeURIComponent(cubeId)}/versions/${n}`),
  });
  const current = useCubeCards(cubeId);
  const cardData = usePastCardData(query.data, current.data?.cardData ?? {});
  const groups = useMemo(() => {
    const items = toListItems(query.data?.cards ?? [], cardData, current.data?.printings).filter(
      (i) => i.entry.board === 'main',
    );
    return groupItems(items, 'color', 'type', 'name');
  }, [query.data, cardData, current.data?.printings]);
  if (query.isLoading) {
    return (
      <div role="status" className="flex items-center gap-2 p-4 text-zinc-700">
        <Spinner /> Loading version {n}...
      </div>
    );
  }
  if (!query.data)
    return <LoadError what={`version ${n}`} error={query.error} retry={() => void query.refetch()} />;
  const mainCount = groups.reduce((sum, g) => sum + g.count, 0);
  return (
    <CardPreviewProvider>
      <div className="grid gap-4">
        <section aria-labelledby={`v${n}-diff`} className="grid gap-2">
          <h3 id={`v${n}-diff`} className="font-semibold">
            What version {n} changed
          </h3>
          <DiffView diff={query.data.diff} printings={current.data?.printings} boards={boards} />
        </section>
        <section aria-labelledby={`v${n}-list`} className="grid gap-2">
          <h3 id={`v${n}-list`} className="font-semibold">
            The cube at version {n} ({mainCount} cards in the main board)
          </h3>
          {mainCount > 0 ? (
            <TableView groups={groups} label={`Cards at version ${n}`} />
          ) : (
            <p className="text-sm text-zinc-600">The main board was empty.</p>
          )}
        </section>
      </div>
    </CardPreviewProvider>
  );
}

import { compareCubes } from '@cubewright/core/analytics';
import { applyCardDiff, type CubeDiff } from '@cubewright/core/cube';
import type { CubeDetail } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { chunk, useChunks } from '../../lib/chunk';
import { resolveNames } from '../cube-edit/edit-api';
import { compareEntriesOf } from '../cube-view/analytics/compare-data';
import { useCubeCards } from '../cube-view/use-cube-cards';

const NAMES: [string, string] = ['Now', 'After accepting'];

// The compare view's charts (Recharts, ~110 KB gzip) load when an open proposal's section mounts, beside
// the reads of its data, not with the proposals tab: the list and a decided proposal never show them.
const COMPARISON_CHUNK = chunk(() => import('./comparison-view'));

/**
 * What an open proposal does to the cube's analytics: the main board now beside the main board with
 * the proposal's applicable changes, in the compare view's charts (colours, types, curve). The facts of
 * cards the cube does not hold yet are read by name, as the editor reads pasted cards.
 */
export function ProposalAnalytics({ cube, diff }: { cube: CubeDetail; diff: CubeDiff }) {
  const chartsReady = useChunks([COMPARISON_CHUNK]);
  const now = useCubeCards(cube.id);
  const addedNames = useMemo(() => [...new Set(diff.added.map((c) => c.name))].sort(), [diff]);
  const added = useQuery({
    queryKey: ['cards', 'resolve', ...addedNames],
    queryFn: () => resolveNames(addedNames),
    enabled: addedNames.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const comparison = useMemo(() => {
    if (!now.data || (addedNames.length > 0 && !added.data)) return null;
    let after: ReturnType<typeof applyCardDiff>;
    try {
      after = applyCardDiff(now.data.cards, diff);
    } catch {
      // The list read is of another version than the proposal's answer; the next read agrees.
      return 'stale' as const;
    }
    const cardData = { ...now.data.cardData };
    for (const r of added.data?.results ?? []) if (r.card) cardData[r.card.id] = r.card;
    return compareCubes(
      compareEntriesOf(now.data),
      compareEntriesOf({ cards: after, cardData, printings: now.data.printings }),
    );
  }, [now.data, added.data, addedNames, diff]);

  if (now.isError || added.isError) return null;
  if (comparison === 'stale')
    return (
      <p className="text-sm text-zinc-600">The cube changed while this page was open: reload to compare.</p>
    );
  const loaded = chartsReady ? COMPARISON_CHUNK.loaded : null;
  if (chartsReady && !loaded)
    return <p className="text-sm text-zinc-600">The charts could not load: reload to compare.</p>;
  if (!comparison || !loaded) return <Spinner />;
  const { ComparisonView } = loaded;
  return <ComparisonView comparison={comparison} names={NAMES} />;
}

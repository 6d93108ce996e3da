import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { FormMessage } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { useCubeRatings } from '../../features/deckbuilder/use-cube-ratings';
import { getResult, useCardData } from '../../features/draft/draft-api';
import { chunk, useChunks } from '../../lib/chunk';

// The deck builder (drag and drop, the bot's suggestions, exports, the log and other decks' tabs) is
// not in this route's chunk: the page starts it when it mounts, beside the read of the draft's result,
// and shows its spinner until both have arrived, so the builder appears once, whole (ADR 0078).
const SCREEN_CHUNK = chunk(() => import('../../features/draft/draft-complete-screen'));

/** /draft/complete/:id: the seat's pool as a deck to build (draft-complete-screen.tsx). */
export default function DraftComplete() {
  const { id = '' } = useParams();
  const q = useQuery({ queryKey: ['drafts', id, 'result'], queryFn: () => getResult(id), retry: false });
  const screenReady = useChunks([SCREEN_CHUNK]);
  const mine = q.data && q.data.mySeat !== null ? q.data.seats[q.data.mySeat] : undefined;
  const { cards, loading } = useCardData(useMemo(() => mine?.pool.map((c) => c.cardId) ?? [], [mine]));
  const ratings = useCubeRatings(q.data?.draft.cubeId);
  const Screen = SCREEN_CHUNK.loaded?.DraftCompleteScreen;

  if (q.isLoading) return <Spinner className="mx-auto mt-10 size-8" />;
  if (q.isError || !mine)
    return (
      <FormMessage error={q.error instanceof Error ? q.error.message : 'No pool for you in this draft'} />
    );
  if (!Screen)
    return screenReady ? (
      <FormMessage error="The deck builder could not be loaded. Reload the page to try again." />
    ) : (
      <Spinner className="mx-auto mt-10 size-8" />
    );
  return (
    <Screen
      id={id}
      result={q.data!}
      mine={mine}
      cards={cards}
      // The suggestions need the cards' details and the cube's ratings both: until then they only ask to wait.
      detailsLoading={loading || ratings.loading}
      ratings={ratings.ratings}
    />
  );
}

import type { Card as CardData } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';
import { useRef } from 'react';
import { Card } from '../../components/card/card';
import { EnlargedCard, useCardEnlarge } from './card-enlarge';

/**
 * A draft card: the Card component when data is known, else a plain text tile with its id. Hover,
 * long-press or `z` on the focused card shows it enlarged (card-enlarge.tsx).
 */
export function DraftCardFace({ card, data }: { card: DraftCard; data: CardData | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  const { open, handlers } = useCardEnlarge(ref);
  const face = data ? (
    <DraftCardImage card={card} data={data} />
  ) : (
    <div className="flex aspect-[488/680] w-full items-center justify-center rounded-md border-4 border-zinc-800 bg-zinc-50 p-2 text-center font-semibold">
      {cardName(card, data)}
    </div>
  );
  return (
    <div ref={ref} {...handlers} className="relative touch-manipulation select-none text-sm">
      {face}
      {open && <EnlargedCard>{face}</EnlargedCard>}
    </div>
  );
}

/** A dealt card's picture: the cube entry's image override (an alter, custom art) or the card's own. */
export function DraftCardImage({ card, data }: { card: DraftCard; data: CardData }) {
  return <Card card={data} imageUri={card.imageUrl ?? null} className="max-w-none" />;
}

/** A card's display name from data, else its id. */
export const cardName = (card: DraftCard, data: CardData | undefined) =>
  data?.name ?? card.cardId.replace(/^name:/, '');

import type { Card as CardData } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';
import { Card } from '../../components/card/card';

/** A draft card: the Card component when data is known, else a plain text tile with its id. */
export function DraftCardFace({ card, data }: { card: DraftCard; data: CardData | undefined }) {
  if (data) return <Card card={data} className="max-w-none" />;
  return (
    <div className="flex aspect-[488/680] w-full items-center justify-center rounded-md border-4 border-zinc-800 bg-zinc-50 p-2 text-center text-sm font-semibold">
      {card.cardId.replace(/^name:/, '')}
    </div>
  );
}

/** A card's display name from data, else its id. */
export const cardName = (card: DraftCard, data: CardData | undefined) =>
  data?.name ?? card.cardId.replace(/^name:/, '');

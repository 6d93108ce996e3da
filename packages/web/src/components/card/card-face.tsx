import type { Card as CardData } from '@cubewright/core/cards';
import { Card } from './card';

/** A card drawn from its data, or a plain frame with its name when the card data does not know it. */
export function CardFace({
  card,
  name,
  imageUri = null,
}: {
  card: CardData | null | undefined;
  name: string;
  imageUri?: string | null;
}) {
  if (card) return <Card card={card} imageUri={imageUri} className="max-w-none" />;
  return (
    <div className="flex aspect-[488/680] items-center justify-center rounded-lg border-4 border-zinc-800 bg-zinc-50 p-2 text-center font-semibold">
      {name}
    </div>
  );
}

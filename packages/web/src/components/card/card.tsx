import type { Card as CardData } from '@cubewright/core/cards';
import { isCustomCard } from '@cubewright/core/custom-cards';
import { useState } from 'react';
import { CustomCardFrame } from '../../features/custom-cards/frame/card-frame';
import { cn } from '../../lib/cn';
import { cardImage, type TextFace, textFaces } from './card-text';
import { ManaCost, SymbolText } from './mana-symbol';

interface CardProps {
  card: CardData;
  /** A chosen printing's image, when the cube uses a specific printing. */
  imageUri?: string | null;
  className?: string;
}

function FaceText({ face, divided }: { face: TextFace; divided: boolean }) {
  return (
    <div className={cn('flex flex-1 flex-col gap-1.5', divided && 'border-t border-zinc-300 pt-2')}>
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 break-words font-semibold leading-tight text-zinc-950">{face.name}</span>
        {face.manaCost && <ManaCost cost={face.manaCost} className="shrink-0 justify-end text-xs" />}
      </div>
      {face.typeLine && (
        <div className="border-y border-zinc-300 py-0.5 text-xs text-zinc-800">{face.typeLine}</div>
      )}
      <div className="grid gap-1 text-xs leading-snug text-zinc-900">
        {face.paragraphs.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of fixed text never reorder
          <p key={i}>
            <SymbolText text={p} />
          </p>
        ))}
      </div>
      {face.stats && <div className="mt-auto self-end text-sm font-semibold text-zinc-950">{face.stats}</div>}
    </div>
  );
}

/**
 * A card: the Scryfall image (lazy), or, when there is none or it fails to load (always, offline),
 * a readable text card with name, cost, type line, rules text and P/T or loyalty for every face.
 */
export function Card({ card, imageUri, className }: CardProps) {
  const [failed, setFailed] = useState<string | null>(null);
  // Custom cards have no image: they are drawn from their designer's fields.
  if (isCustomCard(card)) {
    return (
      <CustomCardFrame fields={card.custom.fields} deleted={card.custom.deleted} className={className} />
    );
  }
  const src = cardImage(card, imageUri);
  const showImage = src !== null && failed !== src;
  return (
    <div className={cn('aspect-[488/680] w-full max-w-60 overflow-hidden rounded-[4.75%/3.5%]', className)}>
      {showImage ? (
        <img
          src={src}
          alt={card.name}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        <article
          aria-label={card.name}
          className="flex size-full flex-col gap-2 border-4 border-zinc-800 bg-zinc-50 p-2.5"
          data-testid="text-card"
        >
          {textFaces(card).map((face, i) => (
            <FaceText key={face.name} face={face} divided={i > 0} />
          ))}
        </article>
      )}
    </div>
  );
}

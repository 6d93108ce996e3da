import type { Card as CardData } from '@cubewright/core/cards';
import { isCustomCard } from '@cubewright/core/custom-cards';
import { useState } from 'react';
import { CustomCardFrame } from '../../features/custom-cards/frame/card-frame';
import { cn } from '../../lib/cn';
import { cardImage, type TextFace, textFaces } from './card-text';
import { ManaCost, SymbolText } from './mana-symbol';
import { fittedSize, NAME_FIT, TYPE_FIT } from './text-fit';

interface CardProps {
  card: CardData;
  /** A chosen printing's image, when the cube uses a specific printing. */
  imageUri?: string | null;
  className?: string;
}

function FaceText({ face, divided }: { face: TextFace; divided: boolean }) {
  return (
    <div
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-[2.5cqi]',
        divided && 'border-t border-zinc-300 pt-[3cqi]',
      )}
    >
      {/* The cost wraps under a long name rather than squeezing it; names and type lines wrap only at
          spaces and shrink until their longest word fits the card (text-fit.ts). */}
      <div className="flex flex-wrap items-start justify-between gap-x-[3cqi]">
        <span
          className="min-w-0 font-semibold leading-tight break-normal text-zinc-950"
          style={{ fontSize: fittedSize(face.name, NAME_FIT) }}
          data-testid="text-card-name"
        >
          {face.name}
        </span>
        {face.manaCost && (
          <ManaCost cost={face.manaCost} className="ml-auto shrink-0 justify-end text-[max(8px,6cqi)]" />
        )}
      </div>
      {face.typeLine && (
        <div
          className="border-y border-zinc-300 py-0.5 leading-tight break-normal text-zinc-800"
          style={{ fontSize: fittedSize(face.typeLine, TYPE_FIT) }}
        >
          {face.typeLine}
        </div>
      )}
      <div className="grid gap-[2cqi] text-[clamp(7px,6cqi,12px)] leading-snug text-zinc-900">
        {face.paragraphs.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of fixed text never reorder
          <p key={i}>
            <SymbolText text={p} />
          </p>
        ))}
      </div>
      {face.stats && (
        <div className="mt-auto self-end text-[clamp(9px,7.5cqi,14px)] font-semibold text-zinc-950">
          {face.stats}
        </div>
      )}
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
          className="@container flex size-full flex-col gap-1.5 overflow-hidden border-4 border-zinc-800 bg-zinc-50 p-[5%]"
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

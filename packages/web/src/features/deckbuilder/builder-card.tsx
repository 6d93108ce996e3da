import type { Card as CardData } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';
import { useDraggable } from '@dnd-kit/core';
import { useRef } from 'react';
import { ManaCost } from '../../components/card/mana-symbol';
import { costLabel } from '../../components/card/mana-symbols';
import { cn } from '../../lib/cn';
import { EnlargedCard, useCardEnlarge } from '../draft/card-enlarge';
import { cardName, DraftCardImage } from '../draft/draft-card';
import { type ColorGroup, colorGroup } from '../draft/pool';
import type { Zone } from './use-deck-builder';

// One card of the deck builder: a button (click, tap, Enter or Space moves it to the other zone), a
// drag handle for the mouse, and the enlarged card on hover, long-press or `z`.

const STRIPE: Record<ColorGroup, string> = {
  W: 'border-l-amber-200',
  U: 'border-l-sky-500',
  B: 'border-l-zinc-700',
  R: 'border-l-red-500',
  G: 'border-l-green-600',
  M: 'border-l-yellow-500',
  C: 'border-l-zinc-300',
  L: 'border-l-stone-400',
};

/** A card's accessible name: its name, its cost in words, and what pressing it does. */
export function builderCardLabel(name: string, cost: string, zone: Zone): string {
  const words = cost ? costLabel(cost) : '';
  return `${name}${words ? `, ${words}` : ''}: move to ${zone === 'main' ? 'sideboard' : 'deck'}`;
}

export function BuilderCard({
  card,
  data,
  zone,
  active,
  onMove,
  onFocus,
}: {
  card: DraftCard;
  data: CardData | undefined;
  zone: Zone;
  /** The zone's one tab stop (roving tabindex, see deck-zone.tsx). */
  active: boolean;
  onMove(): void;
  onFocus(): void;
}) {
  const { listeners, setNodeRef, isDragging } = useDraggable({ id: card.id, data: { zone } });
  const face = useRef<HTMLSpanElement>(null);
  const { open, handlers } = useCardEnlarge(face);
  const name = cardName(card, data);
  const cost = data?.manaCost ?? '';
  return (
    <li className="list-none">
      <button
        ref={setNodeRef}
        type="button"
        data-card={card.id}
        tabIndex={active ? 0 : -1}
        {...listeners}
        onClick={onMove}
        onFocus={onFocus}
        aria-label={builderCardLabel(name, cost, zone)}
        className={cn(
          'w-full touch-manipulation select-none rounded border border-l-4 border-zinc-200 bg-white text-left text-sm hover:bg-zinc-50 focus-visible:outline-3 focus-visible:outline-brand',
          STRIPE[colorGroup(data)],
          isDragging && 'opacity-40',
        )}
      >
        <span ref={face} {...handlers} className="flex items-center justify-between gap-1 px-1.5 py-1">
          <span className="min-w-0 truncate">{name}</span>
          <ManaCost cost={cost} className="shrink-0 flex-nowrap text-xs" />
        </span>
      </button>
      {open && data && (
        <EnlargedCard>
          <DraftCardImage card={card} data={data} />
        </EnlargedCard>
      )}
    </li>
  );
}

/** The card drawn under the pointer while it is dragged (outside the scrolling columns). */
export function DraggedCard({ card, data }: { card: DraftCard; data: CardData | undefined }) {
  return (
    <div
      className={cn(
        'flex w-40 items-center justify-between gap-1 rounded border border-l-4 border-zinc-300 bg-white px-1.5 py-1 text-sm shadow-lg',
        STRIPE[colorGroup(data)],
      )}
    >
      <span className="min-w-0 truncate">{cardName(card, data)}</span>
      <ManaCost cost={data?.manaCost ?? ''} className="shrink-0 flex-nowrap text-xs" />
    </div>
  );
}

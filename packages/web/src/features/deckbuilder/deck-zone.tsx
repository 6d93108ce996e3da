import type { Card as CardData } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';
import { useDroppable } from '@dnd-kit/core';
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { BuilderCard } from './builder-card';
import { type ColumnMode, columnsOf } from './deck-columns';
import type { Zone } from './use-deck-builder';

// The deck or the sideboard as columns of cards. The zone is one tab stop (roving tabindex): arrow
// keys walk the columns, Home and End jump to the ends, Enter or Space moves the card. A moved card's
// place is taken by its neighbour, which gets the focus, so pressing Enter again moves the next card;
// when the zone empties, its heading gets the focus.

const STEP: Record<string, [number, number]> = {
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
};

export function DeckZone({
  zone,
  title,
  cards,
  lookup,
  mode,
  onMove,
  children,
}: {
  zone: Zone;
  title: string;
  cards: DraftCard[];
  lookup: (cardId: string) => CardData | undefined;
  mode: ColumnMode;
  onMove(card: DraftCard): void;
  /** Shown under the heading (the deck's counts). */
  children?: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: zone });
  const columns = columnsOf(cards, lookup, mode);
  const flat = columns.flatMap((c) => c.cards);
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = flat.some((c) => c.id === activeId) ? activeId : (flat[0]?.id ?? null);
  const list = useRef<HTMLFieldSetElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where the focus goes once a moved card has left: a card id, or the heading.
  const pendingFocus = useRef<string | null>(null);

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    const button = list.current?.querySelector<HTMLElement>(`[data-card="${CSS.escape(target)}"]`);
    (button ?? heading.current)?.focus();
  });

  function move(card: DraftCard) {
    const at = flat.findIndex((c) => c.id === card.id);
    const next = flat[at + 1] ?? flat[at - 1];
    // Only keep the focus in the zone when it was here (a drag or another zone's move leaves it be).
    if (list.current?.contains(document.activeElement)) pendingFocus.current = next?.id ?? '';
    setActiveId(next?.id ?? null);
    onMove(card);
  }

  function onKeyDown(e: KeyboardEvent) {
    const at = columns.findIndex((col) => col.cards.some((c) => c.id === active));
    if (at < 0) return;
    const row = columns[at]!.cards.findIndex((c) => c.id === active);
    let target: DraftCard | undefined;
    if (e.key === 'Home') target = flat[0];
    else if (e.key === 'End') target = flat.at(-1);
    else if (STEP[e.key]) {
      const [dc, dr] = STEP[e.key]!;
      const col = columns[Math.max(0, Math.min(columns.length - 1, at + dc))]!;
      target = col.cards[Math.max(0, Math.min(col.cards.length - 1, row + dr))];
    } else return;
    e.preventDefault();
    if (!target) return;
    setActiveId(target.id);
    list.current?.querySelector<HTMLElement>(`[data-card="${CSS.escape(target.id)}"]`)?.focus();
  }

  const headingId = `${zone}-zone-heading`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        // min-w-0 and one minmax(0, 1fr) column: the columns scroll inside the zone, not the page sideways.
        '@container grid min-w-0 grid-cols-1 content-start gap-2 rounded-md border p-3',
        isOver ? 'border-brand bg-brand/5' : 'border-zinc-200 bg-zinc-50',
      )}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {title} ({cards.length})
      </h2>
      {children}
      {/* relative: the columns' sr-only labels are absolutely placed, and would widen the page from a
          column scrolled out of view unless the scroller is their containing block. A narrow zone (a
          phone) wraps its columns two or three to a row, all in sight: a phone hides the scroll bar, so
          columns past the edge looked cut off. From 42rem the columns sit side by side and scroll. */}
      <fieldset
        ref={list}
        aria-label={`${title} by ${mode === 'cmc' ? 'mana value' : 'colour'}`}
        data-testid={`${zone}-list`}
        onKeyDown={onKeyDown}
        className="min-w-0"
      >
        {/* The grid is a div inside the fieldset, never the fieldset itself: Chromium crashed on a
            fieldset grid whose cell became a text card (test/card-grids.test.ts). */}
        <div className="relative grid min-w-0 grid-cols-2 gap-2 overflow-x-auto pb-1 @lg:grid-cols-3 @2xl:grid-flow-col @2xl:auto-cols-[minmax(8.5rem,1fr)] @2xl:grid-cols-none">
          {/* grid-cols-1 (a minmax(0, 1fr) track) in each column and its list: an auto track grows to the
            widest card's unwrapped name, so a long name pushed its column's cards under the next column,
            which covered them (a click or tap on them landed on the neighbour). */}
          {columns.map((col) => (
            <div key={col.key} className="grid min-w-0 grid-cols-1 content-start gap-1">
              <h3 id={`${zone}-${col.key}`} className="text-xs font-semibold text-zinc-600">
                <span aria-hidden="true">{col.title}</span>
                <span className="sr-only">{col.label}</span> ({col.cards.length})
              </h3>
              <ul aria-labelledby={`${zone}-${col.key}`} className="grid grid-cols-1 gap-1">
                {col.cards.map((c) => (
                  <BuilderCard
                    key={c.id}
                    card={c}
                    data={lookup(c.cardId)}
                    zone={zone}
                    active={c.id === active}
                    onMove={() => move(c)}
                    onFocus={() => setActiveId(c.id)}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      </fieldset>
      {cards.length === 0 && (
        <p className="text-sm text-zinc-500">
          {zone === 'main' ? 'No cards in the deck yet.' : 'The sideboard is empty.'}
        </p>
      )}
    </section>
  );
}

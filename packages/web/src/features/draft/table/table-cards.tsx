import type { Card as CardData } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';
import type { KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';
import { cardName, DraftCardFace } from '../draft-card';

// The card pieces the Rotisserie, Winchester, Solomon, Housman, Minesweeper and team sealed screens
// share: a card that is a button, a card only to look at, arrow keys within a group, the grid they sit
// in, and a group of cards that are buttons while the viewer may act.

/**
 * A card the viewer may act on: a real button, so click, tap, Enter and Space all work; `pressed`
 * marks a card chosen for a move still to send (Solomon's split, Housman's swap).
 */
export function CardButton({
  card,
  data,
  label,
  onClick,
  disabled,
  pressed,
}: {
  card: DraftCard;
  data: CardData | undefined;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={`${label} ${cardName(card, data)}`}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      data-testid="table-card"
      className={cn(
        'min-w-0 rounded-md transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-3 focus-visible:outline-brand disabled:opacity-60',
        pressed && 'ring-4 ring-brand ring-offset-2',
      )}
    >
      <DraftCardFace card={card} data={data} />
    </button>
  );
}

/** A card only to look at (not the viewer's turn, or nothing to do with it). */
export function CardTile({ card, data }: { card: DraftCard; data: CardData | undefined }) {
  return (
    <div className="min-w-0" aria-label={cardName(card, data)} role="img" data-testid="table-tile">
      <DraftCardFace card={card} data={data} />
    </div>
  );
}

/** Arrow keys move the focus between the enabled buttons of the group the key was pressed in. */
export function arrowKeys(e: KeyboardEvent<HTMLElement>) {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
  if (!step) return;
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  buttons[Math.max(0, Math.min(buttons.length - 1, at + step))]?.focus();
  e.preventDefault();
}

/**
 * A group of cards in the screens' grid, each a button (`label` and `onChoose`) while `active`, else
 * only to look at; arrow keys move between them (Rotisserie's open cube, team sealed's two pools).
 */
export function CardGroup({
  cards,
  label,
  active,
  disabled,
  onChoose,
  lookup,
  name,
  testId,
}: {
  cards: readonly DraftCard[];
  label: string;
  active: boolean;
  disabled: boolean;
  onChoose: (card: DraftCard) => void;
  lookup: (cardId: string) => CardData | undefined;
  /** The group's accessible name. */
  name: string;
  testId: string;
}) {
  return (
    <fieldset aria-label={name} onKeyDown={arrowKeys} className="min-w-0" data-testid={testId}>
      <div className={cardGridClass}>
        {cards.map((c) =>
          active ? (
            <CardButton
              key={c.id}
              card={c}
              data={lookup(c.cardId)}
              label={label}
              disabled={disabled}
              onClick={() => onChoose(c)}
            />
          ) : (
            <CardTile key={c.id} card={c} data={lookup(c.cardId)} />
          ),
        )}
      </div>
    </fieldset>
  );
}

/**
 * The grid the screens lay cards out in: about two columns at 390 px, more as the screen widens.
 *
 * The grid is a div inside the group's <fieldset>, never the fieldset itself (test/card-grids.test.ts keeps
 * it so). Chromium lays a fieldset's grid out through an anonymous box, and when a card in it turned
 * from an image into a text card (an image that failed to load; the text card is a size container for
 * its container units, card.tsx) the cell kept its intrinsic-sizing layout (72 by 100 px in a 303 px
 * track) and the next hover crashed the renderer ("Target crashed": Minesweeper's first move).
 */
export const cardGridClass = 'grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2';

/** "1 card", "3 cards". */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

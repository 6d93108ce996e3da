import type { Card as CardData } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';
import type { TurnModeId } from '@cubewright/core/draft/modes';
import type { TurnViewResponse } from '@cubewright/core/protocol';
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { cardName, DraftCardFace } from '../draft-card';

// The pieces the Rotisserie, Winchester, Solomon, Housman and Minesweeper screens share: the seat view
// of one mode, whose turn it is in words, a card that is a button, and arrow keys within a group.

/** One mode's seat view as GET /api/drafts/:id/table answers it. */
export type ModeViewOf<M extends TurnModeId> = Extract<TurnViewResponse['view'], { mode: M }>;

/** What a mode's screen gets from the table page: its view, a way to play a move, and whether one is on its way. */
export interface ModeScreenProps<M extends TurnModeId> {
  view: ModeViewOf<M>;
  /** Plays a move of this mode (the page adds the move number and sends it). */
  send: (move: unknown) => void;
  pending: boolean;
}

type AnyView = TurnViewResponse['view'];

/** A seat's name, with "(you)" for the viewer's own. */
export function seatName(view: AnyView, seat: number): string {
  const s = view.seats[seat];
  if (!s) return `Seat ${seat + 1}`;
  return seat === view.seat ? `${s.name} (you)` : s.name;
}

/** True when the viewer is to move now. */
export const myTurn = (view: AnyView) => view.status === 'drafting' && view.turn === view.seat;

/**
 * Whose turn it is, always in words: "Your turn: take a pile" or "Waiting for Ann to split pack 3"
 * (with "away" when that player left the table), or that the draft is over.
 */
export function TurnLine({ view, yours, theirs }: { view: AnyView; yours: string; theirs: string }) {
  let text: string;
  if (view.status === 'done') text = 'The draft is over.';
  else if (view.turn === null) text = 'The draft has not started.';
  else if (view.turn === view.seat) text = `Your turn: ${yours}.`;
  else {
    const s = view.seats[view.turn];
    const away = s && s.kind === 'human' && !s.present ? ' (away: their turn waits for them)' : '';
    text = `Waiting for ${seatName(view, view.turn)} to ${theirs}${away}.`;
  }
  return (
    <p
      role="status"
      data-testid="turn-line"
      className={cn(
        'rounded-md border px-3 py-2 font-medium',
        myTurn(view) ? 'border-brand bg-brand/10 text-zinc-900' : 'border-zinc-200 bg-white text-zinc-700',
      )}
    >
      {text}
    </p>
  );
}

/** The seats with their pool sizes and who is away or a bot, the one to move marked. */
export function SeatList({ view, extra }: { view: AnyView; extra?: (seat: number) => ReactNode }) {
  return (
    <ul aria-label="Seats" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-700">
      {view.seats.map((s, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are fixed for the draft
          key={i}
          aria-current={view.turn === i ? 'step' : undefined}
          className={cn(view.turn === i && 'font-semibold text-zinc-900')}
        >
          {seatName(view, i)}
          {s.kind === 'bot' ? ' (bot)' : !s.present ? ' (away)' : ''}: {s.poolSize} cards
          {view.turn === i ? ' · to move' : ' · waiting'}
          {extra?.(i)}
        </li>
      ))}
    </ul>
  );
}

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
    <div className="min-w-0" aria-label={cardName(card, data)} role="img">
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

/** The grid the screens lay cards out in: about two columns at 390 px, more as the screen widens. */
export const cardGridClass = 'grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2';

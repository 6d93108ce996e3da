import type { DraftCard } from '../types';
import type { TurnEvent } from './turn-events';
import { replayTurnLog, type TurnReplayer } from './turn-log';
import type { TurnState } from './types';

// A turn-based draft's moves as picks, for draft statistics and learned ratings: every card a seat took
// by its own choice (a Winston pile, a grid's row or column, a Rochester or rotisserie card) is a pick,
// numbered by the seat's own taking moves (its first take is pick 1). Moves played for a seat (a bot,
// an expired clock) teach nothing about people and are left out, as booster statistics leave out bot
// and timer picks; so are cards a seat received from another's move (Solomon's splitter).

export interface ChosenPick {
  seat: number;
  /** 1-based: the seat's nth move that took cards. */
  pick: number;
  card: DraftCard;
  /** Cards the seat could see and did not take with this move (the rest of the pack, grid or pile). */
  left: DraftCard[];
}

/** Draft cards anywhere in a seat's table view (piles, grids, packs, the open cube). */
function cardsIn(value: unknown, out: DraftCard[] = []): DraftCard[] {
  if (Array.isArray(value)) for (const v of value) cardsIn(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.cardId === 'string') out.push(o as unknown as DraftCard);
    else for (const v of Object.values(o)) cardsIn(v, out);
  }
  return out;
}

/** The chosen picks of a turn-based draft, replayed from its initial state and events. */
export function chosenPicksOf(
  engine: TurnReplayer,
  initial: TurnState,
  events: readonly TurnEvent<unknown>[],
): ChosenPick[] {
  const counts = new Map<number, number>();
  const picks: ChosenPick[] = [];
  for (const entry of replayTurnLog(engine, initial, events)) {
    const own = entry.taken.filter((t) => t.seat === entry.seat).flatMap((t) => t.cards);
    if (own.length === 0) continue;
    const n = (counts.get(entry.seat) ?? 0) + 1;
    counts.set(entry.seat, n);
    if (entry.auto) continue;
    const took = new Set(own.map((c) => c.id));
    const left = cardsIn(entry.before).filter((c) => !took.has(c.id));
    for (const card of own) picks.push({ seat: entry.seat, pick: n, card, left });
  }
  return picks;
}

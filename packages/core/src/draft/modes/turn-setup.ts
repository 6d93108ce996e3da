// What every turn-based mode's setup and rules share: the seats, the checks of seats and timer, the
// seeded deal, the copy of the common state, and putting taken cards into a pool.
import type { CubeCard } from '../../cube/types';
import { createRng, shuffled } from '../../random';
import { generateBoosterPacks } from '../packs';
import { fail, ok, type Result } from '../result';
import type { DraftCard, DraftSeatSetup } from '../types';
import { seatCountError } from './mode-info';
import type { TurnState, TurnTimer } from './types';

export interface TurnSetup {
  seed: string;
  seats: DraftSeatSetup[];
  timer?: TurnTimer | null;
}

/** The common state of a waiting draft, or why the seats or timer do not fit the mode. */
export function turnBase<Id extends string>(
  mode: Id,
  label: string,
  setup: TurnSetup,
  seats: { min: number; max: number },
): Result<TurnState<Id, never>> {
  const seatError = seatCountError(label, setup.seats.length, seats);
  if (seatError) return fail(seatError);
  const timer = setup.timer ?? null;
  if (timer && !(Number.isFinite(timer.secondsPerTurn) && timer.secondsPerTurn > 0))
    return fail('Seconds per turn must be positive, or the timer off.');
  return ok({
    mode,
    seed: setup.seed,
    status: 'waiting',
    seats: setup.seats.map((s) => ({ name: s.name, kind: s.kind, present: true, pool: [], picks: [] })),
    turn: null,
    moveNumber: 0,
    moves: [],
    deadline: null,
    timer,
    burned: [],
  });
}

/**
 * Why `cards` cannot supply a table that needs `need` of them (too few, or an id twice), or null.
 * `what` names the table in the message: "Grid draft with 5 grids" needs 45 cards; the cube has 40.
 */
export function checkCards(cards: readonly DraftCard[], need: number, what: string): string | null {
  if (cards.length < need) return `${what} needs ${need} cards; the cube has ${cards.length}.`;
  const ids = new Set<string>();
  for (const c of cards) {
    if (ids.has(c.id)) return `Card ${c.id} appears twice; draft card ids must be unique.`;
    ids.add(c.id);
  }
  return null;
}

/** `count` of `cards` in the order the draft's seed shuffles them (the same seed deals the same table). */
export function dealCards(cards: readonly DraftCard[], count: number, seed: string): DraftCard[] {
  return shuffled(cards, createRng(seed, 0xdea1)).slice(0, count);
}

/** Copies the common state deep enough for `play` to change the copy only. */
export function cloneTurnBase<S extends TurnState<string, unknown>>(state: S): S {
  return {
    ...state,
    seats: state.seats.map((s) => ({ ...s, pool: s.pool.slice(), picks: s.picks.slice() })),
    moves: state.moves.slice(),
    burned: state.burned.slice(),
    ...(state.clocks ? { clocks: state.clocks.slice() } : {}),
  };
}

/** Puts cards taken by a move into the seat's pool and its log. */
export function takeInto(
  state: TurnState<string, unknown>,
  seat: number,
  cards: DraftCard[],
  from: string,
  auto: boolean,
): void {
  const s = state.seats[seat]!;
  s.pool.push(...cards);
  // moveNumber was already advanced for this move by the engine.
  s.picks.push({ moveNumber: state.moveNumber - 1, cards, from, auto: auto || s.kind === 'bot' });
}

/** Index of the highest score, ties broken by the seeded RNG; -1 for none. */
export function bestIndex(scores: readonly number[], rng: { int(n: number): number }): number {
  let best = Number.NEGATIVE_INFINITY;
  const tied: number[] = [];
  scores.forEach((s, i) => {
    if (s > best + 1e-9) {
      best = s;
      tied.length = 0;
      tied.push(i);
    } else if (s > best - 1e-9) tied.push(i);
  });
  return tied.length <= 1 ? (tied[0] ?? -1) : tied[rng.int(tied.length)]!;
}

/** Removes the card with `cardId` from a face-up list (Rochester's pack, the rotisserie cube). */
export function removeById(cards: DraftCard[], cardId: string): DraftCard {
  return cards.splice(
    cards.findIndex((c) => c.id === cardId),
    1,
  )[0]!;
}

/**
 * Booster packs for a mode that opens them (Rochester, Glimpse): dealt as booster draft deals them, with
 * its checks and message; `salt` keeps each mode's deal apart for the same seed.
 */
export function dealBoosterPacks(
  cube: readonly CubeCard[],
  seats: number,
  settings: { packs: number; cardsPerPack: number },
  seed: string,
  salt: number,
): Result<DraftCard[][][]> {
  return generateBoosterPacks(
    cube,
    { seats, packsPerPlayer: settings.packs, cardsPerPack: settings.cardsPerPack },
    createRng(seed, salt),
  );
}

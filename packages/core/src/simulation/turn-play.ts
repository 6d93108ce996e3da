// Simulating the turn-based draft modes (Winston, Grid, Rochester, ...): each draft is the live
// engine's own reducer with every seat a bot (the same judge as live bots), its picks and burns then
// counted like a booster draft's. Slower per draft than the booster fast path, which is fine for the
// hundreds of drafts a curator runs.
import { createDraftBots } from '../bots/judge';
import type { Card } from '../cards/types';
import type { CubeCard } from '../cube/types';
import { TURN_MODES, type TurnModeId } from '../draft/modes/mode-infos';
import { dealTurnDraft, engineOf } from '../draft/modes/registry';
import type { SimulationTally } from './aggregate';
import type { SeatPools } from './seat-pools';

export interface TurnModeFormat {
  kind: 'turn';
  mode: TurnModeId;
  /** The mode's settings by key (TURN_MODES); defaults for the rest. */
  settings?: Record<string, number>;
}

export interface TurnPlay {
  label: string;
  /** The most cards one seat can end with (bounds the pools' buffers). */
  maxPool: number;
  /** Cards a seat takes on average: the report's picks per seat. */
  picksPerSeat: number;
  play(draft: number, pools: SeatPools, tally: SimulationTally): void;
}

/** How to simulate a turn-based mode on `main`, or why it cannot be (the setup's message). */
export function planTurnMode(
  main: readonly CubeCard[],
  format: TurnModeFormat,
  seats: number,
  seed: string,
  cards: (cardId: string) => Card | undefined,
  ratings: Readonly<Record<string, number>> | undefined,
): TurnPlay | string {
  const index = new Map(main.map((e, i) => [e.id, i]));
  const seatList = Array.from({ length: seats }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const }));
  const deal = (d: number) =>
    dealTurnDraft({
      mode: format.mode,
      seed: `${seed}#${d}`,
      seats: seatList,
      settings: format.settings ?? {},
      timer: null,
      cube: main,
    });
  const first = deal(0);
  if (!first.ok) return first.error;
  const dealt = engineOf(first.value).tableCards(first.value).length;
  const { judge } = createDraftBots({ cards, ratings: new Map(Object.entries(ratings ?? {})) });
  return {
    label: TURN_MODES.find((m) => m.id === format.mode)!.name,
    maxPool: dealt,
    picksPerSeat: Math.max(1, Math.round(dealt / seats)),
    play(d, pools, tally) {
      const r = d === 0 ? first : deal(d);
      if (!r.ok) throw new Error(r.error);
      const engine = engineOf(r.value);
      for (const c of engine.tableCards(r.value)) tally.dealt(index.get(c.id)!);
      // Every seat is a bot, so starting the draft plays it to the end.
      const done = engine.reduce(r.value, { type: 'start', now: 0 }, { judge }).state;
      pools.reset();
      done.seats.forEach((seat, s) => {
        seat.pool.forEach((c, k) => {
          const e = index.get(c.id)!;
          pools.add(s, e);
          tally.pick(s, 0, k, 0, e);
        });
      });
      for (const c of done.burned) tally.burn(index.get(c.id)!);
    },
  };
}

// One bot-only draft on a compiled cube: packs are index arrays, every seat picks its best card with
// the live bots' scorer (SeatTallies.best), then packs pass (left, right, left...). Each pick is
// reported to a callback so the aggregator counts it without the draft keeping a log. With one pick
// per step, a draft here takes the same cards as the live engine's bots given the same packs and seed.
import { LazyRng } from '../random/rng';
import type { CompiledCube } from './compiled-cube';
import type { SeatPools } from './seat-pools';

export interface DraftStep {
  picks: number;
  burns: number;
}

/** A dealt draft: `packs[seat][round]` holds entry indices. */
export type DealtPacks = number[][][];

export interface PickSink {
  /** Seat `seat` took entry `e` as pick `pick` (0-based within the round) after `passes` passes. */
  pick(seat: number, round: number, pick: number, passes: number, e: number): void;
  burn(e: number): void;
}

const ONE: DraftStep = { picks: 1, burns: 0 };

/**
 * Runs a draft to the end; pools end up in `pools`. Ties between equal scores draw from the stream
 * the live engine hands its bots: `(seed, seat, round, pick)`.
 */
export function runFastDraft(
  cube: CompiledCube,
  pools: SeatPools,
  packs: DealtPacks,
  steps: readonly (readonly DraftStep[] | undefined)[],
  seed: string,
  sink: PickSink,
): void {
  const seats = packs.length;
  const rounds = packs[0]!.length;
  pools.reset();
  const hold: number[][] = new Array(seats);
  const next: number[][] = new Array(seats);
  for (let r = 0; r < rounds; r++) {
    for (let s = 0; s < seats; s++) hold[s] = packs[s]![r]!.slice();
    const roundSteps = steps[r];
    let pick = 0;
    let passes = 0;
    for (;;) {
      let left = 0;
      for (let s = 0; s < seats; s++) left += hold[s]!.length;
      if (left === 0) break;
      const step = roundSteps?.[passes] ?? ONE;
      for (let s = 0; s < seats; s++) {
        const pack = hold[s]!;
        for (let k = 0; k < step.picks && pack.length > 0; k++) {
          pools.focus(s);
          const at = pools.best(pack, pack.length, new LazyRng(seed, s, r, pick + k));
          const e = pack[at]!;
          // Removed in place, keeping pack order: ties are broken by position, as in the live engine.
          pack.splice(at, 1);
          pools.add(s, e);
          sink.pick(s, r, pick + k, passes, e);
        }
        // Burns take the weakest cards left, as a drafter would.
        for (let k = 0; k < step.burns && pack.length > 0; k++) {
          let worst = 0;
          for (let i = 1; i < pack.length; i++)
            if (cube.value[pack[i]!]! < cube.value[pack[worst]!]!) worst = i;
          sink.burn(pack[worst]!);
          pack[worst] = pack[pack.length - 1]!;
          pack.pop();
        }
      }
      pick += step.picks;
      passes++;
      // Left (to the next seat) in even rounds, right in odd ones, like the live engine.
      for (let s = 0; s < seats; s++)
        next[r % 2 === 0 ? (s + 1) % seats : (s + seats - 1) % seats] = hold[s]!;
      for (let s = 0; s < seats; s++) hold[s] = next[s]!;
    }
  }
}

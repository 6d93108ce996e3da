// The simulation runner: deals and drafts `drafts` bot-only drafts of a cube, builds every seat's
// deck and folds it all into a report. A generator, so a Web Worker can post progress between chunks
// and stop when cancelled; the same seed gives the same report whatever the chunking.
import type { Card } from '../cards/types';
import { overriddenLookup } from '../cube/overrides';
import type { CubeCard } from '../cube/types';
import { formatPool, generateCustomPacks } from '../draft/custom-packs';
import { mainBoard } from '../draft/packs';
import { searchSlotCompiler } from '../draft/sample-pack';
import { createRng, type Rng } from '../random/rng';
import { SimulationTally } from './aggregate';
import { type CompiledCube, compileCube } from './compiled-cube';
import { FastDeckBuilder } from './fast-deck';
import { type DealtPacks, type DraftStep, runFastDraft } from './fast-draft';
import { MAX_SIMULATION_DRAFTS } from './limits';
import type { SimulationProgress, SimulationReport } from './report';
import { SeatPools } from './seat-pools';
import { planTurnMode, type TurnModeFormat } from './turn-play';

/**
 * A booster draft, a cube's custom format (slots with search filters, optional pick steps), or a
 * turn-based mode (Winston, Grid, Rochester, ...).
 */
export type SimulationFormat =
  | { kind: 'booster'; packsPerPlayer: number; cardsPerPack: number }
  | TurnModeFormat
  | {
      kind: 'custom';
      name: string;
      packs: {
        slots: { count: number; filter: string; boards?: readonly string[] }[];
        steps?: DraftStep[];
      }[];
    };

export interface SimulationInput {
  /** The cube's entries (the main board is drafted, and the boards a custom format's slots name) and card data by card id. */
  entries: readonly CubeCard[];
  cards: (cardId: string) => Card | undefined;
  format: SimulationFormat;
  seats: number;
  drafts: number;
  seed: string;
  /** Learned card values (the bot's 0-5 scale) by card id; they replace the prior. */
  ratings?: Readonly<Record<string, number>>;
  /** Sample decks kept in the report (default 8). */
  sampleDecks?: number;
  /** Drafts per generator step (default 25). */
  chunk?: number;
}

/** A setup the simulator cannot run (too few cards, bad filter, out-of-range numbers). */
export class SimulationError extends Error {}

interface Plan {
  cube: CompiledCube;
  /** Plays draft `d` into the seats' pools, counting what was dealt, picked and burned. */
  play: (d: number, pools: SeatPools, tally: SimulationTally) => void;
  rounds: number;
  picksPerSeat: number;
  /** The most cards one seat can end with. */
  maxPool: number;
  label: string;
}

/** The booster fast path: deal packs with the draft's own stream, then draft them. */
function packPlay(
  input: SimulationInput,
  cube: CompiledCube,
  deal: (rng: Rng) => DealtPacks,
  steps: (readonly DraftStep[] | undefined)[],
): Plan['play'] {
  return (d, pools, tally) => {
    // One stream per draft: any draft of a run can be replayed alone from (seed, index).
    const packs = deal(createRng(input.seed, d));
    for (const seat of packs) for (const pack of seat) for (const e of pack) tally.dealt(e);
    runFastDraft(cube, pools, packs, steps, `${input.seed}#${d}`, tally);
  };
}

function plan(input: SimulationInput): Plan {
  const { seats, drafts, format } = input;
  if (!Number.isInteger(seats) || seats < 2 || seats > 16)
    throw new SimulationError(`Seats must be a whole number from 2 to 16, got ${seats}.`);
  if (!Number.isInteger(drafts) || drafts < 1 || drafts > MAX_SIMULATION_DRAFTS)
    throw new SimulationError(
      `Drafts must be a whole number from 1 to ${MAX_SIMULATION_DRAFTS}, got ${drafts}.`,
    );
  // A custom format's slots may draw from other boards; every other format drafts the main board.
  const main = format.kind === 'custom' ? formatPool(input.entries, format.packs) : mainBoard(input.entries);
  // Bots and slot filters read each card as the cube's entries override it, looked up once per run.
  const cards = overriddenLookup(main, input.cards);
  const cube = compileCube(main, cards, input.ratings);
  if (format.kind === 'booster') {
    const { packsPerPlayer: rounds, cardsPerPack: size } = format;
    const need = seats * rounds * size;
    if (main.length < need)
      throw new SimulationError(
        `This cube has ${main.length} cards in its main board; ${seats} players × ${rounds} packs × ${size} cards need ${need}.`,
      );
    const order = new Int32Array(main.length);
    // Reused every draft: the drafting loop copies packs before emptying them.
    const packs: DealtPacks = Array.from({ length: seats }, () =>
      Array.from({ length: rounds }, () => new Array<number>(size).fill(0)),
    );
    const deal = (rng: Rng): DealtPacks => {
      for (let i = 0; i < order.length; i++) order[i] = i;
      // A partial Fisher-Yates: only the cards that go into packs need their final place.
      for (let i = 0; i < need; i++) {
        const j = i + rng.int(order.length - i);
        const t = order[i]!;
        order[i] = order[j]!;
        order[j] = t;
      }
      let next = 0;
      for (const seat of packs)
        for (const pack of seat) for (let i = 0; i < size; i++) pack[i] = order[next++]!;
      return packs;
    };
    return {
      cube,
      play: packPlay(input, cube, deal, []),
      rounds,
      picksPerSeat: rounds * size,
      maxPool: rounds * size,
      label: `${rounds} packs of ${size}`,
    };
  }
  if (format.kind === 'turn') {
    const turn = planTurnMode(main, format, seats, input.seed, cards, input.ratings);
    if (typeof turn === 'string') throw new SimulationError(turn);
    return {
      cube,
      play: turn.play,
      rounds: 1,
      picksPerSeat: turn.picksPerSeat,
      maxPool: turn.maxPool,
      label: turn.label,
    };
  }
  const indexById = new Map(main.map((e, i) => [e.id, i]));
  const slotFilter = searchSlotCompiler(cards);
  const compile = (filter: string) => {
    try {
      return slotFilter(filter);
    } catch (e) {
      throw new SimulationError((e as Error).message);
    }
  };
  const deal = (rng: Rng): DealtPacks => {
    const r = generateCustomPacks(main, { seats, packs: format.packs }, compile, rng);
    if (!r.ok) throw new SimulationError(r.error);
    return r.value.map((rounds) => rounds.map((pack) => pack.map((c) => indexById.get(c.id)!)));
  };
  const steps = format.packs.map((p) => p.steps);
  const size = format.packs.reduce((s, p) => s + p.slots.reduce((n, slot) => n + slot.count, 0), 0);
  return {
    cube,
    play: packPlay(input, cube, deal, steps),
    rounds: format.packs.length,
    picksPerSeat: size,
    maxPool: size,
    label: format.name,
  };
}

/** Runs a simulation chunk by chunk, yielding progress; returns the report. Throws SimulationError. */
export function* runSimulation(
  input: SimulationInput,
  onProgress?: (p: SimulationProgress) => void,
): Generator<SimulationProgress, SimulationReport> {
  const p = plan(input);
  const tally = new SimulationTally(p.cube, input.seats, input.sampleDecks ?? 8);
  const pools = new SeatPools(p.cube, input.seats, Math.max(1, p.maxPool));
  const chunk = Math.max(1, input.chunk ?? 25);
  const builder = new FastDeckBuilder(p.cube, Math.max(1, p.maxPool));
  const poolOf = (s: number) => pools.pool.subarray(s * pools.maxPool, s * pools.maxPool + pools.size[s]!);
  for (let d = 0; d < input.drafts; d++) {
    p.play(d, pools, tally);
    for (let s = 0; s < input.seats; s++) tally.deck(d, s, builder.build(poolOf(s)));
    if ((d + 1) % chunk === 0 && d + 1 < input.drafts) {
      const progress = { done: d + 1, total: input.drafts };
      onProgress?.(progress);
      yield progress;
    }
  }
  onProgress?.({ done: input.drafts, total: input.drafts });
  return tally.report({
    seed: input.seed,
    format: p.label,
    drafts: input.drafts,
    seats: input.seats,
    rounds: p.rounds,
    picksPerSeat: p.picksPerSeat,
  });
}

/** Runs a whole simulation at once (server and tests). */
export function simulate(input: SimulationInput): SimulationReport {
  const run = runSimulation(input);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}

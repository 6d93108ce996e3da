// Test helpers (not exported from index.ts): synthetic cubes and drafts for engine tests.
import { entry } from '../cube/cube-entries.test-support';
import type { CubeCard } from '../cube/types';
import { createRng } from '../random';
import { generateBoosterPacks } from './packs';
import { createDraft } from './setup';
import type { DraftState, PickStep, PickTimer, SeatKind } from './types';

/** A cube of `n` main-board entries `e0..e<n-1>`, every third one tagged `cheap`. */
export function syntheticCube(n: number): CubeCard[] {
  return Array.from({ length: n }, (_, i) =>
    entry(`e${i}`, `Card ${i}`, { tags: i % 3 === 0 ? ['cheap'] : [] }),
  );
}

export interface TestDraftOptions {
  seed?: string;
  seats?: number;
  packs?: number;
  size?: number;
  kinds?: SeatKind[];
  step?: PickStep;
  schedule?: PickStep[][];
  timer?: PickTimer | null;
}

/** A waiting booster draft over a synthetic cube; all seats human unless `kinds` says otherwise. */
export function testDraft(o: TestDraftOptions = {}): DraftState {
  const seats = o.seats ?? 3;
  const packs = o.packs ?? 2;
  const size = o.size ?? 4;
  const seed = o.seed ?? 'test';
  const generated = generateBoosterPacks(
    syntheticCube(seats * packs * size + 5),
    { seats, packsPerPlayer: packs, cardsPerPack: size },
    createRng(seed),
  );
  if (!generated.ok) throw new Error(generated.error);
  const draft = createDraft({
    seed,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, kind: o.kinds?.[i] ?? 'human' })),
    packs: generated.value,
    step: o.step,
    schedule: o.schedule,
    timer: o.timer,
  });
  if (!draft.ok) throw new Error(draft.error);
  return draft.value;
}

/** Every card id in a state: packs, pools and burn pile. */
export function allCardIds(state: DraftState): string[] {
  return [
    ...Object.values(state.packs).flatMap((p) => p.map((c) => c.id)),
    ...state.seats.flatMap((s) => s.pool.map((c) => c.id)),
    ...state.burned.map((c) => c.id),
  ];
}

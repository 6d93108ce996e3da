import { fail, ok, type Result } from './result';
import type { DraftCard, DraftSeatSetup, DraftState, PickStep, PickTimer } from './types';

export const MIN_SEATS = 2;
export const MAX_SEATS = 16;

export interface DraftSetup {
  seed: string;
  seats: DraftSeatSetup[];
  /** Packs per seat per round, as a pack generator returns them. */
  packs: DraftCard[][][];
  step?: PickStep;
  /** Steps per pack number, by step within the pack (see DraftSettings.schedule). */
  schedule?: PickStep[][];
  timer?: PickTimer | null;
}

function checkStep(step: PickStep): string | null {
  if (!Number.isInteger(step.picks) || step.picks < 1)
    return 'Picks per step must be a whole number of at least 1.';
  if (!Number.isInteger(step.burns) || step.burns < 0)
    return 'Burns per step must be a whole number of at least 0.';
  return null;
}

/** A booster draft waiting for `start`; an error when seats, packs or settings do not fit together. */
export function createDraft(setup: DraftSetup): Result<DraftState> {
  const { seats, packs } = setup;
  if (seats.length < MIN_SEATS || seats.length > MAX_SEATS)
    return fail(`A draft needs ${MIN_SEATS} to ${MAX_SEATS} seats, got ${seats.length}.`);
  if (packs.length !== seats.length)
    return fail(`Expected packs for ${seats.length} seats, got ${packs.length}.`);
  const rounds = packs[0]?.length ?? 0;
  if (rounds < 1) return fail('A draft needs at least one pack per player.');
  if (packs.some((p) => p.length !== rounds))
    return fail('Every seat must receive the same number of packs.');
  const step = setup.step ?? { picks: 1, burns: 0 };
  const stepError = checkStep(step);
  if (stepError) return fail(stepError);
  const schedule = setup.schedule;
  if (schedule) {
    if (schedule.length > rounds)
      return fail(`The pick steps list ${schedule.length} packs, but each player opens ${rounds}.`);
    const bad = schedule
      .flat()
      .map(checkStep)
      .find((e) => e !== null);
    if (bad) return fail(bad);
  }
  const timer = setup.timer ?? null;
  if (timer && !(timer.secondsPerPick > 0))
    return fail('Seconds per pick must be positive, or the timer off.');
  const ids = new Set<string>();
  const packMap: DraftState['packs'] = {};
  const unopened: string[][] = [];
  let packSize = 0;
  for (let s = 0; s < packs.length; s++) {
    unopened.push([]);
    for (let r = 0; r < rounds; r++) {
      const cards = packs[s]![r]!;
      if (cards.length === 0) return fail(`Pack ${r + 1} of seat ${s + 1} is empty.`);
      for (const c of cards) {
        if (ids.has(c.id)) return fail(`Card ${c.id} appears twice; draft card ids must be unique.`);
        ids.add(c.id);
      }
      const packId = `p${r}s${s}`;
      packMap[packId] = cards.slice();
      unopened[s]!.push(packId);
      packSize = Math.max(packSize, cards.length);
    }
  }
  return ok({
    seed: setup.seed,
    status: 'waiting',
    settings: schedule ? { step, schedule, timer, packSize } : { step, timer, packSize },
    round: 0,
    rounds,
    seats: seats.map((s) => ({
      name: s.name,
      kind: s.kind,
      present: true,
      queue: [],
      pool: [],
      pickNumber: 0,
      stepPicks: 0,
      deadline: null,
      picks: [],
    })),
    unopened,
    packs: packMap,
    burned: [],
  });
}

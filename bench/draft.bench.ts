// `npm run bench:draft-engine`: the draft engine alone, in process (no server, no sockets). The
// headline figure is the live path (draftReducer with the bots the server uses) in drafts per
// CPU-second, median of RUNS runs, against the simulator's target of 1,000.
import os from 'node:os';
import { buildDeck } from '../packages/core/src/bots/deck';
import { botCardLookup, createBotPicker } from '../packages/core/src/bots/picker';
import { generateBoosterPacks } from '../packages/core/src/draft/packs';
import { draftReducer } from '../packages/core/src/draft/reducer';
import { createDraft } from '../packages/core/src/draft/setup';
import type { DraftState } from '../packages/core/src/draft/types';
import { createRng } from '../packages/core/src/random';
import { simulate } from '../packages/core/src/simulation';
import { loadAverage, median } from './support/figures';
import { loadRealCube } from './support/real-cube';

const drafts = Number(process.env.DRAFTS ?? 1000);
const runs = Number(process.env.RUNS ?? 3);
const TARGET = 1000;
const { entries, byId } = loadRealCube('bench:draft-engine');

const options = { cards: (id: string) => byId.get(id) };
const autoPick = createBotPicker(options);
const lookup = botCardLookup(options);
const seats = Array.from({ length: 8 }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const }));

function draftOnce(seed: string): DraftState {
  const packs = generateBoosterPacks(entries, {}, createRng(seed));
  if (!packs.ok) throw new Error(packs.error);
  const draft = createDraft({ seed, seats, packs: packs.value });
  if (!draft.ok) throw new Error(draft.error);
  const { state } = draftReducer(draft.value, { type: 'start', now: 0 }, { autoPick });
  if (state.status !== 'done') throw new Error(`draft ${seed} did not finish`);
  return state;
}

// Warm up the JIT so the figures describe the steady state a long simulation sees.
for (let i = 0; i < 50; i++) for (const seat of draftOnce(`warm-${i}`).seats) buildDeck(seat.pool, lookup);

let picks = 0;
const finals: DraftState[] = [];
const wallRuns: number[] = [];
const cpuRuns: number[] = [];
for (let run = 0; run < runs; run++) {
  picks = 0;
  // CPU time beside wall time: on a shared, busy machine the wall clock also counts other processes.
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < drafts; i++) {
    const state = draftOnce(`bench-${i}`);
    picks += state.seats.reduce((n, s) => n + s.picks.length, 0);
    if (run === 0 && i < 100) finals.push(state);
  }
  wallRuns.push(performance.now() - t0);
  const cpu = process.cpuUsage(cpu0);
  cpuRuns.push((cpu.user + cpu.system) / 1000);
}
const draftMs = median(wallRuns);
const cpuMs = median(cpuRuns);

const t1 = performance.now();
const cpu1 = process.cpuUsage();
let decks = 0;
for (const state of finals)
  for (const seat of state.seats) if (buildDeck(seat.pool, lookup).size === 40) decks++;
const deckMs = (performance.now() - t1) / finals.length;
const deckCpu = process.cpuUsage(cpu1);
const deckCpuMs = (deckCpu.user + deckCpu.system) / 1000 / finals.length;

// A fixed micro-workload, so figures from a loaded or slow machine can be put in proportion.
function calibrate(): number {
  const map = new Map<string, number>();
  for (let i = 0; i < 1000; i++) map.set(`name:card number ${i}`, i);
  const keys = [...map.keys()];
  let sum = 0;
  const start = performance.now();
  for (let k = 0; k < 2000; k++) for (let i = 0; i < 1000; i++) sum += map.get(keys[i]!)!;
  return sum > 0 ? ((performance.now() - start) * 1e6) / 2e6 : 0;
}

const perDraft = draftMs / drafts;
console.log(`calibration: ${calibrate().toFixed(1)} ns per Map.get (compare runs across machines with this)`);
console.log(`load average ${loadAverage()} on ${os.cpus().length} cores`);
console.log(`drafts: ${drafts} per run, ${runs} runs; median ${draftMs.toFixed(0)} ms`);
console.log(`drafts per second (wall): ${(1000 / perDraft).toFixed(0)}`);
console.log(
  `ms per draft: ${perDraft.toFixed(3)}; picks per second: ${((picks / draftMs) * 1000).toFixed(0)}`,
);
const perCpuSecond = (1000 * drafts) / cpuMs;
console.log(
  `live engine: ${perCpuSecond.toFixed(0)} drafts per cpu-second (median of ${runs}; runs ${cpuRuns
    .map((ms) => ((1000 * drafts) / ms).toFixed(0))
    .join(
      ', ',
    )}), target ${TARGET}, ratio ${(perCpuSecond / TARGET).toFixed(2)}; ${(cpuMs / drafts).toFixed(3)} cpu ms per draft`,
);
console.log(
  `deck building, 8 seats: ${deckMs.toFixed(3)} ms per draft, cpu ${deckCpuMs.toFixed(3)} ms (${decks}/${finals.length * 8} decks of 40)`,
);
console.log(
  `draft + decks: ${(1000 / (perDraft + deckMs)).toFixed(0)} per second, ${(1000 / (cpuMs / drafts + deckCpuMs)).toFixed(0)} per cpu-second`,
);

// People's picks, one action each (8 human seats taking the first card): the reducer's cost per
// action, which copies only the seats and pack a pick changes.
const humans = seats.map((_, i) => ({ name: `Player ${i + 1}`, kind: 'human' as const }));
function humanDraft(seed: string): number {
  const packs = generateBoosterPacks(entries, {}, createRng(seed));
  if (!packs.ok) throw new Error(packs.error);
  const draft = createDraft({ seed, seats: humans, packs: packs.value });
  if (!draft.ok) throw new Error(draft.error);
  let state = draftReducer(draft.value, { type: 'start', now: 0 }, { autoPick }).state;
  let actions = 0;
  while (state.status === 'drafting')
    for (let seat = 0; seat < state.seats.length; seat++) {
      const s = state.seats[seat]!;
      if (s.queue.length === 0) continue;
      const pick = { type: 'pick' as const, seat, packNumber: state.round, pickNumber: s.pickNumber };
      state = draftReducer(state, { ...pick, cardIndex: 0, now: actions }, { autoPick }).state;
      actions++;
    }
  return actions;
}
for (let i = 0; i < 20; i++) humanDraft(`warm-human-${i}`);
const humanCpu = process.cpuUsage();
let humanActions = 0;
for (let i = 0; i < 200; i++) humanActions += humanDraft(`human-${i}`);
const humanUsed = process.cpuUsage(humanCpu);
console.log(
  `people's picks: ${((humanUsed.user + humanUsed.system) / humanActions).toFixed(1)} cpu µs per pick action (${humanActions} actions)`,
);

// The simulator's path over the same cube (core/simulation: typed arrays, no engine events, decks
// built and aggregated), for comparison with the engine path above.
const simCpu = process.cpuUsage();
const simT0 = performance.now();
simulate({
  entries,
  cards: (id) => byId.get(id),
  format: { kind: 'booster', packsPerPlayer: 3, cardsPerPack: 15 },
  seats: 8,
  drafts,
  seed: 'bench-sim',
});
const simMs = performance.now() - simT0;
const simCpuUsed = process.cpuUsage(simCpu);
const simCpuMs = (simCpuUsed.user + simCpuUsed.system) / 1000;
console.log(
  `simulator (drafts + decks + report): ${((drafts / simMs) * 1000).toFixed(0)} per second, ${((drafts / simCpuMs) * 1000).toFixed(0)} per cpu-second`,
);

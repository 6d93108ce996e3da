// `npm run bench:draft-engine`: the draft engine alone, in process (no server, no sockets).
import { buildDeck } from '../packages/core/src/bots/deck';
import { botCardLookup, createBotPicker } from '../packages/core/src/bots/picker';
import { generateBoosterPacks } from '../packages/core/src/draft/packs';
import { draftReducer } from '../packages/core/src/draft/reducer';
import { createDraft } from '../packages/core/src/draft/setup';
import type { DraftState } from '../packages/core/src/draft/types';
import { createRng } from '../packages/core/src/random';
import { simulate } from '../packages/core/src/simulation';
import { loadRealCube } from './support/real-cube';

const drafts = Number(process.env.DRAFTS ?? 1000);
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
// CPU time beside wall time: on a shared, busy machine the wall clock also counts other processes.
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < drafts; i++) {
  const state = draftOnce(`bench-${i}`);
  picks += state.seats.reduce((n, s) => n + s.picks.length, 0);
  if (i < 100) finals.push(state);
}
const draftMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;

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
console.log(`drafts: ${drafts} in ${draftMs.toFixed(0)} ms`);
console.log(`drafts per second: ${(1000 / perDraft).toFixed(0)} (target 1000)`);
console.log(
  `ms per draft: ${perDraft.toFixed(3)}; picks per second: ${((picks / draftMs) * 1000).toFixed(0)}`,
);
console.log(
  `cpu: ${(cpuMs / drafts).toFixed(3)} ms per draft, ${((1000 * drafts) / cpuMs).toFixed(0)} drafts per cpu-second`,
);
console.log(
  `deck building, 8 seats: ${deckMs.toFixed(3)} ms per draft, cpu ${deckCpuMs.toFixed(3)} ms (${decks}/${finals.length * 8} decks of 40)`,
);
console.log(
  `draft + decks: ${(1000 / (perDraft + deckMs)).toFixed(0)} per second, ${(1000 / (cpuMs / drafts + deckCpuMs)).toFixed(0)} per cpu-second`,
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

// `npm run bench:deck-suggest`: "Suggest a deck" on 1,000 drafted pools from the real cube lists in
// CUBE_LISTS_DIR. Half the tables are bots only; at the other half every pick is a coin toss between
// the bot's card and a random one, as a new player drafts. Prints the suggested decks' land counts,
// colour counts and sizes (and the bot deck builder's, for comparison), and the time per suggestion.
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import { cubeFromBulk } from '../packages/core/src/bots/bulk-cube.test-support';
import { buildDeck } from '../packages/core/src/bots/deck';
import { planDeck } from '../packages/core/src/bots/deck-suggestion';
import { type Drafters, draftedPools } from '../packages/core/src/bots/drafted-pools.test-support';
import { botCardLookup } from '../packages/core/src/bots/picker';
import type { Color } from '../packages/core/src/cards/types';
import type { DraftCard } from '../packages/core/src/draft/types';
import { loadAverage } from './support/figures';

const POOLS = Number(process.env.POOLS ?? 1000);
/** Milliseconds one suggestion may take: it answers a click. */
const TARGET_MS = 5;
const cardFile = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
const cubeDir = process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes';
if (!fs.existsSync(cardFile) || !fs.existsSync(cubeDir)) {
  console.log(`bench:deck-suggest skipped: ${cardFile} or ${cubeDir} is missing`);
  process.exit(0);
}
const raw = JSON.parse(zlib.gunzipSync(fs.readFileSync(cardFile)).toString('utf8')) as unknown[];
const cubes = fs
  .readdirSync(cubeDir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => ({ name: f, ...cubeFromBulk(fs.readFileSync(`${cubeDir}/${f}`, 'utf8').split('\n'), raw) }));

const pools: { table: Drafters; pool: DraftCard[]; lookup: ReturnType<typeof botCardLookup> }[] = [];
for (let d = 0; pools.length < POOLS; d++) {
  const cube = cubes[d % cubes.length]!;
  const cards = (id: string) => cube.byId.get(id);
  const table: Drafters = d % 2 === 0 ? 'bots' : 'new players';
  const lookup = botCardLookup({ cards });
  for (const pool of draftedPools(cube.entries, cards, `deck-suggest-${d}`, table))
    if (pools.length < POOLS) pools.push({ table, pool, lookup });
}

const tally = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
const show = (m: Map<string, number>) =>
  [...m.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ');

type Summary = { lands: number; size: number; colours: string; splashed: number };
function describe(name: string, build: (p: (typeof pools)[number]) => Summary) {
  for (const table of ['bots', 'new players'] as const) {
    const lands = new Map<string, number>();
    const colours = new Map<string, number>();
    const sizes = new Map<string, number>();
    const splashed = new Map<string, number>();
    const mine = pools.filter((p) => p.table === table);
    for (const p of mine) {
      const d = build(p);
      tally(lands, String(d.lands));
      tally(colours, d.colours);
      tally(sizes, String(d.size));
      if (d.splashed > 0) tally(splashed, String(d.splashed));
    }
    console.log(`${name}, ${table} (${mine.length} pools)`);
    console.log(`  lands:   ${show(lands)}`);
    console.log(`  colours: ${show(colours)}`);
    console.log(`  splashed cards: ${show(splashed)}`);
    console.log(`  size:    ${show(sizes)}`);
  }
}

const count = (basics: Record<Color, number>) => Object.values(basics).reduce((s, n) => s + n, 0);
// A first pass fills the card lookups (each card's facts are computed once) and warms the JIT.
for (const p of pools) planDeck(p.pool, p.lookup);
const t0 = performance.now();
const suggested = pools.map((p) => {
  const d = planDeck(p.pool, p.lookup);
  const lands = d.lands.length + count(d.basics);
  return {
    lands,
    size: d.spells.length + lands,
    colours: `${d.main.length}${d.splash ? '+splash' : ''}`,
    splashed: d.splash ? d.spells.filter((e) => e.bot.colors.includes(d.splash!)).length : 0,
  };
});
const ms = (performance.now() - t0) / pools.length;
let k = 0;
describe('suggested deck', () => suggested[k++]!);
describe('bot deck builder (simulator)', (p) => {
  const d = buildDeck(p.pool, p.lookup);
  const lands = d.main.filter((c) => p.lookup(c.cardId).isLand).length + count(d.basics);
  const splashed = d.splash ? d.main.filter((c) => p.lookup(c.cardId).colors.includes(d.splash!)).length : 0;
  const colours = d.splash ? `${d.colors.length - 1}+splash` : String(d.colors.length);
  return { lands, size: d.size, colours, splashed };
});
console.log(`cubes: ${cubes.map((c) => `${c.name} (${c.entries.length})`).join(', ')}`);
console.log(
  `time per suggestion: ${ms.toFixed(2)} ms (target ${TARGET_MS} ms, ratio ${(ms / TARGET_MS).toFixed(2)}); load average ${loadAverage()} on ${os.cpus().length} cores`,
);

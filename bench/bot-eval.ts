import { cardsByName } from '../packages/core/src/bots/bulk-cube.test-support';
import { applyPick, type EloRow, learnedValue } from '../packages/core/src/bots/ratings';
import { ScoreTableBuilder } from '../packages/core/src/bots/score-table';
import { SeatTallies } from '../packages/core/src/bots/seat-tallies';
import { type BotCard, botCardOf, unknownBotCard } from '../packages/core/src/bots/traits';
import { cardPrior } from '../packages/core/src/bots/value';
import { humanPicksOf } from '../packages/core/src/draft/human-picks';
import { boosterInternals } from '../packages/core/src/draft/modes/booster-internals.test-support';
import { createRng, type Rng } from '../packages/core/src/random';
import { loadRealCube } from './support/real-cube';

const TRAIN = Number(process.env.TRAIN_DRAFTS ?? 300);
const TEST = Number(process.env.TEST_DRAFTS ?? 60);
const { raw, entries, byId } = loadRealCube('bot-eval');
const ids = entries.map((e) => e.cardId);
const prior = ids.map((id) => botCardOf(byId.get(id)!));

// --- scripted players -------------------------------------------------------------------------
const gauss = (rng: Rng) => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
const metaRng = createRng('meta');
const community = ids.map(() => 0.7 * gauss(metaRng));

interface Player {
  taste: number[];
  pool: number[];
  colorCount: number[];
}

function humanChoice(p: Player, pack: number[], rng: Rng): number {
  const loyalty = Math.min(1, p.pool.length / 8);
  const top = p.colorCount
    .map((n, k) => [n, k] as const)
    .sort((a, b) => b[0] - a[0])
    .slice(0, 2)
    .map(([, k]) => k);
  const scored = pack.map((e) => {
    const b = prior[e]!;
    let v = b.value + community[e]! + p.taste[e]!;
    if (b.isLand)
      v += b.produces.filter((c) => top.includes('WUBRG'.indexOf(c))).length >= 2 ? 0.6 * loyalty : -0.4;
    else if (b.colors.length > 0) {
      const off = b.colors.some((c) => !top.includes('WUBRG'.indexOf(c)));
      v += off ? -1.2 * loyalty : 0.8 * loyalty;
    }
    return v;
  });
  const order = scored.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0]);
  // A person sometimes takes their second or third choice (a hunch, a favourite, a misclick).
  const whim = rng.next();
  const at = whim < 0.06 && order.length > 1 ? 1 : whim < 0.09 && order.length > 2 ? 2 : 0;
  return order[at]![1];
}

interface LoggedPick {
  pickNo: number;
  pack: number[];
  pool: number[];
  picked: number;
}

function humanDraft(seed: string, log: (p: LoggedPick) => void) {
  const rng = createRng(seed);
  const order = ids.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const players: Player[] = Array.from({ length: 8 }, () => ({
    taste: ids.map(() => 0.3 * gauss(rng)),
    pool: [],
    colorCount: [0, 0, 0, 0, 0],
  }));
  let next = 0;
  for (let r = 0; r < 3; r++) {
    let packs = players.map((_, s) => order.slice(next + 15 * s, next + 15 * (s + 1)));
    next += 15 * players.length;
    for (let pick = 0; pick < 15; pick++) {
      packs.forEach((pack, s) => {
        const p = players[s]!;
        const at = humanChoice(p, pack, rng);
        const e = pack[at]!;
        log({ pickNo: pick, pack: pack.slice(), pool: p.pool.slice(), picked: e });
        pack.splice(at, 1);
        p.pool.push(e);
        for (const c of prior[e]!.colors) p.colorCount['WUBRG'.indexOf(c)]!++;
      });
      packs = packs.map((_, s) => packs[r % 2 === 0 ? (s + 7) % 8 : (s + 1) % 8]!);
    }
  }
}

// --- bot agreement ----------------------------------------------------------------------------
function botPick(pack: readonly string[], pool: readonly string[], card: (id: string) => BotCard): string {
  const table = new ScoreTableBuilder();
  const tally = new SeatTallies(table, 1);
  for (const id of pool) tally.add(0, table.add(card(id), undefined));
  const rows = pack.map((id) => table.add(card(id), undefined));
  tally.focus(0);
  let best = pack[0]!;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < pack.length; i++) {
    const s = tally.score(rows[i]!);
    if (s > bestScore) [best, bestScore] = [pack[i]!, s];
  }
  return best;
}

function agreement(
  picks: { pickNo: number; pack: string[]; pool: string[]; picked: string }[],
  card: (id: string) => BotCard,
) {
  const hits = new Array<number>(15).fill(0);
  const counts = new Array<number>(15).fill(0);
  let total = 0;
  for (const p of picks) {
    const k = Math.min(14, p.pickNo);
    counts[k]!++;
    if (botPick(p.pack, p.pool, card) === p.picked) {
      hits[k]!++;
      total++;
    }
  }
  return {
    overall: total / Math.max(1, picks.length),
    perPick: hits.map((h, i) => (counts[i] ? h / counts[i]! : 0)),
  };
}

function lookupWith(ratings: Map<string, EloRow> | null) {
  const cache = new Map<string, BotCard>();
  return (id: string) => {
    let hit = cache.get(id);
    if (!hit) {
      const c = byId.get(id);
      const row = ratings?.get(id);
      hit = c ? botCardOf(c, row ? learnedValue(cardPrior(c), row) : undefined) : unknownBotCard(id);
      cache.set(id, hit);
    }
    return hit;
  };
}

const fmt = (r: { overall: number; perPick: number[] }) =>
  `${(100 * r.overall).toFixed(1)}% (per pick 1-15: ${r.perPick.map((x) => Math.round(100 * x)).join(' ')})`;

const elo = new Map<string, EloRow>();
for (let d = 0; d < TRAIN; d++)
  humanDraft(`train-${d}`, (p) =>
    applyPick(
      elo,
      ids[p.picked]!,
      p.pack.filter((e) => e !== p.picked).map((e) => ids[e]!),
    ),
  );
const test: { pickNo: number; pack: string[]; pool: string[]; picked: string }[] = [];
for (let d = 0; d < TEST; d++)
  humanDraft(`test-${d}`, (p) =>
    test.push({
      pickNo: p.pickNo,
      pack: p.pack.map((e) => ids[e]!),
      pool: p.pool.map((e) => ids[e]!),
      picked: ids[p.picked]!,
    }),
  );
console.log(
  `scripted players: ${entries.length}-card cube, ${TRAIN} training drafts, ${TEST} test drafts (${test.length} picks)`,
);
console.log(`  bot with priors only:    ${fmt(agreement(test, lookupWith(null)))}`);
console.log(`  bot with learned ratings: ${fmt(agreement(test, lookupWith(elo)))}`);

// --- recorded drafts --------------------------------------------------------------------------
const dataDir = process.env.EVAL_DATA_DIR;
const databaseUrl = process.env.EVAL_DATABASE_URL;
if (!dataDir && !databaseUrl) {
  console.log(
    'recorded drafts: set EVAL_DATA_DIR or EVAL_DATABASE_URL to measure drafts recorded on Cubewright',
  );
} else {
  const { openDatabase } = await import('../packages/server/src/db/client');
  const schema = await import('../packages/server/src/db/schema');
  const { asc, eq, isNotNull } = await import('drizzle-orm');
  const database = await openDatabase({ databaseUrl, dataDir: dataDir ?? '' });
  await database.migrate();
  const db = database.db;
  const drafts = await db.select().from(schema.drafts).where(isNotNull(schema.drafts.initial));
  const picks: { pickNo: number; pack: string[]; pool: string[]; picked: string }[] = [];
  for (const d of drafts) {
    // Pack picks only: turn-based modes' moves are not bot-evaluation data.
    if (!d.initial || 'mode' in d.initial) continue;
    const booster = boosterInternals(d.initial);
    const rows = await db
      .select({ events: schema.draftEvents.events })
      .from(schema.draftEvents)
      .where(eq(schema.draftEvents.draftId, d.id))
      .orderBy(asc(schema.draftEvents.seq));
    for (const p of humanPicksOf(
      booster,
      rows.flatMap((r) => r.events),
    ))
      picks.push({ pickNo: p.pickNumber, pack: p.pack, pool: p.pool, picked: p.picked });
  }
  await database.close();
  // Card data for whatever cubes were drafted: the full card file, keyed by id.
  for (const c of cardsByName(raw).values()) byId.set(c.id, c);
  console.log(`recorded drafts: ${drafts.length} drafts, ${picks.length} human picks`);
  if (picks.length > 0) console.log(`  bot with priors only: ${fmt(agreement(picks, lookupWith(null)))}`);
}

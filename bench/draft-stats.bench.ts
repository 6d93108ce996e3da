// `npm run bench:draft-stats`: GET /api/cubes/:id/draft-stats's work for a cube with 200 completed
// 8-seat 3 x 15 drafts (one event row per pick, as people's drafts are stored: 72,000 rows), on a fresh
// PostgreSQL database when BENCH_DATABASE_URL names a server (dropped after), else PGlite in memory.
// Figures: the uncached computation (queries + in-memory aggregation) and what the response weighs.
import { createBotPicker } from '../packages/core/src/bots/picker';
import type { DraftEvent } from '../packages/core/src/draft/events';
import { generateBoosterPacks } from '../packages/core/src/draft/packs';
import { draftReducer } from '../packages/core/src/draft/reducer';
import { createDraft } from '../packages/core/src/draft/setup';
import { createRng } from '../packages/core/src/random';
import { openDatabase } from '../packages/server/src/db/client';
import { draftEvents, drafts } from '../packages/server/src/db/schema';
import { computeDraftStats, DraftFactsCache } from '../packages/server/src/services/simulations/draft-stats';
import { createFreshPostgres } from '../packages/server/test/harness';
import { loadRealCube } from './support/real-cube';

const count = Number(process.env.DRAFTS ?? 200);
const { entries, byId } = loadRealCube('bench:draft-stats');
const card = (id: string) => byId.get(id);
const autoPick = createBotPicker({ cards: card });
const seats = Array.from({ length: 8 }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const }));

const adminUrl = process.env.BENCH_DATABASE_URL;
const fresh = adminUrl ? await createFreshPostgres(adminUrl, 'cw_bench_draft_stats') : null;
const database = await openDatabase({ databaseUrl: fresh?.url, dataDir: 'memory://' });
await database.migrate();
const db = database.db;
const cubeId = 'bench-cube';
const t0 = performance.now();
for (let d = 0; d < count; d++) {
  const seed = `stats-${d}`;
  const packs = generateBoosterPacks(entries, {}, createRng(seed));
  if (!packs.ok) throw new Error(packs.error);
  const draft = createDraft({ seed, seats, packs: packs.value });
  if (!draft.ok) throw new Error(draft.error);
  const { state, events } = draftReducer(draft.value, { type: 'start', now: 0 }, { autoPick });
  if (state.status !== 'done') throw new Error(`draft ${seed} did not finish`);
  // Bots played every seat; the stored draft says people sat in the first two, so their picks count as
  // people's and the other six seats' decks are built.
  const initial = {
    ...draft.value,
    seats: draft.value.seats.map((s, i) => (i < 2 ? { ...s, kind: 'human' as const } : s)),
  };
  const id = `draft-${d}`;
  await db.insert(drafts).values({
    id,
    cubeId,
    cubeName: 'Bench',
    format: 'booster',
    seed,
    hostId: 'host',
    status: 'complete',
    settings: {} as never,
    initial,
    version: 0,
  });
  // One row per pick with the events that followed it, like a log of people's picks.
  const rows: DraftEvent[][] = [];
  for (const e of events) {
    if (e.type === 'picked' || e.type === 'autoPicked' || rows.length === 0) rows.push([]);
    rows.at(-1)!.push(e);
  }
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(draftEvents)
      .values(
        rows.slice(i, i + 500).map((ev, j) => ({ draftId: id, seq: i + j + 1, kind: 'pick', events: ev })),
      );
}
console.log(
  `setup (${database.kind}): ${count} drafts stored in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const time = async (label: string, cache?: DraftFactsCache) => {
  const cpu0 = process.cpuUsage();
  const t = performance.now();
  const stats = await computeDraftStats(db, cubeId, card, cache);
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `draft stats, ${stats.drafts} drafts, ${label}: ${(performance.now() - t).toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms cpu`,
  );
  return stats;
};
await time('warm-up');
await time('cold (every log read)');
await time('cold (every log read)');
const cache = new DraftFactsCache();
await time('filling the facts cache', cache);
await time('facts and bot decks cached (drafts, saved decks read)', cache);
const stats = await time('facts and bot decks cached (drafts, saved decks read)', cache);
console.log(
  `${stats.cards.length} cards, ${stats.cards.reduce((n, c) => n + c.picks, 0)} human picks, ${stats.deckColors.reduce((n, r) => n + r.decks, 0)} bot decks; response JSON ${(JSON.stringify(stats).length / 1024).toFixed(0)} KB`,
);
await database.close();
await fresh?.drop();

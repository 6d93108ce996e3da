import { type BotCard, botCardLookup, buildDeck } from '@cubewright/core/bots';
import { COLORS, type Color } from '@cubewright/core/cards';
import type { Actor } from '@cubewright/core/cube';
import type { DraftCard, DraftEvent } from '@cubewright/core/draft';
import type { CountRow, CubeDraftStats, DraftStatsCard } from '@cubewright/core/simulation';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { draftDecks, draftEvents, drafts } from '../../db/schema';
import { cubeFor } from '../cubes/access';
import { cardLookupOf } from '../cubes/card-lookup';

// Statistics measured from a cube's completed pick drafts on Cubewright: human pick order (the `picked`
// events of seats that were people at that moment; bot and timer picks teach nothing about people), and
// the colours of final decks: saved decks, and for bot seats without one the deck the bot deck builder
// makes (the same builder and card values the draft result page uses). Nothing is estimated.
//
// Three queries whatever the number of drafts (drafts, their events, their saved decks), aggregated in
// memory and cached per cube until a draft finishes or a deck is saved.

/** Cached stats per app and cube, with the stamp they were computed at. */
const caches = new WeakMap<AppContext, Map<string, { stamp: string; stats: CubeDraftStats }>>();
const CACHE_CUBES = 200;

type Tally = { picks: number; pickSum: number; firstPicks: number; inDecks: number };

/**
 * Main colours of a final deck: the colours of its nonland cards in WUBRG order ('' colourless), less a
 * bot's splash colour. (The deck builder falls back to a pair for a colourless deck; that is not
 * something the deck plays, so it is not counted.)
 */
function deckColorsOf(main: readonly DraftCard[], lookup: (cardId: string) => BotCard, splash: Color | null) {
  const used = new Set<Color>();
  for (const c of main) {
    const bot = lookup(c.cardId);
    if (!bot.isLand) for (const k of bot.colors) used.add(k);
  }
  return COLORS.filter((k) => used.has(k) && k !== splash).join('');
}

/** What changes the answer: finished drafts, saved decks, and whether card data is loaded. */
async function stampOf(ctx: AppContext, db: Db, cubeId: string): Promise<string> {
  const done = and(eq(drafts.cubeId, cubeId), eq(drafts.status, 'complete'), isNotNull(drafts.initial));
  const [row] = await db
    .select({
      n: sql<number>`count(*)`,
      at: sql<string | null>`max(${drafts.updatedAt})`,
      decks: sql<string | null>`(select max(${draftDecks.updatedAt}) from ${draftDecks} where ${inArray(
        draftDecks.draftId,
        db.select({ id: drafts.id }).from(drafts).where(done),
      )})`,
    })
    .from(drafts)
    .where(done);
  return `${row?.n}|${row?.at}|${row?.decks}|${ctx.cards?.index ? 'cards' : 'no cards'}`;
}

async function compute(ctx: AppContext, db: Db, cubeId: string): Promise<CubeDraftStats> {
  const rows = await db
    .select({ id: drafts.id, initial: drafts.initial, updatedAt: drafts.updatedAt })
    .from(drafts)
    .where(and(eq(drafts.cubeId, cubeId), eq(drafts.status, 'complete'), isNotNull(drafts.initial)));
  const ids = rows.map((r) => r.id);
  const [logs, decks] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ draftId: draftEvents.draftId, events: draftEvents.events })
            .from(draftEvents)
            .where(inArray(draftEvents.draftId, ids))
            .orderBy(asc(draftEvents.draftId), asc(draftEvents.seq)),
          db.select().from(draftDecks).where(inArray(draftDecks.draftId, ids)),
        ]);
  const eventsOf = new Map<string, DraftEvent[]>();
  for (const l of logs) {
    const list = eventsOf.get(l.draftId);
    if (list) list.push(...l.events);
    else eventsOf.set(l.draftId, [...l.events]);
  }
  const decksOf = new Map<string, Map<number, (typeof decks)[number]>>();
  for (const d of decks) {
    if (!decksOf.has(d.draftId)) decksOf.set(d.draftId, new Map());
    decksOf.get(d.draftId)!.set(d.seat, d);
  }

  const cardOf = cardLookupOf(ctx);
  const lookup = botCardLookup({ cards: (id) => cardOf.card(id) ?? undefined });
  const tallies = new Map<string, Tally>();
  const tally = (cardId: string) => {
    let t = tallies.get(cardId);
    if (!t) {
      t = { picks: 0, pickSum: 0, firstPicks: 0, inDecks: 0 };
      tallies.set(cardId, t);
    }
    return t;
  };
  const deckColors = new Map<string, number>();
  let seats = 0;
  let humanSeats = 0;
  let lastDraftAt: Date | null = null;

  for (const row of rows) {
    const initial = row.initial!;
    if (!lastDraftAt || row.updatedAt > lastDraftAt) lastDraftAt = row.updatedAt;
    const kinds = initial.seats.map((s) => s.kind);
    const pools: DraftCard[][] = initial.seats.map((s) => [...s.pool]);
    seats += kinds.length;
    humanSeats += kinds.filter((k) => k === 'human').length;
    for (const e of eventsOf.get(row.id) ?? []) {
      if (e.type === 'seatChanged') kinds[e.seat] = e.kind;
      else if (e.type === 'picked' || e.type === 'autoPicked') {
        pools[e.seat]?.push(e.card);
        if (e.type === 'picked' && kinds[e.seat] === 'human') {
          const t = tally(e.card.cardId);
          t.picks++;
          t.pickSum += e.pickNumber + 1;
          if (e.pickNumber === 0) t.firstPicks++;
        }
      }
    }
    const saved = decksOf.get(row.id);
    pools.forEach((pool, seat) => {
      const deck = saved?.get(seat);
      let main: DraftCard[];
      let splash: Color | null = null;
      if (deck) {
        const byId = new Map(pool.map((c) => [c.id, c]));
        main = deck.main.flatMap((id) => byId.get(id) ?? []);
      } else if (kinds[seat] === 'bot') {
        const built = buildDeck(pool, lookup);
        main = built.main;
        splash = built.splash;
      } else return; // a person who did not save a deck: nothing measured
      const colors = deckColorsOf(main, lookup, splash);
      for (const c of main) tally(c.cardId).inDecks++;
      deckColors.set(colors, (deckColors.get(colors) ?? 0) + 1);
    });
  }

  const cards: DraftStatsCard[] = [...tallies]
    .filter(([, t]) => t.picks > 0)
    .map(([cardId, t]) => ({
      cardId,
      picks: t.picks,
      avgPick: t.pickSum / t.picks,
      firstPicks: t.firstPicks,
      inDecks: t.inDecks,
    }))
    .sort((a, b) => a.avgPick - b.avgPick || b.picks - a.picks || a.cardId.localeCompare(b.cardId));
  const totalDecks = [...deckColors.values()].reduce((s, n) => s + n, 0);
  const colorRows: CountRow[] = [...deckColors]
    .map(([key, n]) => ({ key, decks: n, share: n / totalDecks }))
    .sort((a, b) => b.decks - a.decks || a.key.localeCompare(b.key));
  return {
    drafts: rows.length,
    seats,
    humanSeats,
    cards,
    deckColors: colorRows,
    lastDraftAt: lastDraftAt?.toISOString() ?? null,
  };
}

/** GET /api/cubes/:id/draft-stats (canView). */
export async function cubeDraftStats(
  ctx: AppContext,
  actor: Actor | null,
  cubeId: string,
): Promise<CubeDraftStats> {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'view');
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new Map();
    caches.set(ctx, cache);
  }
  const stamp = await stampOf(ctx, db, cube.id);
  const hit = cache.get(cube.id);
  if (hit?.stamp === stamp) return hit.stats;
  const stats = await compute(ctx, db, cube.id);
  cache.delete(cube.id);
  cache.set(cube.id, { stamp, stats });
  if (cache.size > CACHE_CUBES) cache.delete(cache.keys().next().value!);
  return stats;
}

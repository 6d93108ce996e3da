import { type BotCard, botCardLookup, buildDeck } from '@cubewright/core/bots';
import { type Card, COLORS, type Color } from '@cubewright/core/cards';
import type { Actor } from '@cubewright/core/cube';
import type { DraftCard, DraftState } from '@cubewright/core/draft';
import {
  type AnyDraftEvent,
  type AnyDraftState,
  DRAFT_MODES,
  draftEngineOf,
  draftModeSetUpBy,
  type PickDigest,
} from '@cubewright/core/draft/modes';
import type { CubeDraftStats, DraftStatsCard } from '@cubewright/core/protocol';
import type { CountRow } from '@cubewright/core/simulation';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { draftDecks, draftEvents, drafts } from '../../db/schema';
import { cubeFor } from '../cubes/access';
import { cardLookupOf } from '../cubes/card-lookup';
import type { WithCards, WithDatabase } from '../deps';

// Statistics measured from a cube's completed pick drafts on Cubewright: human pick order (the cards
// people took by their own hand: each mode's peoplePicks; bot and timer picks teach nothing about
// people), and the colours of final decks: saved decks, and for bot seats without one the deck the bot
// deck builder makes (the same builder and card values the draft result page uses). Nothing is estimated.
//
// A few queries whatever the number of drafts (the drafts, the logs of those not seen before, saved
// decks), aggregated in memory. Which mode a draft played is the one list's answer from its stored
// settings (draftModeSetUpBy): a mode with a pick digest (booster) is read from its seats and the events
// the digest names, any other folded whole, so no mode is named here. A finished draft's facts are cached by id (its log never changes), and
// the answer per cube until a draft finishes or a deck is saved.

/** Per app (keyed by its database): the answer per cube with the stamp it was computed at, and finished drafts' facts. */
const caches = new WeakMap<
  Database,
  {
    stats: Map<string, { stamp: string; stats: CubeDraftStats }>;
    drafts: DraftFactsCache;
    /** One card function per card index, so bots' decks are rebuilt only when card data changes. */
    cards: { index: unknown; card: (cardId: string) => Card | null };
  }
>();
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
async function stampOf(ctx: WithDatabase & WithCards, db: Db, cubeId: string): Promise<string> {
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

/** What a finished draft contributes. Its log never changes once complete, so this is cached by id. */
interface DraftFacts {
  updatedAt: Date;
  seats: number;
  humanSeats: number;
  /** People's picks: card id and 1-based pick number within the pack. */
  picks: { cardId: string; pick: number }[];
  /** Final pools by seat, and who held each seat at the end (bots build their decks from theirs). */
  pools: DraftCard[][];
  finalKinds: ('human' | 'bot')[];
  /** Bots' built decks by seat, for the card lookup they were built with. */
  botDecks?: { card: unknown; bySeat: Map<number, { main: DraftCard[]; splash: Color | null }> };
}

/** Facts of finished drafts by draft id, least recently used dropped past `max`. */
export class DraftFactsCache {
  private readonly byId = new Map<string, DraftFacts>();
  constructor(private readonly max = 1000) {}

  get(id: string): DraftFacts | undefined {
    const hit = this.byId.get(id);
    if (hit) {
      this.byId.delete(id);
      this.byId.set(id, hit);
    }
    return hit;
  }

  set(id: string, facts: DraftFacts): void {
    this.byId.set(id, facts);
    if (this.byId.size > this.max) this.byId.delete(this.byId.keys().next().value!);
  }
}

// Of a draft's initial state, facts need only who sat where and their starting pools (its packs are
// most of its size, so the database picks these out).
type SeatKind = DraftState['seats'][number]['kind'];
const START_KINDS = sql<SeatKind[]>`jsonb_path_query_array(${drafts.initial}, '$.seats[*].kind')`;
const START_POOLS = sql<DraftCard[][]>`jsonb_path_query_array(${drafts.initial}, '$.seats[*].pool')`;

/** A finished draft's facts from its mode's pick digest: its seats at the start and the digest's events. */
function digestFactsOf(
  digest: PickDigest,
  start: { kinds: SeatKind[]; pools: DraftCard[][]; updatedAt: Date },
  events: readonly AnyDraftEvent[],
): DraftFacts {
  return {
    updatedAt: start.updatedAt,
    seats: start.kinds.length,
    humanSeats: start.kinds.filter((k) => k === 'human').length,
    ...digest.facts(start, events),
  };
}

/** A finished draft's facts from a full fold: the people's picks and the final pools. */
function foldedFactsOf(
  initial: AnyDraftState,
  events: readonly AnyDraftEvent[],
  updatedAt: Date,
): DraftFacts {
  const engine = draftEngineOf(initial);
  const end = engine.fold(initial, events);
  return {
    updatedAt,
    seats: initial.seats.length,
    humanSeats: initial.seats.filter((s) => s.kind === 'human').length,
    picks: engine.peoplePicks(initial, events).map((p) => ({ cardId: p.cardId, pick: p.pick })),
    pools: end.seats.map((s) => s.pool),
    finalKinds: end.seats.map((s) => s.kind),
  };
}

/** Facts of drafts whose mode has no pick digest: their whole state and log. */
async function foldedFactsFor(db: Db, ids: readonly string[]): Promise<Map<string, DraftFacts>> {
  const out = new Map<string, DraftFacts>();
  if (ids.length === 0) return out;
  const [initials, logs] = await Promise.all([
    db
      .select({ id: drafts.id, initial: drafts.initial, updatedAt: drafts.updatedAt })
      .from(drafts)
      .where(inArray(drafts.id, ids)),
    db
      .select({ draftId: draftEvents.draftId, events: draftEvents.events })
      .from(draftEvents)
      .where(inArray(draftEvents.draftId, ids))
      .orderBy(asc(draftEvents.draftId), asc(draftEvents.seq)),
  ]);
  for (const d of initials) {
    if (!d.initial) continue;
    const events = logs.filter((l) => l.draftId === d.id).flatMap((l) => l.events);
    out.set(d.id, foldedFactsOf(d.initial, events, d.updatedAt));
  }
  return out;
}

/** Every event type a pick digest of the list reads, as a JSON path the database filters a log with. */
const DIGEST_PATH = `$[*] ? (${[...new Set(DRAFT_MODES.flatMap((m) => m.pickDigest?.events ?? []))]
  .map((type) => `@.type == "${type}"`)
  .join(' || ')})`;
/** Only the events digests read, picked out by the database (a log is mostly passes and deadlines). */
const DIGEST_EVENTS = sql<
  AnyDraftEvent[]
>`jsonb_path_query_array(${draftEvents.events}, ${DIGEST_PATH}::jsonpath)`;

/** Facts of the given finished drafts: from the cache, the rest read with one query for their logs. */
async function factsFor(
  db: Db,
  rows: readonly { id: string; updatedAt: Date }[],
  cache: DraftFactsCache,
): Promise<(readonly [string, DraftFacts])[]> {
  const out = new Map<string, DraftFacts>();
  for (const r of rows) {
    const hit = cache.get(r.id);
    if (hit && hit.updatedAt.getTime() === r.updatedAt.getTime()) out.set(r.id, hit);
  }
  const missing = rows.filter((r) => !out.has(r.id)).map((r) => r.id);
  if (missing.length > 0) {
    const [initials, logs] = await Promise.all([
      db
        .select({
          id: drafts.id,
          kinds: START_KINDS,
          pools: START_POOLS,
          updatedAt: drafts.updatedAt,
          settings: drafts.settings,
        })
        .from(drafts)
        .where(inArray(drafts.id, missing)),
      db
        .select({ draftId: draftEvents.draftId, events: DIGEST_EVENTS })
        .from(draftEvents)
        .where(inArray(draftEvents.draftId, missing))
        .orderBy(asc(draftEvents.draftId), asc(draftEvents.seq)),
    ]);
    const eventsOf = new Map<string, AnyDraftEvent[]>();
    for (const l of logs) {
      const list = eventsOf.get(l.draftId);
      if (list) for (const e of l.events) list.push(e);
      else eventsOf.set(l.draftId, [...l.events]);
    }
    const digestOf = new Map(initials.map((d) => [d.id, draftModeSetUpBy(d.settings)?.pickDigest]));
    const folded = await foldedFactsFor(
      db,
      initials.filter((d) => !digestOf.get(d.id)).map((d) => d.id),
    );
    for (const d of initials) {
      const digest = digestOf.get(d.id);
      const facts = digest ? digestFactsOf(digest, d, eventsOf.get(d.id) ?? []) : folded.get(d.id);
      if (!facts) continue;
      cache.set(d.id, facts);
      out.set(d.id, facts);
    }
  }
  return rows.flatMap((r) => {
    const f = out.get(r.id);
    return f ? [[r.id, f] as const] : [];
  });
}

/** Bot card facts per card function (they take a text scan per card to build). */
const botLookups = new WeakMap<object, (cardId: string) => BotCard>();

/**
 * The statistics of one cube (no access check; `card` resolves card ids). Drafts already in `cache`
 * cost no query, and their bots' decks are reused while `card` is the same function; saved decks are
 * always read (a player may save one long after the draft).
 */
export async function computeDraftStats(
  db: Db,
  cubeId: string,
  card: (cardId: string) => Card | null | undefined,
  cache = new DraftFactsCache(),
): Promise<CubeDraftStats> {
  const rows = await db
    .select({ id: drafts.id, updatedAt: drafts.updatedAt })
    .from(drafts)
    .where(and(eq(drafts.cubeId, cubeId), eq(drafts.status, 'complete'), isNotNull(drafts.initial)))
    .orderBy(asc(drafts.createdAt), asc(drafts.id));
  const ids = rows.map((r) => r.id);
  const [facts, decks] = await Promise.all([
    factsFor(db, rows, cache),
    ids.length === 0 ? [] : db.select().from(draftDecks).where(inArray(draftDecks.draftId, ids)),
  ]);
  const decksOf = new Map<string, Map<number, (typeof decks)[number]>>();
  for (const d of decks) {
    if (!decksOf.has(d.draftId)) decksOf.set(d.draftId, new Map());
    decksOf.get(d.draftId)!.set(d.seat, d);
  }

  let lookup = botLookups.get(card);
  if (!lookup) {
    lookup = botCardLookup({ cards: (id) => card(id) ?? undefined });
    botLookups.set(card, lookup);
  }
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

  for (const [id, f] of facts) {
    if (!lastDraftAt || f.updatedAt > lastDraftAt) lastDraftAt = f.updatedAt;
    seats += f.seats;
    humanSeats += f.humanSeats;
    for (const p of f.picks) {
      const t = tally(p.cardId);
      t.picks++;
      t.pickSum += p.pick;
      if (p.pick === 1) t.firstPicks++;
    }
    const saved = decksOf.get(id);
    f.pools.forEach((pool, seat) => {
      const deck = saved?.get(seat);
      let main: DraftCard[];
      let splash: Color | null = null;
      if (deck) {
        const byId = new Map(pool.map((c) => [c.id, c]));
        main = deck.main.flatMap((id) => byId.get(id) ?? []);
      } else if (f.finalKinds[seat] === 'bot') {
        if (f.botDecks?.card !== card) f.botDecks = { card, bySeat: new Map() };
        let built = f.botDecks.bySeat.get(seat);
        if (!built) {
          built = buildDeck(pool, lookup);
          f.botDecks.bySeat.set(seat, built);
        }
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
  ctx: WithDatabase & WithCards,
  actor: Actor | null,
  cubeId: string,
): Promise<CubeDraftStats> {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'view');
  let cache = caches.get(ctx.database);
  const index = ctx.cards?.index ?? null;
  if (!cache) {
    cache = {
      stats: new Map(),
      drafts: new DraftFactsCache(),
      cards: { index: undefined, card: () => null },
    };
    caches.set(ctx.database, cache);
  }
  if (cache.cards.index !== index) {
    const lookup = cardLookupOf(ctx);
    cache.cards = { index, card: (id) => lookup.card(id) };
  }
  const stamp = await stampOf(ctx, db, cube.id);
  const hit = cache.stats.get(cube.id);
  if (hit?.stamp === stamp) return hit.stats;
  const stats = await computeDraftStats(db, cube.id, cache.cards.card, cache.drafts);
  cache.stats.delete(cube.id);
  cache.stats.set(cube.id, { stamp, stats });
  if (cache.stats.size > CACHE_CUBES) cache.stats.delete(cache.stats.keys().next().value!);
  return stats;
}

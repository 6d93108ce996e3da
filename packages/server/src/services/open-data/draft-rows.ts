import type { DraftCard } from '@cubewright/core/draft';
import { type AnyDraftEvent, type AnyDraftState, draftEngineOf } from '@cubewright/core/draft/modes';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubes, draftDecks, draftEvents, draftSeats, drafts } from '../../db/schema';
import { listedInCommunity } from '../community/listed';
import { groupRows } from './group-rows';
import { keysetPages } from './keyset-pages';

// drafts.ndjson.gz: one line per finished draft of a listed cube whose host left the logs shared (with
// "private logs" each player sees only their own picks, so none go into the dump). Packs are not stored
// per pick: each draft is replayed from its initial state by its mode's engine, as the draft log is.
// Seats carry no names (a seat's name is its player's username): a drafter is a pseudonym, a bot null.

/** Drafts hold their whole initial state (every pack): a small page keeps memory flat. */
const DRAFTS_PER_PAGE = 25;

/** One pick: the card taken, and every card the seat could see when taking it (the taken one included). */
interface DumpPick {
  /** 0-based pack of a booster draft; null in a turn-based mode. */
  pack: number | null;
  /** 0-based pick within the pack (booster), or the seat's nth card-taking move, 1-based (a mode). */
  pick: number;
  cardId: string;
  seen: string[];
  auto: boolean;
  /** Cards the seat burned from the pack right after the pick (pick-and-burn formats). */
  burned?: string[];
}

interface DumpDraftSeat {
  seat: number;
  kind: 'human' | 'bot';
  drafter: string | null;
  pool: string[];
  picks: DumpPick[];
  deck: { main: string[]; side: string[]; basics: Record<string, number> } | null;
}

/** One row of drafts.ndjson.gz (docs/open-data.md). */
export interface DumpDraft {
  id: string;
  cubeId: string;
  format: string;
  formatKind: string;
  mode: string | null;
  packs: number;
  cardsPerPack: number;
  createdAt: string;
  finishedAt: string;
  seats: DumpDraftSeat[];
}

type DraftRow = Awaited<ReturnType<typeof readDraftPage>>[number];

function readDraftPage(db: Db, after: string | null, limit: number) {
  const shared = and(
    eq(drafts.status, 'complete'),
    sql`coalesce((${drafts.settings}->>'logsPrivate')::boolean, false) = false`,
    listedInCommunity(),
  );
  return db
    .select({
      id: drafts.id,
      cubeId: drafts.cubeId,
      format: drafts.format,
      settings: drafts.settings,
      initial: drafts.initial,
      pools: drafts.pools,
      createdAt: drafts.createdAt,
      updatedAt: drafts.updatedAt,
    })
    .from(drafts)
    .innerJoin(cubes, eq(cubes.id, drafts.cubeId))
    .where(after === null ? shared : and(shared, gt(drafts.id, after)))
    .orderBy(asc(drafts.id))
    .limit(limit);
}

/** What a page of drafts needs besides its rows: events, seat owners and saved decks, by draft id. */
async function pageExtras(db: Db, ids: string[]) {
  const [events, seats, decks] = await Promise.all([
    db
      .select({ draftId: draftEvents.draftId, events: draftEvents.events })
      .from(draftEvents)
      .where(inArray(draftEvents.draftId, ids))
      .orderBy(asc(draftEvents.draftId), asc(draftEvents.seq)),
    db
      .select({ draftId: draftSeats.draftId, seat: draftSeats.seat, userId: draftSeats.userId })
      .from(draftSeats)
      .where(inArray(draftSeats.draftId, ids)),
    db.select().from(draftDecks).where(inArray(draftDecks.draftId, ids)),
  ]);
  return {
    events: groupRows(events, 'draftId'),
    seats: groupRows(seats, 'draftId'),
    decks: groupRows(decks, 'draftId'),
  };
}

/** Each seat's picks, replayed: every seat's with packs in a booster draft, people's in a mode. */
function picksOf(initial: AnyDraftState, events: readonly AnyDraftEvent[], seats: number): DumpPick[][] {
  const engine = draftEngineOf(initial);
  const log = engine.log(initial, events);
  const ids = (cards: readonly DraftCard[]) => cards.map((c) => c.cardId);
  if (log.kind === 'picks')
    return log.seats.map((s) =>
      s.picks.map((p) => ({
        pack: p.packNumber,
        pick: p.pickNumber,
        cardId: p.card.cardId,
        seen: ids(p.pack),
        auto: p.auto,
        burned: ids(p.burned),
      })),
    );
  const out: DumpPick[][] = Array.from({ length: seats }, () => []);
  for (const p of engine.peoplePicks(initial, events))
    out[p.seat]?.push({
      pack: null,
      pick: p.pick,
      cardId: p.cardId,
      seen: [p.cardId, ...p.left],
      auto: false,
    });
  return out;
}

/**
 * One draft as a dump row, or null when its stored state cannot be replayed (a draft written by a
 * release whose state this engine no longer reads): one such draft must not stop the whole dump.
 */
function draftRow(
  row: DraftRow,
  extras: Awaited<ReturnType<typeof pageExtras>>,
  pseudonym: (userId: string) => string,
): DumpDraft | null {
  const events = (extras.events.get(row.id) ?? []).flatMap((e) => e.events) as AnyDraftEvent[];
  let pools: { kind: 'human' | 'bot'; pool: DraftCard[] }[];
  let picks: DumpPick[][];
  try {
    pools = row.pools ?? draftEngineOf(row.initial!).fold(row.initial!, events).seats;
    picks = row.initial ? picksOf(row.initial, events, pools.length) : pools.map(() => []);
  } catch {
    return null;
  }
  const owners = new Map((extras.seats.get(row.id) ?? []).map((s) => [s.seat, s.userId]));
  const decks = new Map((extras.decks.get(row.id) ?? []).map((d) => [d.seat, d]));
  const seats = pools.map((p, seat): DumpDraftSeat => {
    const byId = new Map(p.pool.map((c) => [c.id, c.cardId]));
    const cardIds = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);
    const saved = decks.get(seat);
    const owner = owners.get(seat);
    return {
      seat,
      kind: p.kind,
      drafter: p.kind === 'human' && owner ? pseudonym(owner) : null,
      pool: p.pool.map((c) => c.cardId),
      picks: picks[seat] ?? [],
      deck: saved ? { main: cardIds(saved.main), side: cardIds(saved.side), basics: saved.basics } : null,
    };
  });
  const s = row.settings;
  return {
    id: row.id,
    cubeId: row.cubeId,
    format: row.format,
    formatKind: s.formatKind,
    mode: s.mode ?? null,
    packs: s.packs,
    cardsPerPack: s.cardsPerPack,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.updatedAt.toISOString(),
    seats,
  };
}

/** Every shared finished draft of a listed cube as a dump row, a page at a time; `skipped` counts unreadable ones. */
export async function* dumpDrafts(
  db: Db,
  pseudonym: (userId: string) => string,
  skipped: { drafts: number },
): AsyncGenerator<DumpDraft> {
  const pages = keysetPages(
    DRAFTS_PER_PAGE,
    (after, n) => readDraftPage(db, after, n),
    (d) => d.id,
    (page) =>
      pageExtras(
        db,
        page.map((d) => d.id),
      ),
  );
  for await (const { rows: page, extras } of pages) {
    for (const row of page) {
      const out = draftRow(row, extras, pseudonym);
      if (out) yield out;
      else skipped.drafts++;
    }
  }
}

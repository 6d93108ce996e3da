import { dateOf } from '@cubewright/core/clock';
import { type Actor, canManageEvents } from '@cubewright/core/cube';
import {
  type CreateEventBody,
  createEventBodySchema,
  type DeckCard,
  type EventDetail,
  type EventSummary,
  type FromDraftBody,
  fromDraftBodySchema,
  type PAIRING_KINDS,
  RECORDS_MESSAGES,
  type UpdateEventBody,
} from '@cubewright/core/protocol';
import { count, desc, eq, inArray, max } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { recordEvents, recordMatches, recordPlayers } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { cubeFor } from '../cubes/access';
import { cardLookupOf } from '../cubes/card-lookup';
import { newId } from '../cubes/ids';
import { loadCards } from '../cubes/store';
import { findUserByLogin } from '../cubes/users';
import { draftSeatDecks } from '../drafts/results';
import { eventFor, publishRecords } from './access';
import { cubeMembership, deckCardOf, readDeck, writeDeck } from './decks';
import { eventDetail, summaryOf } from './event-view';
import { roundsPlanned } from './rounds-planned';

// Events of a cube: everyone who may view the cube lists and reads them; owner and editors create,
// edit and delete them (the core policy's manageEvents).

type Author = Actor & { username: string };
type NewPlayer = {
  name: string;
  userId: string | null;
  bot: boolean;
  deck: DeckCard[];
  deckSuggested?: boolean;
};

/** The cube's events, newest first. */
export async function listEvents(db: Db, actor: Actor | null, cubeId: string) {
  const cube = await cubeFor(db, cubeId, actor, 'view');
  const rows = await db
    .select()
    .from(recordEvents)
    .where(eq(recordEvents.cubeId, cube.id))
    .orderBy(desc(recordEvents.date), desc(recordEvents.createdAt));
  const ids = rows.map((r) => r.id);
  const [players, rounds] = ids.length
    ? await Promise.all([
        db
          .select({ id: recordPlayers.eventId, n: count() })
          .from(recordPlayers)
          .where(inArray(recordPlayers.eventId, ids))
          .groupBy(recordPlayers.eventId),
        db
          .select({ id: recordMatches.eventId, n: max(recordMatches.round) })
          .from(recordMatches)
          .where(inArray(recordMatches.eventId, ids))
          .groupBy(recordMatches.eventId),
      ])
    : [[], []];
  const playerCount = new Map(players.map((p) => [p.id, Number(p.n)]));
  const roundCount = new Map(rounds.map((r) => [r.id, Number(r.n ?? 0)]));
  const events: EventSummary[] = rows.map((r) =>
    summaryOf(r, playerCount.get(r.id) ?? 0, roundCount.get(r.id) ?? 0),
  );
  return { events, canEdit: canManageEvents(actor, cube.access) };
}

/** One event as the actor sees it. */
export async function getEvent(
  db: Db,
  actor: Actor | null,
  cubeId: string,
  eventId: string,
): Promise<EventDetail> {
  const { cube, event } = await eventFor(db, cubeId, eventId, actor, 'view');
  return eventDetail(db, cube, event, actor);
}

async function insertEvent(
  ctx: AppContext,
  author: Author,
  cubeId: string,
  fields: {
    name: string;
    date: string;
    origin: 'draft' | 'paper';
    pairing: (typeof PAIRING_KINDS)[number];
    rounds?: number;
    notes: string;
    draftId: string | null;
  },
  players: NewPlayer[],
): Promise<EventDetail> {
  const db = ctx.database.db;
  const detail = await db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'manageEvents');
    const id = newId();
    const [row] = await tx
      .insert(recordEvents)
      .values({
        id,
        cubeId: cube.id,
        name: fields.name,
        date: fields.date,
        origin: fields.origin,
        pairing: fields.pairing,
        rounds: roundsPlanned(fields.pairing, players.length, fields.rounds),
        notes: fields.notes,
        draftId: fields.draftId,
        createdBy: author.id,
      })
      .returning();
    await tx
      .insert(recordPlayers)
      .values(players.map((p, seed) => ({ eventId: id, id: newId(), seed, ...p })));
    return eventDetail(tx, cube, row!, author);
  });
  await publishRecords(ctx, cubeId, author, detail.id);
  return detail;
}

/** An event played elsewhere, entered by hand: players by name (or username) with pasted decks. */
export async function createEvent(ctx: AppContext, author: Author, cubeId: string, input: CreateEventBody) {
  const body = createEventBodySchema.parse(input);
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, author, 'manageEvents');
  const cards = await loadCards(db, cube.id);
  const seen = new Set<string>();
  const players: NewPlayer[] = [];
  for (const p of body.players) {
    let userId: string | null = null;
    if (p.username) {
      const user = await findUserByLogin(db, p.username);
      if (!user) throw badRequest(RECORDS_MESSAGES.unknownUser(p.username));
      if (seen.has(user.id)) throw badRequest(RECORDS_MESSAGES.userTwice);
      seen.add(user.id);
      userId = user.id;
    }
    players.push({ name: p.name, userId, bot: false, deck: readDeck(ctx, p.text ?? '', cards) });
  }
  return insertEvent(ctx, author, cubeId, { ...body, origin: 'paper', draftId: null }, players);
}

/**
 * "Start a tournament" from a draft finished here: its players and their saved decks (bots if asked). A
 * player who never saved a deck is entered with the deck builder's suggestion from their pool, marked
 * as such, so their cards still count in the cube's records; they or the host can replace it.
 */
export async function createEventFromDraft(
  ctx: AppContext,
  author: Author,
  cubeId: string,
  input: FromDraftBody,
) {
  const body = fromDraftBodySchema.parse(input);
  const cube = await cubeFor(ctx.database.db, cubeId, author, 'manageEvents');
  const { row, seatRows, seats, suggestionFor } = await draftSeatDecks(ctx.drafts.play, body.draftId);
  if (row.cubeId !== cube.id) throw badRequest(RECORDS_MESSAGES.draftOfAnotherCube);
  if (!seats) throw conflict(RECORDS_MESSAGES.draftNotComplete);
  const lookup = cardLookupOf(ctx);
  const inCube = cubeMembership(await loadCards(ctx.database.db, cube.id));
  const players: NewPlayer[] = seats
    .filter((s) => s.kind === 'human' || body.includeBots)
    .map((s) => {
      const byId = new Map(s.pool.map((c) => [c.id, c.cardId]));
      const deckOf = (ids: readonly string[], board: 'main' | 'side') =>
        ids.map((id) =>
          deckCardOf(lookup, inCube, { cardId: byId.get(id) ?? null, name: byId.get(id) ?? id }, board),
        );
      const deck = s.deck ?? suggestionFor(s.pool);
      return {
        name: s.name,
        userId: seatRows.find((r) => r.seat === s.seat)?.userId ?? null,
        bot: s.kind === 'bot',
        deck: [...deckOf(deck.main, 'main'), ...deckOf(deck.side, 'side')],
        deckSuggested: s.deck === null,
      };
    });
  if (players.length < 2) throw badRequest(RECORDS_MESSAGES.tooFewPlayers);
  const date = row.updatedAt.toISOString().slice(0, 10);
  const name = body.name ?? `${row.cubeName} draft, ${date}`;
  return insertEvent(
    ctx,
    author,
    cubeId,
    { name, date, origin: 'draft', pairing: body.pairing, rounds: body.rounds, notes: '', draftId: row.id },
    players,
  );
}

/** Renames, re-dates, re-notes an event or changes its planned rounds (Swiss only). */
export async function updateEvent(
  ctx: AppContext,
  author: Author,
  cubeId: string,
  eventId: string,
  body: UpdateEventBody,
) {
  const db = ctx.database.db;
  const detail = await db.transaction(async (tx) => {
    const { cube, event } = await eventFor(tx, cubeId, eventId, author, 'manageEvents', { lock: true });
    const set: Partial<typeof recordEvents.$inferInsert> = { updatedAt: dateOf(ctx.clock) };
    if (body.name !== undefined) set.name = body.name;
    if (body.date !== undefined) set.date = body.date;
    if (body.notes !== undefined) set.notes = body.notes;
    if (body.rounds !== undefined && event.pairing === 'swiss') set.rounds = body.rounds;
    const [row] = await tx.update(recordEvents).set(set).where(eq(recordEvents.id, event.id)).returning();
    return eventDetail(tx, cube, row!, author);
  });
  await publishRecords(ctx, cubeId, author, eventId);
  return detail;
}

/** Deletes an event with its players and matches. */
export async function deleteEvent(ctx: AppContext, author: Author, cubeId: string, eventId: string) {
  const { event } = await eventFor(ctx.database.db, cubeId, eventId, author, 'manageEvents');
  await ctx.database.db.delete(recordEvents).where(eq(recordEvents.id, event.id));
  await publishRecords(ctx, cubeId, author, eventId);
}

/** Replaces one player's deck with a pasted list. */
export async function setDeck(
  ctx: AppContext,
  author: Author,
  cubeId: string,
  eventId: string,
  playerId: string,
  text: string,
) {
  const db = ctx.database.db;
  const { cube, event } = await eventFor(db, cubeId, eventId, author, 'manageEvents');
  await writeDeck(ctx, db, cube.id, event.id, playerId, text);
  await publishRecords(ctx, cubeId, author, eventId);
  return eventDetail(db, cube, event, author);
}

import { randomBytes } from 'node:crypto';
import { type Actor, canManageEvents } from '@cubewright/core/cube';
import {
  type DropBody,
  type PhotoDeckResponse,
  RECORDS_MESSAGES,
  SHARE_MESSAGES,
  type SharedEvent,
  type SharedResultBody,
} from '@cubewright/core/protocol';
import { matchCardTitles } from '@cubewright/core/records';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { recordEvents, recordPlayers } from '../../db/schema';
import { forbidden, notFound, unauthenticated } from '../../http/errors';
import { loadCards, loadCube } from '../cubes/store';
import { eventFor, publishRecords } from './access';
import { writeDeck } from './decks';
import { writeDropped } from './drops';
import { type EventRow, eventDetail, type PlayerRow } from './event-view';
import { enterResult } from './results';

// The share link (docs/decisions/0060-event-share-link.md): holding the token is the permission to see
// that one event, whatever the cube's visibility, and to act as a player of it. A player linked to an
// account is that account's alone; a player without one is anyone's who holds the link.

type Author = Actor & { username: string };

/** 24 random bytes: a token nobody guesses, short enough for a QR code at a game store table. */
const newToken = () => randomBytes(24).toString('base64url');

/** Makes a new share link for the event (the old one stops working); answers with its token. */
export async function renewShareLink(ctx: AppContext, author: Author, cubeId: string, eventId: string) {
  const db = ctx.database.db;
  const { event } = await eventFor(db, cubeId, eventId, author, 'manageEvents');
  const token = newToken();
  await db.update(recordEvents).set({ shareToken: token }).where(eq(recordEvents.id, event.id));
  return token;
}

/** Turns the share link off. */
export async function revokeShareLink(ctx: AppContext, author: Author, cubeId: string, eventId: string) {
  const db = ctx.database.db;
  const { event } = await eventFor(db, cubeId, eventId, author, 'manageEvents');
  await db.update(recordEvents).set({ shareToken: null }).where(eq(recordEvents.id, event.id));
}

/** The event of a token and its cube, with no policy check: the token is the permission. */
async function sharedEventFor(db: Db, token: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(recordEvents).where(eq(recordEvents.shareToken, token));
  const [event] = opts.lock ? await query.for('update') : await query;
  const cube = event ? await loadCube(db, event.cubeId) : null;
  if (!event || !cube) throw notFound(SHARE_MESSAGES.linkNotFound);
  return { cube, event: event as EventRow };
}

/** The event as the link shows it: nothing of the cube, and no host-only fields. */
async function sharedView(db: Db, token: string, actor: Actor | null): Promise<SharedEvent> {
  const { cube, event } = await sharedEventFor(db, token);
  const { draftId: _d, canEdit: _c, shareToken: _s, ...shown } = await eventDetail(db, cube, event, actor);
  return shown;
}

/**
 * Who may act as `player` through the link: the host, its account, or (no account) anyone with the link.
 * A bot seat has no person behind it to hold the link, so only the host enters it.
 */
function assertMayActAs(player: PlayerRow | undefined, actor: Actor | null, isHost: boolean): PlayerRow {
  if (!player) throw notFound(RECORDS_MESSAGES.playerNotFound);
  if (isHost) return player;
  if (player.bot) throw forbidden(SHARE_MESSAGES.botByHost);
  if (player.userId === null) return player;
  if (!actor) throw unauthenticated(SHARE_MESSAGES.signInAsPlayer);
  if (actor.id !== player.userId) throw forbidden(SHARE_MESSAGES.notYourPlayer);
  return player;
}

/** Runs `act` as one player of the token's event (locked), then answers with the event as the link shows it. */
async function actAsPlayer(
  ctx: AppContext,
  token: string,
  playerId: string,
  actor: Author | null,
  act: (tx: Db, event: EventRow, player: PlayerRow) => Promise<void>,
): Promise<SharedEvent> {
  const db = ctx.database.db;
  const { cube, player } = await db.transaction(async (tx) => {
    const { cube, event } = await sharedEventFor(tx, token, { lock: true });
    const players = await tx.select().from(recordPlayers).where(eq(recordPlayers.eventId, event.id));
    const me = assertMayActAs(
      players.find((p) => p.id === playerId),
      actor,
      canManageEvents(actor, cube.access),
    );
    await act(tx, event, me);
    return { cube, player: me };
  });
  await publishRecords(
    ctx,
    cube.id,
    actor ?? { id: `player:${player.id}`, username: player.name },
    player.eventId,
  );
  return sharedView(db, token, actor);
}

export const readSharedEvent = (ctx: AppContext, token: string, actor: Actor | null) =>
  sharedView(ctx.database.db, token, actor);

export const setSharedDeck = (
  ctx: AppContext,
  token: string,
  playerId: string,
  text: string,
  actor: Author | null,
) =>
  actAsPlayer(ctx, token, playerId, actor, (tx, event) =>
    writeDeck(ctx, tx, event.cubeId, event.id, playerId, text),
  );

export const setSharedDropped = (
  ctx: AppContext,
  token: string,
  playerId: string,
  body: DropBody,
  actor: Author | null,
) => actAsPlayer(ctx, token, playerId, actor, (tx, event) => writeDropped(tx, event.id, playerId, body));

/** A player reports their own match; the same two-report rules as the signed-in route (see results.ts). */
export function reportSharedResult(
  ctx: AppContext,
  token: string,
  matchId: string,
  body: SharedResultBody,
  actor: Author | null,
) {
  const { playerId, ...result } = body;
  return actAsPlayer(ctx, token, playerId, actor, (tx, event, me) =>
    enterResult(
      ctx,
      tx,
      event,
      matchId,
      (_seats, match) => {
        if (match.a !== me.id && match.b !== me.id) throw forbidden(SHARE_MESSAGES.notInMatch);
        return me.id;
      },
      result,
    ),
  );
}

/** Basic lands: not in the cube, on every deck's table, as many as the deck plays. */
const BASIC_LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes'];

/**
 * Matches the lines the player's browser read from a deck photo to the cube's card names. The server
 * matches, not the browser, so the link still never hands out the cube's list (ADR 0060): the answer
 * holds only names a line of the photo came close to, as a pasted deck's "not in the cube" flags do.
 */
export async function readPhotoDeck(
  ctx: AppContext,
  token: string,
  lines: readonly string[],
): Promise<PhotoDeckResponse> {
  const db = ctx.database.db;
  const { event } = await sharedEventFor(db, token);
  const names = (await loadCards(db, event.cubeId)).map((c) => c.name);
  const { cards, unread } = matchCardTitles(lines, names, { unlimited: BASIC_LANDS });
  return { cards: cards.map(({ name, read }) => ({ name, read })), unread };
}

import { type Clock, dateOf } from '@cubewright/core/clock';
import type { DealInput } from '@cubewright/core/draft';
import { formatChoiceOf } from '@cubewright/core/draft/modes';
import type { DraftSettingsDoc } from '@cubewright/core/protocol';
import {
  type SeatModeBody,
  seatWantsBot,
  type UpdateDraftSettingsBody,
} from '@cubewright/core/protocol/draft-lobby';
import { createRng, shuffled } from '@cubewright/core/random';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftSeats, drafts } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { type DraftRow, lockDraft } from './draft-log';
import { dryDeal, type Player, settingsFor } from './lobby';
import { type SeatRow, seatRowsOf } from './summary';

// The host's lobby controls: settings, which empty seats bots fill, removing a player, and random
// seating. Each runs under the draft's row lock, so two hosts' tabs or a joining player cannot race it.

export const ONLY_HOST = 'Only the host can change the lobby.';

/** Locks the draft and checks the caller is its host and it has not started. */
async function lockAsHost(tx: Db, user: Player, id: string): Promise<DraftRow> {
  const row = await lockDraft(tx, id);
  if (row.hostId !== user.id) throw forbidden(ONLY_HOST);
  if (row.status !== 'lobby') throw conflict('This draft has already started.');
  return row;
}

const saveSettings = (tx: Db, clock: Clock, id: string, settings: DraftSettingsDoc) =>
  tx
    .update(drafts)
    .set({ settings, updatedAt: dateOf(clock) })
    .where(eq(drafts.id, id));

/** Rewrites the draft's seat rows (delete and insert, since seats are a primary key). */
async function reseat(tx: Db, id: string, seats: SeatRow[]) {
  await tx.delete(draftSeats).where(eq(draftSeats.draftId, id));
  if (seats.length) await tx.insert(draftSeats).values(seats);
}

/**
 * Changes settings before the start, checked like a new draft (same messages). Fewer seats than seated
 * players is refused; players beyond a smaller table move to its free seats.
 */
export async function updateSettings(
  db: Db,
  clock: Clock,
  user: Player,
  id: string,
  body: UpdateDraftSettingsBody,
  lookup: DealInput['lookup'],
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockAsHost(tx, user, id);
    const old = row.settings;
    const format = body.format ?? formatChoiceOf(old);
    const sameFormat = format.toLowerCase() === formatChoiceOf(old).toLowerCase();
    const next = await settingsFor(tx, user, {
      cubeId: row.cubeId,
      format,
      seats: body.seats ?? old.seats,
      packs: body.packs ?? (sameFormat ? old.packs : undefined),
      cardsPerPack: body.cardsPerPack ?? (sameFormat ? old.cardsPerPack : undefined),
      timerSeconds: body.timerSeconds === undefined ? old.timerSeconds : body.timerSeconds,
      bots: body.bots ?? old.bots,
      logsPrivate: body.logsPrivate ?? old.logsPrivate ?? false,
      spectators: body.spectators ?? old.spectators ?? false,
      spectatorDelay: body.spectatorDelay === undefined ? (old.spectatorDelay ?? null) : body.spectatorDelay,
      modeSettings: body.modeSettings ?? (sameFormat ? old.modeSettings : undefined),
      turnHours: body.turnHours,
    });
    // Turning bots on or off resets the per-seat marks; otherwise they carry over to the new seat count.
    if (body.bots === undefined && old.botSeats)
      next.botSeats = Array.from({ length: next.seats }, (_, i) => i).filter((i) =>
        i < old.seats ? seatWantsBot(old, i) : next.bots,
      );
    const seats = await seatRowsOf(tx, id);
    if (seats.length > next.seats)
      throw badRequest(`${seats.length} players are seated: the draft needs at least ${seats.length} seats.`);
    await dryDeal(tx, user, row.cubeId, next, row.seed, lookup);
    const outside = seats.filter((s) => s.seat >= next.seats);
    if (outside.length) {
      const taken = new Set(seats.map((s) => s.seat));
      const free = Array.from({ length: next.seats }, (_, i) => i).filter((i) => !taken.has(i));
      await reseat(
        tx,
        id,
        seats.map((s) => (s.seat >= next.seats ? { ...s, seat: free.shift()! } : s)),
      );
    }
    await saveSettings(tx, clock, id, next);
  });
}

/** Marks one seat for a bot or for a player (the marks become explicit for every seat from now on). */
export async function setSeatMode(
  db: Db,
  clock: Clock,
  user: Player,
  id: string,
  body: SeatModeBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockAsHost(tx, user, id);
    const s = row.settings;
    if (body.seat >= s.seats) throw badRequest(`There is no seat ${body.seat + 1}.`);
    const marks = Array.from({ length: s.seats }, (_, i) =>
      i === body.seat ? body.bot : seatWantsBot(s, i),
    );
    const botSeats = marks.flatMap((bot, i) => (bot ? [i] : []));
    await saveSettings(tx, clock, id, { ...s, botSeats });
  });
}

/** Removes a seated player (never the host); they may not take a seat in this draft again. */
export async function kickPlayer(
  db: Db,
  clock: Clock,
  user: Player,
  id: string,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockAsHost(tx, user, id);
    if (userId === row.hostId) throw badRequest('The host cannot remove themselves.');
    const removed = await tx
      .delete(draftSeats)
      .where(and(eq(draftSeats.draftId, id), eq(draftSeats.userId, userId)))
      .returning({ seat: draftSeats.seat });
    if (!removed.length) throw notFound('That player has no seat in this draft.');
    if (!row.kicked.includes(userId))
      await tx
        .update(drafts)
        .set({ kicked: [...row.kicked, userId], updatedAt: dateOf(clock) })
        .where(eq(drafts.id, id));
  });
}

/**
 * Random seating: players, bot seats and open seats are shuffled together (fresh randomness, so each
 * press gives a new order), and the bot marks move with the bots.
 */
export async function shuffleSeats(
  db: Db,
  clock: Clock,
  user: Player,
  id: string,
  entropy: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockAsHost(tx, user, id);
    const s = row.settings;
    const seats = await seatRowsOf(tx, id);
    const places = Array.from({ length: s.seats }, (_, i) => ({
      player: seats.find((r) => r.seat === i) ?? null,
      bot: seatWantsBot(s, i),
    }));
    const order = shuffled(places, createRng(`${row.seed}:${entropy}`));
    await reseat(
      tx,
      id,
      order.flatMap((p, seat) => (p.player ? [{ ...p.player, seat }] : [])),
    );
    await saveSettings(tx, clock, id, { ...s, botSeats: order.flatMap((p, i) => (p.bot ? [i] : [])) });
  });
}

import { type Clock, dateOf } from '@cubewright/core/clock';
import type { Actor } from '@cubewright/core/cube';
import { type DealInput, type DraftSeatSetup, dealTable, trialSeats } from '@cubewright/core/draft';
import { dealtFromPackets, draftSettingsOf } from '@cubewright/core/draft/modes';
import type { CreateDraftRequest, DraftSettingsDoc } from '@cubewright/core/protocol';
import { seatWantsBot } from '@cubewright/core/protocol/draft-lobby';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftSeats, drafts } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { cubeFor } from '../cubes/access';
import { getDraftFormats } from '../cubes/draft-formats';
import { newCubeId } from '../cubes/ids';
import { listPackets } from '../cubes/jumpstart';
import { loadCards } from '../cubes/store';
import { type DraftRow, lockDraft } from './draft-log';
import { seatRowsOf } from './summary';

// The lobby: create a draft, take or leave a seat, and start (deal packs, seat bots). Seats are bound to
// accounts by the draft_seats keys: one account per seat and one seat per account.

export type Player = Actor & { username: string };

/** A seat's presence is written at most this often (each lobby poll would otherwise write). */
const SEEN_THROTTLE_MS = 3_000;

/** Settings from the form and the cube's formats (core's lists decide; ADR 0081); a bad format name is a 400. */
export async function settingsFor(db: Db, user: Player, body: CreateDraftRequest): Promise<DraftSettingsDoc> {
  const { formats } = await getDraftFormats(db, user, body.cubeId);
  const settings = draftSettingsOf(body, formats);
  if (!settings.ok) throw badRequest(settings.error);
  return settings.value;
}

/** What dealing needs from the cube, read with the given user's access. */
export async function dealInputFor(
  db: Db,
  user: Actor,
  cubeId: string,
  settings: DraftSettingsDoc,
  seed: string,
  lookup: DealInput['lookup'],
): Promise<DealInput> {
  const [cards, { formats }, packets] = await Promise.all([
    loadCards(db, cubeId),
    getDraftFormats(db, user, cubeId),
    dealtFromPackets(settings) ? listPackets(db, user, cubeId) : Promise.resolve([]),
  ]);
  return { settings, seed, cards, formats, packets, lookup };
}

/** A trial deal for a full table, so "this cube is too small" shows when settings are chosen, not at start. */
export async function dryDeal(...args: Parameters<typeof dealInputFor>): Promise<void> {
  const input = await dealInputFor(...args);
  const trial = dealTable(input, trialSeats(args[3].seats));
  if (!trial.ok) throw badRequest(trial.error);
}

/** Creates a draft in the lobby with the host in seat 0; refuses settings the cube cannot supply. */
export async function createLobby(
  db: Db,
  clock: Clock,
  user: Player,
  body: CreateDraftRequest,
  lookup: DealInput['lookup'],
): Promise<string> {
  const cube = await cubeFor(db, body.cubeId, user, 'view');
  const settings = await settingsFor(db, user, body);
  const seed = newCubeId(16);
  await dryDeal(db, user, cube.id, settings, seed, lookup);
  const id = newCubeId(12);
  const now = dateOf(clock);
  await db.transaction(async (tx) => {
    await tx.insert(drafts).values({
      createdAt: now,
      updatedAt: now,
      id,
      cubeId: cube.id,
      cubeName: cube.name,
      format: settings.formatName,
      seed,
      hostId: user.id,
      settings,
    });
    await tx
      .insert(draftSeats)
      .values({ draftId: id, seat: 0, userId: user.id, username: user.username, joinedAt: now, seenAt: now });
  });
  return id;
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Takes a seat (the requested one, else the first free seat waiting for a player, else the first free
 * one); a player already seated keeps theirs, and a player the host removed cannot come back.
 */
export async function joinLobby(
  db: Db,
  clock: Clock,
  user: Player,
  id: string,
  wanted?: number,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const row = await lockDraft(tx, id);
      const seats = await seatRowsOf(tx, id);
      if (seats.some((s) => s.userId === user.id)) return;
      if (row.status !== 'lobby') throw conflict('This draft has already started.');
      if (row.kicked.includes(user.id)) throw forbidden('The host removed you from this draft.');
      const taken = new Set(seats.map((s) => s.seat));
      const free = Array.from({ length: row.settings.seats }, (_, i) => i).filter((i) => !taken.has(i));
      const seat = wanted ?? free.find((i) => !seatWantsBot(row.settings, i)) ?? free[0];
      if (seat === undefined || seat >= row.settings.seats) throw conflict('Every seat is taken.');
      if (taken.has(seat)) throw conflict('That seat is taken.');
      const now = dateOf(clock);
      await tx
        .insert(draftSeats)
        .values({ draftId: id, seat, userId: user.id, username: user.username, joinedAt: now, seenAt: now });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('That seat is taken.');
    throw err;
  }
}

/**
 * Leaves the lobby (the host cannot: the draft would have nobody to start it). Under the draft's lock and
 * only while it is still a lobby: seats never change once a draft has started (DraftPlay.seatOf keeps
 * them in memory from then on), so a leave racing the start leaves the seat as the start found it.
 */
export async function leaveLobby(db: Db, user: Player, row: DraftRow): Promise<void> {
  if (row.hostId === user.id) throw badRequest('The host cannot leave the lobby.');
  await db.transaction(async (tx) => {
    if ((await lockDraft(tx, row.id)).status !== 'lobby') return;
    await tx.delete(draftSeats).where(and(eq(draftSeats.draftId, row.id), eq(draftSeats.userId, user.id)));
  });
}

/**
 * Marks the caller's seat as seen (presence); at most one write per few seconds per seat. Both the stamp
 * and the throttle read the app clock, as the summary's presence window does (summary.ts).
 */
export async function markSeen(db: Db, clock: Clock, draftId: string, userId: string): Promise<void> {
  const now = clock.now();
  await db
    .update(draftSeats)
    .set({ seenAt: new Date(now) })
    .where(
      and(
        eq(draftSeats.draftId, draftId),
        eq(draftSeats.userId, userId),
        lt(draftSeats.seenAt, new Date(now - SEEN_THROTTLE_MS)),
      ),
    );
}

/**
 * Seats for the engine, in table order: players where they sat, bots in the seats marked for bots; empty
 * seats waiting for a player are dropped and the rest renumbered 0..n-1.
 */
async function seatSetups(tx: Db, row: DraftRow): Promise<DraftSeatSetup[]> {
  const seats = await seatRowsOf(tx, row.id);
  const table = Array.from({ length: row.settings.seats }, (_, i) => {
    const taken = seats.find((s) => s.seat === i);
    if (taken) return { row: taken, setup: { name: taken.username, kind: 'human' } as DraftSeatSetup };
    return seatWantsBot(row.settings, i) ? { row: null, setup: { name: '', kind: 'bot' as const } } : null;
  }).filter((t) => t !== null);
  if (table.length < 2)
    throw badRequest(
      seats.length < 2 && !table.some((t) => t.setup.kind === 'bot')
        ? 'Without bots a draft needs at least two players.'
        : 'A draft needs at least two seats filled by players or bots.',
    );
  if (table.some((t, i) => t.row && t.row.seat !== i)) {
    await tx.delete(draftSeats).where(eq(draftSeats.draftId, row.id));
    await tx.insert(draftSeats).values(table.flatMap((t, seat) => (t.row ? [{ ...t.row, seat }] : [])));
  }
  return table.map((t, i) => (t.row ? t.setup : { name: `Bot ${i + 1}`, kind: 'bot' }));
}

/**
 * Starts a locked lobby: deals, then writes the initial state (drafts) or the pools (sealed, jumpstart).
 * Returns true when the caller must still apply the engine's `start` action.
 */
export async function startLobby(
  tx: Db,
  clock: Clock,
  user: Player,
  row: DraftRow,
  lookup: DealInput['lookup'],
): Promise<boolean> {
  if (row.hostId !== user.id) throw forbidden('Only the host can start the draft.');
  if (row.status !== 'lobby') throw conflict('This draft has already started.');
  const setups = await seatSetups(tx, row);
  const input = await dealInputFor(tx, user, row.cubeId, row.settings, row.seed, lookup);
  const dealt = dealTable(input, setups);
  if (!dealt.ok) throw badRequest(dealt.error);
  if (dealt.value.kind === 'pools') {
    const pools = dealt.value.pools.map((pool, i) => ({ ...setups[i]!, pool }));
    await tx
      .update(drafts)
      .set({ pools, status: 'complete', updatedAt: dateOf(clock) })
      .where(eq(drafts.id, row.id));
    row.pools = pools;
    row.status = 'complete';
    return false;
  }
  const initial = dealt.value.initial;
  await tx.update(drafts).set({ initial, status: 'running' }).where(eq(drafts.id, row.id));
  row.initial = initial;
  row.status = 'running';
  return true;
}

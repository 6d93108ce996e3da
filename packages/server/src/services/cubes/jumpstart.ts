import { dateOf } from '@cubewright/core/clock';
import {
  type Actor,
  type CreatePacketRequest,
  checkPacketCards,
  JUMPSTART_MESSAGES,
  JUMPSTART_PACKETS_MAX,
  type JumpstartPacket,
  missingPacketCards,
  packetNameTakenMessage,
  type UpdatePacketRequest,
} from '@cubewright/core/cube';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeJumpstartPackets, cubes } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { CubeCommandDeps } from '../deps';
import { cubeFor } from './access';
import { recordActivity } from './activity';
import { newId } from './ids';
import { loadCards } from './store';

// Jumpstart packets of a cube: reading needs canView, every change canEdit (checked by cubeFor, which
// also locks the cube row so two editors' changes to the packets are serialised).

type Author = Actor & { username: string };
type PacketRow = typeof cubeJumpstartPackets.$inferSelect;

function toPacket(row: PacketRow, missing: string[]): JumpstartPacket {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cards: row.cards,
    missingCards: missing,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const rowsOf = (db: Db, cubeId: string) =>
  db
    .select()
    .from(cubeJumpstartPackets)
    .where(eq(cubeJumpstartPackets.cubeId, cubeId))
    .orderBy(asc(cubeJumpstartPackets.createdAt), asc(cubeJumpstartPackets.id));

/** The cube's packets, oldest first, each with the references that no longer match a cube card. */
export async function listPackets(db: Db, actor: Actor | null, cubeId: string): Promise<JumpstartPacket[]> {
  const cube = await cubeFor(db, cubeId, actor, 'view');
  const [rows, cards] = await Promise.all([rowsOf(db, cube.id), loadCards(db, cube.id)]);
  return rows.map((row) => toPacket(row, missingPacketCards(row.cards, cards)));
}

async function checkCards(db: Db, cubeId: string, refs: string[]) {
  const problem = checkPacketCards(refs, await loadCards(db, cubeId));
  if (problem) throw badRequest(problem);
}

function checkNameFree(rows: PacketRow[], name: string, exceptId?: string) {
  const key = name.toLowerCase();
  if (rows.some((r) => r.id !== exceptId && r.name.toLowerCase() === key)) {
    throw conflict(packetNameTakenMessage(name));
  }
}

const touchCube = (db: Db, cubeId: string, now: Date) =>
  db.update(cubes).set({ updatedAt: now }).where(eq(cubes.id, cubeId));

/** Adds a packet (editors); records jumpstart_deck_added. */
export async function createPacket(
  ctx: CubeCommandDeps,
  author: Author,
  cubeId: string,
  body: CreatePacketRequest,
): Promise<JumpstartPacket> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'edit', { lock: true });
    const rows = await rowsOf(tx, cube.id);
    if (rows.length >= JUMPSTART_PACKETS_MAX) throw badRequest(JUMPSTART_MESSAGES.packetsTooMany);
    checkNameFree(rows, body.name);
    await checkCards(tx, cube.id, body.cards);
    await touchCube(tx, cube.id, dateOf(ctx.clock));
    const [row] = await tx
      .insert(cubeJumpstartPackets)
      .values({ id: newId(), cubeId: cube.id, ...body })
      .returning();
    return row!;
  });
  await recordActivity(ctx, cubeId, author, [
    { action: 'jumpstart_deck_added', details: { deckName: row.name } },
  ]);
  await ctx.events.publish('cube:changed', { cubeId, kind: 'jumpstart', by: author });
  return toPacket(row, []);
}

/** Changes a packet's name, description or cards (editors); records jumpstart_deck_updated. */
export async function updatePacket(
  ctx: CubeCommandDeps,
  author: Author,
  cubeId: string,
  packetId: string,
  body: UpdatePacketRequest,
): Promise<JumpstartPacket> {
  const { row, changed } = await ctx.database.db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'edit', { lock: true });
    const rows = await rowsOf(tx, cube.id);
    const current = rows.find((r) => r.id === packetId);
    if (!current) throw notFound(JUMPSTART_MESSAGES.notFound);
    if (body.name !== undefined) checkNameFree(rows, body.name, current.id);
    if (body.cards) await checkCards(tx, cube.id, body.cards);
    const changed =
      (body.name !== undefined && body.name !== current.name) ||
      (body.description !== undefined && body.description !== current.description) ||
      (body.cards !== undefined && JSON.stringify(body.cards) !== JSON.stringify(current.cards));
    if (!changed) return { row: current, changed };
    await touchCube(tx, cube.id, dateOf(ctx.clock));
    const [row] = await tx
      .update(cubeJumpstartPackets)
      .set({ ...body, updatedAt: dateOf(ctx.clock) })
      .where(and(eq(cubeJumpstartPackets.cubeId, cube.id), eq(cubeJumpstartPackets.id, packetId)))
      .returning();
    return { row: row!, changed };
  });
  if (changed) {
    await recordActivity(ctx, cubeId, author, [
      { action: 'jumpstart_deck_updated', details: { deckName: row.name } },
    ]);
    await ctx.events.publish('cube:changed', { cubeId, kind: 'jumpstart', by: author });
  }
  const cards = await loadCards(ctx.database.db, cubeId);
  return toPacket(row, missingPacketCards(row.cards, cards));
}

/** Deletes a packet (editors); records jumpstart_deck_removed. */
export async function deletePacket(ctx: CubeCommandDeps, author: Author, cubeId: string, packetId: string) {
  const name = await ctx.database.db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'edit', { lock: true });
    const [row] = await tx
      .delete(cubeJumpstartPackets)
      .where(and(eq(cubeJumpstartPackets.cubeId, cube.id), eq(cubeJumpstartPackets.id, packetId)))
      .returning({ name: cubeJumpstartPackets.name });
    if (!row) throw notFound(JUMPSTART_MESSAGES.notFound);
    await touchCube(tx, cube.id, dateOf(ctx.clock));
    return row.name;
  });
  await recordActivity(ctx, cubeId, author, [
    { action: 'jumpstart_deck_removed', details: { deckName: name } },
  ]);
  await ctx.events.publish('cube:changed', { cubeId, kind: 'jumpstart', by: author });
}

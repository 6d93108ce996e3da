import { dateOf } from '@cubewright/core/clock';
import { type CustomCard, type CustomCardFields, validateCustomCard } from '@cubewright/core/custom-cards';
import type { CustomCardBody, CustomCardPatch } from '@cubewright/core/protocol';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { customCards } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { newCubeId } from '../cubes/ids';
import { usernamesOf } from '../cubes/users';
import type { WithClock, WithDatabase } from '../deps';
import { type CustomCardRow, customCardOf, remember } from './cache';

export const CUSTOM_CARD_NOT_FOUND = 'Custom card not found';
/** How many custom cards one person may keep (deleted ones excluded). */
export const CUSTOM_CARDS_PER_USER_MAX = 5_000;

type Actor = Pick<SessionUser, 'id'> & { isAdmin?: boolean };

// The protocol schema already ran the field rules; running them again gives the normalised fields.
function normalised(fields: unknown): CustomCardFields {
  const r = validateCustomCard(fields as CustomCardFields);
  if (!r.ok) throw badRequest(r.errors[0]!.message, { errors: r.errors });
  return r.fields;
}

async function withOwnerNames(ctx: WithDatabase, rows: (typeof customCards.$inferSelect)[]) {
  const names = await usernamesOf(ctx.database.db, new Set(rows.map((r) => r.ownerId)));
  const cards = rows.map((r) => customCardOf(r, names.get(r.ownerId) ?? null));
  remember(ctx, cards);
  return cards;
}

/** The caller's own custom cards, newest first (deleted ones are gone from the list). */
export async function listMine(ctx: WithDatabase, actor: Actor): Promise<CustomCard[]> {
  const rows = await ctx.database.db
    .select()
    .from(customCards)
    .where(and(eq(customCards.ownerId, actor.id), isNull(customCards.deletedAt)))
    .orderBy(desc(customCards.updatedAt));
  return withOwnerNames(ctx, rows);
}

/** Custom cards by id, deleted ones included (frozen copies), without any visibility check. */
export async function loadByIds(ctx: WithDatabase, ids: string[]): Promise<CustomCard[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.database.db.select().from(customCards).where(inArray(customCards.id, ids));
  return withOwnerNames(ctx, rows);
}

/** A custom card the actor may see: public, or their own. Others (and deleted ones) are "not found". */
export async function getVisible(ctx: WithDatabase, actor: Actor | null, id: string): Promise<CustomCard> {
  const [card] = await loadByIds(ctx, [id]);
  if (!card || card.deletedAt) throw notFound(CUSTOM_CARD_NOT_FOUND);
  if (card.visibility === 'private' && card.ownerId !== actor?.id && !actor?.isAdmin) {
    throw notFound(CUSTOM_CARD_NOT_FOUND);
  }
  return card;
}

async function ownedBy(ctx: WithDatabase, actor: Actor, id: string): Promise<CustomCard> {
  const card = await getVisible(ctx, actor, id);
  if (card.ownerId !== actor.id) throw forbidden('Only its designer can change this custom card');
  return card;
}

/**
 * Inserts a custom card owned by the actor, in `db` (an import's transaction, or the app's database);
 * the caller puts the row into the cache once it is committed.
 */
export async function insertCustomCard(db: Db, actor: Actor, body: CustomCardBody): Promise<CustomCardRow> {
  const fields = normalised(body.fields);
  const mine = await db
    .select({ id: customCards.id })
    .from(customCards)
    .where(and(eq(customCards.ownerId, actor.id), isNull(customCards.deletedAt)))
    .limit(CUSTOM_CARDS_PER_USER_MAX);
  if (mine.length >= CUSTOM_CARDS_PER_USER_MAX) {
    throw badRequest(`You can keep at most ${CUSTOM_CARDS_PER_USER_MAX} custom cards`);
  }
  const [row] = await db
    .insert(customCards)
    .values({
      id: newCubeId(12),
      ownerId: actor.id,
      visibility: body.visibility as CustomCard['visibility'],
      name: fields.name,
      fields,
    })
    .returning();
  return row!;
}

/** Creates a custom card owned by the actor. */
export async function createCustomCard(ctx: WithDatabase, actor: Actor, body: CustomCardBody) {
  const row = await insertCustomCard(ctx.database.db, actor, body);
  return (await withOwnerNames(ctx, [row]))[0]!;
}

/** Changes fields and/or visibility; only the owner may. */
export async function updateCustomCard(
  ctx: WithDatabase & WithClock,
  actor: Actor,
  id: string,
  patch: CustomCardPatch,
) {
  await ownedBy(ctx, actor, id);
  const fields = patch.fields ? normalised(patch.fields) : undefined;
  const [row] = await ctx.database.db
    .update(customCards)
    .set({
      ...(fields ? { fields, name: fields.name } : {}),
      ...(patch.visibility ? { visibility: patch.visibility as CustomCard['visibility'] } : {}),
      updatedAt: dateOf(ctx.clock),
    })
    .where(eq(customCards.id, id))
    .returning();
  return (await withOwnerNames(ctx, [row!]))[0]!;
}

/** Deletes for its owner: the row stays, marked deleted, as the frozen copy cubes keep showing. */
export async function deleteCustomCard(
  ctx: WithDatabase & WithClock,
  actor: Actor,
  id: string,
): Promise<void> {
  await ownedBy(ctx, actor, id);
  const [row] = await ctx.database.db
    .update(customCards)
    .set({ deletedAt: dateOf(ctx.clock), updatedAt: dateOf(ctx.clock) })
    .where(eq(customCards.id, id))
    .returning();
  await withOwnerNames(ctx, [row!]);
}

import { normalizeName } from '@cubewright/core/cards';
import type { Actor, CardOp } from '@cubewright/core/cube';
import { customIdOfCardId } from '@cubewright/core/custom-cards';
import type { CardSummary } from '@cubewright/core/protocol';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customCards } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { cubeFor } from '../cubes/access';
import type { LoadedCube } from '../cubes/store';
import type { WithDatabase } from '../deps';
import { cardOfCustom, customCardCache } from './cache';

/** The people whose private custom cards may go into this cube: its owner and its editors. */
export function cubeMembers(cube: Pick<LoadedCube, 'createdBy' | 'collaboratorRows'>): Set<string> {
  return new Set([cube.createdBy, ...cube.collaboratorRows.map((c) => c.userId)]);
}

/**
 * Refuses adds of custom cards that are unknown, deleted, or private to somebody who is not the cube's
 * owner or editor (answered like an unknown card, so private cards stay unseen); the ops come back with
 * the custom cards' names (even when no card data is loaded).
 */
export async function checkCustomCardAdds(
  db: Db,
  cube: Pick<LoadedCube, 'createdBy' | 'collaboratorRows'>,
  ops: readonly CardOp[],
): Promise<CardOp[]> {
  const ids = [
    ...new Set(ops.flatMap((op) => (op.type === 'add' ? [customIdOfCardId(op.card.cardId ?? '')] : []))),
  ].filter((id): id is string => id !== null);
  if (ids.length === 0) return [...ops];
  // Read inside the save's transaction (PGlite has one connection), not from the cache: another instance
  // may have changed the card's visibility.
  const rows = await db.select().from(customCards).where(inArray(customCards.id, ids));
  const found = new Map(rows.map((c) => [c.id, c]));
  const members = cubeMembers(cube);
  for (const id of ids) {
    const card = found.get(id);
    if (!card || (card.visibility === 'private' && !members.has(card.ownerId))) {
      throw badRequest('Unknown custom card', { unresolved: [`custom:${id}`] });
    }
    if (card.deletedAt) throw badRequest(`The custom card ${card.name} was deleted by its designer`);
  }
  return ops.map((op) => {
    const id = op.type === 'add' ? customIdOfCardId(op.card.cardId ?? '') : null;
    const card = id ? found.get(id) : undefined;
    if (op.type !== 'add' || !card) return op;
    const name = card.fields.back ? `${card.fields.name} // ${card.fields.back.name}` : card.fields.name;
    return { ...op, card: { ...op.card, name } };
  });
}

/**
 * Custom cards for the card autocomplete: the caller's own and, with a cube the caller may edit, those of
 * its owner and editors; names starting with the query first, then names containing it.
 */
export async function customAutocomplete(
  ctx: WithDatabase,
  actor: Actor | null,
  q: string,
  cubeId: string | undefined,
  limit: number,
): Promise<CardSummary[]> {
  if (!actor) return [];
  const owners = new Set([actor.id]);
  if (cubeId) {
    try {
      const cube = await cubeFor(ctx.database.db, cubeId, actor, 'edit');
      for (const id of cubeMembers(cube)) owners.add(id);
    } catch {
      // A cube the caller cannot edit adds nobody's cards.
    }
  }
  const needle = normalizeName(q);
  if (!needle) return [];
  const starts: CardSummary[] = [];
  const contains: CardSummary[] = [];
  for (const custom of customCardCache(ctx).values()) {
    if (custom.deletedAt || !owners.has(custom.ownerId)) continue;
    const card = cardOfCustom(custom);
    const at = card.normalizedName.indexOf(needle);
    if (at < 0) continue;
    const row = {
      id: card.id,
      name: card.name,
      manaCost: card.manaCost,
      typeLine: card.typeLine,
      imageUri: null,
    };
    (at === 0 ? starts : contains).push(row);
  }
  const byName = (a: CardSummary, b: CardSummary) => a.name.localeCompare(b.name);
  return [...starts.sort(byName), ...contains.sort(byName)].slice(0, limit);
}

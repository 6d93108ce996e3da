import { type CustomCard, customCardIdOf } from '@cubewright/core/custom-cards';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customCards } from '../../db/schema';
import { customCardOf } from '../custom-cards/cache';
import { insertCustomCard } from '../custom-cards/store';
import { NEW_CUSTOM_PREFIX } from './plan-custom';
import type { ImportPlan, PlannedCard } from './plan-import';

/**
 * Creates the plan's new custom cards as the importer's private cards (or takes one of theirs of the same
 * name made since the preview) in the import's transaction, so a save that fails leaves none behind.
 * Returns the planned cards with their real `custom:<id>` card ids, and the cards created: the caller
 * puts those in the cache once the transaction has committed.
 */
export async function createPlannedCustomCards(
  tx: Db,
  importer: { id: string; username: string },
  plan: ImportPlan,
): Promise<{ cards: PlannedCard[]; created: CustomCard[] }> {
  if (plan.customToCreate.length === 0) return { cards: plan.cards, created: [] };
  const ids = new Map<string, string>();
  const created: CustomCard[] = [];
  for (const design of plan.customToCreate) {
    // The cache the preview matched against may be behind another instance's writes: ask the table.
    const [existing] = await tx
      .select({ id: customCards.id })
      .from(customCards)
      .where(
        and(
          eq(customCards.ownerId, importer.id),
          isNull(customCards.deletedAt),
          sql`lower(${customCards.name}) = ${design.fields.name.toLowerCase()}`,
        ),
      )
      .limit(1);
    let id = existing?.id;
    if (!id) {
      const row = await insertCustomCard(tx, importer, { visibility: 'private', fields: design.fields });
      created.push(customCardOf(row, importer.username));
      id = row.id;
    }
    ids.set(design.placeholder, customCardIdOf(id));
    design.plan.cardId = customCardIdOf(id);
    if (existing) design.plan.action = 'reuse';
  }
  const cards = plan.cards.map((c) =>
    c.cardId.startsWith(NEW_CUSTOM_PREFIX) ? { ...c, cardId: ids.get(c.cardId) ?? c.cardId } : c,
  );
  return { cards, created };
}

import { customCardIdOf } from '@cubewright/core/custom-cards';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { customCards } from '../../db/schema';
import { createCustomCard } from '../custom-cards/store';
import { NEW_CUSTOM_PREFIX } from './plan-custom';
import type { ImportPlan, PlannedCard } from './plan-import';

/**
 * Creates the plan's new custom cards as the importer's private cards (or takes one of theirs of the same
 * name made since the preview) and returns the planned cards with their real `custom:<id>` card ids.
 */
export async function createPlannedCustomCards(
  ctx: AppContext,
  importer: { id: string },
  plan: ImportPlan,
): Promise<PlannedCard[]> {
  if (plan.customToCreate.length === 0) return plan.cards;
  const ids = new Map<string, string>();
  for (const design of plan.customToCreate) {
    // The cache the preview matched against may be behind another instance's writes: ask the table.
    const [existing] = await ctx.database.db
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
    const id =
      existing?.id ??
      (await createCustomCard(ctx, importer, { visibility: 'private', fields: design.fields })).id;
    ids.set(design.placeholder, customCardIdOf(id));
    design.plan.cardId = customCardIdOf(id);
    if (existing) design.plan.action = 'reuse';
  }
  return plan.cards.map((c) =>
    c.cardId.startsWith(NEW_CUSTOM_PREFIX) ? { ...c, cardId: ids.get(c.cardId) ?? c.cardId } : c,
  );
}

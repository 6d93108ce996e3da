import type { CustomCardAsCard } from '@cubewright/core/custom-cards';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { cubeCards } from '../../db/schema';
import { notFound } from '../../http/errors';
import { cubeFor } from '../cubes/access';
import type { WithDatabase } from '../deps';
import { cardOfCustom } from './cache';
import { loadByIds } from './store';

/** Cubes checked when looking for one the caller may view; a card in more cubes than that is rare. */
const CUBES_CHECKED = 20;

/**
 * A custom card as a Card for GET /api/cards/custom:<id> (drafts and decks load cards that way): public
 * ones, the caller's own, and any card in a cube the caller may view, deleted ones included (frozen
 * copies). Others are "Card not found", as if missing.
 */
export async function customCardAsCardFor(
  ctx: WithDatabase,
  actor: SessionUser | null,
  id: string,
): Promise<CustomCardAsCard> {
  const [custom] = await loadByIds(ctx, [id]);
  if (!custom) throw notFound('Card not found');
  const card = cardOfCustom(custom);
  if (!custom.deletedAt && (custom.visibility === 'public' || custom.ownerId === actor?.id)) return card;
  const rows = await ctx.database.db
    .selectDistinct({ cubeId: cubeCards.cubeId })
    .from(cubeCards)
    .where(eq(cubeCards.cardId, card.id))
    .limit(CUBES_CHECKED);
  for (const { cubeId } of rows) {
    try {
      await cubeFor(ctx.database.db, cubeId, actor, 'view');
      return card;
    } catch {
      // Not this cube; try the next one.
    }
  }
  throw notFound('Card not found');
}

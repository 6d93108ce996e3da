import type { Card } from '@cubewright/core/cards';
import type { Actor } from '@cubewright/core/cube';
import type { SuggestedCard, SuggestionsQuery, SuggestionsResponse } from '@cubewright/core/protocol';
import type { CardSuggestion } from '@cubewright/core/recommend';
import { eq } from 'drizzle-orm';
import { cubeSuggestions } from '../../db/schema';
import { cubeFor } from '../cubes/access';
import { cardLookupOf } from '../cubes/card-lookup';
import type { WithCards, WithClock, WithDatabase } from '../deps';
import { mainBoardIds, queueSuggestions } from './job';
import { changedEnough, publicChangesSince } from './public-corpus';

/**
 * A cube's suggestions for someone who may edit it, filtered by colour and type. The stored answer is
 * served at once; when there is none, or the cube or the public cubes changed enough since, a job is
 * queued and the answer says so ("computing" or "stale").
 */
export async function suggestionsFor(
  ctx: WithDatabase & WithCards & WithClock,
  actor: Actor | null,
  cubeId: string,
  query: SuggestionsQuery,
): Promise<SuggestionsResponse> {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'edit');
  const [row] = await db.select().from(cubeSuggestions).where(eq(cubeSuggestions.cubeId, cube.id));
  if (!row) {
    await queueSuggestions(ctx, cube.id);
    return {
      status: 'computing',
      similarCubes: 0,
      publicCubes: 0,
      note: null,
      computedAt: null,
      adds: [],
      cuts: [],
    };
  }
  const stale =
    row.cubeVersion !== cube.version ||
    changedEnough(await publicChangesSince(db, row.computedAt, row.publicCubes), row.publicCubes);
  if (stale) await queueSuggestions(ctx, cube.id);
  // Against the list as it is now, so a card added or cut since the computation is not offered again.
  const main = new Set(await mainBoardIds(db, cube.id));
  const lookup = cardLookupOf(ctx);
  const shown = (list: CardSuggestion[], inCube: boolean) =>
    list.flatMap((s) => {
      if (main.has(s.cardId) !== inCube) return [];
      const card = lookup.card(s.cardId);
      if ((query.color || query.type) && !(card && matches(card, query))) return [];
      return [suggested(s, card)];
    });
  return {
    status: stale ? 'stale' : 'ready',
    similarCubes: row.body.similarCubes.length,
    publicCubes: row.publicCubes,
    note: row.body.note,
    computedAt: row.computedAt.toISOString(),
    adds: shown(row.body.adds, false),
    cuts: shown(row.body.cuts, true),
  };
}

function suggested(s: CardSuggestion, card: Card | null): SuggestedCard {
  return {
    ...s,
    name: card?.name ?? s.cardId.replace(/^name:/, ''),
    typeLine: card?.typeLine ?? '',
    colors: card?.colors ?? [],
  };
}

/** The colour filter: one colour, C for colourless, M for multicoloured; the type filter: a word of the type line. */
function matches(card: Card, { color, type }: SuggestionsQuery): boolean {
  if (color === 'C' && card.colors.length > 0) return false;
  if (color === 'M' && card.colors.length < 2) return false;
  if (color && color !== 'C' && color !== 'M' && !(card.colors as string[]).includes(color)) return false;
  return (
    !type ||
    card.typeLine
      .toLowerCase()
      .split(/[\s—-]+/)
      .includes(type)
  );
}

import { metadataTotals } from '@cubewright/core/analytics';
import { dateOf } from '@cubewright/core/clock';
import {
  type Actor,
  CUBE_NAME_MAX_LENGTH,
  type CubeCard,
  diffCards,
  EMPTY_CUBE_METADATA,
  EMPTY_DIFF,
} from '@cubewright/core/cube';
import type { CloneCubeRequest, CreateCubeRequest, CubeDetail } from '@cubewright/core/protocol';
import { cubes } from '../../db/schema';
import type { CubeCommandDeps } from '../deps';
import { cubeFor } from './access';
import { recordActivity } from './activity';
import { cardListFacts } from './card-facts';
import { cardLookupOf } from './card-lookup';
import { entryIdsFor, newCubeId } from './ids';
import { insertCards, insertVersion, loadCards, loadCube } from './store';
import { usernamesOf } from './users';
import { toDetail } from './views';

type Author = Actor & { username: string };

/** Creates an empty cube owned by `author`, as version 1 ("Cube created"). */
export async function createCube(
  ctx: CubeCommandDeps,
  author: Author,
  body: CreateCubeRequest,
): Promise<CubeDetail> {
  const id = newCubeId();
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .insert(cubes)
      // Empty totals, so the first save adds its cards to them instead of summing the whole list.
      .values({
        id,
        ...body,
        createdBy: author.id,
        metadata: EMPTY_CUBE_METADATA,
        metadataTotals: metadataTotals([]),
        version: 1,
      });
    await insertVersion(tx, {
      cubeId: id,
      number: 1,
      authorId: author.id,
      summary: 'Cube created',
      diff: EMPTY_DIFF,
    });
  });
  await recordActivity(ctx, id, author, [{ action: 'cube_created', details: { name: body.name } }]);
  const cube = (await loadCube(ctx.database.db, id))!;
  return toDetail(cube, author, new Map([[author.id, author.username]]));
}

/** "<name> (copy)", shortened so it stays within the name limit. */
function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, CUBE_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
}

/**
 * Copies a cube the author may see into a new private cube of their own: settings, card list (new entry
 * ids) and white paper, as version 1. Featured flag and collaborators stay behind.
 */
export async function cloneCube(
  ctx: CubeCommandDeps,
  author: Author,
  sourceId: string,
  body: CloneCubeRequest,
): Promise<CubeDetail> {
  const db = ctx.database.db;
  const source = await cubeFor(db, sourceId, author, 'view');
  const now = dateOf(ctx.clock).toISOString();
  const id = newCubeId();
  // The clone's first version holds the copies.
  const entryId = entryIdsFor(id, 1);
  const cards: CubeCard[] = (await loadCards(db, source.id)).map((c) => ({
    ...c,
    id: entryId(),
    addedAt: now,
  }));
  const name = body.name ?? copyName(source.name);
  const lookup = cardLookupOf(ctx);
  await db.transaction(async (tx) => {
    await tx.insert(cubes).values({
      id,
      name,
      description: source.description,
      visibility: 'private',
      size: source.size,
      coverImageUrl: source.coverImageUrl,
      createdBy: author.id,
      tags: source.tags,
      recommendedDraftFormat: source.recommendedDraftFormat,
      // The copied cards keep their boards, so the clone has the same named boards.
      boards: source.boards,
      whitepaper: source.whitepaper,
      copiedFrom: source.id,
      version: 1,
      ...cardListFacts(lookup, cards),
    });
    await insertCards(tx, id, cards);
    const diff = diffCards([], cards);
    if (source.whitepaper) diff.whitepaper = { before: '', after: source.whitepaper };
    await insertVersion(tx, {
      cubeId: id,
      number: 1,
      authorId: author.id,
      summary: `Cloned from ${source.name}`,
      diff,
    });
  });
  await recordActivity(ctx, id, author, [{ action: 'cube_created', details: { name } }]);
  // A clone of a public cube adds to "cubes containing this card" (card search caches the counts).
  await ctx.events.publish('cube:touched', { cubeId: id });
  const cube = (await loadCube(db, id))!;
  return toDetail(cube, author, await usernamesOf(db, [author.id]));
}

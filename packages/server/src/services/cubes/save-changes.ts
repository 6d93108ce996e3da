import type { ActivityEvent, Actor } from '@cubewright/core/cube';
import {
  activityForDiff,
  applyCardOps,
  CUBE_CARDS_MAX,
  CubeChangeError,
  diffCards,
  isEmptyDiff,
  rebaseOps,
  summarizeDiff,
  tooManyCardsMessage,
} from '@cubewright/core/cube';
import type { ChangesRequest, SaveResponse } from '@cubewright/core/protocol';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { publishCubeUpdate } from '../community/cube-updates';
import { checkCustomCardAdds } from '../custom-cards/in-cubes';
import { cubeFor } from './access';
import { recordActivity } from './activity';
import { cardLookupOf } from './card-lookup';
import { newId } from './ids';
import { checkPrintings, resolveAdds } from './resolve-cards';
import { staleSave } from './stale-save';
import { loadCards, loadDiffs } from './store';
import { commitVersion, loadVersion, saveResponse } from './versions';

type Author = Actor & { username: string };

/**
 * Saves one batch of card changes as one version. A batch based on an older version is rebased onto
 * the versions saved since; changes that cannot merge answer 409 and save nothing. `activity` replaces
 * the per-kind activity entries when the caller describes the batch better (an import is one entry).
 */
export async function saveChanges(
  ctx: AppContext,
  author: Author,
  cubeId: string,
  body: ChangesRequest,
  opts: { activity?: ActivityEvent[] } = {},
): Promise<SaveResponse> {
  const lookup = cardLookupOf(ctx);
  const resolved = resolveAdds(lookup, body.ops);
  const result = await ctx.database.db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'edit', { lock: true });
    if (body.baseVersion > cube.version) {
      throw staleSave(cube.version);
    }
    let ops = await checkCustomCardAdds(tx, cube, resolved);
    const merged = body.baseVersion < cube.version;
    if (merged) {
      const rebased = rebaseOps(ops, await loadDiffs(tx, cube.id, body.baseVersion, cube.version));
      if (rebased.conflicts.length > 0) {
        throw staleSave(cube.version, rebased.conflicts);
      }
      ops = rebased.ops;
    }
    const before = await loadCards(tx, cube.id);
    let after: ReturnType<typeof applyCardOps>;
    try {
      after = applyCardOps(before, ops, { newId, now: new Date().toISOString() });
    } catch (err) {
      if (err instanceof CubeChangeError) throw badRequest(err.message);
      throw err;
    }
    if (after.length > CUBE_CARDS_MAX && after.length > before.length) {
      throw badRequest(tooManyCardsMessage(after.length));
    }
    const diff = diffCards(before, after);
    if (isEmptyDiff(diff)) {
      const latest = (await loadVersion(tx, cube.id, cube.version))!;
      return { version: latest, cube, diff, cards: before, merged };
    }
    checkPrintings(lookup, diff, new Map(after.map((c) => [c.id, c])));
    const summary = body.summary || summarizeDiff(diff);
    const saved = await commitVersion(tx, lookup, { cube, after, diff, authorId: author.id, summary });
    return { ...saved, diff, cards: after, merged };
  });
  if (!isEmptyDiff(result.diff)) {
    await recordActivity(ctx, cubeId, author, opts.activity ?? activityForDiff(result.diff));
    await ctx.events.publish('cube:changed', { cubeId, kind: 'cards', by: author });
    await publishCubeUpdate(ctx, author, cubeId, { type: 'cards', diff: result.diff });
  }
  return saveResponse(ctx.database.db, result);
}

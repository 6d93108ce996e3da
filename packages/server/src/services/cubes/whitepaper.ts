import { type Actor, LIMIT_MESSAGES, utf8ByteLength, WHITEPAPER_MAX_BYTES } from '@cubewright/core/cube';
import type { SaveResponse, WhitepaperRequest } from '@cubewright/core/protocol';
import { badRequest } from '../../http/errors';
import { publishCubeUpdate } from '../community/cube-updates';
import type { CubeCommandDeps } from '../deps';
import { cubeFor } from './access';
import { cardLookupOf } from './card-lookup';
import { staleSave } from './stale-save';
import { loadCards, loadDiffs } from './store';
import { commitVersion, loadVersion, saveResponse } from './versions';

/**
 * Saves the white paper as a new version. Saving over a white paper someone else changed since
 * `baseVersion` answers 409 (card changes in between do not matter).
 */
export async function saveWhitepaper(
  ctx: CubeCommandDeps,
  author: Actor & { username: string },
  cubeId: string,
  body: WhitepaperRequest,
): Promise<SaveResponse> {
  if (utf8ByteLength(body.content) > WHITEPAPER_MAX_BYTES)
    throw badRequest(LIMIT_MESSAGES.whitepaperTooLarge);
  const lookup = cardLookupOf(ctx);
  const result = await ctx.database.db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'edit', { lock: true });
    if (body.baseVersion > cube.version) throw staleSave(cube.version);
    const since = await loadDiffs(tx, cube.id, body.baseVersion, cube.version);
    if (since.some((d) => d.whitepaper)) {
      throw staleSave(cube.version, [
        { id: 'whitepaper', name: 'White paper', reason: 'The white paper was changed by someone else' },
      ]);
    }
    const cards = await loadCards(tx, cube.id);
    const merged = body.baseVersion < cube.version;
    if (body.content === cube.whitepaper) {
      const latest = (await loadVersion(tx, cube.id, cube.version))!;
      const diff = { added: [], removed: [], changed: [] };
      return { version: latest, cube, diff, cards, merged, liveVersion: undefined };
    }
    const diff = {
      added: [],
      removed: [],
      changed: [],
      whitepaper: { before: cube.whitepaper, after: body.content },
    };
    const saved = await commitVersion(tx, lookup, {
      cube,
      after: cards,
      diff,
      authorId: author.id,
      summary: 'White paper edited',
    });
    return { ...saved, diff, cards, merged };
  });
  if ('whitepaper' in result.diff)
    await ctx.events.publish('cube:changed', {
      cubeId,
      kind: 'whitepaper',
      by: author,
      liveVersion: result.liveVersion,
    });
  if ('whitepaper' in result.diff) await publishCubeUpdate(ctx, author, cubeId, { type: 'whitepaper' });
  return saveResponse(ctx.database.db, result);
}

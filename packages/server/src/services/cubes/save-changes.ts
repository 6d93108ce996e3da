import { dateOf } from '@cubewright/core/clock';
import type { ActivityEvent, Actor, CubeCard, CubeDiff } from '@cubewright/core/cube';
import {
  activityForDiff,
  applyCardOps,
  BOARD_MESSAGES,
  CUBE_CARDS_MAX,
  CubeChangeError,
  diffCards,
  hasBoard,
  isEmptyDiff,
  rebaseOps,
  summarizeDiff,
  tooManyCardsMessage,
} from '@cubewright/core/cube';
import type { ChangesRequest, SavedChange, SaveResponse } from '@cubewright/core/protocol';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { publishChangelog } from '../blog/posts';
import { publishCubeUpdate } from '../community/cube-updates';
import { checkCustomCardAdds } from '../custom-cards/in-cubes';
import type { CubeCommandDeps } from '../deps';
import { claimWrite, type IdempotentWrite } from '../idempotency/idempotent-writes';
import { cubeFor } from './access';
import { recordActivity } from './activity';
import { type CubeCardLookup, cardLookupOf } from './card-lookup';
import { entryIdsFor } from './ids';
import { checkPrintings, resolveAdds } from './resolve-cards';
import { staleSave } from './stale-save';
import { type CubeRow, countCards, type LoadedCube, loadCardsById, loadDiffs } from './store';
import { commitVersion, loadVersion, savedChange, saveResponse, type VersionRow } from './versions';

type Author = Actor & { username: string };

/** A batch written in a transaction, not yet announced: what the response and the events are made of. */
export interface SavedBatch {
  version: VersionRow;
  cube: CubeRow;
  diff: CubeDiff;
  /** The whole list after the batch, when the command had it (the response reads it otherwise). */
  cards?: CubeCard[];
  merged: boolean;
  /** The room's event version the batch took in its transaction (none for an empty batch). */
  liveVersion?: number;
}

/**
 * Saves one batch of card changes as one version, in the caller's transaction, on a cube the caller
 * loaded locked and authorised for 'edit' (so a command that writes more than the cards, an import,
 * checks access once and commits or rolls back as a whole). `ops` must already be resolved
 * (resolveAdds with the same lookup). A batch based on an older version is rebased onto the versions
 * saved since; changes that cannot merge answer 409.
 */
export async function saveInTransaction(
  tx: Db,
  lookup: CubeCardLookup,
  author: Author,
  cube: LoadedCube,
  body: ChangesRequest,
  now: Date,
): Promise<SavedBatch> {
  if (body.baseVersion > cube.version) {
    throw staleSave(cube.version);
  }
  let ops = await checkCustomCardAdds(tx, cube, body.ops);
  const merged = body.baseVersion < cube.version;
  if (merged) {
    const rebased = rebaseOps(ops, await loadDiffs(tx, cube.id, body.baseVersion, cube.version));
    if (rebased.conflicts.length > 0) {
      throw staleSave(cube.version, rebased.conflicts);
    }
    ops = rebased.ops;
  }
  // Only the entries the ops name are read (an add names none): the untouched rest of the list is the
  // same before and after, so the diff, the size check and the cube's facts follow from these alone.
  const before = await loadCardsById(
    tx,
    cube.id,
    ops.flatMap((op) => (op.type === 'add' ? [] : [op.id])),
  );
  let after: ReturnType<typeof applyCardOps>;
  try {
    after = applyCardOps(before, ops, {
      newId: entryIdsFor(cube.id, cube.version + 1),
      now: now.toISOString(),
    });
  } catch (err) {
    if (err instanceof CubeChangeError) throw badRequest(err.message);
    throw err;
  }
  const diff = diffCards(before, after);
  const growth = diff.added.length - diff.removed.length;
  if (growth > 0) {
    const total = (await entriesOf(tx, cube)) + growth;
    if (total > CUBE_CARDS_MAX) throw badRequest(tooManyCardsMessage(total));
  }
  // A card lands only on a board the cube has (not a deleted board, nor another cube's).
  for (const card of [...diff.added, ...diff.changed.filter((c) => 'board' in c.after)]) {
    const board = 'after' in card ? card.after.board! : card.board;
    if (!hasBoard(board, cube.boards)) throw badRequest(`${BOARD_MESSAGES.unknown} (${card.name})`);
  }
  if (isEmptyDiff(diff)) {
    const latest = (await loadVersion(tx, cube.id, cube.version))!;
    return { version: latest, cube, diff, merged };
  }
  checkPrintings(lookup, diff, new Map(after.map((c) => [c.id, c])));
  const summary = body.summary || summarizeDiff(diff);
  const saved = await commitVersion(tx, lookup, {
    cube,
    touched: { before, after },
    diff,
    authorId: author.id,
    summary,
  });
  return { ...saved, diff, merged };
}

/**
 * How many entries the cube holds. Without extra boards, every entry is on main or maybe, which the row
 * counts (a board's deletion moves or removes its cards); only a cube with extra boards is counted,
 * which costs its size.
 */
async function entriesOf(tx: Db, cube: LoadedCube): Promise<number> {
  return cube.boards.length === 0 ? cube.cardCount + cube.maybeCount : countCards(tx, cube.id);
}

/**
 * After the batch's transaction committed: the activity entries (`activity` replaces the per-kind ones
 * when the caller describes the batch better: an import is one entry), live updates and followers' feed.
 */
export async function announceBatch(
  ctx: CubeCommandDeps,
  author: Author,
  batch: SavedBatch,
  activity?: ActivityEvent[],
): Promise<void> {
  const { cube, diff, liveVersion } = batch;
  if (isEmptyDiff(diff)) return;
  // Side by side on two connections (neither throws): the request waits for the slower, not the sum.
  // Both are written before the room hears of the change, so a viewer who reloads on it finds them.
  await Promise.all([
    recordActivity(ctx, cube.id, author, activity ?? activityForDiff(diff)),
    publishCubeUpdate(ctx, author, cube.id, { type: 'cards', diff }, cube),
  ]);
  await ctx.events.publish('cube:changed', { cubeId: cube.id, kind: 'cards', by: author, liveVersion });
}

/**
 * POST /api/cubes/:id/changes: one batch of card changes as one version (see saveInTransaction); without
 * the card list in the answer when `withCards` is false. A save sent with an Idempotency-Key claims it in
 * its transaction, so a resend after the instance died between commit and answer saves nothing twice.
 */
export async function saveChanges(
  ctx: CubeCommandDeps,
  author: Author,
  cubeId: string,
  body: ChangesRequest,
  withCards = true,
  write?: IdempotentWrite,
): Promise<SaveResponse | SavedChange> {
  const db = ctx.database.db;
  const done = typeof write?.prior?.version === 'number' ? write.prior.version : null;
  if (done !== null) return answerSavedEarlier(db, author, cubeId, done, withCards);
  const lookup = cardLookupOf(ctx);
  const ops = resolveAdds(lookup, body.ops);
  const now = dateOf(ctx.clock);
  const batch = await db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'edit', { lock: true });
    const saved = await saveInTransaction(tx, lookup, author, cube, { ...body, ops }, now);
    if (write) await claimWrite(tx, write, { version: saved.version.number }, now);
    return saved;
  });
  await announceBatch(ctx, author, batch);
  const response = withCards ? await saveResponse(db, batch, author) : await savedChange(db, batch, author);
  if (body.changelog && !isEmptyDiff(batch.diff)) {
    await publishChangelog(ctx, author, cubeId, batch.diff, body.summary);
  }
  return response;
}

/** The answer to a resend whose first try saved `number` and died before answering. */
async function answerSavedEarlier(
  db: Db,
  author: Author,
  cubeId: string,
  number: number,
  withCards: boolean,
): Promise<SaveResponse | SavedChange> {
  const cube = await cubeFor(db, cubeId, author, 'edit');
  const version = (await loadVersion(db, cubeId, number))!;
  const batch = { version, cube, diff: version.diff, merged: false };
  return withCards ? saveResponse(db, batch) : savedChange(db, batch);
}

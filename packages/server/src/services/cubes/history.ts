import {
  type Actor,
  activityForDiff,
  diffStates,
  hasBoard,
  isEmptyDiff,
  summarizeDiff,
} from '@cubewright/core/cube';
import type {
  CompareResponse,
  SaveResponse,
  VersionListResponse,
  VersionResponse,
} from '@cubewright/core/protocol';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeVersions } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { CubeCommandDeps } from '../deps';
import { cubeFor } from './access';
import { recordActivity } from './activity';
import { cardLookupOf } from './card-lookup';
import { staleSave } from './stale-save';
import { loadCards } from './store';
import { usernamesOf } from './users';
import { commitVersion, loadVersion, saveResponse, stateAt, toVersionSummary } from './versions';

type Author = Actor & { username: string };
const versionNotFound = (n: number) => notFound(`Version ${n} not found`);

/** Versions newest first, `limit` at a time, older than `before` when given. */
export async function listVersions(
  db: Db,
  cubeId: string,
  opts: { before?: number; limit: number },
): Promise<VersionListResponse> {
  const where = opts.before
    ? and(eq(cubeVersions.cubeId, cubeId), lt(cubeVersions.number, opts.before))
    : eq(cubeVersions.cubeId, cubeId);
  const rows = await db
    .select({
      cubeId: cubeVersions.cubeId,
      number: cubeVersions.number,
      authorId: cubeVersions.authorId,
      summary: cubeVersions.summary,
      counts: cubeVersions.counts,
      createdAt: cubeVersions.createdAt,
    })
    .from(cubeVersions)
    .where(where)
    .orderBy(desc(cubeVersions.number))
    .limit(opts.limit);
  const names = await usernamesOf(
    db,
    rows.flatMap((r) => (r.authorId ? [r.authorId] : [])),
  );
  return {
    versions: rows.map((r) =>
      toVersionSummary({ ...r, diff: { added: [], removed: [], changed: [] } }, names),
    ),
  };
}

/** Version `n`: its own diff, and the card list and white paper as they were. */
export async function getVersion(
  db: Db,
  actor: Actor | null,
  cubeId: string,
  n: number,
): Promise<VersionResponse> {
  const cube = await cubeFor(db, cubeId, actor, 'view');
  const row = n <= cube.version ? await loadVersion(db, cube.id, n) : undefined;
  if (!row) throw versionNotFound(n);
  const state = await stateAt(db, cube, n);
  const names = await usernamesOf(db, row.authorId ? [row.authorId] : []);
  return {
    version: toVersionSummary(row, names),
    diff: row.diff,
    cards: state.cards,
    whitepaper: state.whitepaper,
  };
}

/** The diff from version `from` to version `to` (either order; version 0 is the empty cube). */
export async function compareVersions(
  db: Db,
  actor: Actor | null,
  cubeId: string,
  from: number,
  to: number,
): Promise<CompareResponse> {
  const cube = await cubeFor(db, cubeId, actor, 'view');
  for (const n of [from, to]) if (n > cube.version) throw versionNotFound(n);
  const empty = { cards: [], whitepaper: '' };
  const newer = Math.max(from, to);
  const newerState = newer === 0 ? empty : await stateAt(db, cube, newer);
  const older = Math.min(from, to);
  const olderState =
    older === 0
      ? empty
      : await stateAt(
          db,
          { ...cube, version: newer, whitepaper: newerState.whitepaper },
          older,
          newerState.cards,
        );
  const diff = from <= to ? diffStates(olderState, newerState) : diffStates(newerState, olderState);
  return { from, to, diff };
}

/**
 * Makes the cube look as it did at version `n` again, as a new version (history is never rewritten).
 * With `baseVersion`, a revert of a cube changed since answers 409.
 */
export async function revertToVersion(
  ctx: CubeCommandDeps,
  author: Author,
  cubeId: string,
  n: number,
  baseVersion: number | undefined,
): Promise<SaveResponse> {
  const lookup = cardLookupOf(ctx);
  const result = await ctx.database.db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'edit', { lock: true });
    if (n > cube.version) throw versionNotFound(n);
    if (baseVersion !== undefined && baseVersion !== cube.version) {
      throw staleSave(cube.version);
    }
    const current = await loadCards(tx, cube.id);
    const state = await stateAt(tx, cube, n, current);
    // Cards of a board deleted since come back on the maybeboard (seen, and out of drafts).
    const cards = state.cards.map((c) => (hasBoard(c.board, cube.boards) ? c : { ...c, board: 'maybe' }));
    const target = { ...state, cards };
    const diff = diffStates({ cards: current, whitepaper: cube.whitepaper }, target);
    if (isEmptyDiff(diff)) {
      const latest = (await loadVersion(tx, cube.id, cube.version))!;
      return { version: latest, cube, diff, cards: current, merged: false, liveVersion: undefined };
    }
    const summary = `Reverted to version ${n} (${summarizeDiff(diff)})`;
    const saved = await commitVersion(tx, lookup, {
      cube,
      after: target.cards,
      diff,
      authorId: author.id,
      summary,
    });
    return { ...saved, diff, cards: target.cards, merged: false };
  });
  if (!isEmptyDiff(result.diff)) await recordActivity(ctx, cubeId, author, activityForDiff(result.diff));
  if (!isEmptyDiff(result.diff))
    await ctx.events.publish('cube:changed', {
      cubeId,
      kind: 'revert',
      by: author,
      liveVersion: result.liveVersion,
    });
  return saveResponse(ctx.database.db, result);
}

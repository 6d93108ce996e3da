import { applyDiff, type CubeCard, type CubeDiff, type CubeState, invertDiff } from '@cubewright/core/cube';
import type { SaveResponse, VersionSummary } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubes, cubeVersions } from '../../db/schema';
import { cardListFacts } from './card-facts';
import type { CubeCardLookup } from './card-lookup';
import { type CubeRow, insertVersion, type LoadedCube, loadCards, loadDiffs, writeCardDiff } from './store';
import { usernamesOf } from './users';
import { toSummary } from './views';

export type VersionRow = typeof cubeVersions.$inferSelect;

export function toVersionSummary(row: VersionRow, names: ReadonlyMap<string, string>): VersionSummary {
  return {
    number: row.number,
    author: row.authorId ? { id: row.authorId, username: names.get(row.authorId) ?? 'unknown user' } : null,
    createdAt: row.createdAt.toISOString(),
    summary: row.summary,
    counts: row.counts,
  };
}

/** Version `n` of a cube, or undefined. */
export async function loadVersion(db: Db, cubeId: string, n: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(cubeVersions)
    .where(and(eq(cubeVersions.cubeId, cubeId), eq(cubeVersions.number, n)));
  return row;
}

/**
 * The cube as it was at version `n`: the current state with the inverses of later diffs applied,
 * newest first. `current` saves a read when the caller has the card list already.
 */
export async function stateAt(db: Db, cube: CubeRow, n: number, current?: CubeCard[]): Promise<CubeState> {
  let state: CubeState = { cards: current ?? (await loadCards(db, cube.id)), whitepaper: cube.whitepaper };
  const later = await loadDiffs(db, cube.id, n, cube.version);
  for (const diff of later.reverse()) state = applyDiff(state, invertDiff(diff));
  return state;
}

/** Input to commitVersion: the card list after the change and the diff that led there. */
export interface NewVersion {
  cube: LoadedCube;
  after: CubeCard[];
  diff: CubeDiff;
  authorId: string;
  summary: string;
}

/**
 * Writes a new version inside the caller's transaction (which holds the cube row lock): the card rows,
 * the version with its diff, and the cube's version number, metadata, counts and white paper.
 */
export async function commitVersion(
  db: Db,
  lookup: CubeCardLookup,
  v: NewVersion,
): Promise<{ version: VersionRow; cube: CubeRow }> {
  const cardsChanged = v.diff.added.length + v.diff.removed.length + v.diff.changed.length > 0;
  if (cardsChanged) await writeCardDiff(db, v.cube.id, v.diff, v.after);
  const version = await insertVersion(db, {
    cubeId: v.cube.id,
    number: v.cube.version + 1,
    authorId: v.authorId,
    summary: v.summary,
    diff: v.diff,
  });
  const [cube] = await db
    .update(cubes)
    .set({
      version: version.number,
      updatedAt: version.createdAt,
      ...(cardsChanged ? cardListFacts(lookup, v.after) : {}),
      ...(v.diff.whitepaper ? { whitepaper: v.diff.whitepaper.after } : {}),
    })
    .where(eq(cubes.id, v.cube.id))
    .returning();
  return { version, cube: cube! };
}

/** The answer to a save: the version (new, or the latest when nothing changed) and the cube after it. */
export async function saveResponse(
  db: Db,
  r: { version: VersionRow; cube: CubeRow; diff: CubeDiff; cards: CubeCard[]; merged: boolean },
): Promise<SaveResponse> {
  const names = await usernamesOf(db, [
    r.cube.createdBy,
    ...(r.version.authorId ? [r.version.authorId] : []),
  ]);
  return {
    version: toVersionSummary(r.version, names),
    diff: r.diff,
    merged: r.merged,
    cube: toSummary(r.cube, names),
    cards: r.cards,
  };
}

import { applyDiff, type CubeCard, type CubeDiff, type CubeState, invertDiff } from '@cubewright/core/cube';
import type { SavedChange, SaveResponse, VersionSummary } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubes, cubeVersions } from '../../db/schema';
import { type CardListFacts, cardListFacts, factsAfterChange } from './card-facts';
import type { CubeCardLookup } from './card-lookup';
import { nextLiveVersion } from './live-version';
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

/**
 * Input to commitVersion: the diff and the card list after the change, either whole (`after`) or as the
 * entries the change touched (`touched`, before and after), which is all a one-card save reads.
 */
export type NewVersion = {
  cube: LoadedCube;
  diff: CubeDiff;
  authorId: string;
  summary: string;
} & ({ after: CubeCard[]; touched?: undefined } | { touched: { before: CubeCard[]; after: CubeCard[] } });

/** The cube row's card facts after the change: from the change alone once the row keeps its totals. */
async function factsAfter(db: Db, lookup: CubeCardLookup, v: NewVersion): Promise<CardListFacts> {
  if (!v.touched) return cardListFacts(lookup, v.after);
  const { metadataTotals, cardCount, maybeCount } = v.cube;
  if (metadataTotals) return factsAfterChange(lookup, { metadataTotals, cardCount, maybeCount }, v.touched);
  // A cube saved before migration 0010 kept no totals: its first save sums the whole list once.
  return cardListFacts(lookup, await loadCards(db, v.cube.id));
}

/**
 * Writes a new version inside the caller's transaction (which holds the cube row lock): the card rows,
 * the version with its diff, the cube's version number, metadata, counts and white paper, and the
 * room's next live version (ADR 0066), which the `cube:changed` event then carries.
 */
export async function commitVersion(
  db: Db,
  lookup: CubeCardLookup,
  v: NewVersion,
): Promise<{ version: VersionRow; cube: CubeRow; liveVersion: number }> {
  const cardsChanged = v.diff.added.length + v.diff.removed.length + v.diff.changed.length > 0;
  if (cardsChanged) await writeCardDiff(db, v.cube.id, v.diff, v.touched ? v.touched.after : v.after);
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
      ...(cardsChanged ? await factsAfter(db, lookup, v) : {}),
      ...(v.diff.whitepaper ? { whitepaper: v.diff.whitepaper.after } : {}),
    })
    .where(eq(cubes.id, v.cube.id))
    .returning();
  return { version, cube: cube!, liveVersion: await nextLiveVersion(db, v.cube.id) };
}

type Saved = { version: VersionRow; cube: CubeRow; diff: CubeDiff; cards?: CubeCard[]; merged: boolean };

/** The answer to a save: the version (new, or the latest when nothing changed) and the cube after it. */
export async function saveResponse(
  db: Db,
  r: Saved,
  author?: { id: string; username: string },
): Promise<SaveResponse> {
  return { ...(await savedChange(db, r, author)), cards: r.cards ?? (await loadCards(db, r.cube.id)) };
}

/**
 * The answer to a save without the card list, for a client that applies the diff to what it holds: the
 * list is what made a one-card save cost the cube's size. `author`: the signed-in saver, whose name is
 * not read again.
 */
export async function savedChange(
  db: Db,
  r: Saved,
  author?: { id: string; username: string },
): Promise<SavedChange> {
  const names = await usernamesOf(
    db,
    [r.cube.createdBy, ...(r.version.authorId ? [r.version.authorId] : [])],
    author,
  );
  return {
    version: toVersionSummary(r.version, names),
    diff: r.diff,
    merged: r.merged,
    cube: toSummary(r.cube, names),
  };
}

import {
  applyCardOps,
  type CubeCard,
  type CubeNow,
  diffCards,
  EMPTY_DIFF,
  fitProposal,
  type ProposalChange,
  presentOf,
} from '@cubewright/core/cube';
import type { Db } from '../../db/client';
import { entryIdsFor } from '../cubes/ids';
import { countCards, type LoadedCube, loadCardsById, loadDiffs } from '../cubes/store';

// A proposal against the cube as it is now: what was saved since its base version, the entries it
// names, and so which of its changes still apply and what accepting them would do.

export interface ProposalNow {
  now: CubeNow;
  /** The entries the changes name that are in the cube now. */
  cards: CubeCard[];
}

export async function proposalNow(
  db: Db,
  cube: LoadedCube,
  baseVersion: number,
  changes: readonly ProposalChange[],
): Promise<ProposalNow> {
  const ids = changes.flatMap((c) => (c.op.type === 'add' ? [] : [c.op.id]));
  const cards = await loadCardsById(db, cube.id, ids);
  const concurrent = await loadDiffs(db, cube.id, baseVersion, cube.version);
  return { now: { concurrent, present: presentOf(cards), cardCount: await countCards(db, cube.id) }, cards };
}

/** Each change's fit now, and the change accepting all that apply would make (the review's diff). */
export function previewNow(cube: LoadedCube, changes: readonly ProposalChange[], at: ProposalNow, now: Date) {
  const { ops, fits } = fitProposal(changes, at.now);
  if (ops.length === 0) return { fits, diff: EMPTY_DIFF };
  const after = applyCardOps(at.cards, ops, {
    newId: entryIdsFor(cube.id, cube.version + 1),
    now: now.toISOString(),
  });
  return { fits, diff: diffCards(at.cards, after) };
}

/** The name of each entry the cube has now or had since the base, for labelling changes. */
export function entryNames(at: ProposalNow): Map<string, string> {
  const names = new Map<string, string>();
  for (const diff of at.now.concurrent) {
    for (const c of [...diff.removed, ...diff.changed, ...diff.added]) names.set(c.id, c.name);
  }
  for (const c of at.cards) names.set(c.id, c.name);
  return names;
}

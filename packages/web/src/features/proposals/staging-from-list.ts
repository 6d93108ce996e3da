import { type Board, type CubeCard, listDifference } from '@cubewright/core/cube';
import { EMPTY_STAGING, type NewCardRef, type Staging, stageAdd, stageRemove } from '../cube-edit/staging';

/** A card of the list a proposal starts from, on the board it belongs to. */
export type ListCard = NewCardRef & { board: Board };

/** The changes that turn the cube (one board of it, or all) into `list`, staged as the editor stages them. */
export function stageListDifference(
  base: readonly CubeCard[],
  list: readonly ListCard[],
  scope: Board | 'all',
): { staging: Staging; cuts: number; adds: number; kept: number } {
  const compared = scope === 'all' ? base : base.filter((c) => c.board === scope);
  const { cuts, adds, kept } = listDifference(compared, list);
  let staging = EMPTY_STAGING;
  for (const cut of cuts) staging = stageRemove(staging, cut.id, cut.name);
  for (const add of adds) staging = stageAdd(staging, [{ cardId: add.cardId, name: add.name }], add.board);
  return { staging, cuts: cuts.length, adds: adds.length, kept };
}

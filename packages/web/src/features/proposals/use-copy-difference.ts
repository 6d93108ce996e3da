import type { CubeCard } from '@cubewright/core/cube';
import type { CubeWithCardsResponse } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Staging } from '../cube-edit/staging';
import { cubeCardsQuery } from '../cube-view/cube-queries';
import { stageListDifference } from './staging-from-list';

/**
 * `/cubes/{original}/propose?from={copy}`: a copy proposing its differences back. Once both lists are
 * read, what separates the copy from the original (every board) is staged, once, as the proposal.
 */
export function useCopyDifference(
  copyId: string | null,
  base: readonly CubeCard[] | null,
  onStage: (staging: Staging, copy: CubeWithCardsResponse, counts: { cuts: number; adds: number }) => void,
) {
  const copy = useQuery({ ...cubeCardsQuery(copyId ?? ''), enabled: copyId !== null });
  const staged = useRef(false);
  useEffect(() => {
    if (staged.current || !base || !copy.data) return;
    staged.current = true;
    const list = copy.data.cards.map((c) => ({ cardId: c.cardId, name: c.name, board: c.board }));
    const { staging, cuts, adds } = stageListDifference(base, list, 'all');
    onStage(staging, copy.data, { cuts, adds });
  }, [base, copy.data, onStage]);
  return { copyName: copy.data?.cube.name ?? null, error: copy.error };
}

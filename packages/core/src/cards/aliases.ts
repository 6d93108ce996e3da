import { normalizeName, splitFaceNames } from './names';
import type { Card } from './types';

/** How strongly a name stands for a card: the full name beats a front face, which beats other faces. */
export const AliasRank = { full: 0, front: 1, otherFace: 2 } as const;
export type AliasRank = (typeof AliasRank)[keyof typeof AliasRank];

/** One name key a card can be found by. */
export interface NameAlias {
  key: string;
  rank: AliasRank;
}

/**
 * The name keys of a card: its full name, the front face of a DFC/adventure/flip card, both halves of a
 * split card (ranked as front faces since either is how players name it), and any other face.
 */
export function nameAliasesOf(card: Card): NameAlias[] {
  const out: NameAlias[] = [{ key: card.normalizedName, rank: AliasRank.full }];
  const faceNames = card.faces.length > 1 ? card.faces.map((f) => f.name) : splitFaceNames(card.name);
  if (faceNames.length < 2) return out;
  const halvesAreEqual = card.layout === 'split' || card.layout === 'fuse' || card.layout === 'aftermath';
  faceNames.forEach((name, i) => {
    const key = normalizeName(name);
    if (!key || key === card.normalizedName) return;
    const rank = i === 0 || halvesAreEqual ? AliasRank.front : AliasRank.otherFace;
    if (!out.some((a) => a.key === key)) out.push({ key, rank });
  });
  return out;
}

import type { Board } from '@cubewright/core/cube';

/**
 * The editor's line after one card is staged: where it goes and, when the list already holds that card
 * (any board, staged adds included), how many copies, so a second copy is never added unnoticed.
 */
export function stagedNotice(
  card: { cardId: string; name: string },
  where: string,
  list: readonly { cardId: string; board: Board }[],
): string {
  const held = list.filter((e) => e.cardId === card.cardId).length;
  const staged = `${card.name} staged for ${where}.`;
  if (held === 0) return staged;
  return `${staged} Note: ${card.name} is already in the cube (${held} ${held === 1 ? 'copy' : 'copies'}).`;
}

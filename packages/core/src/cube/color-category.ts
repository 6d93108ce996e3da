import type { Color } from '../cards/types';
import type { ColorCategory } from './types';

const SINGLE: Record<Color, ColorCategory> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
};

/** The front face of a type line ("Creature — Human // Land" -> "Creature — Human"). */
export function frontTypeLine(typeLine: string): string {
  return typeLine.split(' // ')[0] ?? typeLine;
}

/**
 * The colour group a card is listed under: lands apart, then by colour (two or more is multicolor,
 * none is colorless). An entry's override wins.
 */
export function colorCategoryOf(
  card: { colors: readonly Color[]; typeLine: string },
  override: ColorCategory | null = null,
): ColorCategory {
  if (override) return override;
  if (/\bLand\b/.test(frontTypeLine(card.typeLine))) return 'land';
  if (card.colors.length > 1) return 'multicolor';
  const only = card.colors[0];
  return only ? SINGLE[only] : 'colorless';
}

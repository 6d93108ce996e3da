import { type CustomCardFace, faceColors } from '@cubewright/core/custom-cards';

// Frame colours, shared by the React frame and the PNG drawing so both look the same.

export type FrameKind = 'W' | 'U' | 'B' | 'R' | 'G' | 'gold' | 'colorless' | 'artifact' | 'land';

export interface FramePalette {
  /** Outer frame colour. */
  frame: string;
  /** Title bar, type line bar and P/T box. */
  bar: string;
  /** Text box background. */
  box: string;
  /** Border of bars and boxes. */
  edge: string;
}

export const PALETTES: Record<FrameKind, FramePalette> = {
  W: { frame: '#e9e4cf', bar: '#f7f3e3', box: '#fbf8ee', edge: '#b7ab86' },
  U: { frame: '#2f7bbf', bar: '#cfe1f0', box: '#e6f0f8', edge: '#1f4f7c' },
  B: { frame: '#3b3532', bar: '#c9c1bc', box: '#e4dfdb', edge: '#1d1a18' },
  R: { frame: '#d3572f', bar: '#f3d0bd', box: '#f8e6dc', edge: '#8c3016' },
  G: { frame: '#3f7d4a', bar: '#cfe0c6', box: '#e6efe0', edge: '#244b2b' },
  gold: { frame: '#d6b552', bar: '#f4e6b8', box: '#faf3dc', edge: '#8f7426' },
  colorless: { frame: '#bfc3c7', bar: '#e7e9eb', box: '#f3f4f5', edge: '#7d8489' },
  artifact: { frame: '#8e9aa6', bar: '#dce2e8', box: '#edf0f3', edge: '#56616c' },
  land: { frame: '#9a7b5a', bar: '#e6d8c6', box: '#f2ebe1', edge: '#5e4630' },
};

/** Which frame a face gets: lands and artifacts keep their own frames when colourless; two colours or more are gold. */
export function frameKindOf(face: CustomCardFace): FrameKind {
  const colors = faceColors(face);
  if (face.types.includes('Land') && colors.length === 0) return 'land';
  if (colors.length > 1) return 'gold';
  if (colors.length === 1) return colors[0]!;
  return face.types.includes('Artifact') ? 'artifact' : 'colorless';
}

export const RARITY_COLORS: Record<string, string> = {
  common: '#1d1d1d',
  uncommon: '#8fa3b3',
  rare: '#c9a44a',
  mythic: '#d9622b',
  special: '#7b4fa3',
  bonus: '#7b4fa3',
};

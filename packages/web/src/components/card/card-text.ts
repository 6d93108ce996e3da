import type { Card, CardFace } from '@cubewright/core/cards';

/** What a text card shows for one face. */
export interface TextFace {
  name: string;
  manaCost: string;
  typeLine: string;
  /** Rules text split into paragraphs. */
  paragraphs: string[];
  /** "3/4", "Loyalty 3", "Defense 5", or null. */
  stats: string | null;
}

function statsOf(f: Pick<CardFace, 'power' | 'toughness' | 'loyalty' | 'defense'>): string | null {
  if (f.power !== null && f.toughness !== null) return `${f.power}/${f.toughness}`;
  if (f.loyalty !== null) return `Loyalty ${f.loyalty}`;
  if (f.defense !== null) return `Defense ${f.defense}`;
  return null;
}

function toFace(f: CardFace | Card): TextFace {
  return {
    name: f.name,
    manaCost: f.manaCost,
    typeLine: f.typeLine,
    paragraphs: f.oracleText.split('\n').filter((p) => p.trim() !== ''),
    stats: statsOf(f),
  };
}

/** The faces a text card shows: each face of a multi-face card, else the card itself. */
export function textFaces(card: Card): TextFace[] {
  return card.faces.length > 1 ? card.faces.map(toFace) : [toFace(card)];
}

/** The image to show: the printing's, else the card's, else the first face's (double-faced cards). */
export function cardImage(card: Card, printingImage?: string | null): string | null {
  return printingImage ?? card.imageUri ?? card.faces[0]?.imageUri ?? null;
}

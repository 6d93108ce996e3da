import { manaValueOf } from '../cards/mana';
import { normalizeName } from '../cards/names';
import { type Card, type CardFace, COLORS, type Color } from '../cards/types';
import { colorsInText, colorsOfCost } from './mana-cost';
import { type CustomCard, type CustomCardFace, customCardIdOf } from './types';

/** What a Card built from a custom card carries beside the Card fields, for the frame renderer. */
export interface CustomCardInfo {
  id: string;
  ownerId: string;
  ownerName: string | null;
  visibility: CustomCard['visibility'];
  deleted: boolean;
  fields: CustomCard['fields'];
}

/** A Card made from a custom card: searchable, sortable and countable like any card. */
export type CustomCardAsCard = Card & { custom: CustomCardInfo };

/** `Legendary Creature — Elf Druid` from the three type lists. */
export function typeLineOf(face: Pick<CustomCardFace, 'supertypes' | 'types' | 'subtypes'>): string {
  const main = [...face.supertypes, ...face.types].join(' ');
  return face.subtypes.length ? `${main} — ${face.subtypes.join(' ')}` : main;
}

/** The colours of a face: its colour indicator when set, else those of its cost. */
export function faceColors(face: CustomCardFace): Color[] {
  return face.colorIndicator ?? colorsOfCost(face.manaCost);
}

function cardFaceOf(face: CustomCardFace): CardFace {
  return {
    name: face.name,
    manaCost: face.manaCost,
    typeLine: typeLineOf(face),
    oracleText: face.rulesText,
    colors: faceColors(face),
    power: face.power,
    toughness: face.toughness,
    loyalty: face.loyalty,
    defense: face.defense,
    imageUri: null,
  };
}

const KEYWORD_LINE = /^[A-Z][a-z]+(?: [a-z]+)?(?:, [A-Za-z]+(?: [a-z]+)?)*$/;

/** Keywords a search for `kw:` can find: the words of rules-text lines that only list keywords. */
function keywordsOf(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => KEYWORD_LINE.test(l.trim()))
    .flatMap((l) => l.split(',').map((w) => w.trim()))
    .filter(Boolean);
}

/** Converts a custom card to a Card (id `custom:<id>`, set `custom`), so filters, analytics and lists work on it. */
export function customCardToCard(custom: CustomCard): CustomCardAsCard {
  const f = custom.fields;
  const front = cardFaceOf(f);
  const back = f.back ? cardFaceOf(f.back) : null;
  const name = back ? `${f.name} // ${f.back!.name}` : f.name;
  const colors = front.colors;
  const identity = new Set<Color>([
    ...colors,
    ...(back?.colors ?? []),
    ...colorsInText(f.rulesText),
    ...(f.back ? colorsInText(f.back.rulesText) : []),
  ]);
  return {
    id: customCardIdOf(custom.id),
    oracleId: null,
    name,
    normalizedName: normalizeName(name),
    layout: back ? 'transform' : 'normal',
    manaCost: f.manaCost,
    cmc: manaValueOf(f.manaCost),
    typeLine: back ? `${front.typeLine} // ${back.typeLine}` : front.typeLine,
    oracleText: back ? `${f.rulesText}\n//\n${f.back!.rulesText}` : f.rulesText,
    colors,
    colorIdentity: COLORS.filter((c) => identity.has(c)),
    power: f.power,
    toughness: f.toughness,
    loyalty: f.loyalty,
    defense: f.defense,
    keywords: keywordsOf(f.rulesText),
    faces: back ? [front, back] : [],
    rarity: f.rarity,
    scryfallId: null,
    set: 'custom',
    collectorNumber: null,
    releasedAt: custom.createdAt.slice(0, 10),
    imageUri: null,
    printings: ['custom'],
    custom: {
      id: custom.id,
      ownerId: custom.ownerId,
      ownerName: custom.ownerName,
      visibility: custom.visibility,
      deleted: custom.deletedAt !== null,
      fields: f,
    },
  };
}

/** True for Cards made by customCardToCard (they carry the designer's fields). */
export function isCustomCard(card: Card): card is CustomCardAsCard {
  return 'custom' in card && typeof (card as { custom?: unknown }).custom === 'object';
}

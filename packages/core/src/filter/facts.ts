// Derived, search-ready facts per card (lower-cased text, colour masks, cost multisets), computed once
// per card object and cached: a query over 32k cards must not lower-case 32k oracle texts each time.
import { normalizeName } from '../cards/names';
import type { Card, CardFace, Rarity } from '../cards/types';
import { bigramSignature } from './bigrams';
import { colorMask } from './colors';
import type { CardFacts, FaceFacts } from './fact-types';
import {
  ARTISTS,
  COSTS,
  DATE_LISTS,
  FRONT_TYPES,
  KEYWORD_LISTS,
  LAYOUTS,
  LEGALITIES,
  PRINTINGS,
  STAT_LINES,
  TYPE_LINES,
} from './intern';
import { costCounts, costFlags } from './mana-cost';

export type { CardFacts, FaceFacts } from './fact-types';

/** Rarities in the order `r>=rare` compares them (Scryfall's: special sits between rare and mythic). */
export const RARITY_ORDER: readonly Rarity[] = ['common', 'uncommon', 'rare', 'special', 'mythic', 'bonus'];

/** A printed stat as a number: `*` and `?` count 0, `1+*` counts 1, `∞` is infinite; null when absent. */
export function statValue(stat: string | null): number | null {
  if (stat === null || stat === '') return null;
  const lead = /^[+-]?\d+(\.\d+)?/.exec(stat);
  if (lead) return Number(lead[0]);
  if (stat.includes('∞')) return Number.POSITIVE_INFINITY;
  if (/[*?xX]/.test(stat)) return 0;
  return null;
}

function faceFacts(
  face: Pick<CardFace, 'name' | 'typeLine' | 'oracleText' | 'power' | 'toughness' | 'loyalty' | 'defense'>,
): FaceFacts {
  return {
    name: face.name.toLowerCase(),
    type: face.typeLine.toLowerCase(),
    text: face.oracleText.toLowerCase(),
    rawText: face.oracleText,
    rawName: face.name,
    rawType: face.typeLine,
    power: statValue(face.power),
    toughness: statValue(face.toughness),
    loyalty: statValue(face.loyalty),
    defense: statValue(face.defense),
  };
}

/** A `YYYY-MM-DD` date as the number yyyymmdd, -1 when it is not one. */
export function dateNumber(date: string | null | undefined): number {
  const m = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  return m ? Number(m[1]) * 10000 + Number(m[2]) * 100 + Number(m[3]) : -1;
}

function buildFacts(card: Card): CardFacts {
  const faces = card.faces.length > 0 ? card.faces.map(faceFacts) : [faceFacts(card)];
  // Double-faced cards carry their front face's cost (as the normaliser sets it); split cards both halves.
  const costId = COSTS.intern(card.manaCost, () => costCounts(card.manaCost));
  const cost = COSTS.values[costId]!;
  const type = card.typeLine.toLowerCase();
  const frontType = faces[0]!.type;
  const keywords = card.keywords.map((k) => k.toLowerCase());
  const keywordsId = KEYWORD_LISTS.intern(keywords.join('\n'), () => keywords);
  const text = faces.map((f) => f.text).join('\n');
  const stats = faces.map((x) => `${x.power} ${x.toughness} ${x.loyalty} ${x.defense}`).join('|');
  const legalities = card.legalities ?? '';
  const artist = card.artist?.toLowerCase() ?? '';
  const dates = card.releaseDates ?? (card.releasedAt ? [card.releasedAt] : []);
  return {
    cmc: card.cmc,
    colors: colorMask(card.colors),
    identity: colorMask(card.colorIdentity),
    rarity: card.rarity ? RARITY_ORDER.indexOf(card.rarity) : -1,
    typeId: TYPE_LINES.intern(type, () => type),
    frontTypeId: FRONT_TYPES.intern(frontType, () => frontType),
    keywordsId,
    costId,
    printingsId: PRINTINGS.intern(card.printings.join(' '), () => card.printings),
    statsId: STAT_LINES.intern(stats, () => faces),
    legalityId: LEGALITIES.intern(legalities, () => legalities),
    artistId: ARTISTS.intern(artist, () => artist),
    datesId: DATE_LISTS.intern(dates.join(' '), () => dates.map(dateNumber).filter((d) => d >= 0)),
    layoutId: LAYOUTS.intern(card.layout, () => card.layout),
    reprint: card.reprint === true ? 1 : card.reprint === false ? 0 : -1,
    watermark: card.watermark ?? '',
    layout: card.layout,
    textPairs: bigramSignature(text),
    name: card.normalizedName || normalizeName(card.name),
    text,
    faces,
    printings: card.printings,
    keywords: KEYWORD_LISTS.values[keywordsId]!,
    type,
    frontType,
    faceNames: card.faces.length > 0 ? card.faces.map((f) => normalizeName(f.name)) : [],
    cost,
    costFlags: costFlags(cost),
    card,
  };
}

/**
 * A copy of facts with the same shape (the literal above, field for field). Copies made one after
 * another sit next to each other in memory, so a scan over them reads memory in order; facts built
 * while a card list is normalised are scattered among their strings, and a scan over them is several
 * times slower.
 */
export function copyFacts(f: CardFacts): CardFacts {
  return {
    cmc: f.cmc,
    colors: f.colors,
    identity: f.identity,
    rarity: f.rarity,
    typeId: f.typeId,
    frontTypeId: f.frontTypeId,
    keywordsId: f.keywordsId,
    costId: f.costId,
    printingsId: f.printingsId,
    statsId: f.statsId,
    legalityId: f.legalityId,
    artistId: f.artistId,
    datesId: f.datesId,
    layoutId: f.layoutId,
    reprint: f.reprint,
    watermark: f.watermark,
    layout: f.layout,
    textPairs: f.textPairs.slice(),
    name: f.name,
    text: f.text,
    faces: f.faces,
    printings: f.printings,
    keywords: f.keywords,
    type: f.type,
    frontType: f.frontType,
    faceNames: f.faceNames,
    cost: f.cost,
    costFlags: f.costFlags,
    card: f.card,
  };
}

// Facts ride on the card object under a non-enumerable symbol (a property read is several times
// cheaper than a WeakMap lookup in the 32k-card loop); frozen cards fall back to the WeakMap.
const FACTS = Symbol('cubewright.searchFacts');
const fallback = new WeakMap<Card, CardFacts>();
type WithFacts = Card & { [FACTS]?: CardFacts };

/** The cached search facts of a card (built on first use). */
export function factsOf(card: Card): CardFacts {
  const cached = (card as WithFacts)[FACTS] ?? fallback.get(card);
  if (cached) return cached;
  const facts = buildFacts(card);
  if (Object.isExtensible(card)) Object.defineProperty(card, FACTS, { value: facts, enumerable: false });
  else fallback.set(card, facts);
  return facts;
}

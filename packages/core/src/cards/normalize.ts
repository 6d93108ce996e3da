import { internString } from './interned-strings';
import { legalitiesOf } from './legalities';
import { manaValueOf } from './mana';
import { nameCardId, normalizeName, splitFaceNames } from './names';
import { type CardPrices, pricesOf } from './prices';
import { imageOf, num, objList, type RawObject, str, strList } from './raw';
import { type Card, type CardFace, COLORS, type Color, type Printing, type Rarity } from './types';

/**
 * Version of the shape `normalizeCard` produces; bumped when it keeps new facts, so a database mirror
 * written from the same file by an older version is rewritten (services/cards/persist-cards.ts).
 * 2: legalities, artist, reprint, watermark, EDHREC rank; illustration id on printings.
 * 3: prices (cards and printings).
 */
export const NORMALIZED_CARD_VERSION = 3;

// Scryfall bulk files also hold objects that are not game cards; they must not shadow real names.
const NON_CARD_LAYOUTS = new Set(['token', 'double_faced_token', 'emblem', 'art_series']);
const RARITIES = new Set<string>(['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus']);

/** Colour letters of a raw list in WUBRG order, unknown letters dropped. */
export function toColors(list: string[] | null): Color[] {
  if (!list) return [];
  return COLORS.filter((c) => list.includes(c));
}

function toRarity(v: string | null): Rarity | null {
  return v && RARITIES.has(v) ? (v as Rarity) : null;
}

function normalizeFace(raw: RawObject): CardFace {
  return {
    name: str(raw, 'name') ?? '',
    manaCost: str(raw, 'mana_cost') ?? '',
    typeLine: str(raw, 'type_line') ?? '',
    oracleText: str(raw, 'oracle_text') ?? '',
    colors: toColors(strList(raw, 'colors')),
    power: str(raw, 'power'),
    toughness: str(raw, 'toughness'),
    loyalty: str(raw, 'loyalty'),
    defense: str(raw, 'defense'),
    imageUri: imageOf(raw),
  };
}

/**
 * `{ prices }` when the object carries Scryfall prices, else nothing: a file without them (the offline
 * fixture) adds no key to 32,000 cards and 50,000 printings, nor to the card facts sent to browsers.
 */
function withPrices(raw: RawObject): { prices?: CardPrices } {
  const prices = pricesOf(raw);
  return prices ? { prices } : {};
}

/** True when a raw bulk object is a playable card (not a token, emblem, art card or duplicate reversible). */
export function isGameCard(raw: RawObject): boolean {
  const layout = str(raw, 'layout');
  if (layout && NON_CARD_LAYOUTS.has(layout)) return false;
  if (layout === 'reversible_card') {
    // "Forest // Forest" style printings duplicate the card printed on each side.
    const faces = objList(raw, 'card_faces').map((f) => str(f, 'name'));
    if (faces.length > 1 && faces.every((n) => n === faces[0])) return false;
  }
  return Boolean(str(raw, 'name'));
}

/** The oracle id of a raw object; reversible cards keep it on their faces only. */
export function oracleIdOf(raw: RawObject): string | null {
  return str(raw, 'oracle_id') ?? objList(raw, 'card_faces').map((f) => str(f, 'oracle_id'))[0] ?? null;
}

/** Turns a Scryfall card object or a fixture row into a `Card`; null when it is not a game card. */
export function normalizeCard(raw: RawObject): Card | null {
  if (!isGameCard(raw)) return null;
  const name = str(raw, 'name')!;
  const faces = objList(raw, 'card_faces').map(normalizeFace);
  const front: CardFace | undefined = faces[0];
  const oracleId = oracleIdOf(raw);
  // Double-faced cards carry cost and colours on their faces only; the front face stands for the card.
  const manaCost = str(raw, 'mana_cost') ?? front?.manaCost ?? '';
  const layout = str(raw, 'layout') ?? (splitFaceNames(name).length > 1 ? 'unknown' : 'normal');
  // Scryfall counts both halves of a split card; other multi-face cards count their front face.
  const costParts = manaCost.split(' // ');
  const cmc =
    num(raw, 'cmc') ??
    (layout === 'split' ? costParts : costParts.slice(0, 1)).reduce((sum, c) => sum + manaValueOf(c), 0);
  const colors = strList(raw, 'colors');
  const set = str(raw, 'set');
  // Set codes compare lower-case: MTGJSON-derived lists may spell them in capitals.
  const printings = [
    ...new Set([...(strList(raw, 'printings') ?? []), ...(set ? [set] : [])].map((p) => p.toLowerCase())),
  ];
  return {
    id: oracleId ?? nameCardId(name),
    oracleId,
    name,
    normalizedName: normalizeName(name),
    layout,
    manaCost,
    cmc,
    typeLine: str(raw, 'type_line') ?? faces.map((f) => f.typeLine).join(' // '),
    // Multi-face cards keep rules text on faces (as Scryfall does); the card-level text joins them for search.
    oracleText: str(raw, 'oracle_text') ?? faces.map((f) => f.oracleText).join('\n//\n'),
    colors: colors ? toColors(colors) : (front?.colors ?? []),
    colorIdentity: toColors(strList(raw, 'color_identity') ?? colors),
    power: str(raw, 'power') ?? front?.power ?? null,
    toughness: str(raw, 'toughness') ?? front?.toughness ?? null,
    loyalty: str(raw, 'loyalty') ?? front?.loyalty ?? null,
    defense: str(raw, 'defense') ?? front?.defense ?? null,
    keywords: strList(raw, 'keywords') ?? [],
    faces,
    rarity: toRarity(str(raw, 'rarity')),
    scryfallId: str(raw, 'id'),
    set: set?.toLowerCase() ?? null,
    collectorNumber: str(raw, 'collector_number'),
    releasedAt: str(raw, 'released_at'),
    imageUri: imageOf(raw) ?? front?.imageUri ?? null,
    printings,
    legalities: legalitiesOf(raw),
    artist: internString(
      str(raw, 'artist') ?? objList(raw, 'card_faces').map((f) => str(f, 'artist'))[0] ?? null,
    ),
    reprint: typeof raw.reprint === 'boolean' ? raw.reprint : null,
    watermark: internString(str(raw, 'watermark')?.toLowerCase() ?? null),
    edhrecRank: num(raw, 'edhrec_rank'),
    ...withPrices(raw),
  };
}

/** Normalises a whole bulk array, skipping non-cards and later duplicates of an id. */
export function normalizeCards(raws: Iterable<unknown>): Card[] {
  const seen = new Set<string>();
  const out: Card[] = [];
  for (const raw of raws) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) continue;
    const card = normalizeCard(raw as RawObject);
    if (!card || seen.has(card.id)) continue;
    seen.add(card.id);
    out.push(card);
  }
  return out;
}

/**
 * Turns a Scryfall `default_cards` object or a fixture printing into a `Printing`; null for non-cards.
 * `cardId` is provisional (oracle id, else name id); `CardIndex` re-links it to the loaded card.
 */
export function normalizePrinting(raw: RawObject): Printing | null {
  const id = str(raw, 'id');
  const name = str(raw, 'name');
  const set = str(raw, 'set');
  if (!id || !name || !set || !isGameCard(raw)) return null;
  return {
    id,
    cardId: oracleIdOf(raw) ?? nameCardId(name),
    name,
    set: set.toLowerCase(),
    setName: str(raw, 'set_name') ?? set.toUpperCase(),
    collectorNumber: str(raw, 'collector_number') ?? '',
    rarity: toRarity(str(raw, 'rarity')),
    releasedAt: str(raw, 'released_at'),
    imageUri: imageOf(raw) ?? objList(raw, 'card_faces').map(imageOf)[0] ?? null,
    illustrationId:
      str(raw, 'illustration_id') ??
      objList(raw, 'card_faces').map((f) => str(f, 'illustration_id'))[0] ??
      null,
    ...withPrices(raw),
  };
}

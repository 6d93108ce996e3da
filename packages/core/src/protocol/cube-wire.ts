import { normalizeName } from '../cards/names';
import type { Card } from '../cards/types';
import type { CardFields, CubeCard } from '../cube/types';
import { DEFAULT_CARD_FIELDS } from '../cube/types';
import { customIdOfCardId } from '../custom-cards/types';
import type { CubeWithCardsResponse } from './cubes';

// The web's own cube request asks for the compact form (`?form=compact`, ADR 0044): the same response
// with what the browser can rebuild left out. Every screen reads the expanded response, equal to the
// plain form; public readers and exports never see the compact one.
//
// Left out, and put back by expandCubeResponse:
// - a card fact's `id` (its key in cardData), `normalizedName` when it is normalizeName(name), `imageUri`
//   when it is Scryfall's URL of its `scryfallId` (sent as its size and query only), and fields at their
//   empty value (null, [], '');
// - an entry's `name` when it is its card's name, and editable fields at their defaults; an entry id of
//   the form `<cubeId>.<version>.<n>` (the server's since ADR 0044) is sent without its cube id.

/** The `form` value of the compact encoding; a response in it carries `form: COMPACT_CUBE_FORM`. */
export const COMPACT_CUBE_FORM = 'compact';

/** Card fields sent only when not empty (all required by Card, so absent always means this value). */
const CARD_EMPTY: Partial<Record<keyof Card, null | '' | readonly never[]>> = {
  oracleId: null,
  manaCost: '',
  oracleText: '',
  colors: [],
  colorIdentity: [],
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
  keywords: [],
  faces: [],
  rarity: null,
  scryfallId: null,
  set: null,
  collectorNumber: null,
  releasedAt: null,
  imageUri: null,
  printings: [],
};
const CARD_EMPTY_KEYS = Object.keys(CARD_EMPTY) as (keyof Card)[];

/** Scryfall's image URL: https://cards.scryfall.io/<size>/front/<a>/<b>/<scryfallId>.jpg[?<stamp>]. */
const SCRYFALL_IMAGE =
  /^https:\/\/cards\.scryfall\.io\/([a-z_]+)\/front\/([0-9a-f])\/([0-9a-f])\/([0-9a-f-]{36})\.jpg(\?\d+)?$/;
/** A compact imageUri: `~`, the size, and the query, standing for the URL of the card's scryfallId. */
const IMAGE_MARK = '~';

function scryfallImage(id: string, size: string, query: string): string {
  return `https://cards.scryfall.io/${size}/front/${id[0]}/${id[1]}/${id}.jpg${query}`;
}

const isEmpty = (value: unknown, empty: unknown): boolean =>
  value === empty || (Array.isArray(value) && Array.isArray(empty) && value.length === 0);

/** A card fact as sent in the compact form (a partial Card, imageUri possibly `~<size><query>`). */
export type CompactCard = Partial<Card>;

export function compactCard(card: Card): CompactCard {
  const out: Record<string, unknown> = { ...card };
  delete out.id;
  if (card.normalizedName === normalizeName(card.name)) delete out.normalizedName;
  const image = card.imageUri ? SCRYFALL_IMAGE.exec(card.imageUri) : null;
  if (image && card.scryfallId === image[4] && image[2] === image[4][0] && image[3] === image[4][1]) {
    out.imageUri = `${IMAGE_MARK}${image[1]}${image[5] ?? ''}`;
  }
  for (const key of CARD_EMPTY_KEYS) if (isEmpty(out[key], CARD_EMPTY[key])) delete out[key];
  return out as CompactCard;
}

export function expandCard(id: string, sent: CompactCard): Card {
  const card: Record<string, unknown> = { id, ...sent };
  for (const key of CARD_EMPTY_KEYS) {
    if (card[key] === undefined) {
      const empty = CARD_EMPTY[key];
      card[key] = Array.isArray(empty) ? [] : empty;
    }
  }
  if (card.normalizedName === undefined) card.normalizedName = normalizeName(sent.name ?? '');
  const image = typeof card.imageUri === 'string' ? card.imageUri : null;
  if (image?.startsWith(IMAGE_MARK) && typeof card.scryfallId === 'string') {
    const at = image.indexOf('?');
    const size = image.slice(1, at < 0 ? undefined : at);
    card.imageUri = scryfallImage(card.scryfallId, size, at < 0 ? '' : image.slice(at));
  }
  return card as unknown as Card;
}

/** An entry as sent in the compact form: editable fields at their defaults and a name equal to its card's left out. */
export type CompactEntry = Partial<CubeCard> & Pick<CubeCard, 'id' | 'cardId' | 'addedAt'>;

const FIELD_KEYS = Object.keys(DEFAULT_CARD_FIELDS) as (keyof CardFields)[];

/**
 * `cardName` is the card index's name of the entry's card (null when unknown: the name is then kept);
 * `cubeId` the cube's, left out of entry ids that start with it and a dot (a UUID never starts with one).
 */
export function compactEntry(entry: CubeCard, cardName: string | null, cubeId: string): CompactEntry {
  const out: Record<string, unknown> = { ...entry };
  if (entry.id.startsWith(`${cubeId}.`)) out.id = entry.id.slice(cubeId.length);
  if (cardName !== null && entry.name === cardName) delete out.name;
  for (const key of FIELD_KEYS) if (isEmpty(entry[key], DEFAULT_CARD_FIELDS[key])) delete out[key];
  return out as CompactEntry;
}

/** `cardData` must hold the card of every entry whose name was left out (the server sends or the browser holds it). */
export function expandEntry(sent: CompactEntry, cardData: Record<string, Card>, cubeId: string): CubeCard {
  const entry: Record<string, unknown> = { ...sent };
  if (sent.id.startsWith('.')) entry.id = `${cubeId}${sent.id}`;
  for (const key of FIELD_KEYS) {
    if (entry[key] === undefined) {
      const value = DEFAULT_CARD_FIELDS[key];
      entry[key] = Array.isArray(value) ? [] : value;
    }
  }
  // The card's name (a card-data reload between the view and a facts follow-up could leave it unknown).
  entry.name ??= cardData[sent.cardId]?.name ?? '';
  return entry as CubeCard;
}

/** A cube response in the compact form: entries and facts compact, and the form named. */
export interface CompactCubeResponse extends Omit<CubeWithCardsResponse, 'cards' | 'cardData'> {
  form: typeof COMPACT_CUBE_FORM;
  cards: CompactEntry[];
  cardData: Record<string, CompactCard>;
}

/** The compact form of `res`; `cardName` gives the card index's name of a card id (null if unknown). */
export function compactCubeResponse(
  res: CubeWithCardsResponse,
  cardName: (cardId: string) => string | null,
): CompactCubeResponse {
  const cardData: Record<string, CompactCard> = {};
  for (const [id, card] of Object.entries(res.cardData)) cardData[id] = compactCard(card);
  return {
    ...res,
    form: COMPACT_CUBE_FORM,
    cards: res.cards.map((c) => compactEntry(c, cardName(c.cardId), res.cube.id)),
    cardData,
  };
}

/**
 * The facts of a compact response expanded (entries not yet: their names may need facts the browser
 * holds); a plain response (an older server) is returned as it is.
 */
export function expandCardFacts(res: CubeWithCardsResponse | CompactCubeResponse): CubeWithCardsResponse {
  if (!isCompact(res)) return res;
  const cardData: Record<string, Card> = {};
  for (const [id, card] of Object.entries(res.cardData)) cardData[id] = expandCard(id, card);
  return { ...res, cardData } as unknown as CubeWithCardsResponse;
}

/** The entries expanded with the complete `cardData` (after the browser filled in the facts it holds). */
export function expandEntries(res: CubeWithCardsResponse): CubeWithCardsResponse {
  const compact = res as unknown as Partial<CompactCubeResponse>;
  if (compact.form !== COMPACT_CUBE_FORM) return res;
  const { form: _form, ...rest } = compact as CompactCubeResponse;
  return {
    ...rest,
    cards: compact.cards?.map((c) => expandEntry(c, res.cardData, res.cube.id)) ?? [],
    cardData: res.cardData,
  } as CubeWithCardsResponse;
}

// Slim facts (ADR 0046): the list tab's cube request adds `facts=slim`, and the facts a hinted response
// adds (those the browser lacks) leave out what only rules text, a search or a card page read. The
// response names itself (`facts: 'slim'`); every fact in it that `canSlim` is then slim. The browser's
// store keeps which facts are slim, and a reader needing the rest asks for it (ensureFullFacts).

/** The `facts` value asking for (and naming) slim facts. */
export const SLIM_FACTS = 'slim';

/** The Card fields slim facts leave out (faces keep all but their oracle text). */
export const HEAVY_CARD_FIELDS = [
  'oracleText',
  'keywords',
  'printings',
  'releaseDates',
  'legalities',
  'artist',
  'reprint',
  'watermark',
  'edhrecRank',
] as const satisfies readonly (keyof Card)[];
export type HeavyCardField = (typeof HEAVY_CARD_FIELDS)[number];

/**
 * Whether a fact may go out slim: only a card with an image, since a card drawn without one shows its
 * rules text (components/card) and must have it from the start.
 */
export const canSlim = (card: Pick<Card, 'imageUri'>): boolean => typeof card.imageUri === 'string';

/** The card without its heavy fields (the empty value where the Card type requires one). */
export function slimCard(card: Card): Card {
  const out: Record<string, unknown> = { ...card, oracleText: '', keywords: [], printings: [] };
  for (const key of ['releaseDates', 'legalities', 'artist', 'reprint', 'watermark', 'edhrecRank'])
    delete out[key];
  if (card.faces.length > 0) out.faces = card.faces.map((f) => ({ ...f, oracleText: '' }));
  return out as unknown as Card;
}

/** Ids of the slim facts in a response's cardData (none unless it names itself slim). */
export function slimFactIds(res: { cardData: Record<string, Card>; facts?: unknown }): string[] {
  if (res.facts !== SLIM_FACTS) return [];
  return Object.entries(res.cardData)
    .filter(([id, card]) => canSlim(card) && customIdOfCardId(id) === null)
    .map(([id]) => id);
}

function isCompact(res: object): res is CompactCubeResponse {
  return (res as { form?: unknown }).form === COMPACT_CUBE_FORM;
}

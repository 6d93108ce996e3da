// Format legalities kept compactly: one character per format in FORMATS order, the same string object
// shared by every card with the same legalities (a few thousand distinct strings for 32k cards).
import { isObject, type RawObject, str } from './raw';

/** Formats in Scryfall's `legalities` object, in the order their codes are stored. */
export const FORMATS = [
  'standard',
  'future',
  'historic',
  'timeless',
  'gladiator',
  'pioneer',
  'explorer',
  'modern',
  'legacy',
  'pauper',
  'vintage',
  'penny',
  'commander',
  'oathbreaker',
  'standardbrawl',
  'brawl',
  'alchemy',
  'paupercommander',
  'duel',
  'oldschool',
  'premodern',
  'predh',
] as const;
export type Format = (typeof FORMATS)[number];

/** What a card's legality in one format is; `not_legal_or_banned` is all a Commander-only flag can say. */
export type Legality = 'legal' | 'not_legal' | 'banned' | 'restricted' | 'not_legal_or_banned' | 'unknown';

const CODE_OF: Record<string, string> = { legal: 'l', not_legal: 'n', banned: 'b', restricted: 'r' };
const LEGALITY_OF: Record<string, Legality> = {
  l: 'legal',
  n: 'not_legal',
  b: 'banned',
  r: 'restricted',
  x: 'not_legal_or_banned',
};
/** Code character of each legality in a stored legalities string. */
export const LEGALITY_CODES = {
  legal: 'l',
  notLegal: 'n',
  banned: 'b',
  restricted: 'r',
  unknown: '-',
} as const;

const interned = new Map<string, string>();
function intern(code: string): string {
  const known = interned.get(code);
  if (known !== undefined) return known;
  interned.set(code, code);
  return code;
}

/**
 * The legalities code of a raw card: Scryfall's `legalities` object, else the offline fixture's
 * `commander_legal` flag (true = legal; false = banned or never legal, it does not say which); null when
 * the object carries neither.
 */
export function legalitiesOf(raw: RawObject): string | null {
  const object = raw.legalities;
  if (isObject(object)) {
    return intern(FORMATS.map((f) => CODE_OF[str(object, f) ?? ''] ?? '-').join(''));
  }
  const commander = raw.commander_legal;
  if (typeof commander !== 'boolean') return null;
  return intern(FORMATS.map((f) => (f === 'commander' ? (commander ? 'l' : 'x') : '-')).join(''));
}

/** A card's legality in a format, read from its legalities code. */
export function legalityIn(code: string | null, format: Format): Legality {
  const ch = code?.[FORMATS.indexOf(format)];
  return (ch && LEGALITY_OF[ch]) || 'unknown';
}

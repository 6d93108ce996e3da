// `f:` / `legal:`, `banned:` and `restricted:`: format legalities, decided once per distinct legalities code.
import { FORMATS, type Format } from '../cards/legalities';
import { negatedIf } from './columns';
import { lacking } from './coverage';
import { type FieldSpec, TEXT_OPS } from './field-spec';
import { LEGALITIES, memoized } from './intern';

// Scryfall's shorthands for format names.
const FORMAT_ALIASES: Record<string, Format> = {
  edh: 'commander',
  c: 'commander',
  cmd: 'commander',
  dc: 'duel',
  french: 'duel',
  duelcommander: 'duel',
  pdh: 'paupercommander',
  dreadful: 'penny',
  pd: 'penny',
  pennydreadful: 'penny',
  f: 'future',
  l: 'legacy',
  m: 'modern',
  p: 'pauper',
  s: 'standard',
  v: 'vintage',
  '2': 'standard',
  t2: 'standard',
  type2: 'standard',
  '1': 'vintage',
  t1: 'vintage',
  type1: 'vintage',
  '1.5': 'legacy',
  't1.5': 'legacy',
  'type1.5': 'legacy',
  historicbrawl: 'brawl',
};

/** The format a value names (case-insensitive, with Scryfall's shorthands), or null. */
function formatNamed(value: string): Format | null {
  const key = value.toLowerCase().replace(/[\s_-]+/g, '');
  if ((FORMATS as readonly string[]).includes(key)) return key as Format;
  return FORMAT_ALIASES[key] ?? null;
}

type Status = 'legal' | 'banned' | 'restricted';
// A restricted card is legal (one copy), so `f:vintage` includes it.
const CODES: Record<Status, string> = { legal: 'lr', banned: 'b', restricted: 'r' };

function legalityField(name: Status, aliases: string[]): FieldSpec {
  const codes = CODES[name];
  return {
    name,
    aliases,
    ops: TEXT_OPS,
    build(term) {
      const format = formatNamed(term.value);
      if (!format) {
        return { problem: `Unknown format "${term.value}"`, expected: `one of ${FORMATS.join(', ')}` };
      }
      const at = FORMATS.indexOf(format);
      const has = memoized(LEGALITIES, 'legalityId', (code) => codes.includes(code[at] ?? '-'));
      return negatedIf(term.op === '!=', has);
    },
    missing(term, data) {
      const format = formatNamed(term.value);
      if (!format) return null;
      if (!data.formats.includes(format)) {
        const known = data.formats.length > 0 ? ` (it knows ${data.formats.join(', ')} only)` : '';
        return `${lacking(`legality for ${format}${known}`, `search by format`)}`;
      }
      if (name !== 'legal' && !data.banLists) {
        return lacking('ban lists (only whether a card is legal)', `search by ${name} cards`);
      }
      return null;
    },
  };
}

export const legalField = legalityField('legal', ['f', 'format', 'legal', 'legality']);
export const bannedField = legalityField('banned', ['banned']);
export const restrictedField = legalityField('restricted', ['restricted']);

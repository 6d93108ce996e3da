import type { TokenRow } from '../analytics/tokens';
import type { TextProxy } from './proxy-text';

/** The background a proxy is tinted with: a colour, several, or none. */
export type ProxyTintName = 'W' | 'U' | 'B' | 'R' | 'G' | 'multi' | 'colorless';

const COLOUR_WORDS: Record<string, ProxyTintName> = {
  white: 'W',
  blue: 'U',
  black: 'B',
  red: 'R',
  green: 'G',
};
const CARD_TYPES = new Set(['artifact', 'creature', 'enchantment', 'land', 'planeswalker', 'battle']);
const STATS = /^([\dX*]+\/[\dX*]+)\s+/;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A printable proxy of a token or emblem the cube's cards make, read back from its description
 * ("2/2 blue Drake creature token with flying": a 2/2 blue Token Creature named Drake, with Flying).
 */
export function tokenProxyOf(row: Pick<TokenRow, 'token' | 'kind' | 'text'>): {
  proxy: TextProxy;
  tint: ProxyTintName;
} {
  if (row.kind === 'emblem')
    return {
      proxy: {
        faces: [{ name: row.token, manaCost: '', typeLine: 'Emblem', text: row.text, stats: '' }],
        footer: 'Emblem',
        flavor: '',
      },
      tint: 'colorless',
    };
  const [what = '', has = ''] = row.token.split(/\s+token\b\s*/);
  let rest = what;
  const stats = STATS.exec(rest)?.[1] ?? '';
  rest = rest.replace(STATS, '');
  const colours: ProxyTintName[] = [];
  const types: string[] = [];
  const subtypes: string[] = [];
  for (const word of rest.split(/\s+/).filter(Boolean)) {
    const lower = word.toLowerCase();
    if (COLOUR_WORDS[lower]) colours.push(COLOUR_WORDS[lower]);
    else if (CARD_TYPES.has(lower)) types.push(cap(lower));
    else if (lower !== 'and' && lower !== 'colorless') subtypes.push(word);
  }
  const tint = colours.length === 0 ? 'colorless' : colours.length > 1 ? 'multi' : colours[0]!;
  const name = subtypes.join(' ') || row.token;
  const typeLine = `Token${types.length ? ` ${types.join(' ')}` : ''}${subtypes.length ? ` — ${subtypes.join(' ')}` : ''}`;
  const text = cap(has.replace(/^with\s+/i, ''));
  return {
    proxy: { faces: [{ name, manaCost: '', typeLine, text, stats }], footer: 'Token', flavor: '' },
    tint,
  };
}

// The tokens and emblems a cube's cards make. The card data has no `all_parts` (the offline file lacks
// it), so they are read from the rules text: "create(s) <how many> <what> token(s) [with …]" and "you get
// an emblem". Reading English is approximate by nature; what it cannot name it leaves out rather than
// inventing a token.

/** A token or emblem and the cards (by name) that make it. */
export interface TokenRow {
  /** What the card says it makes, without the count: "1/1 white Soldier creature token with flying". */
  token: string;
  kind: 'token' | 'emblem';
  makers: string[];
  /** An emblem's ability, as quoted by its card ('' for tokens and where the text does not quote it). */
  text: string;
}

const COUNT_WORD = String.raw`(?:twice that many|that many|a number of|any number of|an|a|one|two|three|four|five|six|seven|eight|nine|ten|x|\d+)`;
const COUNT = new RegExp(`^${COUNT_WORD}\\s+`, 'i');
const STATE = /^(?:tapped and attacking|tapped|untapped|attacking)\s+/i;
const CREATE = /\bcreates?\s+/gi;
// "create a 3/3 … token with deathtouch and a 3/3 … token with lifelink": one token per part.
const NEXT_TOKEN = new RegExp(`\\s+and\\s+(?=${COUNT_WORD}\\s)`, 'i');
const TOKEN = /^(.*?)\btokens?\b(.*)$/is;
// What a token has ends where the sentence goes on to something else.
const WITH_END = /,|\s+(?:then|for each|where|that|until|and (?:put|exile|sacrifice|attach|you))\b/i;
const COPY = /^\s*that(?:'s| is)\s+a\s+copy\b/i;

/** One "<how many> <what> token [with …]" part of a sentence, as a token's name, or null. */
function describe(part: string): string | null {
  const m = TOKEN.exec(part);
  if (!m) return null;
  const what = `${(m[1] ?? '').trim()} `.replace(COUNT, '').replace(STATE, '').trim();
  const rest = m[2] ?? '';
  if (what === '') return COPY.test(rest) ? 'Token copy of a permanent' : null;
  // A token is named by a type (capitalised) or a power and toughness; "one or more tokens" names none.
  if (what.split(/\s+/).length > 8 || !/[A-Z]|\b[\dX*]+\/[\dX*]+\b/.test(what)) return null;
  const withPart = /^\s+with\s/i.test(rest) ? rest : '';
  const cut = withPart.search(WITH_END);
  // A quoted ability is cut off with its sentence: "with" or "and" left dangling goes too.
  const has = (cut >= 0 ? withPart.slice(0, cut) : withPart)
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(?:\s*\b(?:and|with))+$/, '');
  return `${what} token${has ? ` ${has}` : ''}`;
}

/** The tokens a card's rules text creates, each once, in the order the text names them. */
export function tokensIn(oracleText: string): string[] {
  const found = new Set<string>();
  // Sentence by sentence (a reminder's quotes and parentheses end one too), from each "create" on.
  for (const sentence of oracleText.split(/[.;\n"()]/)) {
    for (const m of sentence.matchAll(CREATE)) {
      const from = sentence.slice((m.index ?? 0) + m[0].length);
      for (const part of from.split(NEXT_TOKEN)) {
        const token = describe(part);
        if (token) found.add(token);
      }
    }
  }
  return [...found];
}

const EMBLEM = /\byou get an emblem\b(?:\s+with\s+"([^"]+)")?/i;

/**
 * The tokens and emblems of a list of cards: each token once (told apart without regard to case), with
 * the cards that make it; most makers first. A planeswalker's emblem is named after it.
 */
export function tokenBreakdown(cards: readonly { name: string; oracleText: string }[]): TokenRow[] {
  const rows = new Map<string, TokenRow>();
  const add = (token: string, kind: TokenRow['kind'], maker: string, text = '') => {
    const key = `${kind}:${token.toLowerCase()}`;
    const row = rows.get(key) ?? { token, kind, makers: [], text };
    rows.set(key, row);
    if (!row.makers.includes(maker)) row.makers.push(maker);
  };
  for (const card of cards) {
    for (const token of tokensIn(card.oracleText)) add(token, 'token', card.name);
    const emblem = EMBLEM.exec(card.oracleText);
    if (emblem) add(`${card.name} emblem`, 'emblem', card.name, emblem[1] ?? '');
  }
  return [...rows.values()].sort(
    (a, b) => b.makers.length - a.makers.length || a.token.localeCompare(b.token),
  );
}

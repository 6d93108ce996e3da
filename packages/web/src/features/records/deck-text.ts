import type { CardSummary, DeckCard } from '@cubewright/core/protocol';

// The deck entry of an event: the deck is edited as the text the server reads (any list format), and
// cards picked from the cube's list with autocomplete are added to that text as `N Name` lines.

const isSideboardHeader = (line: string) => /^\s*sideboard:?\s*$/i.test(line);

/** `N Name` lines of one board, copies counted, in first-seen order. */
function lines(cards: readonly DeckCard[], board: DeckCard['board']): string[] {
  const counts = new Map<string, number>();
  for (const c of cards) if (c.board === board) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  return [...counts].map(([name, n]) => `${n} ${name}`);
}

/** A saved deck as text the paste box takes back: main lines, then a `Sideboard` section. */
export function deckText(deck: readonly DeckCard[]): string {
  const side = lines(deck, 'side');
  return [...lines(deck, 'main'), ...(side.length ? ['', 'Sideboard', ...side] : [])].join('\n');
}

/** The text with one more copy of `name` in the main deck (its line counted up, else a new line). */
export function addMainCard(text: string, name: string): string {
  const all = text === '' ? [] : text.split('\n');
  const sideAt = all.findIndex(isSideboardHeader);
  const end = sideAt === -1 ? all.length : sideAt;
  const wanted = name.toLowerCase();
  for (let i = 0; i < end; i++) {
    const m = /^\s*(\d+)x?\s+(.+?)\s*$/i.exec(all[i]!);
    if (m && m[2]!.toLowerCase() === wanted) {
      all[i] = `${Number(m[1]) + 1} ${m[2]}`;
      return all.join('\n');
    }
  }
  // A new line goes after the last main-deck line, above the blank line before the sideboard.
  let at = end;
  while (at > 0 && all[at - 1]!.trim() === '') at--;
  all.splice(at, 0, `1 ${name}`);
  return all.join('\n');
}

/** Cards of the cube's list whose names contain `q`, those starting with it first, for the deck's autocomplete. */
export function cubeSuggestions(cards: readonly CardSummary[], q: string, limit = 10): CardSummary[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  const seen = new Set<string>();
  const starts: CardSummary[] = [];
  const contains: CardSummary[] = [];
  for (const c of cards) {
    const name = c.name.toLowerCase();
    if (seen.has(name)) continue;
    if (name.startsWith(needle)) starts.push(c);
    else if (name.includes(needle)) contains.push(c);
    else continue;
    seen.add(name);
  }
  const byName = (x: CardSummary, y: CardSummary) => x.name.localeCompare(y.name);
  return [...starts.sort(byName), ...contains.sort(byName)].slice(0, limit);
}

/** A deck card as the playtest shows it: text only (images may not load), and whether it is a land. */
export interface PlaytestCard {
  name: string;
  manaCost: string;
  typeLine: string;
}

/** A land by its front face (a modal DFC with a land back is counted as the spell you see in hand). */
export function isLand(card: Pick<PlaytestCard, 'typeLine'>): boolean {
  return /\bLand\b/.test(card.typeLine.split(' // ')[0] ?? '');
}

const BASIC_TYPES: Record<string, string> = {
  Plains: 'Basic Land — Plains',
  Island: 'Basic Land — Island',
  Swamp: 'Basic Land — Swamp',
  Mountain: 'Basic Land — Mountain',
  Forest: 'Basic Land — Forest',
};

/** `count` copies of a basic land by name. */
export function basics(name: string, count: number): PlaytestCard[] {
  return Array.from({ length: count }, () => ({
    name,
    manaCost: '',
    typeLine: BASIC_TYPES[name] ?? 'Basic Land',
  }));
}

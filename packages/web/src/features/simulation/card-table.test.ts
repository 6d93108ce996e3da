import type { CardPickStats } from '@cubewright/core/simulation';
import { describe, expect, it } from 'vitest';
import { cardsCsv, tableRows } from './card-table';

const card = (name: string, colors: string, avgPick: number | null, picks = 1): CardPickStats => ({
  cardId: name,
  name,
  colors,
  seen: 2,
  picks,
  burned: 0,
  avgPick,
  firstPicks: 0,
  p1p1: 0,
  firstPickRate: 0,
  wheels: 0,
  wheelRate: avgPick ? avgPick / 15 : 0,
  inDeck: 0,
  deckRate: 0,
});
const cards = [
  card('Bolt', 'R', 2),
  card('Counterspell', 'U', 5),
  card('Lotus', '', null, 0),
  card('Helix', 'WR', 3),
];

describe('card table', () => {
  it('filters by colour and name', () => {
    const opts = { name: '', sort: 'avgPick' as const, descending: false };
    expect(tableRows(cards, { ...opts, color: 'R' }).map((c) => c.name)).toEqual(['Bolt', 'Helix']);
    expect(tableRows(cards, { ...opts, color: 'multi' }).map((c) => c.name)).toEqual(['Helix']);
    expect(tableRows(cards, { ...opts, color: 'colorless' }).map((c) => c.name)).toEqual(['Lotus']);
    expect(tableRows(cards, { ...opts, color: 'all', name: 'SPELL' }).map((c) => c.name)).toEqual([
      'Counterspell',
    ]);
  });

  it('sorts either way and keeps unpicked cards last', () => {
    const opts = { name: '', color: 'all' as const, sort: 'avgPick' as const };
    expect(tableRows(cards, { ...opts, descending: false }).map((c) => c.name)).toEqual([
      'Bolt',
      'Helix',
      'Counterspell',
      'Lotus',
    ]);
    expect(tableRows(cards, { ...opts, descending: true }).map((c) => c.name)).toEqual([
      'Counterspell',
      'Helix',
      'Bolt',
      'Lotus',
    ]);
    expect(tableRows(cards, { ...opts, sort: 'name', descending: true })[0]!.name).toBe('Lotus');
  });

  it('exports CSV with one row per card', () => {
    const csv = cardsCsv([card('Fire // Ice', 'UR', 2.5), card('Say "hi", friend', '', null)]).split('\n');
    expect(csv).toHaveLength(3);
    expect(csv[1]).toMatch(/^Fire \/\/ Ice,UR,2,1,2.50,/);
    expect(csv[2]).toMatch(/^"Say ""hi"", friend",,2,1,,/);
  });
});

import { compileQuery } from '@cubewright/core/filter';
import type { RecordStatsResponse } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { groupItems } from './grouping';
import { joinRecords } from './list-item';
import { item } from './list-items.test-support';

const bolt = item('Lightning Bolt');
const helix = item('Lightning Helix');
const sol = item('Sol Ring');
const island = item('Volcanic Island');

const card = (
  cardId: string,
  decks: number,
  winRate: number | null,
): RecordStatsResponse['cards'][number] => ({
  cardId,
  name: cardId,
  decks,
  mainDeckRate: 1,
  matches: winRate === null ? 0 : 10,
  wins: 0,
  losses: 0,
  draws: 0,
  winRate,
  interval: winRate === null ? null : [0, 1],
});

const stats = {
  cards: [card(bolt.entry.cardId, 6, 0.6), card(helix.entry.cardId, 5, 0.4), card(sol.entry.cardId, 1, null)],
};
const items = joinRecords([island, sol, helix, bolt], stats);
const names = (q: string) => {
  const r = compileQuery(q);
  if (!r.ok) throw new Error(r.error.message);
  return items.filter((i) => r.predicate(i.card, i.entry)).map((i) => i.entry.name);
};

describe('the list with its records', () => {
  it('filters by wr and decks; an unplayed card has 0 decks and no rate', () => {
    expect(names('wr>55')).toEqual(['Lightning Bolt']);
    expect(names('decks>=5')).toEqual(['Lightning Helix', 'Lightning Bolt']);
    expect(names('decks=0')).toEqual(['Volcanic Island']);
    expect(names('wr<50')).toEqual(['Lightning Helix']);
  });

  it('sorts by recorded decks and by win rate, highest first, cards without one last', () => {
    const order = (key: 'decks' | 'wr') =>
      groupItems(items, 'color', null, key)[0]!.subgroups[0]!.items.map((i) => i.entry.name);
    expect(order('decks')).toEqual(['Lightning Bolt', 'Lightning Helix', 'Sol Ring', 'Volcanic Island']);
    expect(order('wr')).toEqual(['Lightning Bolt', 'Lightning Helix', 'Sol Ring', 'Volcanic Island']);
  });
});

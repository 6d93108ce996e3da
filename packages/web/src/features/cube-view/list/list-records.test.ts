import { cardMetricOf, emptyCounters } from '@cubewright/core/analytics';
import { compileQuery } from '@cubewright/core/filter';
import type { CardMetricWire } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { groupItems } from './grouping';
import { joinRecords } from './list-item';
import { item } from './list-items.test-support';

const bolt = item('Lightning Bolt');
const helix = item('Lightning Helix');
const sol = item('Sol Ring');
const island = item('Volcanic Island');

/** A card's metrics from its counts: `decks` main decks of `drafted`, `won` of 10 matches, people's picks. */
const card = (
  cardId: string,
  decks: number,
  won: number | null,
  picks: number[] = [],
  drafted = decks,
): CardMetricWire => ({
  ...cardMetricOf(cardId, {
    ...emptyCounters(),
    mainDecks: decks,
    drafted,
    matchWins: won ?? 0,
    matchLosses: won === null ? 0 : 10 - won,
    picks: picks.length,
    pickSum: picks.reduce((s, n) => s + n, 0),
  }),
  name: cardId,
});

const stats = {
  cards: [
    card(bolt.entry.cardId, 6, 6, [1, 2]),
    card(helix.entry.cardId, 5, 4, [4, 6], 10),
    card(sol.entry.cardId, 1, null, [9], 4),
  ],
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

  it('filters by ata and mainrate from the same metrics', () => {
    expect(names('ata<3')).toEqual(['Lightning Bolt']);
    expect(names('ata>=5')).toEqual(['Sol Ring', 'Lightning Helix']);
    expect(names('mainrate>0.5')).toEqual(['Lightning Bolt']);
    expect(names('mainrate=0.5')).toEqual(['Lightning Helix']);
    expect(names('mainrate<0.5')).toEqual(['Sol Ring']);
  });

  it('sorts by recorded decks and by win rate, highest first, cards without one last', () => {
    const order = (key: 'decks' | 'wr' | 'ata' | 'mainrate') =>
      groupItems(items, 'color', null, key)[0]!.subgroups[0]!.items.map((i) => i.entry.name);
    expect(order('decks')).toEqual(['Lightning Bolt', 'Lightning Helix', 'Sol Ring', 'Volcanic Island']);
    expect(order('wr')).toEqual(['Lightning Bolt', 'Lightning Helix', 'Sol Ring', 'Volcanic Island']);
    expect(order('ata')).toEqual(['Lightning Bolt', 'Lightning Helix', 'Sol Ring', 'Volcanic Island']);
    expect(order('mainrate')).toEqual(['Lightning Bolt', 'Lightning Helix', 'Sol Ring', 'Volcanic Island']);
  });
});

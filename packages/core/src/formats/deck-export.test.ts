import { describe, expect, it } from 'vitest';
import { deckFileName, type ExportDeck, writeDeck } from './deck-export';
import { parseList } from './registry';

const DECK: ExportDeck = {
  name: 'Pauper "Cube" <v2>',
  main: [
    { name: 'Lightning Bolt', set: 'm11', collectorNumber: '149' },
    { name: 'Fire // Ice', set: 'mh2', collectorNumber: '290' },
    { name: "Lim-Dûl's Vault" },
    { name: 'Mountain' },
    { name: 'Mountain' },
    { name: 'Island' },
  ],
  side: [{ name: 'Counterspell', set: 'ema', collectorNumber: '43' }, { name: 'Duress' }],
};

/** What a reader got back: name, board and printing per copy, in order. */
const readBack = (format: 'arena' | 'dek' | 'txt' | 'cod', text: string) => {
  const parsed = parseList(format, text);
  expect(parsed.problems).toEqual([]);
  return parsed.entries.map((e) => ({
    name: e.name,
    side: e.board === 'maybe',
    set: e.set ?? null,
    collectorNumber: e.collectorNumber ?? null,
  }));
};

const expected = (printings: boolean) =>
  [...DECK.main.map((c) => ({ c, side: false })), ...DECK.side.map((c) => ({ c, side: true }))].map(
    ({ c, side }) => ({
      name: c.name,
      side,
      set: printings ? (c.set ?? null) : null,
      collectorNumber: printings ? (c.collectorNumber ?? null) : null,
    }),
  );

describe('deck export', () => {
  it('writes MTGA lines with set and number, and reads back the same deck', () => {
    const text = writeDeck('arena', DECK);
    expect(text).toContain('Deck\n1 Lightning Bolt (M11) 149\n');
    expect(text).toContain('2 Mountain\n');
    expect(text).toContain('Sideboard\n1 Counterspell (EMA) 43\n1 Duress\n');
    expect(readBack('arena', text)).toEqual(expected(true));
  });

  it('writes an MTGO .dek with the sideboard flagged, no made-up CatID, and the printings', () => {
    const text = writeDeck('dek', DECK);
    expect(text).toContain('Quantity="2" Sideboard="false" Name="Mountain"');
    expect(text).toContain(
      'Sideboard="true" Name="Counterspell" Annotation="0" Set="EMA" CollectorNumber="43"',
    );
    expect(text).not.toContain('CatID');
    expect(readBack('dek', text)).toEqual(expected(true));
  });

  it('names double-faced cards by their front face in MTGA and MTGO files, as those programs do', () => {
    const deck: ExportDeck = {
      name: 'D',
      main: [
        {
          name: 'Delver of Secrets // Insectile Aberration',
          layout: 'transform',
          set: 'isd',
          collectorNumber: '51',
        },
        { name: 'Fire // Ice', layout: 'split' },
      ],
      side: [],
    };
    expect(writeDeck('arena', deck)).toContain('Deck\n1 Delver of Secrets (ISD) 51\n1 Fire // Ice\n');
    expect(writeDeck('dek', deck)).toContain('Name="Delver of Secrets"');
    expect(writeDeck('dek', deck)).toContain('Name="Fire/Ice"');
  });

  it('writes a Cockatrice deck named after the cube with main and side zones', () => {
    const text = writeDeck('cod', DECK);
    expect(text).toContain('<zone name="side">');
    expect(parseList('cod', text).name).toBe(DECK.name);
    expect(readBack('cod', text)).toEqual(expected(true));
  });

  it('writes plain text as counted names with a Sideboard section', () => {
    const text = writeDeck('txt', DECK);
    expect(text).toBe(
      "1 Lightning Bolt\n1 Fire // Ice\n1 Lim-Dûl's Vault\n2 Mountain\n1 Island\n\nSideboard\n1 Counterspell\n1 Duress\n",
    );
    expect(readBack('txt', text)).toEqual(expected(false));
    expect(writeDeck('txt', { ...DECK, side: [] })).not.toContain('Sideboard');
  });

  it('names files after the cube', () => {
    expect(deckFileName('Pauper "Cube" <v2>', 'dek')).toBe('Pauper-Cube-v2-deck.dek');
    expect(deckFileName('Café Cube', 'arena')).toBe('Cafe-Cube-deck-arena.txt');
    expect(deckFileName('???', 'cod')).toBe('draft-deck.cod');
  });
});

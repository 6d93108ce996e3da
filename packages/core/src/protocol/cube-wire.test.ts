import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/types';
import { type CubeCard, DEFAULT_CARD_FIELDS } from '../cube/types';
import { compactCard, compactEntry, expandCard, expandEntry } from './cube-wire';

const card = (over: Partial<Card> = {}): Card => ({
  id: 'c1',
  oracleId: 'o1',
  name: 'Fire // Ice',
  normalizedName: 'fire // ice',
  layout: 'split',
  manaCost: '{1}{R} // {1}{U}',
  cmc: 4,
  typeLine: 'Instant // Instant',
  oracleText: '',
  colors: ['U', 'R'],
  colorIdentity: ['U', 'R'],
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
  keywords: [],
  faces: [],
  rarity: 'uncommon',
  scryfallId: '84f2c8f5-8e11-4639-b7de-00e4a2cbabee',
  set: 'mh2',
  collectorNumber: '290',
  releasedAt: '2021-06-18',
  imageUri: 'https://cards.scryfall.io/large/front/8/4/84f2c8f5-8e11-4639-b7de-00e4a2cbabee.jpg?1680048203',
  printings: ['apc', 'mh2'],
  ...over,
});

describe('the compact cube form (ADR 0044)', () => {
  it('rebuilds a card fact: id, normalized name, Scryfall image and empty fields', () => {
    const c = card();
    const sent = compactCard(c);
    expect(sent).not.toHaveProperty('id');
    expect(sent).not.toHaveProperty('normalizedName');
    expect(sent).not.toHaveProperty('power');
    expect(sent).not.toHaveProperty('keywords');
    expect(sent.imageUri).toBe('~large?1680048203');
    expect(expandCard('c1', JSON.parse(JSON.stringify(sent)))).toEqual(c);
  });

  it('keeps what it cannot rebuild as it is', () => {
    for (const c of [
      card({ normalizedName: 'fire and ice' }),
      card({ imageUri: 'https://example.com/fire.jpg' }),
      // An image of another printing than the fact's scryfallId, and one with no scryfallId.
      card({ scryfallId: '00000000-0000-0000-0000-000000000000' }),
      card({ scryfallId: null }),
      card({
        imageUri: 'https://cards.scryfall.io/normal/front/8/4/84f2c8f5-8e11-4639-b7de-00e4a2cbabee.jpg',
      }),
      card({ imageUri: null, oracleText: 'Draw.', keywords: ['Flash'], power: '1', legalities: null }),
    ]) {
      expect(expandCard('c1', JSON.parse(JSON.stringify(compactCard(c))))).toEqual(c);
    }
  });

  it('rebuilds an entry: its name from its card and default fields', () => {
    const entry: CubeCard = {
      ...DEFAULT_CARD_FIELDS,
      id: 'e1',
      cardId: 'c1',
      name: 'Fire // Ice',
      addedAt: '2026-01-01T00:00:00.000Z',
    };
    const sent = compactEntry(entry, 'Fire // Ice', 'cube1');
    expect(Object.keys(sent).sort()).toEqual(['addedAt', 'cardId', 'id']);
    expect(expandEntry(sent, { c1: card() }, 'cube1')).toEqual(entry);
    const edited: CubeCard = {
      ...entry,
      name: 'Old name',
      tags: ['a'],
      board: 'maybe',
      manaValue: 0,
      notes: 'x',
    };
    const kept = compactEntry(edited, 'Fire // Ice', 'cube1');
    expect(kept).toMatchObject({ name: 'Old name', tags: ['a'], board: 'maybe', manaValue: 0 });
    expect(expandEntry(JSON.parse(JSON.stringify(kept)), {}, 'cube1')).toEqual(edited);
    // A card the index does not know keeps its name.
    expect(expandEntry(compactEntry(entry, null, 'cube1'), {}, 'cube1')).toEqual(entry);
  });

  it('sends an entry id of the cube without the cube id, and any other id as it is', () => {
    const entry: CubeCard = {
      ...DEFAULT_CARD_FIELDS,
      id: 'cube1.7.1k',
      cardId: 'c1',
      name: 'X',
      addedAt: 'now',
    };
    const sent = compactEntry(entry, null, 'cube1');
    expect(sent.id).toBe('.7.1k');
    expect(expandEntry(sent, {}, 'cube1')).toEqual(entry);
    // Another cube's prefix (a copied id) and a UUID stay whole.
    for (const id of ['cube12.7.1', 'cube2.7.1', '84f2c8f5-8e11-4639-b7de-00e4a2cbabee']) {
      const other = { ...entry, id };
      expect(compactEntry(other, null, 'cube1').id).toBe(id);
      expect(expandEntry(compactEntry(other, null, 'cube1'), {}, 'cube1')).toEqual(other);
    }
  });
});

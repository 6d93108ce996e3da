import { describe, expect, it } from 'vitest';
import { parseCubeCobraCsv, parseCubeJson, writeCubeJson } from '../formats';
import { exportEntry } from '../formats/export-entry.test-support';
import { cardFieldsInputSchema, parseOverride } from './changes';
import { diffCards } from './diff';
import { hasOverrides, withOverrides } from './overrides';
import { DEFAULT_CARD_FIELDS } from './types';

const bolt = { cmc: 1, typeLine: 'Instant', rarity: 'common' as const, colors: ['R'] };

describe('entry overrides', () => {
  it('replace the card facts they set and leave the rest (the same object when none is set)', () => {
    expect(withOverrides(bolt, DEFAULT_CARD_FIELDS)).toBe(bolt);
    expect(withOverrides(bolt, { manaValue: 0, rarity: 'mythic' })).toEqual({
      ...bolt,
      cmc: 0,
      rarity: 'mythic',
    });
    expect(withOverrides(bolt, { typeLine: 'Creature — Goblin' }).typeLine).toBe('Creature — Goblin');
    expect(hasOverrides(DEFAULT_CARD_FIELDS)).toBe(false);
    expect(hasOverrides({ imageUrl: 'https://example.com/a.png' })).toBe(true);
  });

  it('accept https image URLs only, bounded, and mana values in halves', () => {
    expect(parseOverride('imageUrl', 'https://cards.example.com/a.jpg?x=1')).toEqual({
      ok: true,
      value: 'https://cards.example.com/a.jpg?x=1',
    });
    for (const url of ['http://example.com/a.jpg', 'javascript:alert(1)', 'data:x']) {
      expect(parseOverride('imageUrl', url), url).toEqual({
        ok: false,
        message: 'The image URL must start with https://',
      });
    }
    for (const url of ['https://', 'https:// x']) {
      expect(parseOverride('imageUrl', url), url).toEqual({
        ok: false,
        message: 'The image URL is not a valid URL',
      });
    }
    expect(parseOverride('imageUrl', `https://e.com/${'a'.repeat(1000)}`)).toMatchObject({ ok: false });
    expect(parseOverride('manaValue', 0.5)).toEqual({ ok: true, value: 0.5 });
    expect(parseOverride('manaValue', 1.3)).toMatchObject({ ok: false });
    expect(parseOverride('manaValue', Number.NaN)).toMatchObject({ ok: false });
    expect(parseOverride('rarity', 'mythic')).toEqual({ ok: true, value: 'mythic' });
    expect(parseOverride('rarity', 'legendary')).toMatchObject({ ok: false });
    // null clears an override; the save's schema takes it.
    expect(cardFieldsInputSchema.parse({ imageUrl: null, typeLine: null })).toEqual({
      imageUrl: null,
      typeLine: null,
    });
    expect(cardFieldsInputSchema.safeParse({ typeLine: '   ' }).success).toBe(false);
  });

  it('are part of a version diff; entries stored before they existed read as no override', () => {
    const base = { ...DEFAULT_CARD_FIELDS, id: 'e1', cardId: 'bolt', name: 'Lightning Bolt', addedAt: '' };
    const { imageUrl: _, manaValue: __, typeLine: ___, rarity: ____, ...old } = base;
    expect(diffCards([old as typeof base], [base]).changed).toEqual([]);
    const diff = diffCards([base], [{ ...base, manaValue: 3, imageUrl: 'https://e.com/a.png' }]);
    expect(diff.changed[0]).toMatchObject({
      before: { manaValue: null, imageUrl: null },
      after: { manaValue: 3, imageUrl: 'https://e.com/a.png' },
    });
  });

  it('travel in our JSON and are read from CubeCobra CSV fact columns', () => {
    const json = writeCubeJson({
      name: 'C',
      entries: [
        {
          ...exportEntry('Lightning Bolt'),
          overrides: { imageUrl: 'https://e.com/a.png', manaValue: 2, typeLine: null, rarity: 'rare' },
        },
      ],
    });
    expect(parseCubeJson(json).entries[0]?.overrides).toEqual({
      imageUrl: 'https://e.com/a.png',
      manaValue: 2,
      rarity: 'rare',
    });
    const csv =
      'name,CMC,Type,Rarity,image URL\nLightning Bolt,1,Instant,Common,https://e.com/b.png\nOpt,,,,\n';
    const [withFacts, bare] = parseCubeCobraCsv(csv).entries;
    expect(withFacts?.overrides).toEqual({
      manaValue: 1,
      typeLine: 'Instant',
      rarity: 'common',
      imageUrl: 'https://e.com/b.png',
    });
    expect(bare?.overrides).toBeUndefined();
  });
});

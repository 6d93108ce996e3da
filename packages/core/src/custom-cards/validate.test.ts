import { describe, expect, it } from 'vitest';
import { compileQuery } from '../filter';
import { customCardToCard } from './to-card';
import { type CustomCardFields, emptyFace, emptyFields } from './types';
import { validateCustomCard } from './validate';

const bear = (over: Partial<CustomCardFields> = {}): CustomCardFields => ({
  ...emptyFields(),
  name: 'Test Bear',
  manaCost: '1G',
  types: ['Creature'],
  subtypes: ['Bear'],
  power: '2',
  toughness: '2',
  ...over,
});

describe('validateCustomCard', () => {
  it('normalises a valid creature', () => {
    const r = validateCustomCard(bear({ name: '  Test Bear ', types: ['creature'] }));
    expect(r).toMatchObject({
      ok: true,
      fields: { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'] },
    });
  });

  it.each<[string, Partial<CustomCardFields>, string, string]>([
    ['empty name', { name: '  ' }, 'name', 'Name is required'],
    ['long name', { name: 'x'.repeat(142) }, 'name', 'at most 141'],
    ['bad cost', { manaCost: '{K}' }, 'manaCost', 'not a mana symbol'],
    ['no type', { types: [], power: null, toughness: null }, 'types', 'at least one card type'],
    ['unknown type', { types: ['Creture'] }, 'types', 'not a card type'],
    ['unknown supertype', { supertypes: ['Mythical'] }, 'supertypes', 'not a supertype'],
    ['bad subtype', { subtypes: ['<b>'] }, 'subtypes', 'not a valid subtype'],
    ['creature without P/T', { power: null, toughness: null }, 'power', 'needs a power and a toughness'],
    ['P/T on an instant', { types: ['Instant'], subtypes: [] }, 'power', 'only for creatures and vehicles'],
    ['bad power', { power: 'ten' }, 'power', 'not valid'],
    ['loyalty on a creature', { loyalty: '3' }, 'loyalty', 'only for planeswalkers'],
    ['defense on a creature', { defense: '4' }, 'defense', 'only for battles'],
    ['http art', { artUrl: 'http://example.com/a.png' }, 'artUrl', 'https://'],
    ['javascript art', { artUrl: 'javascript:alert(1)' }, 'artUrl', 'https://'],
    ['not a url', { artUrl: 'not a url' }, 'artUrl', 'https://'],
    ['art behind credentials', { artUrl: 'https://a@evil.test/a.png' }, 'artUrl', 'user name or password'],
    ['backslash art', { artUrl: 'https://evil.test\\@good.example/a.png' }, 'artUrl', 'not a valid URL'],
    ['long rules', { rulesText: 'a'.repeat(2001) }, 'rulesText', 'at most 2000'],
    ['unknown text symbol', { rulesText: '{K}: Draw.' }, 'rulesText', 'not a known symbol'],
    ['control chars', { flavorText: 'a\u0007b' }, 'flavorText', 'control characters'],
    ['long artist', { artist: 'a'.repeat(101) }, 'artist', 'at most 100'],
    ['bad rarity', { rarity: 'legendary' as never }, 'rarity', 'Rarity must be'],
    ['bad colour indicator', { colorIndicator: ['P' as never] }, 'colorIndicator', 'W, U, B, R or G'],
  ])('%s', (_label, over, field, message) => {
    const r = validateCustomCard(bear(over));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toContainEqual({ field, message: expect.stringContaining(message) });
  });

  it('accepts P/T on a vehicle, loyalty on a planeswalker and defense on a battle', () => {
    expect(validateCustomCard(bear({ types: ['Artifact'], subtypes: ['Vehicle'] })).ok).toBe(true);
    const pw = { types: ['Planeswalker'], subtypes: ['Tester'], power: null, toughness: null, loyalty: '4' };
    expect(validateCustomCard(bear(pw)).ok).toBe(true);
    const battle = { types: ['Battle'], subtypes: ['Siege'], power: null, toughness: null, defense: '5' };
    expect(validateCustomCard(bear(battle)).ok).toBe(true);
    expect(validateCustomCard(bear({ types: ['Planeswalker'], power: null, toughness: null })).ok).toBe(
      false,
    );
  });

  it('checks the back face with its own field paths', () => {
    const r = validateCustomCard(
      bear({ back: { ...emptyFace(), name: 'Back', types: ['Instant'], power: '1' } }),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.field)).toContain('back.power');
  });
});

describe('customCardToCard', () => {
  const stored = (fields: CustomCardFields) => ({
    id: 'abc',
    ownerId: 'u1',
    ownerName: 'owner',
    visibility: 'private' as const,
    fields,
    deletedAt: null,
    createdAt: '2024-05-01T00:00:00.000Z',
    updatedAt: '2024-05-01T00:00:00.000Z',
  });

  it('builds a searchable card with derived colours and mana value', () => {
    const r = validateCustomCard(bear({ manaCost: '2{G/W}', rulesText: 'Trample\n{T}: Add {B}.' }));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const card = customCardToCard(stored(r.fields));
    expect(card).toMatchObject({
      id: 'custom:abc',
      cmc: 3,
      colors: ['W', 'G'],
      colorIdentity: ['W', 'B', 'G'],
      typeLine: 'Creature — Bear',
      keywords: ['Trample'],
      set: 'custom',
    });
    for (const q of ['t:bear', 'c:gw', 'mv=3', 'o:trample', 'name:"test bear"', 'pow=2']) {
      const p = compileQuery(q);
      if (!p.ok) throw new Error(`${q}: ${p.error.message}`);
      expect(p.predicate(card), q).toBe(true);
    }
  });

  it('uses the colour indicator over the cost', () => {
    const r = validateCustomCard(bear({ manaCost: '', colorIndicator: ['U'] }));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(customCardToCard(stored(r.fields)).colors).toEqual(['U']);
  });
});

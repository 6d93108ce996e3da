import type { CubeDetail } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { draftFormatErrors, slotFilterErrors } from './draft-formats-form';
import { artCropOf, generalValuesOf, reapplyGeneral, settingsConflicts } from './general-form';
import { generalPatch } from './general-patch';

const cube = {
  id: 'c1',
  name: 'My Cube',
  description: 'About it',
  visibility: 'public',
  size: 360,
  coverImageUrl: 'https://example.test/default.jpg',
  hasCustomCover: false,
  tags: ['vintage'],
  recommendedDraftFormat: null,
  settingsVersion: 'v1',
} as unknown as CubeDetail;

describe('general settings form', () => {
  it('after a 409, lists the fields both people changed and re-applies the rest of mine', () => {
    const current = {
      ...cube,
      name: 'Their name',
      description: 'Their words',
      settingsVersion: 'v2',
    } as CubeDetail;
    const mine = { ...generalValuesOf(cube), name: 'My name', size: '450' };
    expect(settingsConflicts(mine, cube, current)).toEqual([
      {
        id: 'name',
        name: 'name',
        reason: 'The name was changed by someone else to “Their name”; yours is “My name”',
      },
    ]);
    const theirs = reapplyGeneral(mine, cube, current, new Set());
    expect(theirs).toMatchObject({ name: 'Their name', description: 'Their words', size: '450' });
    expect(reapplyGeneral(mine, cube, current, new Set(['name'])).name).toBe('My name');
    expect(generalPatch(theirs, current)).toEqual({ ok: true, body: { settingsVersion: 'v2', size: 450 } });
  });

  it('sends only what changed', () => {
    const values = { ...generalValuesOf(cube), name: ' New name ', size: '540', tags: 'vintage, powered' };
    expect(generalPatch(values, cube)).toEqual({
      ok: true,
      body: { settingsVersion: 'v1', name: ' New name ', size: 540, tags: ['vintage', 'powered'] },
    });
  });

  it('clears the cover and the format with null', () => {
    const withCover = { ...cube, hasCustomCover: true, recommendedDraftFormat: 'Booster' } as CubeDetail;
    const values = { ...generalValuesOf(withCover), coverImageUrl: '', recommendedDraftFormat: ' ' };
    expect(generalValuesOf(withCover).coverImageUrl).toBe(cube.coverImageUrl);
    expect(generalPatch(values, withCover)).toEqual({
      ok: true,
      body: { settingsVersion: 'v1', coverImageUrl: null, recommendedDraftFormat: null },
    });
  });

  it('reports each invalid field with the server messages', () => {
    const values = {
      ...generalValuesOf(cube),
      name: '  ',
      size: 'lots',
      coverImageUrl: 'ftp://x',
      tags: 'x'.repeat(41),
    };
    const result = generalPatch(values, cube);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe('Cube name is required');
    expect(result.errors.size).toMatch(/Target size must be a whole number/);
    expect(result.errors.coverImageUrl).toBe('The cover image URL must start with https://');
    expect(result.errors.tags).toMatch(/at most 40 characters/);
  });

  it('takes the art crop of a card image for the cover', () => {
    expect(artCropOf('https://cards.scryfall.io/normal/front/a/b/ab.jpg?1')).toBe(
      'https://cards.scryfall.io/art_crop/front/a/b/ab.jpg?1',
    );
    expect(artCropOf('https://example.test/x.jpg')).toBe('https://example.test/x.jpg');
  });

  it('says when nothing changed', () => {
    expect(generalPatch(generalValuesOf(cube), cube)).toEqual({
      ok: false,
      errors: { form: 'There are no changes to save' },
    });
  });
});

describe('draft formats form', () => {
  const format = (filters: string[]) => ({
    name: 'Lands matter',
    seats: 8,
    packs: [{ slots: filters.map((filter) => ({ count: 1, filter })) }],
  });

  it('accepts valid filters and the empty filter', () => {
    expect(draftFormatErrors({ custom: [format(['t:land', '', 'c:r cmc<=2'])] })).toEqual({});
  });

  it('points at a slot whose filter does not parse', () => {
    const errors = slotFilterErrors({ custom: [format(['t:land', '(c:r'])] });
    expect(Object.keys(errors)).toEqual(['custom.0.packs.0.slots.1.filter']);
    expect(errors['custom.0.packs.0.slots.1.filter']).toMatch(/column/);
  });

  it('reports schema errors by path', () => {
    const errors = draftFormatErrors({
      default: { seats: 1, packsPerPlayer: 3, cardsPerPack: 15 },
      custom: [{ ...format(['']), name: '' }],
    });
    expect(errors['default.seats']).toBe('Seats must be a whole number from 2 to 16');
    expect(errors['custom.0.name']).toBe('Format name is required');
  });
});

import { describe, expect, it } from 'vitest';
import { entry } from '../cube/cube-entries.test-support';
import { createRng } from '../random';
import { formatPool, generateCustomPacks, unknownSlotBoard } from './custom-packs';
import { dealJumpstart } from './jumpstart';
import { generateBoosterPacks, generateSealedPools } from './packs';
import { syntheticCube } from './synthetic-draft.test-support';
import { tagFilterCompiler } from './tag-filter';

const ids = (packs: { id: string }[][][]) => packs.flat(2).map((c) => c.id);

describe('booster packs', () => {
  it('deals 8 x 3 x 15 by default, without replacement, from the main board only', () => {
    const cube = [...syntheticCube(360), entry('m1', 'Maybe', { board: 'maybe' })];
    const r = generateBoosterPacks(cube, {}, createRng(1));
    if (!r.ok) throw new Error(r.error);
    expect(r.value).toHaveLength(8);
    expect(r.value.every((seat) => seat.length === 3 && seat.every((p) => p.length === 15))).toBe(true);
    const all = ids(r.value);
    expect(new Set(all).size).toBe(360);
    expect(all).not.toContain('m1');
  });

  it('is reproducible per seed', () => {
    const cube = syntheticCube(100);
    const a = generateBoosterPacks(cube, { seats: 2, packsPerPlayer: 2 }, createRng('x'));
    const b = generateBoosterPacks(cube, { seats: 2, packsPerPlayer: 2 }, createRng('x'));
    const c = generateBoosterPacks(cube, { seats: 2, packsPerPlayer: 2 }, createRng('y'));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('explains when the cube is too small or the settings are out of range', () => {
    const small = generateBoosterPacks(syntheticCube(300), {}, createRng(1));
    expect(small).toEqual({
      ok: false,
      error: 'This cube has 300 cards in its main board; 8 players × 3 packs × 15 cards need 360.',
    });
    expect(generateBoosterPacks(syntheticCube(999), { seats: 17 }, createRng(1))).toMatchObject({
      ok: false,
      error: 'Seats must be a whole number from 2 to 16, got 17.',
    });
    expect(generateBoosterPacks(syntheticCube(999), { seats: 1 }, createRng(1)).ok).toBe(false);
    expect(generateBoosterPacks(syntheticCube(999), { cardsPerPack: 0 }, createRng(1)).ok).toBe(false);
  });
});

describe('sealed and jumpstart', () => {
  it('gives each sealed player 6 packs of 15 by default', () => {
    const r = generateSealedPools(syntheticCube(200), { players: 2 }, createRng(2));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.map((p) => p.flat().length)).toEqual([90, 90]);
    expect(new Set(ids(r.value)).size).toBe(180);
    expect(generateSealedPools(syntheticCube(100), { players: 2 }, createRng(2)).ok).toBe(false);
  });

  it('deals two distinct packets per jumpstart player', () => {
    const packets = ['Goblins', 'Wizards', 'Angels', 'Dragons', 'Elves'].map((name, i) => ({
      name,
      cards: [
        { id: `j${i}a`, cardId: 'x' },
        { id: `j${i}b`, cardId: 'y' },
      ],
    }));
    const r = dealJumpstart(packets, 2, createRng(3));
    if (!r.ok) throw new Error(r.error);
    const names = r.value.flatMap((d) => d.packets);
    expect(new Set(names).size).toBe(4);
    expect(r.value[0]!.cards).toHaveLength(4);
    expect(dealJumpstart(packets, 3, createRng(3))).toEqual({
      ok: false,
      error: '3 players need 6 jumpstart packets; this cube has 5.',
    });
  });
});

describe('custom slots', () => {
  const cube = syntheticCube(60); // every third card is tagged `cheap`: 20 of them

  it('fills each slot from matching cards only', () => {
    const format = {
      seats: 2,
      packs: [
        {
          slots: [
            { count: 2, filter: 'tag:cheap' },
            { count: 3, filter: '*' },
          ],
        },
      ],
    };
    const r = generateCustomPacks(cube, format, tagFilterCompiler, createRng(4));
    if (!r.ok) throw new Error(r.error);
    for (const [pack] of r.value) {
      expect(pack).toHaveLength(5);
      expect(pack!.slice(0, 2).every((c) => c.tags?.includes('cheap'))).toBe(true);
    }
    expect(new Set(ids(r.value)).size).toBe(10);
  });

  it('reports a slot the cube cannot fill and a filter the compiler refuses', () => {
    const greedy = { seats: 2, packs: [{ slots: [{ count: 11, filter: 'tag:cheap' }] }] };
    const r = generateCustomPacks(cube, greedy, tagFilterCompiler, createRng(4));
    expect(r).toMatchObject({ ok: false });
    if (!r.ok) expect(r.error).toContain('Not enough cards for slot 1 of pack 1 ("tag:cheap")');
    const bad = { seats: 2, packs: [{ slots: [{ count: 1, filter: 'cmc<3' }] }] };
    expect(generateCustomPacks(cube, bad, tagFilterCompiler, createRng(4))).toEqual({
      ok: false,
      error: 'Slot 1 of pack 1: Only tag filters (tag:name) are supported here, got "cmc<3".',
    });
  });

  it('uses an injected compiler', () => {
    const evenOnly = () => (c: { id: string }) => Number(c.id.slice(1)) % 2 === 0;
    const format = { seats: 2, packs: [{ slots: [{ count: 4, filter: 'anything' }] }] };
    const r = generateCustomPacks(cube, format, evenOnly, createRng(5));
    if (!r.ok) throw new Error(r.error);
    expect(ids(r.value).every((id) => Number(id.slice(1)) % 2 === 0)).toBe(true);
  });
});

describe('custom slots that draw from several boards', () => {
  const main = syntheticCube(40);
  const lands = Array.from({ length: 6 }, (_, i) => entry(`l${i}`, `Land ${i}`, { board: 'b-lands1' }));
  const maybe = Array.from({ length: 6 }, (_, i) => entry(`m${i}`, `Maybe ${i}`, { board: 'maybe' }));
  const cube = [...main, ...lands, ...maybe];
  const any = () => () => true;

  it('fills a slot only from its boards, and the rest from the main board', () => {
    const format = {
      seats: 2,
      packs: [
        {
          slots: [
            { count: 4, filter: '' },
            { count: 2, filter: '', boards: ['b-lands1'] },
          ],
        },
      ],
    };
    const r = generateCustomPacks(cube, format, any, createRng(7));
    if (!r.ok) throw new Error(r.error);
    for (const [pack] of r.value) {
      expect(pack!.slice(0, 4).every((c) => c.id.startsWith('e'))).toBe(true);
      expect(pack!.slice(4).every((c) => c.id.startsWith('l'))).toBe(true);
    }
    // The maybeboard, named by no slot, never enters a pack.
    expect(ids(r.value).some((id) => id.startsWith('m'))).toBe(false);
  });

  it('lets one slot mix boards', () => {
    const format = {
      seats: 2,
      packs: [{ slots: [{ count: 6, filter: '', boards: ['b-lands1', 'maybe'] }] }],
    };
    const r = generateCustomPacks(cube, format, any, createRng(8));
    if (!r.ok) throw new Error(r.error);
    expect(new Set(ids(r.value))).toEqual(new Set([...lands, ...maybe].map((e) => e.id)));
  });

  it('deals a format without boards exactly as before: the main board, same seed, same packs', () => {
    const format = { seats: 2, packs: [{ slots: [{ count: 5, filter: '' }] }] };
    const withOthers = generateCustomPacks(cube, format, any, createRng(9));
    const mainOnly = generateCustomPacks(main, format, any, createRng(9));
    expect(withOthers).toEqual(mainOnly);
    expect(formatPool(cube, format.packs)).toEqual(main);
  });

  it('names the first slot whose board the cube lacks', () => {
    const slot = { count: 1, filter: '' };
    const packs = [
      { slots: [slot, { ...slot, boards: ['main'] }] },
      { slots: [{ ...slot, boards: ['maybe', 'b-gone'] }] },
    ];
    expect(unknownSlotBoard(packs, (id) => id === 'main' || id === 'maybe')).toBe(
      'Slot 1 of pack 2 draws from a board this cube does not have (b-gone).',
    );
    expect(unknownSlotBoard(packs, () => true)).toBeNull();
  });
});

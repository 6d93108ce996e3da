import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAFT_FORMATS, draftFormatsSchema } from './draft-formats';

const firstError = (input: unknown) => {
  const result = draftFormatsSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

const pack = (slots: { count: number; filter?: string }[], steps?: { picks: number; burns?: number }[]) => ({
  slots,
  ...(steps ? { steps } : {}),
});

describe('draft formats', () => {
  it('defaults to an 8-seat, 3 x 15 booster draft with no custom formats', () => {
    expect(DEFAULT_DRAFT_FORMATS).toEqual({
      default: { seats: 8, packsPerPlayer: 3, cardsPerPack: 15 },
      custom: [],
    });
    expect(draftFormatsSchema.parse({ default: { seats: 6 } }).default).toEqual({
      seats: 6,
      packsPerPlayer: 3,
      cardsPerPack: 15,
    });
  });

  it('keeps custom formats with slots, filters and pick steps', () => {
    const parsed = draftFormatsSchema.parse({
      custom: [
        {
          name: '  Grid  ',
          packs: [pack([{ count: 5, filter: 'c:r' }, { count: 4 }], [{ picks: 2, burns: 1 }])],
        },
      ],
    });
    expect(parsed.custom[0]).toEqual({
      name: 'Grid',
      description: '',
      seats: 8,
      packs: [
        {
          slots: [
            { count: 5, filter: 'c:r' },
            { count: 4, filter: '' },
          ],
          steps: [{ picks: 2, burns: 1 }],
        },
      ],
    });
  });

  it.each([
    [{ default: { seats: 1 } }, 'Seats must be a whole number from 2 to 16'],
    [{ default: { seats: 17 } }, 'Seats must be a whole number from 2 to 16'],
    [{ default: { seats: 8.5 } }, 'Seats must be a whole number from 2 to 16'],
    [{ default: { packsPerPlayer: 0 } }, 'Packs per player must be a whole number from 1 to 10'],
    [{ default: { cardsPerPack: 31 } }, 'Cards per pack must be a whole number from 1 to 30'],
    [{ default: { cardsPerPack: '15' } }, 'Cards per pack must be a whole number from 1 to 30'],
    [{ custom: [{ name: ' ', packs: [pack([{ count: 1 }])] }] }, 'Format name is required'],
    [{ custom: [{ name: 'x', packs: [] }] }, 'A format needs at least one pack'],
    [{ custom: [{ name: 'x', packs: [pack([])] }] }, 'A pack needs at least one slot'],
    [
      { custom: [{ name: 'x', packs: [pack([{ count: 0 }])] }] },
      'Slot count must be a whole number from 1 to 30',
    ],
    [
      { custom: [{ name: 'x', packs: [pack([{ count: 20 }, { count: 11 }])] }] },
      'A pack can hold at most 30 cards (its slots add up to 31)',
    ],
    [
      { custom: [{ name: 'x', packs: [pack([{ count: 3 }], [{ picks: 2, burns: 2 }])] }] },
      'The picks and burns add up to 4 cards, more than the 3 in the pack',
    ],
    [
      { custom: [{ name: 'x', packs: [pack([{ count: 1, filter: 'x'.repeat(501) }])] }] },
      'A slot filter must be at most 500 characters',
    ],
    [
      {
        custom: [
          { name: 'Grid', packs: [pack([{ count: 1 }])] },
          { name: 'grid', packs: [pack([{ count: 1 }])] },
        ],
      },
      'Two custom formats are named “grid”',
    ],
    [
      { custom: Array.from({ length: 21 }, (_, i) => ({ name: `f${i}`, packs: [pack([{ count: 1 }])] })) },
      'A cube can have at most 20 custom draft formats',
    ],
    [{ extra: true }, 'Unrecognized key: "extra"'],
  ])('refuses %j with a clear message', (input, message) => {
    expect(firstError(input)).toBe(message);
  });
});

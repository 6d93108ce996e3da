import { z } from 'zod';
import { boardIdSchema } from './board-schemas';
import {
  CUSTOM_FORMATS_MAX,
  DRAFT_PACK_SIZE,
  DRAFT_PACKS,
  DRAFT_SEATS,
  FORMAT_DESCRIPTION_MAX_LENGTH,
  FORMAT_NAME_MAX_LENGTH,
  PACK_SLOTS_MAX,
  PACK_STEPS_MAX,
  SLOT_BOARDS_MAX,
  SLOT_FILTER_MAX_LENGTH,
} from './draft-format-limits';

// A cube's draft formats: the default booster draft and named custom formats whose packs are built
// from slots (count + filter in the search syntax). Stored now; the drafting issue uses them.

const wholeIn = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be a whole number from ${min} to ${max}`)
    .max(max, `${label} must be a whole number from ${min} to ${max}`);

const seatsSchema = wholeIn('Seats', DRAFT_SEATS.min, DRAFT_SEATS.max);

/** The cube's standard booster draft. */
export const defaultDraftFormatSchema = z.object({
  seats: seatsSchema.default(DRAFT_SEATS.default),
  packsPerPlayer: wholeIn('Packs per player', DRAFT_PACKS.min, DRAFT_PACKS.max).default(DRAFT_PACKS.default),
  cardsPerPack: wholeIn('Cards per pack', DRAFT_PACK_SIZE.min, DRAFT_PACK_SIZE.max).default(
    DRAFT_PACK_SIZE.default,
  ),
});

/** `count` cards matching `filter` (search syntax, stored as text; empty means any card). */
export const packSlotSchema = z.object({
  count: wholeIn('Slot count', 1, DRAFT_PACK_SIZE.max),
  filter: z
    .string()
    .trim()
    .max(SLOT_FILTER_MAX_LENGTH, `A slot filter must be at most ${SLOT_FILTER_MAX_LENGTH} characters`)
    .default(''),
  /** The boards the slot draws from (ids: `main`, `maybe`, or an extra board's); absent: the main board. */
  boards: z
    .array(boardIdSchema)
    .min(1, 'A slot draws from at least one board')
    .max(SLOT_BOARDS_MAX, `A slot can draw from at most ${SLOT_BOARDS_MAX} boards`)
    .optional(),
});

export const pickStepSchema = z.object({
  picks: wholeIn('Picks per step', 1, DRAFT_PACK_SIZE.max),
  burns: wholeIn('Burns per step', 0, DRAFT_PACK_SIZE.max).default(0),
});

const packSchema = z
  .object({
    slots: z
      .array(packSlotSchema)
      .min(1, 'A pack needs at least one slot')
      .max(PACK_SLOTS_MAX, `A pack can have at most ${PACK_SLOTS_MAX} slots`),
    /** Without steps, each player picks one card per pass until the pack is empty. */
    steps: z
      .array(pickStepSchema)
      .max(PACK_STEPS_MAX, `A pack can have at most ${PACK_STEPS_MAX} pick steps`)
      .optional(),
  })
  .superRefine((pack, ctx) => {
    const size = pack.slots.reduce((sum, s) => sum + s.count, 0);
    if (size > DRAFT_PACK_SIZE.max) {
      ctx.addIssue({
        code: 'custom',
        message: `A pack can hold at most ${DRAFT_PACK_SIZE.max} cards (its slots add up to ${size})`,
      });
    }
    const used = (pack.steps ?? []).reduce((sum, s) => sum + s.picks + s.burns, 0);
    if (used > size) {
      ctx.addIssue({
        code: 'custom',
        path: ['steps'],
        message: `The picks and burns add up to ${used} cards, more than the ${size} in the pack`,
      });
    }
  });

export const customDraftFormatSchema = z.object({
  name: z
    .string({ error: 'Format name is required' })
    .trim()
    .min(1, 'Format name is required')
    .max(FORMAT_NAME_MAX_LENGTH, `Format name must be at most ${FORMAT_NAME_MAX_LENGTH} characters`),
  description: z
    .string()
    .trim()
    .max(
      FORMAT_DESCRIPTION_MAX_LENGTH,
      `Format description must be at most ${FORMAT_DESCRIPTION_MAX_LENGTH} characters`,
    )
    .default(''),
  seats: seatsSchema.default(DRAFT_SEATS.default),
  packs: z
    .array(packSchema)
    .min(1, 'A format needs at least one pack')
    .max(DRAFT_PACKS.max, `A format can have at most ${DRAFT_PACKS.max} packs per player`),
});

/** PUT /api/cubes/:id/draft-formats: the whole set, replacing what was stored. */
export const draftFormatsSchema = z
  .object({
    default: defaultDraftFormatSchema.prefault({}),
    custom: z
      .array(customDraftFormatSchema)
      .max(CUSTOM_FORMATS_MAX, `A cube can have at most ${CUSTOM_FORMATS_MAX} custom draft formats`)
      .default([]),
  })
  .strict()
  .superRefine((formats, ctx) => {
    const seen = new Set<string>();
    formats.custom.forEach((format, i) => {
      const key = format.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['custom', i, 'name'],
          message: `Two custom formats are named “${format.name}”`,
        });
      }
      seen.add(key);
    });
  });
export type DraftFormatsBody = z.input<typeof draftFormatsSchema>;
export type DraftFormats = z.output<typeof draftFormatsSchema>;
export type CustomDraftFormat = DraftFormats['custom'][number];

/** The formats of a cube nobody has configured yet. */
export const DEFAULT_DRAFT_FORMATS: DraftFormats = draftFormatsSchema.parse({});

/** GET and PUT answer: the formats, and when they were last saved (null: never, the defaults). */
export interface DraftFormatsResponse {
  formats: DraftFormats;
  updatedAt: string | null;
}

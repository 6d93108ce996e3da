// The bounds of a cube's draft formats, apart from draft-formats.ts and its zod schemas so that the
// drafts settings tab does not load zod to show its fields (ADR 0077).

export const DRAFT_SEATS = { min: 2, max: 16, default: 8 } as const;
export const DRAFT_PACKS = { min: 1, max: 10, default: 3 } as const;
export const DRAFT_PACK_SIZE = { min: 1, max: 30, default: 15 } as const;
export const CUSTOM_FORMATS_MAX = 20;
export const FORMAT_NAME_MAX_LENGTH = 100;
export const FORMAT_DESCRIPTION_MAX_LENGTH = 1_000;
export const PACK_SLOTS_MAX = 30;
export const SLOT_FILTER_MAX_LENGTH = 500;
/** Pick steps in one pack; a step picks and burns some cards, then the pack is passed. */
export const PACK_STEPS_MAX = 30;
/** A slot may draw from several boards (a "Lands" board beside the main board, say). */
export const SLOT_BOARDS_MAX = 12;

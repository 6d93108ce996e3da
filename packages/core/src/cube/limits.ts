// Limits on cube fields (the spec leaves them open; these are ours, documented in README.md).
// Each is enforced by the protocol schemas and by the commands, with the messages below.

export const CUBE_NAME_MAX_LENGTH = 100;
export const CUBE_DESCRIPTION_MAX_LENGTH = 10_000;
/** Tags on the cube itself. */
export const CUBE_TAGS_MAX = 20;
/** Tags on one card entry. */
export const CARD_TAGS_MAX = 20;
export const TAG_MAX_LENGTH = 40;
export const CARD_NOTES_MAX_LENGTH = 1_000;
/** Card entries per cube, every board together. */
export const CUBE_CARDS_MAX = 10_000;
/** Target size ("size") a curator may set. */
export const CUBE_TARGET_SIZE_MAX = 10_000;
/** The spec's maximum string size (10 MiB), measured in UTF-8 bytes. */
export const WHITEPAPER_MAX_BYTES = 10 * 1024 * 1024;
export const COLLABORATORS_MAX = 50;
export const VERSION_SUMMARY_MAX_LENGTH = 500;
export const RECOMMENDED_FORMAT_MAX_LENGTH = 100;
export const COVER_URL_MAX_LENGTH = 2_000;
/** An entry's image override (CubeCobra's imgUrl). */
export const ENTRY_IMAGE_URL_MAX_LENGTH = 1_000;
/** An entry's type-line override. */
export const ENTRY_TYPE_LINE_MAX_LENGTH = 200;
/** An entry's mana-value override: 0 to this, in halves (Little Girl is ½). */
export const ENTRY_MANA_VALUE_MAX = 1_000_000;
/** Operations in one saved batch: enough to replace a full 10,000-card cube in one go. */
export const CHANGE_BATCH_MAX_OPS = 2 * CUBE_CARDS_MAX;

const n = (value: number) => value.toLocaleString('en-US');

/** User-facing messages for each limit, shared by the server and the web forms. */
export const LIMIT_MESSAGES = {
  nameRequired: 'Cube name is required',
  nameTooLong: `Cube name must be at most ${CUBE_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${n(CUBE_DESCRIPTION_MAX_LENGTH)} characters`,
  cubeTagsTooMany: `A cube can have at most ${CUBE_TAGS_MAX} tags`,
  cardTagsTooMany: `A card can have at most ${CARD_TAGS_MAX} tags`,
  tagEmpty: 'Tags cannot be empty',
  tagTooLong: `Tags must be at most ${TAG_MAX_LENGTH} characters`,
  notesTooLong: `Card notes must be at most ${n(CARD_NOTES_MAX_LENGTH)} characters`,
  sizeOutOfRange: `Target size must be a whole number from 1 to ${n(CUBE_TARGET_SIZE_MAX)}`,
  whitepaperTooLarge: `The white paper must be at most 10 MiB (${n(WHITEPAPER_MAX_BYTES)} bytes)`,
  summaryTooLong: `The change summary must be at most ${VERSION_SUMMARY_MAX_LENGTH} characters`,
  formatTooLong: `The recommended draft format must be at most ${RECOMMENDED_FORMAT_MAX_LENGTH} characters`,
  typeLineTooLong: `The type line must be at most ${ENTRY_TYPE_LINE_MAX_LENGTH} characters`,
  manaValueInvalid: `The mana value must be a number from 0 to ${n(ENTRY_MANA_VALUE_MAX)}, in steps of ½`,
  batchTooLarge: `A single save can hold at most ${n(CHANGE_BATCH_MAX_OPS)} changes`,
  collaboratorsTooMany: `A cube can have at most ${COLLABORATORS_MAX} collaborators`,
} as const;

/** The message for a card list that would grow past CUBE_CARDS_MAX. */
export function tooManyCardsMessage(total: number): string {
  return `A cube can hold at most ${n(CUBE_CARDS_MAX)} cards (all its boards together); this change would make ${n(total)}`;
}

/** UTF-8 byte length of a string, without TextEncoder (core has no DOM or Node types). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

import { randomBytes, randomUUID } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A short, URL-friendly cube id: 10 base-62 characters (about 59 bits). */
export function newCubeId(length = 10): string {
  let id = '';
  while (id.length < length) {
    // Bytes of 248 and above are skipped so every character is equally likely (248 = 4 * 62).
    for (const b of randomBytes(16)) if (b < 248 && id.length < length) id += ALPHABET[b % 62];
  }
  return id;
}

/** Id of a card entry, an activity entry, and the like. */
export const newId = (): string => randomUUID();

/** Id of a cube's extra board: `b-` and 10 lower-case letters and digits (core EXTRA_BOARD_ID). */
export const newBoardId = (): string => `b-${newCubeId(10).toLowerCase()}`;

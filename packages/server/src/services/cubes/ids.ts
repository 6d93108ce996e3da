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

/** Id of an activity entry, a comment, and the like. */
export const newId = (): string => randomUUID();

/**
 * Ids for the card entries a cube's version `version` adds: `<cubeId>.<version>.<n>` (n in base 36).
 * Unique for ever, as a version number is used once per cube (saves hold the cube's lock) and cube ids
 * are unique, and, unlike a UUID, nearly free once compressed: the web's compact cube form sends
 * `.<version>.<n>` (ADR 0044). Entries made before this keep their UUIDs; an id is only ever compared.
 */
export function entryIdsFor(cubeId: string, version: number): () => string {
  let n = 0;
  return () => `${cubeId}.${version}.${(n++).toString(36)}`;
}

/** Id of a cube's extra board: `b-` and 10 lower-case letters and digits (core EXTRA_BOARD_ID). */
export const newBoardId = (): string => `b-${newCubeId(10).toLowerCase()}`;

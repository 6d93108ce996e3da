import { badRequest } from '../../http/errors';

// Opaque keyset cursors: the list's name, the last row's sort key (as Postgres printed it, so
// timestamps keep their microseconds) and its id.

export interface Cursor {
  list: string;
  key: string;
  id: string;
}

/** Encodes a cursor for the client. */
export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.list, c.key, c.id])).toString('base64url');
}

/**
 * Decodes a cursor made for `list` whose key matches `validKey` (a key the database could not cast would
 * fail the query); anything else is a 400.
 */
export function decodeCursor(
  raw: string | undefined,
  list: string,
  validKey: (key: string) => boolean = () => true,
): Cursor | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 3 && parsed.every((p) => typeof p === 'string')) {
      const [name, key, id] = parsed as [string, string, string];
      if (name === list && validKey(key)) return { list: name, key, id };
    }
  } catch {
    // falls through to the 400
  }
  throw badRequest('Invalid cursor: start again from the first page');
}

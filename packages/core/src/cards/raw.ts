// Tolerant readers for untyped bulk JSON: Scryfall objects and the offline fixture share field names
// but the fixture has nulls where Scryfall omits keys, so every read tolerates both.

/** A raw JSON object from a bulk file (Scryfall card object or fixture row). */
export type RawObject = Record<string, unknown>;

/** True for a plain JSON object. */
export function isObject(v: unknown): v is RawObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The string at `key`, or null when missing, null or not a string. */
export function str(o: RawObject, key: string): string | null {
  const v = o[key];
  return typeof v === 'string' ? v : null;
}

/** The finite number at `key`, or null. */
export function num(o: RawObject, key: string): number | null {
  const v = o[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The string elements of the array at `key`, or null when it is not an array. */
export function strList(o: RawObject, key: string): string[] | null {
  const v = o[key];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : null;
}

/** The object elements of the array at `key` (empty when missing). */
export function objList(o: RawObject, key: string): RawObject[] {
  const v = o[key];
  return Array.isArray(v) ? v.filter(isObject) : [];
}

/** An image URL from Scryfall's `image_uris` (normal, else large, else any) or the fixture's `image_uri`. */
export function imageOf(o: RawObject): string | null {
  const uris = o.image_uris;
  if (isObject(uris)) {
    return str(uris, 'normal') ?? str(uris, 'large') ?? str(uris, 'small') ?? str(uris, 'png');
  }
  return str(o, 'image_uri');
}

// Card data repeats a few thousand artist names and watermarks over 100k objects; each is kept once.
const strings = new Map<string, string>();

/** The one shared copy of `s` (null stays null). */
export function internString(s: string | null): string | null {
  if (s === null) return null;
  const known = strings.get(s);
  if (known !== undefined) return known;
  strings.set(s, s);
  return s;
}

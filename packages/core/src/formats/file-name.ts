/**
 * A download's file name stem from a user-given name (a cube's): ASCII letters, digits and dashes,
 * accents folded, at most 80 characters; `fallback` when nothing usable is left.
 */
export function fileSlug(name: string, fallback: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || fallback
  );
}

/** Spec section 9: avatar initials are at most 2 characters. */
export const MAX_INITIALS = 2;

/**
 * Avatar initials: the first letters of up to two words of the name (or of the e-mail's local part,
 * split on `.`, `_`, `-`), upper-cased; "?" when there is nothing to take letters from.
 */
export function initials(name: string | null | undefined, email?: string | null): string {
  const source = (name ?? '').trim() || (email ?? '').split('@')[0]?.trim() || '';
  const words = source.split(/[\s._-]+/u).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length === 0) return '?';
  const letters =
    words.length === 1
      ? [...(words[0]!.match(/[\p{L}\p{N}]/gu) ?? [])].slice(0, MAX_INITIALS)
      : words.slice(0, MAX_INITIALS).map((w) => w.match(/[\p{L}\p{N}]/u)![0]);
  return letters.join('').toUpperCase() || '?';
}

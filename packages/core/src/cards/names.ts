// Name keys: every lookup (exact, face, prefix, fuzzy) compares these keys, never raw names.

const COMBINING_MARKS = /\p{M}+/gu;
// Ligatures and typographic characters that NFD leaves alone but lists spell in ASCII.
const FOLDS: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', '’': "'", '‘': "'", '“': '"', '”': '"' };
const FOLD_CHARS = /[æœß’‘“”]/g;

/** Lower-cases, strips diacritics, folds `///` (and spacing around `//`) to ` // `, and collapses spaces. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(FOLD_CHARS, (c) => FOLDS[c] ?? c)
    .replace(/\s*\/{2,3}\s*/g, ' // ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits a full multi-face name (`A // B`, normalised or not) into its face names. */
export function splitFaceNames(name: string): string[] {
  const parts = name.split(/\s*\/{2,3}\s*/).map((p) => p.trim());
  return parts.length > 1 && parts.every(Boolean) ? parts : [name.trim()];
}

/** The id of a card without an oracle id: `name:` + its normalised name. */
export function nameCardId(name: string): string {
  return `name:${normalizeName(name)}`;
}

/** A looser key for a second lookup tier: only letters and digits, so punctuation and spacing slips still match. */
export function looseNameKey(name: string): string {
  return normalizeName(name).replace(/[^\p{L}\p{N}]+/gu, '');
}

import type { Board } from '../cube/types';

// Section headers that lists use to split the cube from its maybeboard; anything after them goes there.
const MAIN_WORDS = new Set([
  'main',
  'mainboard',
  'main board',
  'main deck',
  'maindeck',
  'deck',
  'cube',
  'commander',
  'commanders',
  'companion',
]);
const MAYBE_WORDS = new Set([
  'maybe',
  'maybeboard',
  'maybe board',
  'sideboard',
  'side',
  'side board',
  'considering',
]);

/**
 * The header's word: comment marks (`//`, `#`), MythicHub's `== X ==`, brackets, a trailing colon and a
 * count (`Sideboard: 15`, `Main Deck (60)`) taken off, lower-cased.
 */
function headerWord(line: string): string {
  return line
    .trim()
    .replace(/^(\/\/|#)\s*/, '')
    .replace(/^=+\s*(.*?)\s*=+$/, '$1')
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\s*(:\s*\d*|\(\d+\)|\d+)$/, '')
    .trim()
    .toLowerCase();
}

/** The board a header line switches to (`// Maybeboard`, `Sideboard: 15`, `== SIDEBOARD ==`, `[Main]`), or null. */
export function sectionBoard(line: string): Board | null {
  const word = headerWord(line);
  if (MAIN_WORDS.has(word)) return 'main';
  if (MAYBE_WORDS.has(word)) return 'maybe';
  return null;
}

/** A comment line (`#` or `//` at the start) that is not a section header. */
export function isComment(line: string): boolean {
  const t = line.trim();
  return t.startsWith('#') || t.startsWith('//');
}

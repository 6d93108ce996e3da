import type { Board } from '../cube/types';

// Section headers that lists use to split the cube from its maybeboard; anything after them goes there.
const MAIN_WORDS = new Set(['main', 'mainboard', 'main board', 'deck', 'cube', 'commander', 'companion']);
const MAYBE_WORDS = new Set([
  'maybe',
  'maybeboard',
  'maybe board',
  'sideboard',
  'side',
  'side board',
  'considering',
]);

/** The board a header line switches to (`// Maybeboard`, `# sideboard`, `Sideboard:`, `[Main]`), or null. */
export function sectionBoard(line: string): Board | null {
  const word = line
    .trim()
    .replace(/^(\/\/|#)\s*/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/:$/, '')
    .trim()
    .toLowerCase();
  if (MAIN_WORDS.has(word)) return 'main';
  if (MAYBE_WORDS.has(word)) return 'maybe';
  return null;
}

/** A comment line (`#` or `//` at the start) that is not a section header. */
export function isComment(line: string): boolean {
  const t = line.trim();
  return t.startsWith('#') || t.startsWith('//');
}

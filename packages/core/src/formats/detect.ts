import { DRAFTMANCER_HEADER } from './draftmancer';
import type { FormatId } from './types';

const BY_EXTENSION: Record<string, FormatId> = {
  csv: 'csv',
  dek: 'dek',
  cod: 'cod',
  json: 'json',
};

// Forge's section names; any other bracketed header is a Draftmancer slot.
const FORGE_SECTIONS =
  /^\[(metadata|main|sideboard|commander|planes|schemes|avatar|conspiracy|dungeon|attractions|contraptions)\]$/i;

/** Draftmancer's own sections, a slot with a size or options (`[Common(10)]`), or a first header Forge does not use. */
function isDraftmancer(lines: readonly string[]): boolean {
  if (lines.some((l) => /^\[(settings|customcards|mainslot|layouts)\]$/i.test(l))) return true;
  const headers = lines.map((l) => DRAFTMANCER_HEADER.exec(l)).filter((m) => m !== null);
  if (headers.some((m) => m[2] !== undefined || m[3] !== undefined)) return true;
  const first = lines.find((l) => l && !l.startsWith('#') && !l.startsWith('//'));
  return !!first && DRAFTMANCER_HEADER.test(first) && !FORGE_SECTIONS.test(first);
}

/**
 * Guesses a list's format from its file name and content: the extension when it is unambiguous, else
 * the content's shape (XML roots, a CSV header, section headers, XMage card lines), plain text last.
 */
export function detectFormat(text: string, fileName?: string): FormatId {
  const ext = fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (ext && BY_EXTENSION[ext]) return BY_EXTENSION[ext]!;
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 4000);
  if (head.startsWith('{') || head.startsWith('[{')) return 'json';
  if (/<cockatrice_deck\b/.test(head)) return 'cod';
  if (/<Deck\b/.test(head) || /<Cards\b/.test(head)) return 'dek';
  const firstLine = head.split(/\r\n|\r|\n/, 1)[0] ?? '';
  if (/^"?name"?\s*,/i.test(firstLine) && /,\s*"?(cmc|type|set)"?\s*(,|$)/i.test(firstLine)) return 'csv';
  const lines = head.split(/\r\n|\r|\n/).map((l) => l.trim());
  if (isDraftmancer(lines)) return 'draftmancer';
  if (
    lines.some((l) => /^\[(main|metadata)\]$/i.test(l)) ||
    lines.some((l) => /^(SB:\s*)?\d+\s+\[[A-Za-z0-9_]*:[^\]]*\]\s/.test(l))
  ) {
    return ext === 'dck' && lines.some((l) => /^(SB:\s*)?\d+\s+\[/.test(l)) ? 'xmage' : 'dck';
  }
  if (ext === 'dck') return 'dck';
  if (lines.some((l) => /^(deck|about)$/i.test(l))) return 'arena';
  return 'txt';
}

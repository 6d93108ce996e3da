import { readCsv } from './csv';
import { CSV_COLUMN_ALIASES } from './cubecobra-csv';
import { DRAFTMANCER_HEADER } from './draftmancer';
import { isMtgoDraftLog } from './mtgo-draft-log';
import type { FormatId } from './types';

/** The format a list is read in, and why, in words the import preview shows. */
export interface Detection {
  format: FormatId;
  reason: string;
}

const BY_EXTENSION: Record<string, FormatId> = { csv: 'csv', dek: 'dek', cod: 'cod', json: 'json' };

// Forge's section names (a quest opponent's file starts with [duel], [quest] or [shop]); any other
// bracketed header is a Draftmancer slot.
const FORGE_SECTIONS =
  /^\[(metadata|main|sideboard|commander|planes|schemes|avatar|conspiracy|dungeon|attractions|contraptions|duel|quest|shop)\]$/i;
const DRAFTMANCER_SECTIONS = /^\[(settings|customcards|mainslot|layouts)\]$/i;
const FORGE_CARD = /^\d+\s+[^|[\]]+\|[A-Za-z0-9_]{2,8}(\|.*)?$/;
const XMAGE_CARD = /^(SB:\s*)?\d+\s+\[[A-Za-z0-9_]*:[^\]]*\]\s/;
const XMAGE_HEADER = /^(NAME|AUTHOR|LAYOUT(\s+\w+)?):/;
const ARENA_HEADER = /^(deck|about|companion)$/i;

/** How many of `lines` match `re`. */
const count = (lines: readonly string[], re: RegExp) => lines.reduce((n, l) => n + (re.test(l) ? 1 : 0), 0);

/** A header row naming a card column and at least one other known column: a card CSV. */
function csvHeader(text: string): string | null {
  const first = text.slice(0, 2000).split(/\r\n|\r|\n/, 1)[0] ?? '';
  if (!first.includes(',')) return null;
  const cells = readCsv(first).rows[0]?.cells.map((c) => c.toLowerCase().replace(/[^a-z]/g, '')) ?? [];
  const has = (aliases: readonly string[]) => cells.some((c) => aliases.includes(c));
  const { name, ...others } = CSV_COLUMN_ALIASES;
  const known = [...Object.values(others).flat(), 'cmc', 'type', 'tags', 'rarity'];
  return has(name) && cells.some((c) => known.includes(c)) ? first.slice(0, 60) : null;
}

/** Forge or XMage, by their card lines and headers across the whole file; null when neither shows. */
function dckFlavour(lines: readonly string[], ext: string | undefined): Detection | null {
  const forgeSections = count(lines, FORGE_SECTIONS);
  const forgeCards = count(lines, FORGE_CARD);
  const xmageCards = count(lines, XMAGE_CARD);
  const xmageHeaders = count(lines, XMAGE_HEADER);
  const named = ext === 'dck' ? 'the file name ends in .dck and ' : '';
  if (xmageCards + xmageHeaders > forgeSections + forgeCards) {
    return {
      format: 'xmage',
      reason: `${named}${xmageCards} lines are XMage card lines (\`1 [SET:123] Name\`)`,
    };
  }
  if (forgeSections + forgeCards > 0) {
    return {
      format: 'dck',
      reason: `${named}it has ${forgeSections} Forge section header${forgeSections === 1 ? '' : 's'} ([metadata], [Main], [duel]...) and ${forgeCards} \`Name|SET\` card lines`,
    };
  }
  return ext === 'dck' ? { format: 'dck', reason: 'the file name ends in .dck' } : null;
}

/** Draftmancer's own sections, a slot with a size or options (`[Common(10)]`), or a first header Forge does not use. */
function draftmancerReason(lines: readonly string[]): string | null {
  if (lines.some((l) => DRAFTMANCER_SECTIONS.test(l)))
    return "it has Draftmancer's [CustomCards], [Settings] or [MainSlot] sections";
  const headers = lines.map((l) => DRAFTMANCER_HEADER.exec(l)).filter((m) => m !== null);
  if (headers.some((m) => m[2] !== undefined || m[3] !== undefined))
    return 'it has Draftmancer slot headers with a size or options (`[Rares(1)]`)';
  const first = lines.find((l) => l && !l.startsWith('#') && !l.startsWith('//'));
  return first && DRAFTMANCER_HEADER.test(first) && !FORGE_SECTIONS.test(first)
    ? `it starts with the Draftmancer slot header ${first.slice(0, 40)}`
    : null;
}

/**
 * Guesses a list's format from its file name and its whole content, and says why: an unambiguous
 * extension first, then the content's shape (JSON, XML roots, a CSV header, an MTGO draft log, Forge
 * and XMage lines counted against Draftmancer slots, Arena sections), plain text last.
 */
export function detectFormatWithReason(text: string, fileName?: string): Detection {
  const ext = fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  const byExt = ext ? BY_EXTENSION[ext] : undefined;
  if (byExt) return { format: byExt, reason: `the file name ends in .${ext}` };
  const src = text.replace(/^\uFEFF/, '').trimStart();
  const head = src.slice(0, 4000);
  if (head.startsWith('{') || head.startsWith('[{')) return { format: 'json', reason: 'it is JSON' };
  if (/<cockatrice_deck\b/.test(head)) return { format: 'cod', reason: 'it is a Cockatrice deck (XML)' };
  if (/<Deck\b/.test(head) || /<Cards\b/.test(head))
    return { format: 'dek', reason: 'it is an MTGO deck (XML)' };
  const header = csvHeader(src);
  if (header) return { format: 'csv', reason: `its first line is a CSV header (${header})` };
  const lines = src.split(/\r\n|\r|\n/).map((l) => l.trim());
  if (isMtgoDraftLog(lines))
    return { format: 'txt', reason: "it is an MTGO draft log (the drafter's picks are read)" };
  // Forge's quest files start with [duel]: counted over the whole file, Forge's sections and
  // `Name|SET` lines outweigh a first header that a Draftmancer list would also have.
  const dck = dckFlavour(lines, ext);
  const draftmancer = draftmancerReason(lines);
  if (dck && (dck.format === 'xmage' || !draftmancer || ext === 'dck' || count(lines, FORGE_CARD) > 0))
    return dck;
  if (draftmancer) return { format: 'draftmancer', reason: draftmancer };
  if (lines.some((l) => ARENA_HEADER.test(l)))
    return { format: 'arena', reason: 'it has MTG Arena section lines (Deck, About, Companion)' };
  return { format: 'txt', reason: 'it reads as a plain list, one card a line' };
}

/** The format `detectFormatWithReason` chooses. */
export function detectFormat(text: string, fileName?: string): FormatId {
  return detectFormatWithReason(text, fileName).format;
}

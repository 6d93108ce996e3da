import { writeArena } from './arena';
import { runs } from './card-line';
import { writeCockatriceCod } from './cockatrice-cod';
import { fileSlug } from './file-name';
import { writeMtgoDek } from './mtgo-dek';
import type { ExportCube, ExportEntry } from './types';

// A built deck (after a draft) in the formats players paste or load elsewhere. The cube list writers
// already speak these formats with a main board and a second board, so a deck is handed to them as a
// small cube whose maybeboard is the sideboard; only plain text differs (a `Sideboard` header).

export const DECK_FORMATS = ['arena', 'dek', 'txt', 'cod'] as const;
export type DeckFormat = (typeof DECK_FORMATS)[number];

/** One card copy of a deck; the printing (set code and collector number) when known. */
export interface DeckCard {
  name: string;
  set?: string | null;
  collectorNumber?: string | null;
  /** The card's layout: Arena and MTGO name double-faced and split cards their own way. */
  layout?: string | null;
}

export interface ExportDeck {
  /** The deck's name (the draft's cube): Arena's About and Cockatrice's deck name. */
  name: string;
  main: DeckCard[];
  side: DeckCard[];
}

const entryOf = (card: DeckCard, board: 'main' | 'maybe'): ExportEntry => ({
  name: card.name,
  board,
  set: card.set ?? null,
  collectorNumber: card.collectorNumber ?? null,
  layout: card.layout ?? null,
  finish: 'nonfoil',
  status: 'owned',
  tags: [],
  notes: '',
  colorCategory: null,
});

/** The deck as the cube writers take it: main board and, as the maybeboard, the sideboard. */
export function deckAsCube(deck: ExportDeck): ExportCube {
  return {
    name: deck.name,
    entries: [...deck.main.map((c) => entryOf(c, 'main')), ...deck.side.map((c) => entryOf(c, 'maybe'))],
  };
}

/** `N Name` lines, copies counted, without printings (what people paste into chats and forums). */
function plainLines(cards: readonly DeckCard[]): string[] {
  return runs(cards, (c) => c.name).map(([c, n]) => `${n} ${c.name}`);
}

/** The deck in one format: `txt` is `N Name` lines with a `Sideboard` section, the rest the list writers. */
export function writeDeck(format: DeckFormat, deck: ExportDeck): string {
  if (format === 'arena') return writeArena(deckAsCube(deck));
  if (format === 'dek') return writeMtgoDek(deckAsCube(deck));
  if (format === 'cod') return writeCockatriceCod(deckAsCube(deck));
  const side = plainLines(deck.side);
  const out = [...plainLines(deck.main), ...(side.length ? ['', 'Sideboard', ...side] : [])];
  return `${out.join('\n')}\n`;
}

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/** What a download button says and what file it saves (the writers are imported one by one, not
 * through the format registry, so a page exporting decks does not carry every cube list format). */
export const DECK_FORMAT_INFO: Record<DeckFormat, { label: string; extension: string; contentType: string }> =
  {
    arena: { label: 'MTG Arena', extension: 'txt', contentType: TEXT },
    dek: { label: 'MTGO .dek', extension: 'dek', contentType: XML },
    txt: { label: 'Plain text', extension: 'txt', contentType: TEXT },
    cod: { label: 'Cockatrice .cod', extension: 'cod', contentType: XML },
  };

/** A file name for a deck drafted from `cubeName`. */
export function deckFileName(cubeName: string, format: DeckFormat): string {
  return `${fileSlug(cubeName, 'draft')}-deck${format === 'arena' ? '-arena' : ''}.${DECK_FORMAT_INFO[format].extension}`;
}

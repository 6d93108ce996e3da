// Page geometry of a print-and-play sheet: nine cards (3 x 3) at real card size, centred on the paper.
// All figures are PDF points (1/72 inch) measured from the top-left corner, the way pdfkit draws.

export type PaperSize = 'a4' | 'letter';
export const PAPER_SIZES: readonly PaperSize[] = ['a4', 'letter'];

export const POINTS_PER_MM = 72 / 25.4;
/** A Magic card's trimmed size. */
export const CARD_WIDTH_MM = 63;
export const CARD_HEIGHT_MM = 88;
/** Colour carried past each trim edge when bleed is on: 2 mm keeps nine cards on Letter (3 x 92 mm <= 279.4 mm). */
export const BLEED_MM = 2;
export const CARDS_PER_PAGE = 9;
const COLUMNS = 3;
const ROWS = 3;
/** How far a crop mark reaches into the margin, and the gap it leaves before the grid. */
const MARK_LENGTH_MM = 5;
const MARK_GAP_MM = 1;

const PAPER_MM: Record<PaperSize, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One card's place: the trim box (the card) and the bleed box around it (the same box without bleed). */
export interface CardSlot {
  trim: Box;
  bleed: Box;
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface SheetOptions {
  paper: PaperSize;
  bleed: boolean;
  cutLines: boolean;
}

export interface SheetLayout {
  pageWidth: number;
  pageHeight: number;
  /** Nine slots, row by row from the top left. */
  slots: CardSlot[];
  /** Crop marks in the margins, on the line of every trim edge; empty without cut lines. */
  cutMarks: Segment[];
}

const mm = (v: number) => v * POINTS_PER_MM;

/** Where the nine cards of a page go, and the cut marks around them. */
export function sheetLayout(options: SheetOptions): SheetLayout {
  const paper = PAPER_MM[options.paper];
  const pageWidth = mm(paper.width);
  const pageHeight = mm(paper.height);
  const bleed = options.bleed ? mm(BLEED_MM) : 0;
  const cardW = mm(CARD_WIDTH_MM);
  const cardH = mm(CARD_HEIGHT_MM);
  // With bleed each card gets its own margin of colour, so cards sit 2 x bleed apart; without, they touch
  // and one cut serves two cards.
  const pitchX = cardW + 2 * bleed;
  const pitchY = cardH + 2 * bleed;
  const left = (pageWidth - COLUMNS * pitchX) / 2;
  const top = (pageHeight - ROWS * pitchY) / 2;
  const slots: CardSlot[] = [];
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLUMNS; col++) {
      const bx = left + col * pitchX;
      const by = top + row * pitchY;
      slots.push({
        bleed: { x: bx, y: by, width: pitchX, height: pitchY },
        trim: { x: bx + bleed, y: by + bleed, width: cardW, height: cardH },
      });
    }
  }
  const cutMarks = options.cutLines
    ? cropMarks(slots, { left, top, pitchX, pitchY, pageWidth, pageHeight })
    : [];
  return { pageWidth, pageHeight, slots, cutMarks };
}

interface Grid {
  left: number;
  top: number;
  pitchX: number;
  pitchY: number;
  pageWidth: number;
  pageHeight: number;
}

/** Short marks in the four margins, one per distinct trim edge, so the printed cards carry no lines. */
// A margin narrower than a mark (A4 with bleed leaves 1.5 mm at the sides) gets a shortened mark, kept on
// the paper; one with no room past the gap gets none.
function cropMarks(slots: CardSlot[], g: Grid): Segment[] {
  const { left, top, pitchX, pitchY } = g;
  const xs = [...new Set(slots.flatMap((s) => [s.trim.x, s.trim.x + s.trim.width]))].sort((a, b) => a - b);
  const ys = [...new Set(slots.flatMap((s) => [s.trim.y, s.trim.y + s.trim.height]))].sort((a, b) => a - b);
  const gridRight = left + COLUMNS * pitchX;
  const gridBottom = top + ROWS * pitchY;
  const gap = mm(MARK_GAP_MM);
  const length = mm(MARK_LENGTH_MM);
  const marks: Segment[] = [];
  const before = (edge: number): [number, number] | null =>
    edge - gap > 0 ? [Math.max(0, edge - gap - length), edge - gap] : null;
  const after = (edge: number, limit: number): [number, number] | null =>
    edge + gap < limit ? [edge + gap, Math.min(limit, edge + gap + length)] : null;
  for (const x of xs) {
    for (const span of [before(top), after(gridBottom, g.pageHeight)])
      if (span) marks.push({ x1: x, y1: span[0], x2: x, y2: span[1] });
  }
  for (const y of ys) {
    for (const span of [before(left), after(gridRight, g.pageWidth)])
      if (span) marks.push({ x1: span[0], y1: y, x2: span[1], y2: y });
  }
  return marks;
}

/** Pages needed for `cards` cards (at least one, so an empty board still gives a valid PDF). */
export function pageCount(cards: number): number {
  return Math.max(1, Math.ceil(cards / CARDS_PER_PAGE));
}

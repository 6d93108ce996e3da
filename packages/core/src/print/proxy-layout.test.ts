import { describe, expect, it } from 'vitest';
import {
  BLEED_MM,
  CARD_HEIGHT_MM,
  CARD_WIDTH_MM,
  POINTS_PER_MM,
  pageCount,
  sheetLayout,
} from './proxy-layout';

const mm = (v: number) => v * POINTS_PER_MM;
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('proxy sheet layout', () => {
  it('puts nine real-size cards touching, centred on A4', () => {
    const l = sheetLayout({ paper: 'a4', bleed: false, cutLines: false });
    close(l.pageWidth, mm(210));
    close(l.pageHeight, mm(297));
    expect(l.slots).toHaveLength(9);
    for (const s of l.slots) {
      close(s.trim.width, mm(CARD_WIDTH_MM));
      close(s.trim.height, mm(CARD_HEIGHT_MM));
      expect(s.bleed).toEqual(s.trim);
    }
    // Margins: (210 - 189) / 2 = 10.5 mm left, (297 - 264) / 2 = 16.5 mm top.
    close(l.slots[0]!.trim.x, mm(10.5));
    close(l.slots[0]!.trim.y, mm(16.5));
    // Row by row: slot 1 is to the right of slot 0, slot 3 below it, and they touch.
    close(l.slots[1]!.trim.x, l.slots[0]!.trim.x + mm(63));
    close(l.slots[3]!.trim.y, l.slots[0]!.trim.y + mm(88));
    close(l.slots[8]!.trim.x + l.slots[8]!.trim.width, mm(210 - 10.5));
    close(l.slots[8]!.trim.y + l.slots[8]!.trim.height, mm(297 - 16.5));
    expect(l.cutMarks).toEqual([]);
  });

  it('fits nine cards with bleed on Letter, each card with its own bleed box', () => {
    const l = sheetLayout({ paper: 'letter', bleed: true, cutLines: false });
    close(l.pageWidth, 612);
    close(l.pageHeight, 792);
    const b = mm(BLEED_MM);
    for (const s of l.slots) {
      close(s.bleed.x, s.trim.x - b);
      close(s.bleed.y, s.trim.y - b);
      close(s.bleed.width, s.trim.width + 2 * b);
      close(s.bleed.height, s.trim.height + 2 * b);
    }
    // Every bleed box stays on the paper, and neighbours' bleed boxes touch without overlapping.
    for (const s of l.slots) {
      expect(s.bleed.x).toBeGreaterThanOrEqual(0);
      expect(s.bleed.y).toBeGreaterThanOrEqual(0);
      expect(s.bleed.x + s.bleed.width).toBeLessThanOrEqual(l.pageWidth);
      expect(s.bleed.y + s.bleed.height).toBeLessThanOrEqual(l.pageHeight);
    }
    close(l.slots[1]!.bleed.x, l.slots[0]!.bleed.x + l.slots[0]!.bleed.width);
    close(l.slots[1]!.trim.x - l.slots[0]!.trim.x, mm(63 + 2 * BLEED_MM));
  });

  it('draws crop marks in the margins on every trim edge', () => {
    const plain = sheetLayout({ paper: 'a4', bleed: false, cutLines: true });
    // Touching cards share edges: 4 vertical and 4 horizontal cut lines, each marked at both ends.
    expect(plain.cutMarks).toHaveLength(16);
    const bled = sheetLayout({ paper: 'a4', bleed: true, cutLines: true });
    // With bleed every card has its own two edges per axis: 6 + 6 lines, marked at both ends.
    expect(bled.cutMarks).toHaveLength(24);
    for (const l of [plain, bled]) {
      const top = Math.min(...l.slots.map((s) => s.bleed.y));
      const bottom = Math.max(...l.slots.map((s) => s.bleed.y + s.bleed.height));
      const left = Math.min(...l.slots.map((s) => s.bleed.x));
      const right = Math.max(...l.slots.map((s) => s.bleed.x + s.bleed.width));
      for (const m of l.cutMarks) {
        // A mark never crosses the grid: it lies wholly above, below, left or right of it.
        const outside =
          Math.max(m.y1, m.y2) < top ||
          Math.min(m.y1, m.y2) > bottom ||
          Math.max(m.x1, m.x2) < left ||
          Math.min(m.x1, m.x2) > right;
        expect(outside).toBe(true);
        // On the paper, even where the margin is narrower than a mark (A4 with bleed).
        expect(Math.min(m.x1, m.x2, m.y1, m.y2)).toBeGreaterThanOrEqual(0);
        expect(Math.max(m.x1, m.x2)).toBeLessThanOrEqual(l.pageWidth);
        expect(Math.max(m.y1, m.y2)).toBeLessThanOrEqual(l.pageHeight);
      }
      const xs = new Set(l.slots.flatMap((s) => [s.trim.x, s.trim.x + s.trim.width]));
      for (const x of xs) expect(l.cutMarks.some((m) => m.x1 === x && m.x2 === x)).toBe(true);
    }
  });

  it('counts pages as ceil(cards / 9), one at least', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(540)).toBe(60);
  });
});

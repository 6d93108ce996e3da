// Line bookkeeping for readers that parse by offset (a JSON block inside a line-based list).

/** The text split into lines, each with the offset it starts at (a byte order mark dropped). */
export function linesOf(text: string): { src: string; lines: string[]; starts: number[] } {
  const src = text.replace(/^\uFEFF/, '');
  const lines: string[] = [];
  const starts: number[] = [];
  const re = /\r\n|\r|\n/g;
  let at = 0;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    lines.push(src.slice(at, m.index));
    starts.push(at);
    at = m.index + m[0].length;
  }
  lines.push(src.slice(at));
  starts.push(at);
  return { src, lines, starts };
}

/** 0-based index of the line holding `offset`. */
export function lineIndexOf(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

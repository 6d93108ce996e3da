// Evens out the light of a deck photo before OCR (ADR 0072): a lamp to one side leaves one end of the
// table much brighter than the other, and one threshold for the whole picture (tesseract's own) then
// loses titles at the dark end, while wood grain and coloured frames turn into blocks of black that its
// layout analysis takes for pictures. Each pixel is compared with the mean of its own neighbourhood
// instead (Bradley's adaptive threshold, over an integral image: linear time in the pixels).

/** Pixels of an RGBA picture, as canvas ImageData holds them. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Turns `image` black and white in place: a pixel is black when it is `darker` (a share) below the mean
 * brightness of the square `window` pixels wide around it. Flat areas of any colour or light become
 * white; ink, and the edges of frames, black.
 */
export function adaptiveThreshold(image: Pixels, window: number, darker = 0.15): void {
  const { data, width: w, height: h } = image;
  const grey = new Float64Array(w * h);
  for (let i = 0; i < w * h; i++) {
    grey[i] = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
  }
  // sum[(y + 1) * (w + 1) + x + 1] is the sum of grey over the rectangle [0, x] × [0, y].
  const sum = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += grey[y * w + x]!;
      sum[(y + 1) * (w + 1) + x + 1] = sum[y * (w + 1) + x + 1]! + row;
    }
  }
  const r = Math.max(1, Math.floor(window / 2));
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h - 1, y + r);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w - 1, x + r);
      const area = (x1 - x0 + 1) * (y1 - y0 + 1);
      const total =
        sum[(y1 + 1) * (w + 1) + x1 + 1]! -
        sum[y0 * (w + 1) + x1 + 1]! -
        sum[(y1 + 1) * (w + 1) + x0]! +
        sum[y0 * (w + 1) + x0]!;
      const v = grey[y * w + x]! * area < total * (1 - darker) ? 0 : 255;
      const i = (y * w + x) * 4;
      data[i] = v;
      data[i + 1] = v;
      data[i + 2] = v;
      data[i + 3] = 255;
    }
  }
}

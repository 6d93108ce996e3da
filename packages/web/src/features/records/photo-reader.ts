import { adaptiveThreshold } from './photo-binarize';

// Reads the text of a deck photo in the browser (ADR 0072): tesseract.js in a web worker, its worker,
// cores and English data served by our own server (scripts/ocr-assets.mjs), nothing sent anywhere.
// The engine is imported on demand: only a player who picks a photo downloads it.

/** What the reader is doing, 0..1, for the progress bar. */
export interface ReadProgress {
  step: 'loading' | 'reading';
  progress: number;
}

/**
 * Photos are scaled to this many pixels on their longer side: a phone's 12 MP photo would take minutes,
 * and at this size a title of 15 cards on the table is still 15 to 20 px high (bench/photo-deck.bench.ts
 * measured 2400 against 3200 and 3600: no better, and slower).
 */
const PHOTO_MAX_SIDE = 2400;
/** Side of the neighbourhood each pixel's light is judged against, as a share of the photo's width. */
const LIGHT_WINDOW = 0.02;

/** The photo as a black and white canvas, PHOTO_MAX_SIDE on its longer side, as the camera held it. */
async function prepared(photo: Blob): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  const scale = PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const c = canvas.getContext('2d', { willReadFrequently: true });
  if (!c) throw new Error('This browser cannot read pictures');
  c.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const pixels = c.getImageData(0, 0, canvas.width, canvas.height);
  adaptiveThreshold(pixels, Math.round(canvas.width * LIGHT_WINDOW));
  c.putImageData(pixels, 0, 0);
  return canvas;
}

/** The lines of text tesseract reads in the photo. */
export async function readPhotoLines(photo: Blob, onProgress: (p: ReadProgress) => void): Promise<string[]> {
  onProgress({ step: 'loading', progress: 0 });
  const { createWorker, OEM, PSM } = await import('tesseract.js');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: `${__OCR_ASSETS__}worker.min.js`,
    // A folder: the worker picks the core this browser runs (relaxed SIMD, SIMD or plain).
    corePath: __OCR_ASSETS__,
    langPath: __OCR_ASSETS__,
    // Loaded from our origin, not a blob: URL, so the page's script policy applies as to any script.
    workerBlobURL: false,
    logger: (m) => {
      if (m.status === 'recognizing text') onProgress({ step: 'reading', progress: m.progress });
      else if (m.status.startsWith('load')) onProgress({ step: 'loading', progress: m.progress });
    },
  });
  try {
    // Sparse text: cards lie anywhere on the table, with no columns or reading order to find.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
    const { data } = await worker.recognize(await prepared(photo));
    return data.text.split('\n').filter((line) => line.trim());
  } finally {
    await worker.terminate();
  }
}

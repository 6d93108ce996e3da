// The OCR engine's files (tesseract.js's worker, its WebAssembly cores and the English data), served from
// our own origin: the deck-from-a-photo reader asks no outside service or CDN (ADR 0072). The build copies
// them under assets/ in a folder named after their versions, so the year-long cache of assets/ is right;
// the dev server serves the same paths from node_modules.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// Each package named in full (not built from a variable) so knip sees what this file uses.
const PACKAGES = {
  'tesseract.js': require.resolve('tesseract.js/package.json'),
  'tesseract.js-core': require.resolve('tesseract.js-core/package.json'),
  '@tesseract.js-data/eng': require.resolve('@tesseract.js-data/eng/package.json'),
};
const packageDir = (name) => path.dirname(PACKAGES[name]);
const version = (name) => JSON.parse(fs.readFileSync(PACKAGES[name], 'utf8')).version;

// LSTM-only data (best_int, 2.9 MB): the LSTM engine alone reads it, so only the LSTM cores are needed.
const DATA = '4.0.0_best_int';
const folder = `assets/ocr-${version('tesseract.js')}-${version('tesseract.js-core')}-eng-${DATA}`;
const core = packageDir('tesseract.js-core');
// The worker picks the core this browser runs: relaxed SIMD, SIMD, or neither.
export const OCR_FILES = {
  'worker.min.js': path.join(packageDir('tesseract.js'), 'dist/worker.min.js'),
  'tesseract-core-relaxedsimd-lstm.wasm.js': path.join(core, 'tesseract-core-relaxedsimd-lstm.wasm.js'),
  'tesseract-core-simd-lstm.wasm.js': path.join(core, 'tesseract-core-simd-lstm.wasm.js'),
  'tesseract-core-lstm.wasm.js': path.join(core, 'tesseract-core-lstm.wasm.js'),
  'eng.traineddata.gz': path.join(packageDir('@tesseract.js-data/eng'), DATA, 'eng.traineddata.gz'),
};

/** The Vite plugin: `__OCR_ASSETS__` in the app is the folder's URL (ending in `/`). */
export function ocrAssets() {
  const base = `/${folder}/`;
  return {
    name: 'cubewright-ocr-assets',
    config: () => ({ define: { __OCR_ASSETS__: JSON.stringify(base) } }),
    configureServer(server) {
      server.middlewares.use(base, (req, res, next) => {
        const file = OCR_FILES[(req.url ?? '').split('?')[0].slice(1)];
        if (!file) return next();
        res.setHeader('Content-Type', file.endsWith('.gz') ? 'application/gzip' : 'text/javascript');
        fs.createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const [name, file] of Object.entries(OCR_FILES)) {
        this.emitFile({ type: 'asset', fileName: `${folder}/${name}`, source: fs.readFileSync(file) });
      }
    },
  };
}

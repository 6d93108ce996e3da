// Types of ocr-assets.mjs for the TypeScript tests and benches that serve the same files.
/** File name in the OCR folder -> its path in node_modules. */
export const OCR_FILES: Record<string, string>;
export function ocrAssets(): unknown;

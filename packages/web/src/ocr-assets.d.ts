/** URL of the folder the OCR engine's files are served from (scripts/ocr-assets.mjs), ending in `/`. */
declare const __OCR_ASSETS__: string;

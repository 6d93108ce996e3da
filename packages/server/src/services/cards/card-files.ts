import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

/** The Scryfall bulk types `npm run cards:sync` downloads: oracle cards (one per card) and all printings. */
export const BULK_TYPES = ['oracle_cards', 'default_cards'] as const;
export type BulkType = (typeof BULK_TYPES)[number];

/** Where a bulk file comes from: the environment (CARD_DATA_FILE...) or the sync cache in DATA_DIR. */
export interface CardSource {
  cards: string;
  printings: string | null;
  origin: 'env' | 'cache';
}

/** The folder `cards:sync` downloads into; null when the data folder is in memory (tests). */
export function cardCacheDir(config: Pick<Config, 'dataDir'>): string | null {
  return config.dataDir === 'memory://' ? null : path.join(config.dataDir, 'cards');
}

/** File name of a cached bulk file, e.g. `oracle-cards.json`. */
export function cachedFileName(type: BulkType): string {
  return `${type.replace('_', '-')}.json`;
}

function existing(dir: string, type: BulkType): string | null {
  const base = path.join(dir, cachedFileName(type));
  return [base, `${base}.gz`].find((f) => fs.existsSync(f)) ?? null;
}

/** The files to load: CARD_DATA_FILE (+ CARD_PRINTINGS_FILE) when set, else the sync cache, else null. */
export function cardSourceOf(config: Pick<Config, 'cardDataFile' | 'cardPrintingsFile' | 'dataDir'>) {
  if (config.cardDataFile) {
    return {
      cards: config.cardDataFile,
      printings: config.cardPrintingsFile ?? null,
      origin: 'env',
    } as CardSource;
  }
  const dir = cardCacheDir(config);
  return dir ? cacheSourceOf(dir) : null;
}

/** The files `cards:sync` left in `dir`, or null when there is no card file there. */
export function cacheSourceOf(dir: string): CardSource | null {
  const cards = existing(dir, 'oracle_cards');
  if (!cards) return null;
  return { cards, printings: existing(dir, 'default_cards'), origin: 'cache' };
}

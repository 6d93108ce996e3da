import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { NORMALIZED_CARD_VERSION } from '@cubewright/core/cards';
import { pgliteDir } from '../../packages/server/src/db/client';
import { fingerprintOf } from '../../packages/server/src/services/cards/bulk-file';
import { type CardSource, cardSourceOf } from '../../packages/server/src/services/cards/card-files';
import { persistCardData } from '../../packages/server/src/services/cards/persist-cards';
import { migrationsStamp, openMigratedPgliteIn } from '../../packages/server/test/pglite-template';

// The data folder every e2e app starts from, made once: PGlite migrated, with the card tables written
// from CARD_DATA_FILE and CARD_PRINTINGS_FILE. On a fresh folder each app ran initdb, every migration,
// and the card-table copy, which is paced to leave room for requests, while the other app did the same
// on the other core: 62 s before specs could start at load 7, against 20 s for an app on a copy of this
// folder (it loads its card index and finds the tables current). The app still checks both itself: it
// applies any migration the folder lacks and rewrites card tables whose stored fingerprint differs, so
// a stale folder would cost time, never correctness. The folder is kept, named after what it holds, so
// later runs on this checkout skip making it.

const root = path.resolve(import.meta.dirname, '../..');
export const templateCacheDir = path.join(root, 'node_modules/.cache/cubewright-e2e-data-dir');
/** The code that turns card files into table rows: a change to it makes a new folder. */
const cardRowCode = ['card-copy-worker.ts', 'card-table-csv.ts', 'persist-cards.ts'].map((f) =>
  path.join(root, 'packages/server/src/services/cards', f),
);

/** The card files the e2e apps load: the same environment variables the app reads. */
export function e2eCardSource(): CardSource | null {
  return cardSourceOf({
    cardDataFile: process.env.CARD_DATA_FILE || undefined,
    cardPrintingsFile: process.env.CARD_PRINTINGS_FILE || undefined,
    dataDir: 'memory://',
  });
}

async function templateName(source: CardSource | null): Promise<string> {
  const hash = createHash('sha256').update(migrationsStamp()).update(`v${NORMALIZED_CARD_VERSION}`);
  if (source) {
    // The fingerprint the app compares (path, size and modification time of each file).
    hash.update(await fingerprintOf(source.printings ? [source.cards, source.printings] : [source.cards]));
    for (const file of cardRowCode) hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The template data folder for `source` (null: no card data, migrations only): from the cache, else
 * made and cached. Give each app a copy: PGlite writes its folder in place.
 */
export async function appDataTemplate(source: CardSource | null): Promise<string> {
  const name = await templateName(source);
  const dir = path.join(templateCacheDir, name);
  if (fs.existsSync(dir)) return dir;
  // Made aside, then renamed: a run started meanwhile on this checkout sees a whole folder or none.
  const partial = path.join(templateCacheDir, `${name}.${process.pid}.partial`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  const database = await openMigratedPgliteIn(pgliteDir(partial));
  try {
    // Unpaced: no request waits on this database.
    if (source) {
      const files = source.printings ? [source.cards, source.printings] : [source.cards];
      await persistCardData(database, source, await fingerprintOf(files));
    }
  } finally {
    await database.close();
  }
  // Each folder is some 160 MB: earlier ones (other migrations or card files) go; another run's folder
  // in the making stays.
  for (const old of fs.readdirSync(templateCacheDir)) {
    if (!old.endsWith('.partial'))
      fs.rmSync(path.join(templateCacheDir, old), { recursive: true, force: true });
  }
  fs.renameSync(partial, dir);
  return dir;
}

// `npm run cards:sync`: downloads Scryfall's bulk card files into DATA_DIR/cards, where the server
// finds them on its next start when CARD_DATA_FILE is not set.
import { loadConfig } from '../config';
import { cardCacheDir } from '../services/cards/card-files';
import { progressReporter } from '../services/cards/progress';
import { syncBulkFiles } from '../services/cards/scryfall-download';

const config = loadConfig();
const dir = cardCacheDir(config);
if (!dir) {
  console.error('DATA_DIR is in memory; set DATA_DIR to a folder to keep downloaded card data.');
  process.exit(1);
}

const progress = progressReporter(process.stderr);
console.error(`Fetching Scryfall bulk data from ${config.scryfallApiUrl} into ${dir}`);
try {
  const results = await syncBulkFiles({
    apiUrl: config.scryfallApiUrl,
    dir,
    onProgress: (state, finished) => (finished ? progress.done(state) : progress.update(state)),
  });
  for (const r of results) {
    console.error(`${r.type}: ${r.status === 'unchanged' ? 'already up to date' : 'downloaded'} (${r.file})`);
  }
  console.error(
    'Card data is ready. Start (or restart) the server to load it; a running server with CARDS_SYNC_HOURS set keeps it current by itself.',
  );
} catch (err) {
  console.error(`\nCard data sync failed: ${err instanceof Error ? err.message : String(err)}`);
  console.error('Check the network connection, or set CARD_DATA_FILE to a local Scryfall bulk file instead.');
  process.exit(1);
}

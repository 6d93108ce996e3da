import fs from 'node:fs';
import pino from 'pino';
import { buildApp } from './app';
import { createAuthServices } from './auth/auth';
import { loadConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { createRealtime } from './realtime/realtime';
import { createCardService } from './services/cards/card-service';
import { createDrafts } from './services/drafts/draft-service';
import { startRatingsRefresh } from './services/ratings/refresh-job';

const config = loadConfig();
const log = pino({ level: config.logLevel });
fs.mkdirSync(config.dataDir, { recursive: true });

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onPoolError: (err) => log.warn({ err }, 'idle PostgreSQL connection lost'),
});
await database.migrate();
log.info({ kind: database.kind }, 'database migrated');

const cards = createCardService(config, log, database);
const ctx: AppContext = {
  config,
  database,
  log,
  cards,
  ...createAuthServices({ config, database, log }),
  ...createRealtime({ database, log }),
  ...createDrafts({ database, cards, log }),
};
const app = await buildApp(ctx);
ctx.realtime.attach(app.server, ctx);
await app.listen({ port: config.port, host: config.host });
ctx.drafts.startWorker();
const stopRatings = startRatingsRefresh(database.db, log);
log.info(`Cubewright is serving on ${config.baseUrl}`);
// Loaded after listening so the first page does not wait for the card file.
void cards.start();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await ctx.drafts.stopWorker();
    await stopRatings();
    await ctx.realtime.close();
    await app.close();
    await cards.stop();
    await database.close();
    process.exit(0);
  });
}

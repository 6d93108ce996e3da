import fs from 'node:fs';
import { systemClock } from '@cubewright/core/clock';
import pino from 'pino';
import { buildApp } from './app';
import { createAuthServices } from './auth/auth';
import { handshakeUser } from './auth/session';
import { loadConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { describeMigration } from './db/migrate';
import { exitOnRefusedDatabase } from './db/startup-errors';
import { drain, SHUTDOWN_LIMIT_MS } from './lifecycle/drain';
import { Lifecycle } from './lifecycle/lifecycle';
import { createRealtime } from './realtime/realtime';
import { createCardService } from './services/cards/card-service';
import { syncsCards, watchCardVersion } from './services/cards/card-sync';
import { createDrafts } from './services/drafts/draft-service';
import { createEvents } from './services/events/app-events';
import { startRatingsRefresh } from './services/ratings/refresh-job';

const config = loadConfig();
const log = pino({ level: config.logLevel });
fs.mkdirSync(config.dataDir, { recursive: true });

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onPoolError: (err) => log.warn({ err }, 'idle PostgreSQL connection lost'),
}).catch(exitOnRefusedDatabase(log));
const migrated = await database.migrate().catch(exitOnRefusedDatabase(log));
log.info({ kind: database.kind, applied: migrated.applied }, describeMigration(migrated));

const cards = createCardService(config, log, database);
const { events } = createEvents({ log });
const { drafts } = createDrafts({ database, cards, log, events, inviteSecret: config.authSecret });
const clock = systemClock;
const ctx: AppContext = {
  config,
  database,
  log,
  cards,
  ...createAuthServices({ config, database, log, clock }),
  events,
  ...createRealtime({ database, log, events, table: drafts.play, clock }),
  drafts,
  lifecycle: new Lifecycle(),
  clock,
};
const app = await buildApp(ctx);
ctx.realtime.attach(app.server, { ...ctx, userOf: handshakeUser(ctx) });
await app.listen({ port: config.port, host: config.host });
ctx.drafts.play.startWorker();
const stopRatings = startRatingsRefresh(ctx);
// Card data synced by any instance (the cards-sync job) is picked up here within a minute.
const stopCardWatch = syncsCards(ctx) ? watchCardVersion(ctx) : async () => {};
log.info(`Cubewright is serving on ${config.baseUrl}`);
// Loaded after listening so the first page does not wait for the card file.
void cards.start();

// SIGTERM (and Ctrl-C) drain: see lifecycle/drain.ts. A second signal, or a drain that overruns its
// limit, ends the process at once.
let shuttingDown = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    setTimeout(() => {
      log.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS} ms; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    const stopOthers = () => Promise.all([stopRatings(), stopCardWatch()]).then(() => {});
    void drain(app, ctx, { graceMs: config.drainGraceMs, stopOthers })
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (err) => {
          log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}

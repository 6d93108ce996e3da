import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Clock, systemClock } from '@cubewright/core/clock';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app';
import { type Auth, createAuthServices } from '../src/auth/auth';
import { handshakeUser } from '../src/auth/session';
import { type Config, loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { type Database, openDatabase } from '../src/db/client';
import { Lifecycle } from '../src/lifecycle/lifecycle';
import { createRealtime, type Realtime } from '../src/realtime/realtime';
import { CardService, type CardServiceOptions } from '../src/services/cards/card-service';
import { createDrafts, type Drafts } from '../src/services/drafts/draft-service';
import { createEvents } from '../src/services/events/app-events';
import { openMigratedPglite } from './pglite-template';

/**
 * The integration suite runs on embedded PGlite by default; with TEST_DATABASE_URL set
 * (e.g. postgres://postgres@127.0.0.1:5432/postgres) each harness gets a fresh database on that server.
 */
export const testDbKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  cards: CardService;
  /** Live updates: `realtime.rooms` lets tests connect in process, without sockets. */
  realtime: Realtime;
  /** Online drafts (services/drafts). */
  drafts: Drafts;
  /** The whole context, for tests of what main.ts does with it (lifecycle/drain). */
  ctx: AppContext;
  /** better-auth, for tests that watch what it does (e.g. that a password is hashed). */
  auth: Auth;
  /** Base URL when `listen: true` was asked for. */
  url: string;
  close(): Promise<void>;
}

/** A new, empty database on the server at `adminUrl` (benches name theirs), and how to drop it. */
export async function createFreshPostgres(
  adminUrl: string,
  name = `cw_test_${randomBytes(6).toString('hex')}`,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Card data for a test app. Without it the app has none (status `missing`), whatever CARD_DATA_FILE
 * says, so suites that do not ask for cards do not pay for loading them. `start: false` leaves the
 * service `loading`; `persist` also writes the cards into the database (slow for the full fixture).
 */
export interface TestCardOptions {
  file: string;
  printings?: string;
  start?: boolean;
  persist?: boolean;
  /** Awaited at each step of the card-table copy (CardServiceOptions.copyCheckpoint). */
  copyCheckpoint?: CardServiceOptions['copyCheckpoint'];
}

/**
 * Writes Scryfall-shaped card objects to a temporary bulk file for `createTestApp({ cards: { file } })`:
 * suites that need only a few cards avoid loading the full fixture. `remove` deletes it (in afterAll).
 */
export function writeTestCardFile(cards: readonly unknown[]): { file: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-test-cards-'));
  const file = path.join(dir, 'cards.json');
  fs.writeFileSync(file, JSON.stringify(cards));
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

function testCardService(
  opts: TestCardOptions | undefined,
  log: pino.Logger,
  database: Database,
  clock: Clock,
) {
  const source = opts
    ? { cards: opts.file, printings: opts.printings ?? null, origin: 'env' as const }
    : null;
  return new CardService({
    source,
    log,
    database: opts?.persist ? database : undefined,
    clock,
    copyCheckpoint: opts?.copyCheckpoint,
  });
}

/** Opens a fresh, migrated database and builds the app on it. */
export async function createTestApp(
  opts: {
    env?: Record<string, string | undefined>;
    listen?: boolean;
    cards?: TestCardOptions;
    /**
     * A second instance on another app's database (that app drops it). On PGlite the instances share the
     * open database object and only the first app closes it.
     */
    sameDatabaseAs?: TestApp;
    /** An open, migrated database to serve (upgrade and backup tests); the app closes it. */
    database?: Database;
    /** Start the draft deadline worker (default true); tests that drive deadlines by hand turn it off. */
    draftWorker?: boolean;
    /** The app's clock (default systemClock); pass a ManualClock and advance it instead of waiting. */
    clock?: Clock;
    /** The app's logger (default: pino at TEST_LOG_LEVEL, silent unless set), for tests that read the log. */
    log?: pino.Logger;
    /** Called with the built app before it is ready: a test adds its own hooks here, as a plugin would. */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const fresh =
    opts.sameDatabaseAs || opts.database
      ? undefined
      : process.env.TEST_DATABASE_URL
        ? await createFreshPostgres(process.env.TEST_DATABASE_URL)
        : undefined;
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: fresh?.url ?? opts.sameDatabaseAs?.config.databaseUrl ?? '',
    DATA_DIR: 'memory://',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Suites sign up many people from one address; the rate-limit test sets its own limit.
    AUTH_RATE_LIMIT_MAX: '100000',
    ...opts.env,
  });
  config.dataDir = 'memory://';
  const sharedPglite = opts.sameDatabaseAs?.database.kind === 'pglite' ? opts.sameDatabaseAs.database : null;
  const database =
    opts.database ??
    sharedPglite ??
    (config.databaseUrl
      ? await openDatabase({
          databaseUrl: config.databaseUrl,
          dataDir: 'memory://',
          // Dropping the test database terminates connections the pool is still closing: expected here.
          onPoolError: () => {},
        })
      : await openMigratedPglite());
  if (!sharedPglite && !opts.database) await database.migrate();
  const log = opts.log ?? pino({ level: config.logLevel });
  const clock = opts.clock ?? systemClock;
  const cards = testCardService(opts.cards, log, database, clock);
  const { events } = createEvents({ log });
  const { drafts } = createDrafts({ database, cards, log, events, inviteSecret: config.authSecret, clock });
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
  opts.beforeReady?.(app);
  ctx.realtime.attach(app.server, { ...ctx, userOf: handshakeUser(ctx) });
  if (opts.cards?.start !== false) await cards.start();
  let url = config.baseUrl;
  if (opts.listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    if (addr && typeof addr === 'object') url = `http://127.0.0.1:${addr.port}`;
  } else {
    await app.ready();
  }
  if (opts.draftWorker !== false) ctx.drafts.play.startWorker();
  return {
    app,
    database,
    config,
    cards,
    realtime: ctx.realtime,
    drafts: ctx.drafts,
    ctx,
    auth: ctx.auth,
    url,
    async close() {
      await ctx.drafts.play.stopWorker();
      await ctx.realtime.close();
      await app.close();
      await cards.stop();
      if (!sharedPglite) await database.close();
      await fresh?.drop();
    },
  };
}

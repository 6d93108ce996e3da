import { on } from 'node:events';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { NORMALIZED_CARD_VERSION } from '@cubewright/core/cards';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { appMeta, cards, printings } from '../../db/schema';
import type { CardCopyJob, CardCopyMessage, CardCopyRequest, CardTable } from './card-copy-messages';
import type { CardSource } from './card-files';
import { CARD_COLUMNS, PRINTING_COLUMNS } from './card-table-csv';

const META_KEY = 'card_data';
// The mirror is written in the background while the server answers requests. A worker thread reads
// the card files and makes the rows (card-copy-worker.ts); on PostgreSQL it also writes them. Embedded
// PGlite runs each statement on the server's own thread and one at a time, so there each COPY of a
// worker's chunk is time the event loop and every queued query wait: statements are sized to take
// about BATCH_MS (BUSY_BATCH_MS while requests come, as a search p50 under 3 ms leaves no room for a
// 3 ms statement before it), none starts while a request is in flight, and after each one the writer
// rests as long. Nothing in the app reads these tables (the in-memory index serves every card
// endpoint), so taking longer costs nothing. Where nothing else uses the database (NO_PACE: a data folder
// made for the e2e apps, a test), statements of UNPACED_ROWS follow each other without a rest.
const BATCH_MS = 3;
const BUSY_BATCH_MS = 1;
const FIRST_ROWS = 10;
const MAX_ROWS = 2000;
const UNPACED_ROWS = 5000;

export type PersistOutcome = 'unchanged' | 'written' | 'stopped';

/** When the copy may go on: `turn` waits for the writer's turn (e.g. a gap between requests). */
export interface Pace {
  shouldStop: () => boolean;
  turn: () => Promise<void>;
  /** True while requests come: the writer's statements are then made shorter. */
  busy?: () => boolean;
  /** False when nothing else uses the database meanwhile: no statement sizing, no rests. */
  shared: boolean;
}

/** Rows written so far and in all, per table (totals are 0 until the worker has read the files). */
export interface CopyProgress {
  cards: { written: number; total: number };
  printings: { written: number; total: number };
}

const NO_PACE: Pace = { shouldStop: () => false, turn: async () => {}, shared: false };

async function storedFingerprint(db: Db): Promise<string | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  const value = row?.value as { fingerprint?: unknown } | undefined;
  return typeof value?.fingerprint === 'string' ? value.fingerprint : null;
}

// The worker beside this module: dist/card-copy-worker.js in the bundle; from source (tests, tsx) the
// .ts file, loaded through tsx's loader registered in the worker's own thread first.
function startWorker(job: CardCopyJob): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./card-copy-worker.js', import.meta.url), { workerData: job });
  const worker = new URL('./card-copy-worker.ts', import.meta.url).href;
  // The ESM build of tsx's API (its CommonJS build resolves its own files wrongly from an eval'd worker).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  );
  const boot = `import(${JSON.stringify(tsx.href)}).then((api) => { api.register(); return import(${JSON.stringify(worker)}); });`;
  return new Worker(boot, { eval: true, workerData: job });
}

/**
 * Writes the worker's CSV chunks into PGlite, asking for each: on a shared database, statements sized
 * to about BATCH_MS (BUSY_BATCH_MS while requests come), a rest as long after each, turns taken between
 * requests.
 */
class PgliteCopy {
  private size: number;

  constructor(
    private readonly worker: Worker,
    private readonly database: Database,
    private readonly pace: Pace,
  ) {
    this.size = pace.shared ? FIRST_ROWS : UNPACED_ROWS;
  }

  /** Asks the worker for the next chunk (made while the previous one is written). */
  request(): void {
    this.worker.postMessage({ type: 'next', rows: this.size } satisfies CardCopyRequest);
  }

  async write(table: CardTable, rows: number, bytes: Uint8Array): Promise<void> {
    await this.pace.turn();
    if (this.pace.shouldStop()) return;
    const columns = table === 'cards' ? CARD_COLUMNS : PRINTING_COLUMNS;
    const started = performance.now();
    await this.database.pglite!.query(`copy ${table} (${columns}) from '/dev/blob' with (format csv)`, [], {
      blob: new Blob([bytes]),
    });
    if (!this.pace.shared) return;
    const ms = Math.max(0.1, performance.now() - started);
    const target = this.pace.busy?.() ? BUSY_BATCH_MS : BATCH_MS;
    this.size = Math.max(1, Math.min(MAX_ROWS, Math.round((rows * target) / ms)));
    await sleep(Math.max(1, ms));
  }
}

/**
 * Mirrors the card files' cards and printings into the database, unless the stored fingerprint says
 * this exact file was written before. The fingerprint is written last, so an interrupted write is redone.
 */
export async function persistCardData(
  database: Database,
  source: Pick<CardSource, 'cards' | 'printings'>,
  fingerprint: string,
  pace: Pace = NO_PACE,
  /** Hears each step; the copy waits for what it returns (tests hold it there). */
  progress: (p: CopyProgress) => void | Promise<void> = () => {},
): Promise<PersistOutcome> {
  const { db } = database;
  // The same file read by a newer normaliser yields cards with more facts: that is a change too.
  const stamp = `v${NORMALIZED_CARD_VERSION}|${fingerprint}`;
  if ((await storedFingerprint(db)) === stamp) return 'unchanged';
  await db.delete(appMeta).where(eq(appMeta.key, META_KEY));
  // TRUNCATE empties a table at once; DELETE of a full card table is a long stretch of row work.
  await db.execute(sql`truncate table ${printings}, ${cards}`);
  const job: CardCopyJob = {
    cards: source.cards,
    printings: source.printings,
    databaseUrl: database.kind === 'postgres' ? (database.url ?? null) : null,
  };
  if (database.kind === 'postgres' && !job.databaseUrl)
    throw new Error('no PostgreSQL URL for the card copy');
  const state: CopyProgress = { cards: { written: 0, total: 0 }, printings: { written: 0, total: 0 } };
  const written = async (table: CardTable, rows: number) => {
    state[table].written += rows;
    await progress(state);
  };
  const worker = startWorker(job);
  const pglite = new PgliteCopy(worker, database, pace);
  let totals = { cards: 0, printings: 0 };
  try {
    for await (const [message] of on(worker, 'message') as AsyncIterable<[CardCopyMessage]>) {
      if (pace.shouldStop()) return 'stopped';
      if (message.type === 'totals') {
        totals = { cards: message.cards, printings: message.printings };
        state.cards.total = message.cards;
        state.printings.total = message.printings;
        await progress(state);
        if (!job.databaseUrl) pglite.request();
      } else if (message.type === 'chunk') {
        pglite.request();
        await pglite.write(message.table, message.rows, message.bytes);
        if (pace.shouldStop()) return 'stopped';
        await written(message.table, message.rows);
      } else if (message.type === 'written') await written(message.table, message.rows);
      else if (message.type === 'error') throw new Error(`card copy worker: ${message.message}`);
      else break;
    }
  } finally {
    await worker.terminate();
  }
  const value = { fingerprint: stamp, ...totals };
  await db.insert(appMeta).values({ key: META_KEY, value });
  return 'written';
}

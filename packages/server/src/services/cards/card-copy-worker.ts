// The card-table copy's worker thread (started by persist-cards.ts). It reads the card files itself,
// so no card crosses threads, and turns them into CSV for COPY. On PostgreSQL it writes them over a
// connection of its own, so the server's thread and pool do nothing; PGlite lives on the server's
// thread, so there the worker answers the server's requests with CSV chunks of the size it asks for,
// and the server only hands bytes to COPY.
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { copyIn } from '../../db/copy-in';
import type { CardCopyJob, CardCopyMessage, CardCopyRequest, CardTable } from './card-copy-messages';
import { CARD_COLUMNS, cardCsvLine, PRINTING_COLUMNS, printingCsvLine } from './card-table-csv';
import { loadCardIndex } from './load-card-index';

const job = workerData as CardCopyJob;

// The copy is background work: on Linux, where niceness is per thread, this thread steps back for the
// server's own thread and everything else on the machine (elsewhere it runs at normal priority).
try {
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid)) os.setPriority(tid, 19);
} catch {}
const post = (message: CardCopyMessage, transfer: ArrayBuffer[] = []) =>
  parentPort!.postMessage(message, transfer);

interface TableLines {
  table: CardTable;
  columns: string;
  count: number;
  lineAt: (i: number) => string;
}

/** `count` lines made by `lineAt`, `per` to a chunk. */
function* chunks(count: number, per: number, lineAt: (i: number) => string): Generator<string> {
  for (let i = 0; i < count; i += per) {
    let text = '';
    for (let k = i; k < Math.min(count, i + per); k++) text += lineAt(k);
    yield text;
  }
}

/** Answers each of the server's requests with the next chunk of at most `rows` rows of one table. */
function serveChunks(tables: TableLines[]) {
  const encoder = new TextEncoder();
  let t = 0;
  let i = 0;
  parentPort!.on('message', (request: CardCopyRequest) => {
    while (t < tables.length && i >= tables[t]!.count) {
      t++;
      i = 0;
    }
    const table = tables[t];
    if (!table) {
      post({ type: 'done' });
      return;
    }
    const end = Math.min(table.count, i + Math.max(1, request.rows));
    let text = '';
    for (let k = i; k < end; k++) text += table.lineAt(k);
    const bytes = encoder.encode(text);
    post({ type: 'chunk', table: table.table, rows: end - i, bytes }, [bytes.buffer as ArrayBuffer]);
    i = end;
  });
}

async function run() {
  const index = await loadCardIndex(job, { searchFacts: false });
  const cards = index.all();
  const printings = cards.flatMap((c) => index.printingsOf(c.id));
  const tables: TableLines[] = [
    { table: 'cards', columns: CARD_COLUMNS, count: cards.length, lineAt: (i) => cardCsvLine(cards[i]!) },
    {
      table: 'printings',
      columns: PRINTING_COLUMNS,
      count: printings.length,
      lineAt: (i) => printingCsvLine(printings[i]!, i),
    },
  ];
  post({ type: 'totals', cards: cards.length, printings: printings.length });
  if (job.databaseUrl) {
    const client = new pg.Client({ connectionString: job.databaseUrl });
    await client.connect();
    try {
      for (const t of tables) {
        const sql = `copy ${t.table} (${t.columns}) from stdin with (format csv)`;
        await copyIn(client, sql, chunks(t.count, 1000, t.lineAt));
        post({ type: 'written', table: t.table, rows: t.count });
      }
    } finally {
      await client.end();
    }
    post({ type: 'done' });
  } else serveChunks(tables);
}

run().catch((err: unknown) =>
  post({ type: 'error', message: err instanceof Error ? err.message : String(err) }),
);

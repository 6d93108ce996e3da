import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';

// The built app's start-up on a fresh data folder: PGlite migrates an empty database (55 s at load 19
// before the first answer), the card index loads (37 s more), then a worker copies 32k cards and 50k
// printings into the database, paced to leave room for requests (90 s more): 182 s in all, just over the
// three minutes global setup used to allow. The e2e apps now start on a copy of a folder that holds all
// of that but the index (app-data-template.ts): 28-36 s at load 16-24. The time grows with the machine's
// load, so no fixed limit fits; instead the app must keep making progress: its /healthz answer changing
// (status, the share of the search index built, rows copied) or the process spending CPU time (the
// copy's worker reads and parses both card files before it reports anything: over three minutes at
// load 20).

/** How long the app may go without any sign of progress before it counts as stuck. */
const STALL_MS = 180_000;
/** Only a runaway start-up (busy, yet never ready) meets this; a slow one makes progress long before. */
const RUNAWAY_MS = 30 * 60_000;
/** Polls are requests, and the card-table copy yields to requests: one a second keeps it moving. */
const POLL_MS = 1000;

export interface Health {
  cards?: { status: string };
  cardSearchPrepared?: number;
  cardTables?: string;
  cardTablesProgress?: unknown;
}

/** User plus system CPU ticks of a process (Linux /proc), or null where that is not readable. */
function cpuTicks(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

async function readHealth(url: string): Promise<Health | null> {
  try {
    const res = await fetch(`${url}/healthz`);
    return res.ok ? ((await res.json()) as Health) : null;
  } catch {
    return null;
  }
}

/**
 * Waits until the app at `url` is done with its start-up work on the card data (the index, and the copy
 * into the database), so specs meet the warm app a user meets. Fails when the process exits, or when it
 * shows no progress for STALL_MS. Returns the ready app's /healthz answer.
 */
export async function waitUntilReady(url: string, child: ChildProcess): Promise<Health> {
  const started = performance.now();
  let lastProgress = started;
  let lastSign = '';
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited with code ${child.exitCode}`);
    const health = await readHealth(url);
    if (health && health.cards?.status !== 'loading' && health.cardTables !== 'writing') {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`e2e: the app at ${url} is ready after ${seconds} s`);
      return health;
    }
    const sign = JSON.stringify([health, cpuTicks(child.pid)]);
    if (sign !== lastSign) {
      lastSign = sign;
      lastProgress = performance.now();
    }
    const stalled = performance.now() - lastProgress > STALL_MS;
    if (stalled || performance.now() - started > RUNAWAY_MS) {
      // Left running, the app would hold the test run's output open after the failure.
      child.kill('SIGKILL');
      const why = stalled
        ? `made no progress for ${STALL_MS / 1000} s`
        : `was not ready in ${RUNAWAY_MS / 60_000} min`;
      throw new Error(`app at ${url} ${why} (last: ${sign})`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

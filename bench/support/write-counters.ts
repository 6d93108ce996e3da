// What one acknowledged pick costs in writes (issue 33): the limit of the draft server is the number
// of writes per pick, not JavaScript, so bench:draft prints them beside the CPU.
//
// - write system calls of the server process (`syscw` of /proc/PID/io): the database client's queries
//   and the seats' socket frames alike, which is what the CPU profile's `writev` pays for;
// - database transactions of the bench database (`xact_commit + xact_rollback` of pg_stat_database):
//   an autocommitted statement is one, a locked batch (BEGIN ... COMMIT) one for its round trips;
// - database round trips: the queries the server sent (`db_round_trips_total` of its /metrics; n/a for
//   a build without that counter, such as an A/B baseline from before it);
// - socket.io frames the seats received (pushes and acks), counted by the bench's clients.
import fs from 'node:fs';
import pg from 'pg';

export interface WriteCounts {
  /** Write system calls of the server process; null where /proc is unreadable. */
  syscw: number | null;
  /** Transactions committed or rolled back in the server's database. */
  xacts: number;
  /** Queries the server sent to the database; null for a build that does not count them. */
  roundTrips: number | null;
}

/** The server's database round trips so far, from its Prometheus metrics. */
async function roundTripsOf(serverUrl: string): Promise<number | null> {
  try {
    const res = await fetch(`${serverUrl}/metrics`);
    const n = /^db_round_trips_total (\d+)/m.exec(await res.text())?.[1];
    return n === undefined ? null : Number(n);
  } catch {
    return null;
  }
}

/** The server process's write system calls so far. */
function syscwOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const io = fs.readFileSync(`/proc/${pid}/io`, 'utf8');
    const n = /syscw:\s+(\d+)/.exec(io)?.[1];
    return n === undefined ? null : Number(n);
  } catch {
    return null;
  }
}

/**
 * Reads both counters. PostgreSQL publishes a backend's statistics when it goes idle, at most once a
 * second, so a reading right after the work waits that long first (`settle`).
 */
export async function readWriteCounts(
  pid: number | undefined,
  databaseUrl: string,
  serverUrl: string,
  settle = false,
): Promise<WriteCounts> {
  if (settle) await new Promise((r) => setTimeout(r, 1500));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    // This reading's own transaction is counted too; one per reading is noise beside thousands of picks.
    return { syscw: syscwOf(pid), xacts: Number(rows[0]?.n ?? 0), roundTrips: await roundTripsOf(serverUrl) };
  } finally {
    await client.end();
  }
}

/** Writes per acknowledged pick between two readings, for a line of the bench's table. */
export function writesPerPick(
  before: WriteCounts,
  after: WriteCounts,
  frames: number,
  picks: number,
): string {
  const per = (n: number | null) => (n === null ? 'n/a' : (n / picks).toFixed(2));
  const syscw = before.syscw === null || after.syscw === null ? null : after.syscw - before.syscw;
  const trips =
    before.roundTrips === null || after.roundTrips === null ? null : after.roundTrips - before.roundTrips;
  return `${per(trips)} db round trips, ${per(after.xacts - before.xacts)} db transactions, ${per(frames)} socket frames heard, ${per(syscw)} server write syscalls`;
}

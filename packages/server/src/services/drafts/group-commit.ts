import type pg from 'pg';

// The one-statement commits (ADR 0013) of several drafts, sent as ONE statement. Each draft has at most
// one batch in flight (action-batches.ts), but a busy instance runs many drafts: in bench:draft's
// saturated phase each batch was its own round trip, pool slot and WAL flush, and writing those
// statements to PostgreSQL's sockets was the largest share of the server's CPU after the seats' own
// sockets. The batches that are ready in one turn of the event loop now go together (ADR 0035,
// addendum 2). Each draft still moves only if it is still at the version its batch was decided on;
// the statement answers which drafts moved, and a draft that did not falls back to the locked path as
// before. If the statement fails as a whole (a deadlock with another instance's group, a lost
// connection), every draft in it falls back the same way: nothing was written for any of them.

/**
 * Moves each listed draft from `from` to `to` only if no one else moved it, and inserts its event rows
 * only if it did; a timed draft that moved gets its deadline rows replaced (changed ones upserted, gone
 * ones deleted: a delete and an insert of the same key in one statement would collide). Returns the
 * drafts that moved. Autocommitted: all or nothing, durable before the acks.
 */
const COMMIT_GROUP = `
with batch as (
  select * from jsonb_to_recordset($1::jsonb)
    as b(id text, "from" integer, "to" integer, status text, at timestamptz, rows jsonb, deadlines jsonb)
), bumped as (
  update drafts d set version = b."to", status = b.status, updated_at = b.at
  from batch b
  where d.id = b.id and d.version = b."from"
  returning d.id
), inserted as (
  insert into draft_events (draft_id, seq, kind, seat, pack_number, pick_number, user_id, events)
  select bumped.id, e.seq, e.kind, e.seat, e.pack_number, e.pick_number, e.user_id, e.events
  from bumped
  join batch b on b.id = bumped.id
  cross join lateral jsonb_to_recordset(b.rows) as e(
    seq integer, kind text, seat integer, pack_number integer, pick_number integer, user_id text, events jsonb
  )
), due as (
  select bumped.id as draft_id, d.seat, d.due_at
  from bumped
  join batch b on b.id = bumped.id
  cross join lateral jsonb_to_recordset(b.deadlines) as d(seat integer, due_at timestamptz)
  where jsonb_typeof(b.deadlines) = 'array'
), cleared as (
  delete from draft_deadlines dd
  using bumped join batch b on b.id = bumped.id
  where dd.draft_id = bumped.id and jsonb_typeof(b.deadlines) = 'array'
    and not exists (select 1 from due where due.draft_id = dd.draft_id and due.seat = dd.seat)
), timed as (
  insert into draft_deadlines (draft_id, seat, due_at)
  select draft_id, seat, due_at from due
  on conflict (draft_id, seat) do update set due_at = excluded.due_at
)
select id from bumped`;

/** One draft's batch, decided on the cached state at version `from`. */
export interface GroupEntry {
  id: string;
  from: number;
  to: number;
  status: string;
  /** The app clock's time (ISO), the row's updated_at: not the database's now(), which tests cannot set. */
  at: string;
  /** The event rows (seq, kind, seat, pack_number, pick_number, user_id, events). */
  rows: object[];
  /**
   * A timed draft's deadlines after the batch (seat, due_at as ISO), which replace its rows in
   * draft_deadlines; null for an untimed draft, whose table is left alone.
   */
  deadlines: { seat: number; due_at: string }[] | null;
}

export class CommitGroup {
  private waiting: { entry: GroupEntry; resolve(moved: boolean): void }[] = [];
  private scheduled = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** Resolves with whether the draft moved (its rows are written), once the group's statement is done. */
  commit(entry: GroupEntry): Promise<boolean> {
    return new Promise((resolve) => {
      this.waiting.push({ entry, resolve });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush() {
    this.scheduled = false;
    const group = this.waiting;
    this.waiting = [];
    this.pool.query<{ id: string }>(COMMIT_GROUP, [JSON.stringify(group.map((g) => g.entry))]).then(
      (res) => {
        const moved = new Set(res.rows.map((r) => r.id));
        for (const g of group) g.resolve(moved.has(g.entry.id));
      },
      (err) => {
        this.log.warn({ err, drafts: group.length }, 'group commit failed; each draft takes the locked path');
        for (const g of group) g.resolve(false);
      },
    );
  }
}

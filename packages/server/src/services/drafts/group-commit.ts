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
//
// The other instances hear of the drafts that moved in the same statement (ADR 0084): with a relay
// (realtime/draft-gateway.ts's commitRelay, on PostgreSQL with the socket.io adapter) the statement ends
// with a `pg_notify` on the adapter's channel, carrying the message the gateway's relay would have sent
// on its own round trip a moment later. PostgreSQL delivers it at the commit, and only if it commits.

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
)`;

/** The group's statement without a relay: answers the drafts that moved. */
const COMMIT_GROUP_ONLY = `${COMMIT_GROUP}
select id from bumped`;

/**
 * Drafts per notification: the payload (about 80 characters a draft) stays well under pg_notify's
 * 8,000 bytes, as the gateway's own messages do.
 */
const DRAFTS_PER_NOTICE = 40;

/**
 * The group's statement that also tells the other instances: one `pg_notify($2, $3 || changes || $4)`
 * per DRAFTS_PER_NOTICE drafts that moved, `changes` being the JSON list of their updates. The
 * notices are a CTE the final select reads (a CTE no one reads is not run), once, after `bumped`.
 */
const COMMIT_GROUP_RELAYED = `${COMMIT_GROUP}, relayed as (
  select pg_notify($2::text, $3::text || json_agg(json_build_object('draftId', c.id, 'kind', 'update'))::text || $4::text)
  from (select id, (row_number() over () - 1) / ${DRAFTS_PER_NOTICE} as chunk from bumped) c
  group by c.chunk
)
select id, (select count(*) from relayed) as notices from bumped`;

/**
 * How a group statement tells the other instances which drafts moved: a notification on `channel`
 * whose payload is `prefix`, the JSON list of `{ draftId, kind: 'update' }`, then `suffix`.
 */
export interface CommitRelay {
  channel: string;
  prefix: string;
  suffix: string;
}

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

/** Whether a draft of the group moved, and whether the statement told the other instances so. */
export interface GroupOutcome {
  moved: boolean;
  relayed: boolean;
}

export class CommitGroup {
  private waiting: { entry: GroupEntry; resolve(outcome: GroupOutcome): void }[] = [];
  private scheduled = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: { warn(obj: object, msg: string): void },
    /** The relay to the other instances, read at each statement (null: none, or not attached yet). */
    private readonly relay: () => CommitRelay | null = () => null,
  ) {}

  /** Resolves with whether the draft moved (its rows are written), once the group's statement is done. */
  commit(entry: GroupEntry): Promise<GroupOutcome> {
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
    const batch = JSON.stringify(group.map((g) => g.entry));
    const relay = this.relay();
    // Named: each pooled connection parses and plans the statement once, then is sent only its
    // parameters (ADR 0087); it was 2 KB of text parsed and planned again for every group.
    const sent = relay
      ? this.pool.query<{ id: string }>({
          name: 'draft-commit-group-relayed',
          text: COMMIT_GROUP_RELAYED,
          values: [batch, relay.channel, relay.prefix, relay.suffix],
        })
      : this.pool.query<{ id: string }>({
          name: 'draft-commit-group',
          text: COMMIT_GROUP_ONLY,
          values: [batch],
        });
    sent.then(
      (res) => {
        const moved = new Set(res.rows.map((r) => r.id));
        for (const g of group) g.resolve({ moved: moved.has(g.entry.id), relayed: relay !== null });
      },
      (err) => {
        this.log.warn({ err, drafts: group.length }, 'group commit failed; each draft takes the locked path');
        for (const g of group) g.resolve({ moved: false, relayed: false });
      },
    );
  }
}

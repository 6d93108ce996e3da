// The turn-based half of `npm run bench:draft -- --mode winston|grid|rochester` (draft-live.bench.ts runs
// it after the booster phases, on the same built server and database, so both are measured in one run).
//
// N concurrent drafts of the mode (N = --mode-drafts, default the booster's --drafts), every seat a
// socket.io client that subscribes (the ack carries its table), moves over `draft:act` the instant the
// table says it is its turn (zero think time: a closed loop, like the booster's saturated phase) and
// hears each new version as a `draft:view` (a delta of its table, ADR 0063). The figure is the issue's: an acknowledged move, from the
// moment it was sent, until the next state (that move's version or a later one) reached each OTHER seat
// of the table; p50/p99 against the booster's target (p99 < 50 ms). Lost moves: acknowledged moves
// missing from the draft's log at their number (the log is read by each seat, as private logs allow).

import type { AnySeatView, AnyTurnView } from '../packages/core/src/draft/modes';
import {
  type DraftActAck,
  type DraftSubscribeAck,
  type DraftViewChange,
  type DraftViewMessage,
  receiveDraftView,
} from '../packages/core/src/protocol';
import { createRng, type Rng } from '../packages/core/src/random';
import type { BuiltServer, HttpUser } from '../packages/server/test/built-server';
import { inPool } from './support/in-pool';
import { type BenchClient, type BenchSocket, connectBenchSocket } from './support/lean-socket';

export const BENCH_MODES = ['winston', 'grid', 'rochester'] as const;
export type BenchMode = (typeof BENCH_MODES)[number];

/** Each mode's table: seats (all human) and settings, sized for a 400-card cube. */
const TABLES: Record<BenchMode, { seats: number; modeSettings: Record<string, number> }> = {
  winston: { seats: 2, modeSettings: { cardsPerSeat: 45 } },
  grid: { seats: 2, modeSettings: { grids: 18 } },
  rochester: { seats: 8, modeSettings: { packs: 3, cardsPerPack: 15 } },
};

/** `--mode a,b` (or `all`) as a list of modes; throws on an unknown one. */
export function parseModes(given: string | undefined): BenchMode[] {
  if (!given) return [];
  const names = given === 'all' ? [...BENCH_MODES] : given.split(/[,|]/).filter(Boolean);
  for (const n of names)
    if (!(BENCH_MODES as readonly string[]).includes(n))
      throw new Error(`unknown --mode ${n} (${BENCH_MODES.join(', ')} or all)`);
  return names as BenchMode[];
}

type Table = AnyTurnView;

/** At least this long between two moves of one seat: under the rooms' 20 messages per second. */
const MIN_GAP_MS = 55;
interface Card {
  id: string;
}

/** A move the rules allow for the seat's table (Winston passes a third of the time, to pass piles too). */
function chooseMove(mode: BenchMode, t: Table, rng: Rng): unknown {
  const table = t.table as { looking?: number; stackSize?: number; grid?: (Card | null)[]; pack?: Card[] };
  if (mode === 'winston') return { take: table.stackSize === 0 || rng.int(3) > 0, pile: table.looking };
  if (mode === 'rochester') return { cardId: table.pack![rng.int(table.pack!.length)]!.id };
  const grid = table.grid!;
  const lines = [0, 1, 2].flatMap((i) => [
    { line: 'row', index: i, cells: [3 * i, 3 * i + 1, 3 * i + 2] },
    { line: 'column', index: i, cells: [i, i + 3, i + 6] },
  ]);
  const open = lines.filter((l) => l.cells.some((c) => grid[c]));
  const pick = open[rng.int(open.length)]!;
  return { line: pick.line, index: pick.index };
}

interface AckedMove {
  moveNumber: number;
  move: unknown;
  version: number;
  sentAt: number;
  ackMs: number;
}

/** One seat of one mode draft. */
class ModeSeat {
  readonly acked: AckedMove[] = [];
  readonly refusals: string[] = [];
  /** Versions heard, in order, with when: the other seats' side of the latency. */
  readonly heard: [number, number][] = [];
  socket: BenchSocket | null = null;
  done = false;
  private table: Table | null = null;
  private version = -1;
  private seen: AnySeatView | null = null;
  private busy = false;
  private tries = 0;
  private lastSent = 0;

  constructor(
    private readonly mode: BenchMode,
    readonly user: HttpUser,
    private readonly url: string,
    private readonly client: BenchClient,
    readonly draftId: string,
    private readonly rng: Rng,
    private readonly onDone: () => void,
  ) {}

  get seat() {
    return this.table?.seat ?? -1;
  }

  async connect(): Promise<void> {
    this.socket = await connectBenchSocket(this.client, this.url, this.user.cookie);
    this.socket.on('draft:view', (m: DraftViewMessage) => this.take(m));
    await this.subscribe();
  }

  /** Subscribes (again, for a whole view after a delta that does not apply). */
  private async subscribe(): Promise<void> {
    const ack: DraftSubscribeAck = await this.socket!.emitWithAck('draft:subscribe', {
      draftId: this.draftId,
    });
    if (!ack.ok) throw new Error(`subscribe failed: ${ack.error}`);
    this.take(ack);
  }

  private take(m: DraftViewChange) {
    const step = receiveDraftView({ version: this.version, status: null, seen: this.seen }, m);
    if (step.step === 'resync') void this.subscribe();
    if (step.step !== 'apply' || step.held.seen?.stream !== 'table') return;
    const { version } = step.held;
    const view = step.held.seen.view;
    this.version = version;
    this.seen = step.held.seen;
    this.table = view;
    this.heard.push([version, performance.now()]);
    if (view.status === 'done') {
      if (!this.done) {
        this.done = true;
        this.onDone();
      }
      return;
    }
    void this.move();
  }

  private async move(): Promise<void> {
    const t = this.table;
    if (this.busy || !t || t.status !== 'drafting' || t.turn !== t.seat) return;
    this.busy = true;
    // Paced under the server's 20 messages per second per connection (a Winston seat passing piles moves
    // again at once); the wait is before the send, so it is not in the latency.
    const wait = this.lastSent + MIN_GAP_MS - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const body = { moveNumber: t.moveNumber, move: chooseMove(this.mode, t, this.rng) };
    const sentAt = performance.now();
    this.lastSent = sentAt;
    const ack: DraftActAck = await this.socket!.emitWithAck('draft:act', {
      draftId: this.draftId,
      seq: this.seen!.seq,
      move: body.move,
    });
    this.busy = false;
    if (ack.ok && !ack.duplicate) {
      this.acked.push({ ...body, version: ack.version, sentAt, ackMs: performance.now() - sentAt });
      this.tries = 0;
    } else if (!ack.ok) {
      this.refusals.push(ack.error);
      // A refusal leaves the turn here: read the table again and try once more (a few times at most).
      if (++this.tries > 3) return;
      const res = await this.user.call<DraftViewChange>('GET', `/api/drafts/${this.draftId}/seat`);
      if (res.status === 200) this.take(res.body);
    }
    // The table may have moved on (our own push) while the ack was in flight.
    await this.move();
  }
}

export interface ModeResult {
  mode: BenchMode;
  movesPerSecond: number;
  /** Move sent -> next state on each other seat, p50 / p99 (ms). */
  other: [number, number];
  lost: number;
  bad: boolean;
}

/** A move as JSON with its keys sorted (the log stores moves as the mode's schema parsed them). */
const canonical = (move: unknown) =>
  JSON.stringify(move, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
  );

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : Number.NaN;
const fmt = (ms: number) => (Number.isNaN(ms) ? 'n/a' : `${ms.toFixed(1)} ms`);

/** Runs `drafts` drafts of `mode` to the end over the sockets and prints its table. */
export async function runModePhase(
  mode: BenchMode,
  drafts: number,
  server: BuiltServer,
  users: HttpUser[],
  cubeId: string,
  /** `client`: the seats' socket client, as the booster phases' (draft-live.bench.ts's `--client`). */
  opts: { targetP99Ms: number; loadAverage: () => string; client: BenchClient },
): Promise<ModeResult> {
  const { seats, modeSettings } = TABLES[mode];
  const host = users[0]!;
  const ids: string[] = [];
  await inPool(
    Array.from({ length: drafts }, (_, i) => i),
    8,
    async () => {
      const res = await host.call<{ draft: { id: string } }>('POST', '/api/drafts', {
        cubeId,
        format: mode,
        seats,
        bots: false,
        timerSeconds: null,
        modeSettings,
      });
      if (res.status !== 201) throw new Error(`creating a ${mode} draft failed: ${JSON.stringify(res.body)}`);
      for (let s = 1; s < seats; s++) {
        const joined = await users[s]!.call('POST', `/api/drafts/${res.body.draft.id}/join`, { seat: s });
        if (joined.status !== 200) throw new Error(`joining failed: ${JSON.stringify(joined.body)}`);
      }
      ids.push(res.body.draft.id);
    },
  );
  console.log(`\n== ${mode} (${drafts} drafts x ${seats} seats, moves over draft:move, zero think time) ==`);
  let remaining = drafts * seats;
  let allDone: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    allDone = resolve;
  });
  const clients = ids.flatMap((id, d) =>
    Array.from(
      { length: seats },
      (_, s) =>
        new ModeSeat(
          mode,
          users[s]!,
          server.url,
          opts.client,
          id,
          createRng(`bench:draft:${mode}`, d, s),
          () => {
            if (--remaining === 0) allDone();
          },
        ),
    ),
  );
  try {
    // Subscribed before the start: the start's version reaches every seat as a push.
    await inPool(clients, 50, (c) => c.connect());
    const loadBefore = opts.loadAverage();
    const start = performance.now();
    await inPool(ids, 8, async (id) => {
      const res = await host.call('POST', `/api/drafts/${id}/start`);
      if (res.status !== 200) throw new Error(`starting failed: ${JSON.stringify(res.body)}`);
    });
    const timeout = setTimeout(() => allDone(), 10 * 60_000);
    await finished;
    clearTimeout(timeout);
    const elapsed = (performance.now() - start) / 1000;

    // Move sent -> the first version at or after it heard by each other seat of the draft.
    const other: number[] = [];
    for (const c of clients) {
      const others = clients.filter((o) => o.draftId === c.draftId && o !== c);
      for (const a of c.acked)
        for (const o of others) {
          const at = o.heard.find(([v]) => v >= a.version)?.[1];
          if (at !== undefined) other.push(at - a.sentAt);
        }
    }
    other.sort((a, b) => a - b);
    const acks = clients.flatMap((c) => c.acked.map((a) => a.ackMs)).sort((a, b) => a - b);

    // Lost: an acknowledged move missing from the log at its number (each seat reads its own moves).
    let lost = 0;
    let incomplete = 0;
    await inPool(clients, 8, async (c) => {
      const res = await c.user.call<{ moves?: { seat: number; moveNumber: number; move: unknown }[] }>(
        'GET',
        `/api/drafts/${c.draftId}/log`,
      );
      if (res.status !== 200 || !res.body.moves) {
        incomplete++;
        return;
      }
      const byNumber = new Map(res.body.moves.map((m) => [m.moveNumber, m]));
      for (const a of c.acked) {
        const m = byNumber.get(a.moveNumber);
        if (!m || m.seat !== c.seat || canonical(m.move) !== canonical(a.move)) lost++;
      }
    });
    const moves = clients.reduce((n, c) => n + c.acked.length, 0);
    const refusals = clients.flatMap((c) => c.refusals);
    const done = ids.filter((id) => clients.filter((c) => c.draftId === id).every((c) => c.done)).length;
    const pp = (xs: number[]) => `${fmt(percentile(xs, 0.5))} / ${fmt(percentile(xs, 0.99))}`;
    const p99 = percentile(other, 0.99);
    const rows: [string, string][] = [
      ['drafts complete', `${done} of ${drafts}`],
      ['moves acknowledged', String(moves)],
      ['wall time', `${elapsed.toFixed(1)} s`],
      ['moves per second', (moves / elapsed).toFixed(0)],
      [
        'move sent -> next state on the other seat, p50 / p99',
        `${pp(other)} (${other.length} samples; target p99 < ${opts.targetP99Ms} ms)`,
      ],
      ['move sent -> ack, p50 / p99', pp(acks)],
      ['lost moves (acked, not in the log)', String(lost)],
      [
        'refused moves',
        `${refusals.length}${refusals.length ? ` (${[...new Set(refusals)].slice(0, 3).join('; ')})` : ''}`,
      ],
      ['load average (1/5/15 min) before / after', `${loadBefore} / ${opts.loadAverage()}`],
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
    console.log(`p99 / target: ${(p99 / opts.targetP99Ms).toFixed(2)} (under 1.00 meets the target)`);
    return {
      mode,
      movesPerSecond: moves / elapsed,
      other: [percentile(other, 0.5), p99],
      lost,
      bad: lost > 0 || incomplete > 0 || done < drafts,
    };
  } finally {
    for (const c of clients) c.socket?.disconnect();
  }
}

/** The summary line of a mode, beside the booster's. */
export function modeSummary(r: ModeResult, targetP99Ms: number): string {
  return `${r.mode.padEnd(9)}  ${r.movesPerSecond.toFixed(0)} moves/s; move sent -> next state on the other seat p50 ${fmt(r.other[0])}, p99 ${fmt(r.other[1])} = ${(r.other[1] / targetP99Ms).toFixed(2)} x the ${targetP99Ms} ms target; lost moves ${r.lost}`;
}

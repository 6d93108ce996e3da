import type { DraftLogResponse, DraftResultResponse, TurnViewResponse } from '@cubewright/core/protocol';
import { createRng } from '@cubewright/core/random';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BuiltServer,
  draftableCubeOverHttp,
  freePort,
  type HttpUser,
  signUpOverHttp,
  startBuiltServer,
} from '../../../test/built-server';
import { testDbKind } from '../../../test/harness';
import { scratchDatabase } from '../../../test/scratch-db';

// kill-restart.test.ts for the turn-based modes: the BUILT server is SIGKILLed at seeded moments while
// two players send moves over HTTP as fast as they can, then restarted on the same data. After every
// restart and at the end, every move the server acknowledged is still played (the table's move number
// is past it) and the cards it took are in the mover's pool; the draft completes with every card in
// exactly one pool or burn pile.

const SEED = process.env.KILL_SEED ?? 'modes-kill-1';
const KILLS = 2;
// A loaded CI machine (2 cores shared by several test files) can take over a minute to start the server.
const START_TIMEOUT_MS = 120_000;

type View = TurnViewResponse['view'];
// biome-ignore lint/suspicious/noExplicitAny: each mode's table is read by its own rule below
type AnyTable = any;

interface Mode {
  format: string;
  modeSettings: Record<string, number>;
  seats: number;
  /** Seats past the two players are bots (team sealed seats four). */
  bots?: boolean;
  /** Modes where seats act at once: whether this seat may move now; absent: its turn. */
  mayMove?(v: View): boolean;
  /** Seats may reach for the same card at once: a move refused because the other got it is no error. */
  races?: boolean;
  /** A seeded legal move for the seat to move, and the cards it takes (when the view shows them). */
  move(v: View, rng: ReturnType<typeof createRng>): { move: unknown; takes: string[] };
}

const MODES: Mode[] = [
  {
    format: 'winston',
    modeSettings: { cardsPerSeat: 10 },
    seats: 2,
    move: (v, rng) => {
      const t: AnyTable = v.table;
      const lastPile = t.pileSizes.findIndex((n: number, i: number) => i > t.looking && n > 0) < 0;
      const take = rng.int(3) === 0 || (t.stackSize === 0 && lastPile);
      return { move: { take, pile: t.looking }, takes: take ? t.pile.map((c: AnyTable) => c.id) : [] };
    },
  },
  {
    format: 'grid',
    modeSettings: { grids: 4 },
    seats: 2,
    move: (v, rng) => {
      const g: AnyTable[] = (v.table as AnyTable).grid;
      const lines = [0, 1, 2].flatMap((i) => [
        { line: 'row', index: i, cells: [0, 1, 2].map((k) => i * 3 + k) },
        { line: 'column', index: i, cells: [0, 1, 2].map((k) => k * 3 + i) },
      ]);
      const open = lines.filter((l) => l.cells.some((c) => g[c]));
      const l = open[rng.int(open.length)]!;
      return {
        move: { line: l.line, index: l.index },
        takes: l.cells.flatMap((c) => (g[c] ? [g[c].id] : [])),
      };
    },
  },
  {
    format: 'rochester',
    modeSettings: { packs: 2, cardsPerPack: 5 },
    seats: 2,
    move: (v, rng) => {
      const pack: AnyTable[] = (v.table as AnyTable).pack;
      const id = pack[rng.int(pack.length)].id;
      return { move: { cardId: id }, takes: [id] };
    },
  },
  {
    format: 'rotisserie',
    modeSettings: { picksPerSeat: 10 },
    seats: 2,
    move: (v, rng) => {
      const cards: AnyTable[] = (v.table as AnyTable).cards;
      const id = cards[rng.int(cards.length)].id;
      return { move: { cardId: id }, takes: [id] };
    },
  },
  {
    // Seats 0-1 (the two players) are team 1, the bots team 2. The players only claim, then finish,
    // so every card an acknowledged claim took stays in the claimer's pool.
    format: 'team-sealed',
    modeSettings: { teams: 2, packsPerTeam: 2, cardsPerPack: 8 },
    seats: 4,
    bots: true,
    races: true,
    mayMove: (v) => v.status === 'drafting' && !(v.table as AnyTable).done[v.seat!],
    move: (v, rng) => {
      const pool: AnyTable[] = (v.table as AnyTable).teamPool;
      if (pool.length === 0) return { move: { done: true }, takes: [] };
      const id = pool[rng.int(pool.length)].id;
      return { move: { claim: id }, takes: [id] };
    },
  },
  {
    format: 'glimpse',
    modeSettings: { packs: 2, cardsPerPack: 9 },
    seats: 2,
    mayMove: (v) => v.status === 'drafting' && (v.table as AnyTable).pack.length > 0,
    move: (v, rng) => {
      const pack: AnyTable[] = (v.table as AnyTable).pack.slice();
      const [take, ...rest] = pack.splice(rng.int(pack.length), 1).concat(pack);
      const burn = rest.slice(0, (v.table as AnyTable).burns).map((c: AnyTable) => c.id);
      return { move: { cardId: take.id, burn }, takes: [take.id] };
    },
  },
  {
    // Who wins a lot is known only once both have bid: the bids are checked in the log at the end.
    format: 'silent-auction',
    modeSettings: { cardsPerSeat: 5, budget: 20 },
    seats: 2,
    mayMove: (v) => {
      const t: AnyTable = v.table;
      return v.status === 'drafting' && t.lot !== null && t.myBid === null;
    },
    move: (v, rng) => {
      const t: AnyTable = v.table;
      return { move: { lot: t.lot.id, bid: rng.int(Math.min(5, t.budgets[v.seat!]) + 1) }, takes: [] };
    },
  },
];

/** A seat's move as text whatever the order of its keys (the server stores moves as its schema parses them). */
const moveKey = (seat: number, move: unknown) =>
  JSON.stringify([seat, move], Object.keys(move as object).sort());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`turn-based modes survive SIGKILL of the built server (${testDbKind})`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  // Seven drafts and three server starts: about two minutes on a machine loaded to 22 (two cores).
  it(`loses no acknowledged move of Winston, Grid, Rochester, Rotisserie, team sealed, Glimpse or Silent Auction (seed ${SEED})`, {
    timeout: 360_000,
  }, async () => {
    const rng = createRng(SEED);
    const port = await freePort();
    const scratch = await scratchDatabase('modes-kill');
    cleanups.push(() => scratch.drop());
    // The cube is name-keyed (bots rate every card alike): no card file to load on every restart.
    const env = { ...scratch.env, CARD_DATA_FILE: '', CARD_PRINTINGS_FILE: '' };
    let server: BuiltServer = await startBuiltServer({ port, env, timeoutMs: START_TIMEOUT_MS });
    cleanups.push(() => server.kill9());
    const base = () => server.url;
    const host = await signUpOverHttp(base, 'modehost');
    const guest = await signUpOverHttp(base, 'modeguest');
    const cubeId = await draftableCubeOverHttp(host, 80);

    // All the drafts run at once, so every kill lands in the middle of each mode's moves.
    const tables = await Promise.all(
      MODES.map(async (mode) => {
        const created = await host.call<{ draft: { id: string } }>('POST', '/api/drafts', {
          cubeId,
          format: mode.format,
          seats: mode.seats,
          bots: mode.bots ?? false,
          timerSeconds: null,
          modeSettings: mode.modeSettings,
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const id = created.body.draft.id;
        expect((await guest.call('POST', `/api/drafts/${id}/join`, {})).status).toBe(200);
        expect((await host.call('POST', `/api/drafts/${id}/start`)).status).toBe(200);
        return {
          mode,
          id,
          acks: [] as { seat: number; moveNumber: number; move: unknown; takes: string[] }[],
        };
      }),
    );
    let killing = false;
    let done = false;
    let failure: unknown = null;
    const ackCount = () => tables.reduce((n, t) => n + t.acks.length, 0);

    async function play(t: (typeof tables)[number], user: HttpUser, playerRng: ReturnType<typeof createRng>) {
      while (!done) {
        try {
          const { status, body } = await user.call<TurnViewResponse>('GET', `/api/drafts/${t.id}/table`);
          if (status !== 200) throw new Error(`table failed with ${status}: ${JSON.stringify(body)}`);
          if (body.status === 'complete') return;
          const v = body.view;
          if (!(t.mode.mayMove ? t.mode.mayMove(v) : v.turn === v.seat)) {
            await sleep(3);
            continue;
          }
          const { move, takes } = t.mode.move(v, playerRng);
          const res = await user.call<{ duplicate: boolean }>('POST', `/api/drafts/${t.id}/moves`, {
            moveNumber: v.moveNumber,
            move,
          });
          const lostRace = t.mode.races && res.status === 400 && (res.body as AnyTable).code === 'bad_move';
          if (lostRace) continue;
          if (res.status !== 200)
            throw new Error(`move refused with ${res.status}: ${JSON.stringify(res.body)}`);
          if (!res.body.duplicate) t.acks.push({ seat: v.seat!, moveNumber: v.moveNumber, move, takes });
        } catch (err) {
          // A refused connection (or a reset mid-request) while the server is down is expected.
          const refused = err instanceof TypeError && err.message === 'fetch failed';
          if (!killing && !refused) throw err;
          await sleep(20);
        }
      }
    }

    async function checkAcks(): Promise<void> {
      for (const t of tables) {
        const known = t.acks.slice();
        for (const user of [host, guest]) {
          const { body } = await user.call<TurnViewResponse>('GET', `/api/drafts/${t.id}/table`);
          const last = Math.max(-1, ...known.map((a) => a.moveNumber));
          expect(
            body.view.moveNumber,
            `${t.mode.format}: acknowledged move ${last} was lost`,
          ).toBeGreaterThan(last);
          const pool = body.view.pool.map((c) => c.id);
          expect(new Set(pool).size).toBe(pool.length);
          for (const a of known.filter((a) => a.seat === body.view.seat))
            for (const card of a.takes)
              expect(pool, `${t.mode.format}: ${card} of move ${a.moveNumber}`).toContain(card);
        }
      }
    }

    const players = Promise.all(
      tables.flatMap((t, i) => [play(t, host, createRng(SEED, i, 1)), play(t, guest, createRng(SEED, i, 2))]),
    ).catch((err) => {
      failure = err;
    });
    const killedAt: number[] = [];
    try {
      for (const target of [8 + rng.int(6), 20 + rng.int(6)].slice(0, KILLS)) {
        while (ackCount() < target && !failure) await sleep(2);
        if (failure) break;
        await sleep(rng.int(30));
        killing = true;
        killedAt.push(ackCount());
        await server.kill9();
        server = await startBuiltServer({ port, env, timeoutMs: START_TIMEOUT_MS });
        killing = false;
        await checkAcks();
      }
      await players;
      if (failure) throw failure;
    } finally {
      done = true;
      killing = true;
    }
    expect(killedAt, 'kills after these many acknowledged moves').toHaveLength(KILLS);
    await checkAcks();
    for (const t of tables) {
      const result = await host.call<DraftResultResponse>('GET', `/api/drafts/${t.id}/result`);
      expect(result.status, t.mode.format).toBe(200);
      const pooled = result.body.seats.flatMap((s) => s.pool.map((c) => c.id));
      expect(new Set(pooled).size, `${t.mode.format}: a card in two pools`).toBe(pooled.length);
      for (const a of t.acks)
        for (const card of a.takes) expect(result.body.seats[a.seat]!.pool.map((c) => c.id)).toContain(card);
      // Every acknowledged move is in the log as its seat sent it (a Silent Auction bid included).
      const log = await host.call<DraftLogResponse>('GET', `/api/drafts/${t.id}/log`);
      expect(log.status, t.mode.format).toBe(200);
      expect(t.acks.length, `${t.mode.format}: moves acknowledged`).toBeGreaterThan(0);
      const logged = new Set(log.body.moves!.map((m) => moveKey(m.seat, m.move)));
      for (const a of t.acks)
        expect(logged.has(moveKey(a.seat, a.move)), `${t.mode.format}: move ${a.moveNumber}`).toBe(true);
    }
  });
});

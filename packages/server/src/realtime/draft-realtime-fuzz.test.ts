import { ManualClock } from '@cubewright/core/clock';
import type { Actor } from '@cubewright/core/cube';
import {
  type AnyDraftState,
  type AnySeatView,
  anyViewFor,
  anyWatchFor,
  type CardJudge,
  TURN_MODE_LIST,
  type TurnState,
} from '@cubewright/core/draft/modes';
import {
  type DraftActAck,
  type DraftSubscribeAck,
  type FullDraftView,
  type HeldDraftView,
  receiveDraftView,
} from '@cubewright/core/protocol';
import { createRng, type Rng } from '@cubewright/core/random';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boosterInternals } from '../../../core/src/draft/modes/booster-internals.test-support';
import { cardsIn } from '../../../core/src/draft/modes/cards-in.test-support';
import { call, type Person } from '../../test/cube-requests';
import { createDraft, draftableCube } from '../../test/draft-bed';
import { insertPeople, insertPerson } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { type MemoryClient, memoryClient } from '../../test/memory-socket';
import { HOLD_COUNTERS_MS } from './draft-rooms';

// One seeded fuzz of the draft rooms for every way to draft (tldraw's sync fuzz is the model): booster
// and each mode of the registry's TURN_MODE_LIST, so a new mode is fuzzed without a line here. Seats on
// the in-memory socket pair act (legal moves from the mode's own bot or the seat's pack, another seat's
// move, stale and future move numbers, malformed moves, resends), disconnect, reconnect and resync with
// GET /seat's answer; a spectator watches, resyncs with GET /watch's and tries to act; all in a random
// order against a real database and draft service. Clients rebuild their views from the server's deltas
// with the protocol's receiveDraftView, as the browser does, subscribing again for a whole view when a
// delta was not made from the version they hold. After every step the invariants of `checkStep` hold.
// The seed is in the test name; replay one with REALTIME_FUZZ_SEED=..., and pin a failing one in SEEDS.

const SEEDS = ['realtime-fuzz-1', 'realtime-fuzz-2'];
/** Steps per draft: booster's four seats cost more per step than a turn mode's table. */
const BOOSTER_STEPS = 80;
const MODE_STEPS = 40;

/** One way to draft as the fuzz drives it: the table's setup, and what the fuzz reads of its state. */
interface FuzzTable {
  name: string;
  /** POST /api/drafts fields for the format (seats, cube and spectators are the fuzz's). */
  setup: Record<string, unknown>;
  seats: number;
  steps: number;
  /** Every card id of the draft, wherever it is: pools, the table (packs, piles, grids) and burned. */
  cards(state: AnyDraftState): string[];
  /** The acts `seat` made by its own hand, in order, as the server recorded them. */
  played(state: AnyDraftState, seat: number): unknown[];
  /** A sent move as the server records it (what `played` lists). */
  recorded(move: unknown): unknown;
  /** A move the rules allow `seat` now, or null when the seat has nothing to do. */
  legal(state: AnyDraftState, seat: number, rng: Rng): unknown;
}

const boosterTable: FuzzTable = {
  name: 'booster',
  setup: { format: 'booster', packs: 2, cardsPerPack: 5 },
  seats: 4,
  steps: BOOSTER_STEPS,
  cards: (state) => {
    const s = boosterInternals(state);
    return [...s.seats.flatMap((seat) => seat.pool), ...Object.values(s.packs).flat(), ...s.burned].map(
      (c) => c.id,
    );
  },
  played: (state, seat) =>
    boosterInternals(state)
      .seats[seat]!.picks.filter((p) => !p.auto)
      .map((p) => p.card.id),
  recorded: (move) => (move as { cardId: string }).cardId,
  legal: (state, seat, rng) => {
    const s = boosterInternals(state);
    const pack = s.packs[s.seats[seat]!.queue[0] ?? ''] ?? [];
    return pack.length ? { cardId: pack[rng.int(pack.length)]!.id } : null;
  },
};

type ModeDefinition = (typeof TURN_MODE_LIST)[number];

/**
 * A turn-based mode's table: three seats where the mode takes them (else its fewest), each setting at a
 * third of its default (at least its minimum) so the 80-card cube deals it and a run plays far into it.
 */
function modeTable(mode: ModeDefinition): FuzzTable {
  const { engine, info } = mode;
  // The registry keeps each mode's own types; the fuzz hands the bot states it checked are this mode's.
  const botMove = mode.rules.botMove as unknown as (
    state: TurnState,
    seat: number,
    judge: CardJudge,
    rng: Rng,
  ) => unknown;
  const own = (state: AnyDraftState): TurnState => {
    if (!('mode' in state) || !engine.owns(state)) throw new Error(`not a ${info.id} draft`);
    return state;
  };
  return {
    name: info.id,
    setup: {
      format: info.id,
      modeSettings: Object.fromEntries(
        info.settings.map((s) => [s.key, Math.max(s.min, Math.round(s.default / 3))]),
      ),
    },
    seats: Math.min(info.seats.max, Math.max(info.seats.min, 3)),
    steps: MODE_STEPS,
    cards: (state) => {
      const s = own(state);
      return [...s.seats.flatMap((seat) => seat.pool), ...engine.tableCards(s), ...s.burned].map((c) => c.id);
    },
    played: (state, seat) =>
      own(state)
        .moves.filter((m) => m.seat === seat && !m.auto)
        .map((m) => m.move),
    recorded: (move) => {
      const parsed = engine.parseMove(move);
      if (!parsed.ok) throw new Error(`an acknowledged move does not parse: ${parsed.error}`);
      return parsed.value;
    },
    legal: (state, seat, rng) => {
      const s = own(state);
      if (!engine.view(s, seat)?.mayMove) return null;
      // The mode's bot, judging by chance: any of its moves is one the rules allow.
      const judge: CardJudge = { scores: (cards) => cards.map(() => rng.next()) };
      return botMove(engine.clone(s), seat, judge, rng);
    },
  };
}

const TABLES: FuzzTable[] = [boosterTable, ...TURN_MODE_LIST.map(modeTable)];

/** Moves no mode takes: each must be refused in words, never crash the act. */
const MALFORMED: unknown[] = [null, 'take it', 7, [], {}, { cardId: 7 }, { pile: -1, take: 'yes' }];

/** A client of the draft: a seat's player, or the spectator (seat null). */
interface DraftClient {
  actor: Actor;
  seat: number | null;
  client: MemoryClient | null;
  /** What this client shows: the last view it applied, as the browser would (receiveDraftView). */
  held: HeldDraftView;
  /** The last act acknowledged to this seat, for resends. */
  lastAct: { seq: number; move: unknown } | null;
}

/** What a JSON round trip makes of a value: what a client can hold of a server view. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/** How long (wall clock) a client behind the latest version may go unserved before the fuzz fails. */
const DELIVERY_GUARD_MS = 10_000;

describe(`draft rooms of every mode under a seeded fuzz (${testDbKind})`, () => {
  let t: TestApp;
  // The rooms' rate budget and counter hold run on it: a step is a second of the players' time, and a
  // counter delta held back is released by moving the clock, not by waiting.
  const clock = new ManualClock();
  let people: Person[];
  let watcher: Person;
  let cubeId: string;
  const actors = new Map<Person, Actor>();
  beforeAll(async () => {
    t = await createTestApp({ draftWorker: false, clock });
    const p = await insertPeople(t);
    people = [p.owner, p.editor, p.stranger, p.admin];
    watcher = await insertPerson(t, 'watcher');
    for (const person of [...people, watcher]) {
      const { body } = await call<{ user: Actor }>(t.app, person, 'GET', '/api/session');
      actors.set(person, body.user);
    }
    cubeId = await draftableCube(t.app, p.owner);
  });
  afterAll(async () => {
    await t?.close();
  });

  const seeds = process.env.REALTIME_FUZZ_SEED ? [process.env.REALTIME_FUZZ_SEED] : SEEDS;
  for (const table of TABLES)
    for (const seed of seeds)
      it(`keeps every view, pool and ack consistent (${table.name}, seed ${seed})`, async () => {
        await fuzz(table, createRng(`${table.name}-${seed}`));
      });

  async function fuzz(table: FuzzTable, rng: Rng) {
    const seated = people.slice(0, table.seats);
    const [host, ...guests] = seated;
    const id = await createDraft(t.app, host!, cubeId, {
      ...table.setup,
      seats: table.seats,
      bots: false,
      spectators: true,
    });
    for (const guest of guests) await call(t.app, guest, 'POST', `/api/drafts/${id}/join`, {});
    expect((await call(t.app, host!, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    const server = async () => {
      const folded = (await t.drafts.play.latest(id)).folded!;
      return { seq: folded.seq, state: folded.state };
    };
    const cardsAtStart = table.cards((await server()).state).sort();

    const clients: DraftClient[] = [];
    for (const person of [...seated, watcher]) {
      const actor = actors.get(person)!;
      const seat = person === watcher ? null : await t.drafts.play.seatOf(id, actor.id);
      clients.push({
        actor,
        seat,
        client: null,
        held: { version: 0, status: null, seen: null },
        lastAct: null,
      });
    }
    const seats = clients.filter((c) => c.seat !== null);
    const spectator = clients.find((c) => c.seat === null)!;
    /** Per seat, the moves acknowledged as new (not duplicates), as the server records them. */
    const acked: unknown[][] = seats.map(() => []);
    const log: string[] = [];
    const trail = () => `${table.name}: ${log.join(' ')}`;
    let deltasApplied = 0;

    const who = (c: DraftClient) => (c.seat === null ? 'spectator' : `seat ${c.seat}`);
    /** A whole view (an ack's, an HTTP answer's), taken as the browser takes it. */
    const take = (c: DraftClient, whole: FullDraftView) => {
      const step = receiveDraftView(c.held, whole);
      if (step.step === 'apply') c.held = step.held;
    };
    const resync = async (c: DraftClient) => {
      take(
        c,
        c.seat === null ? await t.drafts.play.watch(c.actor, id) : await t.drafts.play.seat(c.actor.id, id),
      );
    };
    const subscribe = async (c: DraftClient, client: MemoryClient) => {
      const ack = await client.emit<DraftSubscribeAck>('draft:subscribe', {
        draftId: id,
        ...(c.seat === null ? { watch: true } : {}),
      });
      expect(ack, `subscribe of ${who(c)}`).toMatchObject({ ok: true });
      if (ack.ok) take(c, ack);
    };
    const connect = async (c: DraftClient) => {
      c.client = memoryClient(t.realtime.router, c.actor);
      await subscribe(c, c.client);
    };
    /** What a browser does with its inbox: drop old versions, take whole views, apply deltas, resync. */
    const drain = async (c: DraftClient) => {
      const client = c.client;
      for (const m of client?.inbox.splice(0) ?? []) {
        // A socket coming or going is announced to the room (presence.ts): the lobby refetches.
        if (m.type === 'draft:lobby') continue;
        expect(m.type, `${who(c)} heard ${JSON.stringify(m).slice(0, 200)}`).toBe('draft:view');
        if (m.type !== 'draft:view') continue;
        expect(m.draftId).toBe(id);
        const step = receiveDraftView(c.held, m);
        if (step.step === 'drop') continue;
        // A delta from a version this client does not hold: ask for a whole view on the socket.
        if (step.step === 'resync') await subscribe(c, client!);
        else {
          if (m.delta) deltasApplied++;
          c.held = step.held;
        }
        // Nobody ever holds another seat's view; a spectator holds none.
        expect(seatOf(c.held.seen), `${who(c)} after ${JSON.stringify(m).slice(0, 200)}`).toBe(c.seat);
      }
    };
    /** Waits until every connected client holds the server's latest version (deliveries are async). */
    const settle = async () => {
      const latest = (await server()).seq;
      const giveUp = Date.now() + DELIVERY_GUARD_MS;
      for (;;) {
        for (const c of clients) await drain(c);
        const behind = clients.flatMap((c) => (c.client && c.held.version < latest ? [c.client] : []));
        if (behind.length === 0) return;
        if (Date.now() > giveUp) throw new Error(`clients never heard version ${latest}: ${trail()}`);
        // A delta that only moves other seats' counters is held back for HOLD_COUNTERS_MS: end the
        // hold, then wait for the next message, or a moment for a delivery still being read.
        clock.advance(HOLD_COUNTERS_MS);
        await Promise.race([...behind.map((c) => c.received()), new Promise((r) => setTimeout(r, 10))]);
      }
    };
    const send = (c: DraftClient, act: { seq: number; move: unknown }) =>
      c.client!.emit<DraftActAck>('draft:act', { draftId: id, ...act });

    for (const c of clients) await connect(c);
    for (let step = 0; step < table.steps; step++) {
      // A second of the players' time per step: the rooms' rate budget is per second.
      clock.advance(1000);
      const before = await server();
      if (before.state.status === 'done') break;
      const legal = seats.map((c) => table.legal(before.state, c.seat!, rng));
      const able = seats.filter((_, i) => legal[i] !== null);
      // A seat with something to do acts most of the time; anyone, the spectator too, now and then.
      const c =
        able.length && rng.int(5) > 0 ? able[rng.int(able.length)]! : clients[rng.int(clients.length)]!;
      const roll = rng.int(20);
      if (!c.client) {
        log.push(`${step}:reconnect(${who(c)})`);
        await connect(c);
      } else if (roll < 13) {
        const seq = c.held.seen?.seq ?? 0;
        const own = c.seat === null ? null : legal[c.seat];
        const others = legal.filter((m, i) => m !== null && i !== c.seat);
        const other = others.length ? others[rng.int(others.length)] : null;
        // Mostly its own legal move at the shown number; else another seat's move (out of turn, a card
        // of another pack), its move under a number from the past or the future, or a move no mode takes.
        const [kind, act] =
          roll < 10 && own !== null
            ? ['move', { seq, move: own }]
            : roll < 11 && other !== null
              ? ['foreign', { seq, move: other }]
              : roll < 12 && (own ?? other) !== null
                ? ['stale', { seq: seq > 0 && rng.int(2) ? seq - 1 : seq + 2, move: own ?? other }]
                : ['malformed', { seq, move: MALFORMED[rng.int(MALFORMED.length)] }];
        log.push(`${step}:${kind}(${who(c)},${act.seq},${JSON.stringify(act.move)})`);
        const ack = await send(c, act);
        const where = `${kind} of step ${step}: ${trail()}`;
        expect(ack, where).not.toMatchObject({ code: 'internal' });
        if (c.seat === null)
          // A spectator never acts (ADR 0073), in words.
          expect(ack, where).toMatchObject({
            ok: false,
            code: 'forbidden',
            error: expect.stringMatching(/\w+ \w+/),
          });
        else if (kind === 'move')
          // The rules' own move at the number the seat was shown is taken.
          expect(ack, where).toMatchObject({ ok: true, duplicate: false });
        else if (kind === 'malformed')
          expect(ack, where).toMatchObject({ ok: false, error: expect.stringMatching(/\w+ \w+/) });
        if (!ack.ok) expect(ack.error, where).toMatch(/\w+ \w+/);
        else if (ack.duplicate) expect(ack.version, `a duplicate changes nothing: ${where}`).toBe(before.seq);
        else {
          expect(ack.version, `a new act makes a new version: ${where}`).toBeGreaterThan(before.seq);
          acked[c.seat!]!.push(table.recorded(act.move));
          c.lastAct = act;
        }
      } else if (roll < 15 && c.lastAct) {
        log.push(`${step}:resend(${who(c)})`);
        const ack = await send(c, c.lastAct);
        // A resend of an accepted act is acknowledged as a duplicate and changes nothing.
        expect(ack, `resend of step ${step}: ${trail()}`).toEqual({
          ok: true,
          duplicate: true,
          version: before.seq,
        });
      } else if (roll < 17) {
        log.push(`${step}:disconnect(${who(c)})`);
        c.client.close();
        c.client = null;
      } else {
        log.push(`${step}:resync(${who(c)})`);
        await resync(c);
      }
      await settle();
      checkStep(await server());
    }

    /** The invariants that hold after every step, whatever the mode. */
    function checkStep(now: { seq: number; state: AnyDraftState }) {
      // Cards are never created, lost or duplicated: pools and the table hold the cube's dealt cards.
      expect(table.cards(now.state).sort(), `cards: ${trail()}`).toEqual(cardsAtStart);
      // No acknowledged act is lost and none is played twice or without its ack: each seat's own
      // moves as the server recorded them are exactly the acts it was told were new, in order.
      for (const c of seats)
        expect(table.played(now.state, c.seat!), `${who(c)}'s acts: ${trail()}`).toEqual(acked[c.seat!]);
      // Every connected client shows exactly its own server view at the latest version.
      for (const c of clients) {
        if (!c.client) continue;
        const own = c.seat === null ? anyWatchFor(now.state, { delay: null }) : anyViewFor(now.state, c.seat);
        expect(c.held.version, `${who(c)}'s version: ${trail()}`).toBe(now.seq);
        expect(c.held.seen, `${who(c)}'s view: ${trail()}`).toEqual(wire(own));
      }
      // While the draft runs, the spectator holds no card that some seat cannot see (a pack, a pile, a
      // hand, another team's pool): only what every seat sees is public.
      if (spectator.client && now.state.status !== 'done') {
        const shown = cardsIn(spectator.held.seen);
        for (const c of seats) {
          const theirs = cardsIn(anyViewFor(now.state, c.seat!));
          for (const card of shown)
            expect(theirs.has(card), `the spectator sees ${card}, hidden from ${who(c)}: ${trail()}`).toBe(
              true,
            );
        }
      }
      // A disconnected client is out of the room; connected ones are in it.
      expect(t.realtime.draftRooms.subscriberCount(id)).toBe(clients.filter((c) => c.client).length);
    }

    // The run made progress: it played many acts, or the draft to its end; a fuzz that idles proves nothing.
    const total = acked.reduce((n, a) => n + a.length, 0);
    const finished = (await server()).state.status === 'done';
    expect(finished || total > table.steps / 6, `progress: ${trail()}`).toBe(true);
    // And the clients heard the versions as deltas (more of them than acts), not only as whole views.
    expect(deltasApplied, `deltas: ${trail()}`).toBeGreaterThan(total);
    for (const c of clients) c.client?.close();
  }
});

/** The seat a held view is of; null for a spectator's view (and for none yet). */
function seatOf(seen: AnySeatView | null): number | null {
  if (!seen || seen.stream === 'watch') return null;
  return seen.view.seat;
}

import type { Actor } from '@cubewright/core/cube';
import { type DraftState, type SeatView, viewFor } from '@cubewright/core/draft';
import {
  type AnyDraftState,
  type AnySeatView,
  type AnyTurnView,
  engineOf,
  turnModeView,
} from '@cubewright/core/draft/modes';
import type { DraftActAck, DraftSubscribeAck } from '@cubewright/core/protocol';
import { receiveDraftView } from '@cubewright/core/protocol';
import { createRng, type Rng } from '@cubewright/core/random';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boosterInternals } from '../../../core/src/draft/modes/booster-internals.test-support';
import { call, type Person } from '../../test/cube-requests';
import { createDraft, draftableCube } from '../../test/draft-bed';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { type MemoryClient, memoryClient } from '../../test/memory-socket';

// Seeded fuzz of the draft rooms (tldraw's sync fuzz is the model): four players on the in-memory
// socket pair pick (good cards, stale or foreign cards, resends), disconnect, reconnect and resync in a
// random order against a real database and draft service. After every step the invariants below hold.
// Seats rebuild their views from the server's deltas with the protocol's receiveDraftView, as the browser
// does, and subscribe again for a full view when a delta was not made from the version they hold (after
// an HTTP resync).
// The seed is in the test name; replay one with REALTIME_FUZZ_SEED=..., and pin a failing one in SEEDS.

const SEEDS = ['realtime-fuzz-1', 'realtime-fuzz-2', 'realtime-fuzz-3'];
const STEPS = 80;

interface Player {
  person: Person;
  actor: Actor;
  seat: number;
  client: MemoryClient | null;
  /** What this client shows: the last view it applied, as the browser would (receiveDraftView). */
  seen: AnySeatView | null;
  view: SeatView | null;
  version: number;
  lastPick: { seq: number; move: { cardId: string } } | null;
}

/** The pack view of a booster seat's view. */
const packsOf = (seen: AnySeatView | null | undefined): SeatView | null =>
  seen?.stream === 'packs' ? seen.view : null;

/** Every card id of the draft, wherever it is: pools, packs (opened or not) and burned cards. */
function everyCard(state: DraftState): string[] {
  return [
    ...state.seats.flatMap((s) => s.pool.map((c) => c.id)),
    ...Object.values(state.packs).flatMap((pack) => pack.map((c) => c.id)),
    ...state.burned.map((c) => c.id),
  ];
}

/** How long a seat behind the latest version may go without a message before the fuzz fails. */
const DELIVERY_GUARD_MS = 10_000;

/**
 * Drains every seat's inbox until each connected one holds version `latest`, waiting between rounds
 * for the next message to a seat still behind (the rooms deliver asynchronously) instead of sleeping.
 */
async function untilCaughtUp<P extends { client: MemoryClient | null; version: number }>(
  players: P[],
  drain: (p: P) => Promise<void>,
  latest: number,
  log: () => string,
): Promise<void> {
  for (;;) {
    for (const p of players) await drain(p);
    const behind = players.flatMap((p) => (p.client && p.version < latest ? [p.client] : []));
    if (behind.length === 0) return;
    let guard: NodeJS.Timeout | undefined;
    const silence = new Promise<never>((_, reject) => {
      guard = setTimeout(
        () => reject(new Error(`seats never heard version ${latest}: ${log()}`)),
        DELIVERY_GUARD_MS,
      );
    });
    try {
      await Promise.race([...behind.map((c) => c.received()), silence]);
    } finally {
      clearTimeout(guard);
    }
  }
}

describe(`draft rooms under a seeded fuzz (${testDbKind})`, () => {
  let t: TestApp;
  let people: Person[];
  let cubeId: string;
  const actors = new Map<Person, Actor>();
  beforeAll(async () => {
    t = await createTestApp({ draftWorker: false });
    const p = await insertPeople(t);
    people = [p.owner, p.editor, p.stranger, p.admin];
    for (const person of people) {
      const { body } = await call<{ user: Actor }>(t.app, person, 'GET', '/api/session');
      actors.set(person, body.user);
    }
    cubeId = await draftableCube(t.app, p.owner);
  });
  afterAll(async () => {
    await t?.close();
  });

  const seeds = process.env.REALTIME_FUZZ_SEED ? [process.env.REALTIME_FUZZ_SEED] : SEEDS;
  for (const seed of seeds) {
    it(`keeps every seat's view, pool and acks consistent (seed ${seed})`, async () => {
      await fuzz(createRng(seed));
    });
  }

  async function fuzz(rng: Rng) {
    const [host, ...guests] = people;
    const id = await createDraft(t.app, host!, cubeId, { seats: 4, bots: false, packs: 2, cardsPerPack: 5 });
    for (const guest of guests) await call(t.app, guest, 'POST', `/api/drafts/${id}/join`, {});
    await call(t.app, host!, 'POST', `/api/drafts/${id}/start`);
    const server = async () => {
      const folded = (await t.drafts.play.latest(id)).folded!;
      return { ...folded, state: boosterInternals(folded.state) };
    };
    const cardsAtStart = everyCard((await server()).state).sort();
    const players: Player[] = [];
    for (const person of people) {
      const actor = actors.get(person)!;
      players.push({
        person,
        actor,
        seat: await t.drafts.play.seatOf(id, actor.id),
        client: null,
        seen: null,
        view: null,
        version: 0,
        lastPick: null,
      });
    }
    const acked: { seat: number; cardId: string }[] = [];
    const log: string[] = [];
    let deltasApplied = 0;

    const apply = (p: Player, version: number, seen: AnySeatView | null) => {
      if (version < p.version) return;
      p.version = version;
      if (seen) {
        p.seen = seen;
        p.view = packsOf(seen);
      }
    };
    const resync = async (p: Player) => {
      const r = await t.drafts.play.seat(p.actor.id, id);
      apply(p, r.version, r.seen);
    };
    const subscribe = async (p: Player, client: MemoryClient) => {
      const ack = await client.emit<DraftSubscribeAck>('draft:subscribe', { draftId: id });
      expect(ack, `subscribe of seat ${p.seat}`).toMatchObject({ ok: true });
      if (ack.ok) apply(p, ack.version, ack.seen);
    };
    const connect = async (p: Player) => {
      p.client = memoryClient(t.realtime.router, p.actor);
      await subscribe(p, p.client);
    };
    /** What a browser does with its inbox: drop old versions, take full views, apply deltas, resync. */
    const drain = async (p: Player) => {
      const client = p.client;
      const inbox = client?.inbox.splice(0) ?? [];
      for (const m of inbox) {
        // A seat's socket coming or going is announced to the room (presence.ts): the lobby refetches.
        if (m.type === 'draft:lobby') continue;
        expect(m.type, `seat ${p.seat} heard ${JSON.stringify(m).slice(0, 200)}`).toBe('draft:view');
        if (m.type !== 'draft:view') continue;
        expect(m.draftId).toBe(id);
        // Nobody ever receives another seat's view.
        if (m.seen) expect(m.seen.stream !== 'watch' && m.seen.view.seat).toBe(p.seat);
        else expect(m.delta?.stream === 'packs' ? (m.delta.delta.seat ?? p.seat) : -1).toBe(p.seat);
        const step = receiveDraftView({ version: p.version, status: null, seen: p.seen }, m);
        if (step.step === 'drop') continue;
        // A delta from a version this client does not hold: ask for a full view on the socket.
        if (step.step === 'resync') await subscribe(p, client!);
        else {
          if (m.delta) deltasApplied++;
          apply(p, step.held.version, step.held.seen);
        }
      }
    };
    /** Waits until every connected seat has heard the server's latest version (deliveries are async). */
    const settle = async () => {
      const latest = (await server()).seq;
      await untilCaughtUp(players, drain, latest, () => log.join(' '));
    };

    for (const p of players) await connect(p);
    for (let step = 0; step < STEPS; step++) {
      const p = players[rng.int(players.length)]!;
      const roll = rng.int(12);
      if (!p.client) {
        log.push(`${step}:reconnect(${p.seat})`);
        await connect(p);
      } else if (roll < 7) {
        const view = p.view;
        if (!view?.pack?.length) {
          log.push(`${step}:idle(${p.seat})`);
        } else {
          // Mostly a card of the shown pack; sometimes a card of another seat's pack or none at all.
          const other = players[rng.int(players.length)]!.view?.pack;
          const cardId =
            roll === 6 && other?.length
              ? other[rng.int(other.length)]!.id
              : view.pack[rng.int(view.pack.length)]!.id;
          const body = { seq: p.seen!.seq, move: { cardId } };
          log.push(`${step}:pick(${p.seat},${body.seq},${cardId})`);
          const ack = await p.client.emit<DraftActAck>('draft:act', { draftId: id, ...body });
          expect(ack, `ack of step ${step}`).not.toMatchObject({ code: 'internal' });
          if (ack.ok && !ack.duplicate) acked.push({ seat: p.seat, cardId });
          if (ack.ok) p.lastPick = body;
        }
      } else if (roll < 8 && p.lastPick) {
        log.push(`${step}:resend(${p.seat})`);
        const ack = await p.client.emit<DraftActAck>('draft:act', { draftId: id, ...p.lastPick });
        // A resend of an accepted pick is acked as a duplicate, never applied twice (unless the
        // connection is over its message budget on a fast machine, which refuses it untouched).
        if (!(ack.ok === false && ack.code === 'rate_limited'))
          expect(ack, `resend of step ${step}`).toMatchObject({ ok: true, duplicate: true });
      } else if (roll < 10) {
        log.push(`${step}:disconnect(${p.seat})`);
        p.client.close();
        p.client = null;
      } else {
        log.push(`${step}:resync(${p.seat})`);
        await resync(p);
      }
      await settle();

      const { state, seq } = await server();
      // Cards are never created, lost or duplicated.
      expect(everyCard(state).sort(), log.join(' ')).toEqual(cardsAtStart);
      // No acknowledged pick is lost.
      for (const a of acked)
        expect(
          state.seats[a.seat]!.pool.some((c) => c.id === a.cardId),
          `acked ${a.cardId} of seat ${a.seat}: ${log.join(' ')}`,
        ).toBe(true);
      // Every connected seat shows exactly its own server view at the latest version.
      for (const q of players) {
        if (!q.client) continue;
        expect(q.version, `seat ${q.seat}: ${log.join(' ')}`).toBe(seq);
        expect(q.view, `seat ${q.seat}: ${log.join(' ')}`).toEqual(viewFor(state, q.seat));
      }
      // A disconnected seat is out of the room; connected ones are in it.
      expect(t.realtime.draftRooms.subscriberCount(id)).toBe(players.filter((q) => q.client).length);
    }
    // The run made progress: a fuzz that only idles proves nothing.
    expect(acked.length, log.join(' ')).toBeGreaterThan(STEPS / 8);
    // And most versions reached the seats as deltas.
    expect(deltasApplied, log.join(' ')).toBeGreaterThan(acked.length);
    for (const p of players) p.client?.close();
  }
});

// The same fuzz for turn-based modes (Winston, Grid): two players move over `draft:act` (their turn's
// move, out of turn, stale or resent), disconnect, reconnect and resync. The subscribe reply carries
// the seat's table; pushes are `draft:view` deltas of it. After every step: no card created, lost or duplicated;
// every acknowledged move is in the log at its number; every connected seat shows exactly its own table.

const MODE_SEEDS = ['modes-fuzz-1', 'modes-fuzz-2'];
const MODE_STEPS = 60;

type TurnState = Extract<AnyDraftState, { moveNumber: number }>;
/** A seat's table as the wire carries it. */
type Table = AnyTurnView;

interface Mover {
  actor: Actor;
  seat: number;
  client: MemoryClient | null;
  seen: AnySeatView | null;
  table: Table | null;
  version: number;
  lastMove: { seq: number; move: unknown } | null;
}

/** Every card of a turn-based draft: pools, the mode's table and burned cards. */
const everyTurnCard = (s: TurnState) =>
  [...s.seats.flatMap((x) => x.pool), ...engineOf(s).tableCards(s), ...s.burned].map((c) => c.id).sort();

/** A move for the seat's table: usually one the rules allow, sometimes one they refuse. */
function someMove(table: Table, rng: Rng): unknown {
  const t = table.table as { looking?: number; grid?: unknown[] };
  if (table.mode === 'winston') return { take: rng.int(3) > 0, pile: rng.int(5) === 0 ? 4 : t.looking };
  return { line: rng.int(2) ? 'row' : 'column', index: rng.int(3) };
}

describe(`turn-based draft rooms under a seeded fuzz (${testDbKind})`, () => {
  let t: TestApp;
  let owner: Person;
  let editor: Person;
  let cubeId: string;
  const actors = new Map<Person, Actor>();
  beforeAll(async () => {
    t = await createTestApp({ draftWorker: false });
    const p = await insertPeople(t);
    owner = p.owner;
    editor = p.editor;
    for (const person of [owner, editor]) {
      const { body } = await call<{ user: Actor }>(t.app, person, 'GET', '/api/session');
      actors.set(person, body.user);
    }
    cubeId = await draftableCube(t.app, owner);
  });
  afterAll(async () => {
    await t?.close();
  });

  const modes: { format: string; modeSettings: Record<string, number> }[] = [
    { format: 'winston', modeSettings: { cardsPerSeat: 10 } },
    { format: 'grid', modeSettings: { grids: 8 } },
  ];
  const seeds = process.env.REALTIME_FUZZ_SEED ? [process.env.REALTIME_FUZZ_SEED] : MODE_SEEDS;
  for (const mode of modes)
    for (const seed of seeds)
      it(`keeps every seat's table, pool and move acks consistent (${mode.format}, seed ${seed})`, async () => {
        await fuzzMoves(createRng(`${mode.format}-${seed}`), mode);
      });

  async function fuzzMoves(rng: Rng, mode: { format: string; modeSettings: Record<string, number> }) {
    const id = await createDraft(t.app, owner, cubeId, { ...mode, seats: 2, bots: false });
    await call(t.app, editor, 'POST', `/api/drafts/${id}/join`, {});
    expect((await call(t.app, owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    const server = async () => {
      const folded = (await t.drafts.play.latest(id)).folded!;
      if (!('mode' in folded.state)) throw new Error('not a turn-based draft');
      return { seq: folded.seq, state: folded.state as TurnState };
    };
    const cardsAtStart = everyTurnCard((await server()).state);
    const players: Mover[] = [];
    for (const person of [owner, editor]) {
      const actor = actors.get(person)!;
      const seat = await t.drafts.play.seatOf(id, actor.id);
      players.push({ actor, seat, client: null, seen: null, table: null, version: 0, lastMove: null });
    }
    const acked: { seat: number; seq: number; move: unknown }[] = [];
    const log: string[] = [];

    const apply = (p: Mover, version: number, seen: AnySeatView | null) => {
      if (version < p.version) return;
      p.version = version;
      if (seen) {
        p.seen = seen;
        p.table = seen.stream === 'table' ? seen.view : null;
      }
    };
    const resync = async (p: Mover) => {
      const r = await t.drafts.play.seat(p.actor.id, id);
      apply(p, r.version, r.seen);
    };
    const subscribe = async (p: Mover) => {
      const ack = await p.client!.emit<DraftSubscribeAck>('draft:subscribe', { draftId: id });
      expect(ack, `subscribe of seat ${p.seat}`).toMatchObject({ ok: true, seen: { stream: 'table' } });
      if (ack.ok) apply(p, ack.version, ack.seen);
    };
    const connect = async (p: Mover) => {
      p.client = memoryClient(t.realtime.router, p.actor);
      await subscribe(p);
    };
    const drain = async (p: Mover) => {
      for (const m of p.client?.inbox.splice(0) ?? []) {
        if (m.type === 'draft:lobby') continue;
        expect(m.type, `seat ${p.seat} heard ${JSON.stringify(m).slice(0, 200)}`).toBe('draft:view');
        if (m.type !== 'draft:view') continue;
        expect(m.draftId).toBe(id);
        // Nobody ever receives another seat's table (a delta names the seat only when it changes).
        if (m.seen) expect(m.seen.stream !== 'watch' && m.seen.view.seat).toBe(p.seat);
        const step = receiveDraftView({ version: p.version, status: null, seen: p.seen }, m);
        if (step.step === 'drop') continue;
        if (step.step === 'resync') await subscribe(p);
        else apply(p, step.held.version, step.held.seen);
        expect(p.table?.seat).toBe(p.seat);
      }
    };
    const settle = async () => {
      const latest = (await server()).seq;
      await untilCaughtUp(players, drain, latest, () => log.join(' '));
    };
    const send = (p: Mover, body: { seq: number; move: unknown }) =>
      p.client!.emit<DraftActAck>('draft:act', { draftId: id, ...body });

    for (const p of players) await connect(p);
    for (let step = 0; step < MODE_STEPS; step++) {
      const { state } = await server();
      if (state.status === 'done') break;
      // The seat to move acts most of the time; the other one sometimes tries anyway.
      const p = rng.int(4) > 0 ? players.find((q) => q.seat === state.turn)! : players[rng.int(2)]!;
      const roll = rng.int(12);
      if (!p.client) {
        log.push(`${step}:reconnect(${p.seat})`);
        await connect(p);
      } else if (roll < 8 && p.table) {
        // Mostly at the shown move number; sometimes a stale one.
        const seq = roll === 7 ? Math.max(0, p.seen!.seq - 1) : p.seen!.seq;
        const body = { seq, move: someMove(p.table, rng) };
        log.push(`${step}:move(${p.seat},${seq},${JSON.stringify(body.move)})`);
        const ack = await send(p, body);
        expect(ack, `ack of step ${step}`).not.toMatchObject({ code: 'internal' });
        if (ack.ok && !ack.duplicate) acked.push({ seat: p.seat, ...body });
        if (ack.ok) p.lastMove = body;
        if (!ack.ok) expect(ack.error, `refusal of step ${step}`).toMatch(/\w/);
      } else if (roll < 9 && p.lastMove) {
        log.push(`${step}:resend(${p.seat})`);
        const ack = await send(p, p.lastMove);
        if (!(ack.ok === false && ack.code === 'rate_limited'))
          expect(ack, `resend of step ${step}`).toMatchObject({ ok: true, duplicate: true });
      } else if (roll < 11) {
        log.push(`${step}:disconnect(${p.seat})`);
        p.client.close();
        p.client = null;
      } else {
        log.push(`${step}:resync(${p.seat})`);
        await resync(p);
      }
      await settle();

      const now = await server();
      expect(everyTurnCard(now.state), log.join(' ')).toEqual(cardsAtStart);
      // Every acknowledged move is in the log at its number, by its seat.
      for (const a of acked)
        expect(now.state.moves[a.seq], `acked move ${a.seq}: ${log.join(' ')}`).toMatchObject({
          seat: a.seat,
          auto: false,
        });
      for (const q of players) {
        if (!q.client) continue;
        expect(q.version, `seat ${q.seat}: ${log.join(' ')}`).toBe(now.seq);
        expect(q.table, `seat ${q.seat}: ${log.join(' ')}`).toEqual(
          JSON.parse(JSON.stringify(turnModeView(now.state as never, q.seat))),
        );
      }
      expect(t.realtime.draftRooms.subscriberCount(id)).toBe(players.filter((q) => q.client).length);
    }
    // The run made progress: it played many moves, or the draft to its end.
    const finished = (await server()).state.status === 'done';
    expect(finished || acked.length > MODE_STEPS / 6, log.join(' ')).toBe(true);
    for (const p of players) p.client?.close();
  }
});

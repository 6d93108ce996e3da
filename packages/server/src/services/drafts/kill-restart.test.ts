import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SeatView } from '@cubewright/core/draft';
import type { ActResponse, DraftResultResponse, SeatStateResponse } from '@cubewright/core/protocol';
import { createRng } from '@cubewright/core/random';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BuiltServer,
  createDraftOverHttp,
  draftableCubeOverHttp,
  freePort,
  type HttpUser,
  signUpOverHttp,
  startBuiltServer,
} from '../../../test/built-server';
import { createFreshPostgres, testDbKind } from '../../../test/harness';

// `kill -9` at random moments of a live draft loses no accepted pick. The BUILT server runs as a child
// process; two players pick over HTTP (POST /act, the one act of every mode: ADR 0063) as fast as they can while the test SIGKILLs the process at seeded
// random delays (so kills land before, inside and after pick transactions), restarts it on the same data
// and port, and checks after every restart and at the end that every pick the server acknowledged is in
// that seat's pool, exactly once, and that the draft completes with every card in exactly one pool.

const SEED = process.env.KILL_SEED ?? 'kill-restart-1';
const KILLS = 4;
const PACKS = 3;
const CARDS_PER_PACK = 5;
const SEATS = 8;

/** A booster seat's pack view from GET /seat. */
function packsOf(body: SeatStateResponse): SeatView {
  if (body.seen?.stream !== 'packs')
    throw new Error(`not a booster seat: ${JSON.stringify(body).slice(0, 200)}`);
  return body.seen.view;
}

interface Ack {
  seat: number;
  cardId: string;
  packNumber: number;
  pickNumber: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`a draft survives SIGKILL of the built server (${testDbKind})`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it(`loses no acknowledged pick over ${KILLS} kills (seed ${SEED})`, { timeout: 300_000 }, async () => {
    const rng = createRng(SEED);
    const port = await freePort();
    let env: Record<string, string>;
    if (process.env.TEST_DATABASE_URL) {
      const db = await createFreshPostgres(process.env.TEST_DATABASE_URL);
      cleanups.push(() => db.drop());
      env = { DATABASE_URL: db.url, CARD_DATA_FILE: '', CARD_PRINTINGS_FILE: '' };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-kill-restart-'));
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
      env = { DATA_DIR: dir, DATABASE_URL: '', CARD_DATA_FILE: '', CARD_PRINTINGS_FILE: '' };
    }
    // The cube is name-keyed (bots rate every card alike), so the card file is left out: loading it
    // after every restart would only slow the run down.
    let server: BuiltServer = await startBuiltServer({ port, env });
    cleanups.push(() => server.kill9());
    const base = () => server.url;

    const host = await signUpOverHttp(base, 'killhost');
    const guest = await signUpOverHttp(base, 'killguest');
    const cubeId = await draftableCubeOverHttp(host, SEATS * PACKS * CARDS_PER_PACK + 10);
    const id = await createDraftOverHttp(host, cubeId, {
      seats: SEATS,
      packs: PACKS,
      cardsPerPack: CARDS_PER_PACK,
      bots: true,
    });
    expect((await guest.call('POST', `/api/drafts/${id}/join`, {})).status).toBe(200);
    expect((await host.call('POST', `/api/drafts/${id}/start`)).status).toBe(200);

    const acks: Ack[] = [];
    let killing = false;
    let done = false;

    /** One player's loop: read the view, pick a seeded-random card, record the ack; ride out restarts. */
    async function play(user: HttpUser, playerRng: ReturnType<typeof createRng>) {
      while (!done) {
        try {
          const { status, body } = await user.call<SeatStateResponse>('GET', `/api/drafts/${id}/seat`);
          if (status !== 200) throw new Error(`view failed with ${status}: ${JSON.stringify(body)}`);
          if (body.status === 'complete') return;
          const v = packsOf(body);
          if (!v.pack?.length) {
            await sleep(5);
            continue;
          }
          const card = v.pack[playerRng.int(v.pack.length)]!;
          const pick = { packNumber: v.packNumber, pickNumber: v.pickNumber, cardId: card.id };
          const act = { seq: body.seen!.seq, move: { cardId: card.id } };
          const res = await user.call<ActResponse>('POST', `/api/drafts/${id}/act`, act);
          if (res.status !== 200)
            throw new Error(`pick refused with ${res.status}: ${JSON.stringify(res.body)}`);
          if (!res.body.duplicate) acks.push({ seat: v.seat, ...pick });
        } catch (err) {
          // A refused connection (or a reset mid-request) while the server is down is expected; anything
          // else is a failure.
          const refused = err instanceof TypeError && err.message === 'fetch failed';
          if (!killing && !refused) throw err;
          await sleep(20);
        }
      }
    }

    /** Every pick acknowledged so far is in its seat's pool, and no pool holds a card twice. */
    async function checkPools(): Promise<void> {
      // Picks acknowledged before the views are read (the players keep picking meanwhile).
      const known = acks.slice();
      for (const user of [host, guest]) {
        const { body } = await user.call<SeatStateResponse>('GET', `/api/drafts/${id}/seat`);
        const view = packsOf(body);
        const pool = view.pool.map((c) => c.id);
        expect(new Set(pool).size, `seat ${view.seat} pool has a duplicate`).toBe(pool.length);
        for (const a of known.filter((a) => a.seat === view.seat))
          expect(pool, `acknowledged pick ${JSON.stringify(a)} is missing`).toContain(a.cardId);
      }
    }

    // Kill points spread over the whole draft: after a seeded number of acknowledged picks, plus a
    // seeded delay of up to 30 ms so the kill lands before, inside or after the next pick's transaction.
    const total = PACKS * CARDS_PER_PACK * 2;
    const targets = new Set<number>();
    while (targets.size < KILLS) targets.add(1 + rng.int(total - 2));
    let failure: unknown = null;
    const players = Promise.all([play(host, createRng(SEED, 1)), play(guest, createRng(SEED, 2))]).catch(
      (err) => {
        failure = err;
      },
    );
    const killedAt: number[] = [];
    try {
      for (const target of [...targets].sort((a, b) => a - b)) {
        while (acks.length < target && !failure) await sleep(2);
        if (failure) break;
        await sleep(rng.int(30));
        killing = true;
        killedAt.push(acks.length);
        await server.kill9();
        server = await startBuiltServer({ port, env });
        killing = false;
        await checkPools();
      }
      await players;
      if (failure) throw failure;
    } finally {
      done = true;
      killing = true;
    }
    expect(killedAt.length, `kills after ${killedAt.join(', ')} acknowledged picks`).toBeGreaterThanOrEqual(
      3,
    );

    const result = await host.call<DraftResultResponse>('GET', `/api/drafts/${id}/result`);
    expect(result.status).toBe(200);
    const pools = result.body.seats.map((s) => s.pool.map((c) => c.id));
    expect(pools).toHaveLength(SEATS);
    for (const pool of pools) expect(pool).toHaveLength(PACKS * CARDS_PER_PACK);
    expect(new Set(pools.flat()).size).toBe(SEATS * PACKS * CARDS_PER_PACK);
    for (const a of acks) expect(pools[a.seat]).toContain(a.cardId);
    // Each (seat, pack, pick) was acknowledged at most once as new.
    const keys = acks.map((a) => `${a.seat}/${a.packNumber}/${a.pickNumber}`);
    expect(new Set(keys).size).toBe(keys.length);
    await checkPools();
  });
});

import { clientMessageSchema } from '@cubewright/core/protocol';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scryfallCard } from '../../core/src/cards/scryfall-objects.test-support';
import { call, createCube, type Person, signUpPeople } from './cube-requests';
import { createDraft, draftableCube } from './draft-bed';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from './harness';
import {
  FIXED_BODIES,
  PARAM_VALUES,
  QUERIES,
  type RawBody,
  randomBodies,
  randomPayloads,
} from './malformed-inputs';
import { connectWithCookie } from './sockets';

// The hostile-test sweep: every route the app registered (from its route table, so new routes are swept
// without editing this file) and every client -> server socket message type of the protocol, as a guest
// and signed in, with wrong types, missing fields, control characters, oversized strings, 10,000-deep
// nesting, NaN and Infinity, bad JSON and wrong content types. No answer may be a 5xx, no ack may say
// `internal`, and the server must still answer its health check at the end. SWEEP_SEED=n replays a run.

const SEED = Number(process.env.SWEEP_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RANDOM_BODIES_PER_ROUTE = 3;
/** Below the gateway's 16 KiB message limit, with room for socket.io's framing. */
const MAX_SOCKET_MESSAGE_CHARS = 12_000;

interface Failure {
  who: string;
  request: string;
  status: number;
  body: string;
}

describe(`malformed-input sweep (${testDbKind})`, () => {
  let t: TestApp;
  let user: Person;
  let cubeId: string;
  /** A cube the HTTP sweep leaves alone (it ends by deleting `cubeId`). */
  let socketCubeId: string;
  let draftId: string;
  const sockets: Socket[] = [];
  // A few cards, so card routes answer from an index instead of "card data is not loaded" (a 503 by design).
  // The draft cube's cards (draftableCube names them "Draft Card <i>") are among them.
  const cardFile = writeTestCardFile(
    [...Array.from({ length: 16 }, (_, i) => `Draft Card ${i}`), 'Lightning Bolt'].map((n) =>
      scryfallCard(n),
    ),
  );
  const counts = { requests: 0, fivexx: 0, socketMessages: 0, internalAcks: 0 };
  beforeAll(async () => {
    t = await createTestApp({ listen: true, draftWorker: false, cards: { file: cardFile.file } });
    const p = await signUpPeople(t.app);
    user = p.owner;
    cubeId = await createCube(t.app, user, { name: 'Sweep cube' });
    socketCubeId = await createCube(t.app, user, { name: 'Socket cube' });
    const draftCube = await draftableCube(t.app, user, 16);
    draftId = await createDraft(t.app, user, draftCube, { seats: 2, bots: true, packs: 2, cardsPerPack: 4 });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    console.log(
      `[malformed-input sweep] db=${testDbKind} seed=${SEED} http requests=${counts.requests} 5xx=${counts.fivexx} ` +
        `socket messages=${counts.socketMessages} internal acks=${counts.internalAcks}`,
    );
    await t?.close();
    cardFile.remove();
  });

  /** The real id for a parameter, so a request can get past "not found" into deeper code. */
  const realParam = (url: string, name: string) =>
    url.startsWith('/api/drafts') && name === 'id' ? draftId : name === 'userId' ? 'no-such-user' : cubeId;

  function expand(url: string, value: (name: string) => string): string {
    return url
      .replace(/:(\w+)/g, (_m, name: string) => value(name))
      .replace(/\*$/, () => (url.startsWith('/api/auth/') ? value('*') : 'x'));
  }

  /** Every request to send for one route: bad params, bad queries, then bad bodies, all else valid. */
  function requestsFor(
    method: string,
    url: string,
    seed: number,
    guest: boolean,
  ): { url: string; body?: RawBody }[] {
    const valid = (name: string) => (name === '*' ? 'sign-in/email' : realParam(url, name));
    const hasParams = /:\w|\*$/.test(url);
    const out: { url: string; body?: RawBody }[] = [];
    const base = expand(url, valid);
    // A guest meets the same parsers as a user: a sample of each kind is enough for them (keeps the sweep short).
    const sample = <T>(list: readonly T[], every: number) =>
      guest ? list.filter((_, i) => i % every === 0) : list;
    if (hasParams) for (const v of sample(PARAM_VALUES, 2)) out.push({ url: expand(url, () => v) });
    if (url.startsWith('/api/auth/')) out.push({ url: expand(url, () => 'sign-up/email') });
    for (const q of sample(QUERIES, 2)) out.push({ url: `${base}?${q}` });
    if (method !== 'GET' && method !== 'DELETE') {
      for (const body of [
        ...sample(FIXED_BODIES, 3),
        ...randomBodies(seed, guest ? 1 : RANDOM_BODIES_PER_ROUTE),
      ]) {
        out.push({ url: base, body });
        if (url.startsWith('/api/auth/')) out.push({ url: expand(url, () => 'sign-up/email'), body });
      }
    }
    return out;
  }

  // Every route with dozens of bodies: 58-67 s in all on a quiet machine, over 180 s at load 20. So the
  // sweep runs in parts, each with the usual limit: a guest's then a user's, each in PARTS slices of the
  // route table. Deleting routes go in each one's last slice, so the cube and draft the others use still
  // exist while they run (the user's last slice deletes the cube). Three parts ran past the 60 s limit
  // at load 15 (a fresh-clone .ci/run beside benches, stop 41), so six.
  const PARTS = 6;
  const sweep = (who: 'guest' | 'user', part: number) => async () => {
    const routes = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThan(50);
    const mine = routes
      .map((route, i) => ({ route, i }))
      .filter(({ route, i }) => (route.method === 'DELETE' ? part === PARTS - 1 : i % PARTS === part));
    const failures: Failure[] = [];
    for (const { route, i } of mine) {
      const seed = SEED + (who === 'guest' ? 0 : routes.length) + i;
      for (const req of requestsFor(route.method, route.url, seed, who === 'guest')) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: req.url,
          headers: {
            ...(who === 'user' ? { cookie: user.cookie } : {}),
            ...(req.body ? { 'content-type': req.body.contentType ?? 'application/json' } : {}),
          },
          ...(req.body ? { payload: req.body.payload } : {}),
        });
        counts.requests++;
        if (res.statusCode >= 500) {
          counts.fivexx++;
          failures.push({
            who,
            request: `${route.method} ${req.url.slice(0, 200)} ${req.body?.label ?? ''}`,
            status: res.statusCode,
            body: res.body.slice(0, 300),
          });
        }
      }
    }
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode, 'the health check answers after the sweep').toBe(200);
    expect(failures, `5xx answers (replay with SWEEP_SEED=${SEED})`).toEqual([]);
  };
  for (const who of ['guest', 'user'] as const)
    for (let part = 0; part < PARTS; part++)
      it(
        `answers no request with a 5xx, as a ${who} (part ${part + 1} of ${PARTS}), and stays up`,
        sweep(who, part),
      );

  it('never crashes on or answers `internal` to a malformed socket message', async () => {
    const types = [
      ...clientMessageSchema.options.map((o) => o.shape.type.value),
      'draft:unknown',
      'no-such-type',
    ];
    const fixed: unknown[] = [
      undefined,
      null,
      'text',
      42,
      [],
      {},
      { cubeId: 123, draftId: {} },
      { cubeId: '\u0000', draftId: '\u0000' },
      {
        cubeId: socketCubeId,
        draftId,
        packNumber: Number.NaN,
        pickNumber: Number.POSITIVE_INFINITY,
        cardId: 'x'.repeat(10_000),
      },
      { draftId, packNumber: -1, pickNumber: 0.5, cardId: '\u0001' },
    ];
    let seed = SEED;
    const failures: string[] = [];
    for (const person of [null, user]) {
      const socket = await connectWithCookie(t.url, person?.cookie ?? '');
      sockets.push(socket);
      for (const type of types) {
        for (const payload of [...fixed, ...randomPayloads(seed++, 6)]) {
          // A message past the gateway's size limit closes the connection by design (tested below).
          if ((JSON.stringify(payload)?.length ?? 0) > MAX_SOCKET_MESSAGE_CHARS) continue;
          counts.socketMessages++;
          const ack = (await socket
            .timeout(5_000)
            .emitWithAck(type, payload)
            .catch((e: Error) => ({
              ok: false,
              code: `no ack: ${e.message}`,
            }))) as { ok: boolean; code?: string };
          if (ack.code === 'internal' || ack.code?.startsWith('no ack')) {
            counts.internalAcks++;
            failures.push(
              `${person ? 'user' : 'guest'} ${type} ${JSON.stringify(payload)?.slice(0, 200)}: ${ack.code}`,
            );
            if (!socket.connected) break;
          }
        }
      }
      expect(socket.connected, 'the socket is still connected').toBe(true);
    }
    expect(failures, `socket failures (replay with SWEEP_SEED=${SEED})`).toEqual([]);
    expect((await call(t.app, null, 'GET', `/api/cubes/${socketCubeId}`)).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('closes a connection sending an oversized message and keeps serving the others', async () => {
    const big = await connectWithCookie(t.url, user.cookie);
    const other = await connectWithCookie(t.url, user.cookie);
    sockets.push(big, other);
    const closed = new Promise((resolve) => big.once('disconnect', resolve));
    big.emit('draft:subscribe', { draftId: 'x'.repeat(100_000) });
    await closed;
    counts.socketMessages++;
    expect(await other.emitWithAck('cube:subscribe', { cubeId: socketCubeId })).toMatchObject({ ok: true });
  });
});

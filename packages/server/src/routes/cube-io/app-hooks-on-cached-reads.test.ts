import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adds, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

// Issue 29, ADR 0082: a cached cube read is served through Fastify for every reader, so a hook added to the
// app (a plugin's, a new header, an audit) runs for a guest's repeated read as it does for a member's. Until
// then guests' repeated reads were answered before Fastify (ADR 0043) and silently skipped such hooks. Reads
// go over real sockets: `inject` would reach Fastify's handler directly and prove nothing here.

const HOOK_HEADER = 'x-test-hook';

describe(`an app hook on cached cube reads (${testDbKind})`, () => {
  let t: TestApp;
  let owner: Person;
  let stranger: Person;
  /** Requests the onRequest hook saw, by URL and reader. */
  const seen: string[] = [];
  let sent = 0;
  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      beforeReady: (app) => {
        app.addHook('onRequest', (req, _reply, done) => {
          seen.push(`${req.headers.cookie ? 'member' : 'guest'} ${req.url}`);
          done();
        });
        // A value per response: bytes captured once and sent again would repeat it.
        app.addHook('onSend', (_req, reply, payload, done) => {
          reply.header(HOOK_HEADER, String(++sent));
          done(null, payload);
        });
      },
    });
    ({ owner, stranger } = await insertPeople(t, 'hooks'));
  }, 120_000);
  afterAll(() => t?.close());

  const read = async (url: string, who: Person | null, encoding: string) => {
    const res = await fetch(`${t.url}${url}`, {
      headers: { 'accept-encoding': encoding, ...(who ? { cookie: who.cookie } : {}) },
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    return res.headers.get(HOOK_HEADER);
  };

  it('runs for every read of a guest and of a member, the repeated (cached) reads too', async () => {
    const id = await createCube(t.app, owner, { name: 'Hooked', visibility: 'public' });
    expect((await save(t.app, owner, id, adds(['Opt', 'Ponder']))).status).toBe(200);
    const urls = [`/api/v1/cubes/${id}/cards`, `/api/v1/cubes/${id}`, `/api/cubes/${id}`];
    for (const url of urls) {
      for (const encoding of ['identity', 'gzip', 'gzip, deflate, br']) {
        for (const [who, person] of [
          ['guest', null],
          ['member', stranger],
        ] as const) {
          seen.length = 0;
          const headers = [];
          for (let i = 0; i < 3; i++) headers.push(await read(url, person, encoding));
          expect(seen, `${who} ${url} ${encoding}`).toEqual([
            `${who} ${url}`,
            `${who} ${url}`,
            `${who} ${url}`,
          ]);
          expect(new Set(headers).size, `${who} ${url} ${encoding}: ${headers}`).toBe(3);
          expect(headers.every((h) => h !== null)).toBe(true);
        }
      }
    }
  });
});

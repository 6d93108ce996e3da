import http from 'node:http';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { adds, call, createCube, type Person, patchSettings, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { cubes } from '../../db/schema';
import { cubeCacheOf } from '../../services/cube-cache/cube-cache';

// The cube reads served from the cube cache (services/cube-cache): stored bytes in each encoding, dropped
// by every change that alters what they show, access decided from the cached row as it is after the change.
// Reads go over real sockets, as a client's do; every read goes through Fastify (app-hooks-on-cached-reads.test.ts
// shows that an app hook sees each one).

type People = Awaited<ReturnType<typeof insertPeople>>;

interface Got {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: the shape of inject's json(), which these tests were written against
  json(): any;
}

/** GET over a socket to the listening app, the body as sent (not decoded). */
const get = (t: TestApp, url: string, who: Person | null, headers: Record<string, string> = {}) =>
  new Promise<Got>((resolve, reject) => {
    const req = http.get(
      `${t.url}${url}`,
      { headers: { ...headers, ...(who ? { cookie: who.cookie } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          const body = rawPayload.toString();
          resolve({
            statusCode: res.statusCode!,
            headers: res.headers,
            rawPayload,
            body,
            json: () => JSON.parse(body),
          });
        });
      },
    );
    req.on('error', reject);
  });

/** Renames the cube behind the app's back (no event): a cached read keeps showing the old name. */
const renameQuietly = (t: TestApp, id: string, name: string) =>
  t.database.db.update(cubes).set({ name }).where(eq(cubes.id, id));

describe(`cached cube reads (${testDbKind})`, () => {
  let t: TestApp;
  let p: People;
  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    p = await insertPeople(t, 'cache');
  }, 120_000);
  afterAll(() => t?.close());

  it('serves stored bytes until a save, in br, gzip or identity as asked', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Cached', visibility: 'public' });
    expect((await save(t.app, p.owner, id, adds(['Opt', 'Ponder']))).status).toBe(200);
    const plain = await get(t, `/api/v1/cubes/${id}/cards`, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const namesOf = (body: { cards: { name: string }[] }) => body.cards.map((c) => c.name).sort();
    expect(namesOf(plain.json())).toEqual(['Opt', 'Ponder']);
    const version = plain.json().version;
    const br = await get(t, `/api/v1/cubes/${id}/cards`, null, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(t, `/api/v1/cubes/${id}/cards`, null, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers.etag).toBe(plain.headers.etag);

    await renameQuietly(t, id, 'Renamed without an event');
    expect((await get(t, `/api/v1/cubes/${id}`, null)).json().cube.name).toBe('Cached');
    expect((await save(t.app, p.owner, id, adds(['Brainstorm']))).status).toBe(200);
    const after = await get(t, `/api/v1/cubes/${id}/cards`, null);
    expect(namesOf(after.json())).toEqual(['Brainstorm', 'Opt', 'Ponder']);
    expect(after.headers.etag).not.toBe(plain.headers.etag);
    expect(after.json().version).toBe(version + 1);
    expect((await get(t, `/api/v1/cubes/${id}`, null)).json().cube).toMatchObject({
      name: 'Renamed without an event',
      version: after.json().version,
    });
  });

  it('answers repeated guest reads with the same headers and bytes, until the cube changes', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Repeated', visibility: 'public' });
    expect((await save(t.app, p.owner, id, adds(['Opt', 'Ponder']))).status).toBe(200);
    for (const url of [`/api/v1/cubes/${id}/cards`, `/api/v1/cubes/${id}`, `/api/cubes/${id}`]) {
      const encodings: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'gzip' },
        { 'accept-encoding': 'br, gzip' },
      ];
      for (const encoding of encodings) {
        const first = await get(t, url, null, encoding);
        const again = await get(t, url, null, encoding);
        const { date: _a, ...headers } = first.headers;
        const { date: _b, ...repeated } = again.headers;
        expect(repeated).toEqual(headers);
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      }
    }
    // A reader with a session gets the same cube; a client revalidating its copy gets a 304.
    expect((await get(t, `/api/cubes/${id}`, p.stranger)).statusCode).toBe(200);
    const etag = (await get(t, `/api/cubes/${id}`, null)).headers.etag!;
    expect((await get(t, `/api/cubes/${id}`, null, { 'if-none-match': etag })).statusCode).toBe(304);
    // An event from another instance drops the cube's entry: the next guest read is new.
    await renameQuietly(t, id, 'Renamed elsewhere');
    cubeCacheOf(t.ctx).invalidate(id);
    expect((await get(t, `/api/v1/cubes/${id}`, null)).json().cube.name).toBe('Renamed elsewhere');
    // Deleting the cube stops its reads at once.
    expect((await call(t.app, p.owner, 'DELETE', `/api/cubes/${id}`)).status).toBe(204);
    expect((await get(t, `/api/v1/cubes/${id}/cards`, null)).statusCode).toBe(404);
    expect((await get(t, `/api/cubes/${id}`, null)).statusCode).toBe(404);
  });

  it('gives an editor a save whose event never arrived, while others may read the cached cube', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Lost Event', visibility: 'public' });
    expect((await save(t.app, p.owner, id, adds(['Opt']))).status).toBe(200);
    const nameFor = async (who: Person | null) => (await get(t, `/api/cubes/${id}`, who)).json().cube.name;
    expect(await nameFor(null)).toBe('Lost Event');
    expect(await nameFor(p.owner)).toBe('Lost Event');
    // A save committed by an instance killed before its event went out: a new version, no event here.
    const [row] = await t.database.db.select().from(cubes).where(eq(cubes.id, id));
    await t.database.db
      .update(cubes)
      .set({ name: 'Saved elsewhere', version: row!.version + 1, updatedAt: new Date() })
      .where(eq(cubes.id, id));
    expect(await nameFor(null)).toBe('Lost Event');
    // The owner builds their next save on this read: it must be the current version...
    expect(await nameFor(p.owner)).toBe('Saved elsewhere');
    // ...and having read it again, the cache serves it to everyone.
    expect(await nameFor(null)).toBe('Saved elsewhere');
  });

  it('applies a visibility change and a removed collaborator at once', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Closing', visibility: 'public' });
    const added = await call(t.app, p.owner, 'POST', `/api/cubes/${id}/collaborators`, {
      user: p.editor.username,
    });
    expect(added.status).toBe(201);
    expect((await get(t, `/api/v1/cubes/${id}`, null)).statusCode).toBe(200);
    expect((await get(t, `/api/cubes/${id}`, p.editor)).json().cube.permissions.canEdit).toBe(true);

    expect((await patchSettings(t.app, p.owner, id, { visibility: 'private' })).status).toBe(200);
    expect((await get(t, `/api/v1/cubes/${id}`, null)).statusCode).toBe(404);
    expect((await get(t, `/api/cubes/${id}`, p.stranger)).statusCode).toBe(404);
    expect((await get(t, `/api/v1/cubes/${id}/cards`, p.editor)).statusCode).toBe(200);

    const editorId = (await get(t, `/api/cubes/${id}`, p.owner))
      .json()
      .cube.collaborators.find((c: { username: string }) => c.username === p.editor.username).userId;
    const removed = await call(t.app, p.owner, 'DELETE', `/api/cubes/${id}/collaborators/${editorId}`);
    expect(removed.status).toBe(204);
    expect((await get(t, `/api/cubes/${id}`, p.editor)).statusCode).toBe(404);
    expect((await get(t, `/api/v1/cubes/${id}/cards`, p.editor)).statusCode).toBe(404);
  });

  it('gives each reader their own permissions from one cached cube', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Shared read', visibility: 'public' });
    const detail = async (who: Person | null) =>
      (await get(t, `/api/cubes/${id}?cardData=false`, who)).json().cube;
    expect((await detail(p.owner)).permissions).toMatchObject({ role: 'owner', canEdit: true });
    expect((await detail(null)).permissions).toMatchObject({ role: null, canEdit: false, canDelete: false });
    expect((await detail(p.stranger)).permissions).toMatchObject({ canEdit: false, canLeave: false });
    expect((await detail(p.admin)).permissions).toMatchObject({ canEdit: false, canFeature: true });
    expect((await detail(p.owner)).permissions).toMatchObject({ role: 'owner', canDelete: true });
  });

  it('shows a moderator hiding the cube and a renamed owner at once', async () => {
    const id = await createCube(t.app, p.owner, { name: 'To hide', visibility: 'public' });
    expect((await get(t, `/api/cubes/${id}`, p.owner)).json().cube.hidden).toBeNull();
    const hid = await call(t.app, p.admin, 'POST', `/api/admin/cubes/${id}/hide`, { reason: 'spam' });
    expect(hid.status).toBe(200);
    expect((await get(t, `/api/cubes/${id}`, p.owner)).json().cube.hidden).toMatchObject({ reason: 'spam' });

    expect((await get(t, `/api/v1/cubes/${id}`, null)).json().cube.owner.username).toBe(p.owner.username);
    const renamed = await call(t.app, p.owner, 'PATCH', '/api/account/username', {
      username: 'ownerrenamed',
    });
    expect(renamed.status).toBe(200);
    expect((await get(t, `/api/v1/cubes/${id}`, null)).json().cube.owner.username).toBe('ownerrenamed');
  });
});

/** Polls `read` until `done` holds, up to 5 s (well under the cache's 10 s safety expiry). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 100 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

// Two app instances on one PostgreSQL: each caches, and a change made through one reaches the other's
// cache through the event path the live cube rooms use (the socket.io PostgreSQL adapter).
describe(
  'cached cube reads across two instances (postgres)',
  needs({ PostgreSQL: testDbKind === 'postgres' }),
  () => {
    let a: TestApp;
    let b: TestApp;
    let p: People;
    beforeAll(async () => {
      a = await createTestApp({ listen: true });
      b = await createTestApp({ listen: true, sameDatabaseAs: a });
      p = await insertPeople(a, 'two');
    }, 120_000);
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it("a save, a removed collaborator and a visibility change on one instance reach the other's cache", async () => {
      const id = await createCube(a.app, p.owner, { name: 'Across', visibility: 'public' });
      expect(
        (await call(a.app, p.owner, 'POST', `/api/cubes/${id}/collaborators`, { user: p.editor.username }))
          .status,
      ).toBe(201);
      expect((await save(a.app, p.owner, id, adds(['Opt']))).status).toBe(200);
      const names = async () =>
        (await get(b, `/api/v1/cubes/${id}/cards`, null)).json().cards.map((c: { name: string }) => c.name);
      expect(await names()).toEqual(['Opt']);
      expect((await get(b, `/api/cubes/${id}`, p.editor)).statusCode).toBe(200);
      // b holds the cube: a change made behind both apps' backs does not show there.
      await renameQuietly(a, id, 'Quietly renamed');
      expect((await get(b, `/api/v1/cubes/${id}`, null)).json().cube.name).toBe('Across');

      expect((await save(a.app, p.owner, id, adds(['Ponder']))).status).toBe(200);
      expect(await eventually(names, (n) => n.length === 2)).toEqual(['Opt', 'Ponder']);
      expect((await get(b, `/api/v1/cubes/${id}`, null)).json().cube.name).toBe('Quietly renamed');

      expect((await patchSettings(a.app, p.owner, id, { visibility: 'private' })).status).toBe(200);
      const guest = await eventually(
        () => get(b, `/api/v1/cubes/${id}`, null),
        (r) => r.statusCode === 404,
      );
      expect(guest.statusCode).toBe(404);
      expect((await get(b, `/api/cubes/${id}`, p.editor)).statusCode).toBe(200);

      const editorId = (await get(a, `/api/cubes/${id}`, p.owner))
        .json()
        .cube.collaborators.find((c: { username: string }) => c.username === p.editor.username).userId;
      expect(
        (await call(a.app, p.owner, 'DELETE', `/api/cubes/${id}/collaborators/${editorId}`)).status,
      ).toBe(204);
      const editor = await eventually(
        () => get(b, `/api/cubes/${id}`, p.editor),
        (r) => r.statusCode === 404,
      );
      expect(editor.statusCode).toBe(404);
    });
  },
);

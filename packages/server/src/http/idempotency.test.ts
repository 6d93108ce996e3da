import type { CubeWithCardsResponse } from '@cubewright/core/protocol';
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENT_REPLAY_HEADER } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adds, call, createCube, type Person } from '../../test/cube-requests';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { requestOutcomes } from '../db/schema';

// A write resent with the same Idempotency-Key (the web client resends when an instance dies mid-request
// and the proxy answers 502) is answered with the first answer and written once.

describe(`writes safe to resend (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let cubeId: string;
  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t);
    cubeId = await createCube(t.app, p.owner);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (
    person: Person,
    url: string,
    body: unknown,
    key?: string,
    method: 'POST' | 'PATCH' = 'POST',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: person.cookie, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as object,
    });
  const cube = async () =>
    (await call<CubeWithCardsResponse>(t.app, p.owner, 'GET', `/api/cubes/${cubeId}`)).body;
  const saveBody = (version: number, name: string) => ({ baseVersion: version, ops: adds([name]) });

  it('answers a resent save with the first answer and saves it once', async () => {
    const before = await cube();
    const body = saveBody(before.cube.version, 'Resent Card');
    const first = await send(p.owner, `/api/cubes/${cubeId}/changes`, body, 'save-once-0001');
    expect(first.statusCode).toBe(200);
    const again = await send(p.owner, `/api/cubes/${cubeId}/changes`, body, 'save-once-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    const after = await cube();
    expect(after.cube.version).toBe(before.cube.version + 1);
    expect(after.cards.filter((c) => c.name === 'Resent Card')).toHaveLength(1);
  });

  it('without a key, the same save sent twice is two saves (the key is what makes it one)', async () => {
    const before = await cube();
    const body = saveBody(before.cube.version, 'Keyless Card');
    expect((await send(p.owner, `/api/cubes/${cubeId}/changes`, body)).statusCode).toBe(200);
    expect((await send(p.owner, `/api/cubes/${cubeId}/changes`, body)).statusCode).toBe(200);
    expect((await cube()).cards.filter((c) => c.name === 'Keyless Card')).toHaveLength(2);
  });

  it('a save that committed on an instance that died before answering is not saved again', async () => {
    const before = await cube();
    const body = saveBody(before.cube.version, 'Orphaned Card');
    const key = 'died-after-commit-1';
    const first = await send(p.owner, `/api/cubes/${cubeId}/changes`, body, key);
    expect(first.statusCode).toBe(200);
    // What an instance killed between commit and answer leaves: the claim made in the save's
    // transaction, with no answer stored.
    const owner = (
      await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: p.owner.cookie } })
    ).json() as { user: { id: string } };
    await t.ctx.database.db
      .update(requestOutcomes)
      .set({ status: null, body: null, contentType: null })
      .where(and(eq(requestOutcomes.scope, owner.user.id), eq(requestOutcomes.key, key)));
    const resent = await send(p.owner, `/api/cubes/${cubeId}/changes`, body, key);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().version.number).toBe(first.json().version.number);
    expect(resent.json().diff).toEqual(first.json().diff);
    const after = await cube();
    expect(after.cube.version).toBe(before.cube.version + 1);
    expect(after.cards.filter((c) => c.name === 'Orphaned Card')).toHaveLength(1);
  });

  it('replays a refusal too, and keeps each person their own keys', async () => {
    const refused = await send(
      p.stranger,
      `/api/cubes/${cubeId}/changes`,
      saveBody(1, 'Nope'),
      'shared-key-42',
    );
    expect(refused.statusCode).toBe(403);
    const replayed = await send(
      p.stranger,
      `/api/cubes/${cubeId}/changes`,
      saveBody(1, 'Nope'),
      'shared-key-42',
    );
    expect(replayed.statusCode).toBe(403);
    expect(replayed.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    // The owner's request with the same key is the owner's own, not a replay of the stranger's answer.
    const version = (await cube()).cube.version;
    const own = await send(
      p.owner,
      `/api/cubes/${cubeId}/changes`,
      saveBody(version, 'Owner Key Card'),
      'shared-key-42',
    );
    expect(own.statusCode).toBe(200);
    expect(own.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
  });

  it('refuses the same key with another request, and a malformed key, with a clear error', async () => {
    const url = `/api/cubes/${cubeId}`;
    const { settingsVersion } = (await cube()).cube;
    const first = await send(
      p.owner,
      url,
      { settingsVersion, description: 'one' },
      'patch-key-0001',
      'PATCH',
    );
    expect(first.statusCode).toBe(200);
    const other = await send(
      p.owner,
      url,
      { settingsVersion, description: 'two' },
      'patch-key-0001',
      'PATCH',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe('This Idempotency-Key was already used for another request');
    const bad = await send(p.owner, url, { description: 'three' }, 'bad key!', 'PATCH');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(IDEMPOTENCY_KEY_MESSAGE);
  });
});

import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnyBody,
  adds,
  call,
  createCube,
  type Person,
  patchSettings,
  save,
} from '../../test/cube-requests';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { connectWithCookie } from '../../test/sockets';

// Control characters, data-rule keys and deep nesting are refused at the edge with a 400 naming the
// field; before, a NUL reached PostgreSQL (which refuses it) and came back as a logged 500.

describe(`input rules at the HTTP and socket edge (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let cubeId: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    p = await insertPeople(t);
    cubeId = await createCube(t.app, p.owner);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });
  const as = (person: Person | null, method: Parameters<typeof call>[2], url: string, body?: unknown) =>
    call<AnyBody>(t.app, person, method, url, body);
  const refused = (field: string) => ({
    status: 400,
    body: expect.objectContaining({
      code: 'validation',
      error: `Invalid request: ${field}: must not contain control characters (found U+0000)`,
    }),
  });

  it('refuses a NUL in params and queries, for guests too', async () => {
    expect(await as(null, 'GET', '/api/cubes/a%00b')).toEqual(refused('id'));
    expect(await as(null, 'GET', '/api/cubes?q=%00')).toEqual(refused('q'));
    expect(await as(null, 'GET', '/api/community/browse?q=%00')).toEqual(refused('q'));
    expect(await as(p.stranger, 'GET', '/api/cubes?q=a%00')).toEqual(refused('q'));
  });

  it('refuses a NUL in bodies, naming the field', async () => {
    expect(await as(p.owner, 'POST', '/api/cubes', { name: 'a\u0000b' })).toEqual(refused('name'));
    expect(await as(p.owner, 'PATCH', `/api/cubes/${cubeId}`, { description: 'x\u0000' })).toEqual(
      refused('description'),
    );
    expect(await as(p.owner, 'POST', '/api/drafts', { cubeId: '\u0000' })).toEqual(refused('cubeId'));
  });

  it('refuses a lone UTF-16 surrogate wherever text reaches a text or jsonb column, naming the field', async () => {
    // Each of these answered 500 before: PostgreSQL (and PGlite) refuse an unpaired surrogate in text and jsonb.
    const lone = (field: string) => ({
      status: 400,
      body: expect.objectContaining({
        code: 'validation',
        error: `Invalid request: ${field}: must not contain an unpaired surrogate (found U+D800)`,
      }),
    });
    expect(await as(p.owner, 'POST', `/api/cubes/${cubeId}/boards`, { name: 'Side\ud800' })).toEqual(
      lone('name'),
    );
    expect(await save(t.app, p.owner, cubeId, adds(['Opt'], { notes: 'n\ud800', tags: ['t'] }))).toEqual(
      lone('ops.0.card.notes'),
    );
    expect(await save(t.app, p.owner, cubeId, adds(['Opt'], { tags: ['ok', '\ud800'] }))).toEqual(
      lone('ops.0.card.tags.1'),
    );
    expect(
      await as(p.owner, 'PUT', `/api/cubes/${cubeId}/whitepaper`, { content: '# Paper \ud800' }),
    ).toEqual(lone('content'));
    expect(
      await as(p.owner, 'POST', '/api/notifications/cube', { cubeId, title: 'Hi', message: 'x\ud800' }),
    ).toEqual(lone('message'));
    expect(await as(null, 'GET', '/api/cubes?q=%ED%A0%80')).toMatchObject({ status: 200 });
    expect(await as(p.owner, 'POST', `/api/cubes/${cubeId}/boards`, { name: 'Side 🐉' })).toMatchObject({
      status: 201,
    });
  });

  it('keeps line breaks and tabs in multi-line text only', async () => {
    const multiLine = await patchSettings(t.app, p.owner, cubeId, { description: 'one\r\ntwo\tthree' });
    expect(multiLine.status).toBe(200);
    expect(multiLine.body.cube.description).toBe('one\r\ntwo\tthree');
    expect(await as(p.owner, 'PATCH', `/api/cubes/${cubeId}`, { name: 'one\ntwo' })).toMatchObject({
      status: 400,
      body: { error: 'Invalid request: name: must not contain control characters (found U+000A)' },
    });
    expect(await as(p.owner, 'PATCH', `/api/cubes/${cubeId}`, { description: 'bell\u0007' })).toMatchObject({
      status: 400,
      body: { error: 'Invalid request: description: must not contain control characters (found U+0007)' },
    });
  });

  it('refuses keys the data rules forbid instead of dropping them silently', async () => {
    const put = await as(p.owner, 'PUT', `/api/cubes/${cubeId}/draft-formats`, { default: { 'a.b': 0 } });
    expect(put).toMatchObject({
      status: 400,
      body: {
        code: 'validation',
        error: 'Invalid request: default: Key "a.b" must not contain . # $ / [ ] or control characters',
      },
    });
    expect(
      await as(p.owner, 'PUT', `/api/cubes/${cubeId}/draft-formats`, { custom: [{ x$: 1 }] }),
    ).toMatchObject({ status: 400, body: { error: expect.stringContaining('custom.0: Key "x$"') } });
  });

  it('refuses hostile nesting with a 400', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cubes',
      headers: { cookie: p.owner.cookie, 'content-type': 'application/json' },
      payload: `{"name":${deep}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid request: Input must not be nested more than 64 levels deep');
  });

  it('answers a socket message holding control characters with an error ack, and the socket stays usable', async () => {
    const socket = await connectWithCookie(t.url, p.owner.cookie);
    sockets.push(socket);
    const errors: unknown[] = [];
    socket.on('error', (m: unknown) => errors.push(m));
    expect(await socket.emitWithAck('draft:subscribe', { draftId: '\u0000' })).toEqual({
      ok: false,
      error: 'Invalid message: draftId: must not contain control characters (found U+0000)',
      code: 'invalid_message',
    });
    expect(await socket.emitWithAck('cube:subscribe', { cubeId: `${cubeId}\u0000` })).toMatchObject({
      ok: false,
      code: 'invalid_message',
    });
    expect(errors).toHaveLength(2);
    expect(await socket.emitWithAck('cube:subscribe', { cubeId })).toMatchObject({ ok: true });
  });
});

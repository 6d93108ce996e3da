import http from 'node:http';
import { WHITEPAPER_MAX_BYTES } from '@cubewright/core/cube';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCube, type Person, signUpPeople } from '../../test/cube-requests';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';

// Body limits per route, and the session checked before a large body is read: a guest's 30 MiB white
// paper is answered with 401 while the client is still sending it.

const MiB = 1024 * 1024;

/**
 * Starts a request announcing a `total`-byte JSON body, sends the first MiB, and resolves with the
 * response and how much had been sent when it came. The rest is never sent: a server that waits for the
 * body never answers.
 */
function startUpload(
  url: string,
  route: string,
  total: number,
  headers: Record<string, string> = {},
  opening = '{"baseVersion":0,"content":"',
) {
  const [method, path] = route.split(' ') as [string, string];
  return new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
    let sent = 0;
    const req = http.request(`${url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'content-length': String(total), ...headers },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer after sending ${sent} of ${total} bytes`));
    }, 5000);
    req.on('response', (res) => {
      const answeredAt = sent;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered: answeredAt });
        req.destroy();
      });
    });
    // The server may close the connection on us mid-body: that is the point.
    req.on('error', () => {});
    const chunk = Buffer.alloc(MiB, 'a');
    req.write(`${opening}${chunk.toString()}`, () => {
      sent += MiB;
    });
  });
}

describe(`body limits and sign-in before large bodies (${testDbKind})`, () => {
  let t: TestApp;
  let owner: Person;
  let cubeId: string;
  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    ({ owner } = await signUpPeople(t.app));
    cubeId = await createCube(t.app, owner, { name: 'Papered' });
  });
  afterAll(() => t?.close());

  it("answers a guest's 30 MiB white paper with 401 before the body is sent", async () => {
    const res = await startUpload(t.url, `PUT /api/cubes/${cubeId}/whitepaper`, 30 * MiB);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).error).toMatch(/authenticated/i);
    expect(res.sentWhenAnswered).toBeLessThan(30 * MiB);
  });

  it('answers a guest import with 401 before the body is sent too', async () => {
    const res = await startUpload(
      t.url,
      'POST /api/cubes/import-new',
      16 * MiB,
      {},
      '{"format":"text","text":"',
    );
    expect(res.status).toBe(401);
    expect(res.sentWhenAnswered).toBeLessThan(16 * MiB);
  });

  it('refuses a signed-in 30 MiB white paper with 413 naming the limit', async () => {
    const res = await startUpload(t.url, `PUT /api/cubes/${cubeId}/whitepaper`, 30 * MiB, {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      error: 'Request body is too large: this request accepts at most 20.1 MiB',
      code: 'body_too_large',
    });
  });

  it('keeps other routes small: a 2 MiB cube creation gets 413 naming 1 MiB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cubes',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x', description: 'd'.repeat(2 * MiB) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Request body is too large: this request accepts at most 1 MiB');
  });

  it('still takes a full 10 MiB white paper whose JSON escaping makes the body larger', async () => {
    // Every other byte a newline: 10 MiB of text, 15 MiB of JSON.
    const content = 'a\n'.repeat(WHITEPAPER_MAX_BYTES / 2);
    const res = await call(t.app, owner, 'PUT', `/api/cubes/${cubeId}/whitepaper`, {
      content,
      baseVersion: 0,
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
  });
});

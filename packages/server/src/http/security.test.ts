import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REALTIME_PATH, REALTIME_PROTOCOL_VERSION } from '@cubewright/core/protocol';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, createCube, type Person } from '../../test/cube-requests';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { connectWithCookie } from '../../test/sockets';
import { inlineScriptHashes } from './security';

describe('security headers, origin check and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BASE_URL: 'http://localhost:3000' } });
  });
  afterAll(() => t?.close());

  it('sends a CSP that allows only our own scripts, and no upgrade over plain http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // WebAssembly (the deck-photo reader's OCR, ADR 0072) compiles; JavaScript eval stays refused.
    // Inline scripts only by the hash of those the build wrote into index.html (ADR 0083).
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("allows by hash exactly the built index.html's inline scripts", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-csp-'));
    const script = '\n      window.x = 1;\n    ';
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<head><script>${script}</script><script src="/a.js"></script>`,
    );
    const hash = createHash('sha256').update(script).digest('base64');
    expect(inlineScriptHashes(dir)).toEqual([`'sha256-${hash}'`]);
    expect(inlineScriptHashes(path.join(dir, 'missing'))).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a state-changing API request from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cubes',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/Cross-site request refused/);
    const sneaky = await t.app.inject({
      method: 'POST',
      url: '/api/cubes',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      payload: { name: 'x' },
    });
    expect(sneaky.statusCode).toBe(403);
  });

  it('lets a same-origin request through to the route (which then asks for sign-in)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cubes',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a body over the size limit with a clear 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cubes',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(13 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBeTruthy();
  });

  it('exposes Prometheus metrics counting requests by route pattern', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/);
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });
});

describe('origin check: opaque and sibling-site origins', () => {
  const BASE = 'http://localhost:3000';
  let t: TestApp;
  let owner: Person;
  let stranger: Person;
  let cubeId: string;
  let settingsVersion: string;
  beforeAll(async () => {
    t = await createTestApp({ listen: true, env: { BASE_URL: BASE } });
    ({ owner, stranger } = await insertPeople(t));
    // Its description is already 'x', so the PATCH below succeeds every time on the same settings version.
    cubeId = await createCube(t.app, owner, { name: 'Guarded', visibility: 'public', description: 'x' });
    settingsVersion = (await call<AnyBody>(t.app, owner, 'GET', `/api/cubes/${cubeId}`)).body.cube
      .settingsVersion;
  });
  afterAll(() => t?.close());

  // Signed-in writes that succeed from our own origin, so a 403 can only come from the origin check.
  const writes = () => [
    {
      who: owner,
      method: 'PATCH' as const,
      url: `/api/cubes/${cubeId}`,
      payload: { description: 'x', settingsVersion },
    },
    { who: owner, method: 'POST' as const, url: '/api/cubes', payload: { name: 'Another' } },
    { who: stranger, method: 'PUT' as const, url: `/api/follows/${cubeId}`, payload: {} },
    { who: stranger, method: 'POST' as const, url: '/api/notifications/read-all', payload: {} },
  ];
  const send = (w: ReturnType<typeof writes>[number], headers: Record<string, string>) =>
    t.app.inject({
      method: w.method,
      url: w.url,
      payload: w.payload,
      headers: { cookie: w.who.cookie, ...headers },
    });

  it.each([
    ['Origin: null', { origin: 'null' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: same-site with our Origin', { origin: BASE, 'sec-fetch-site': 'same-site' }],
  ])('refuses cube PATCH, create, follow and read-all sent with %s', async (_name, headers) => {
    for (const w of writes()) {
      const res = await send(w, headers);
      expect(res.statusCode, `${w.method} ${w.url}`).toBe(403);
      expect(res.json().error).toMatch(/Cross-site request refused/);
    }
  });

  it('lets the same writes through from our own origin', async () => {
    for (const w of writes()) {
      const res = await send(w, { origin: BASE, 'sec-fetch-site': 'same-origin' });
      expect(res.statusCode, `${w.method} ${w.url}: ${res.body}`).toBeLessThan(300);
    }
  });

  it('refuses a realtime handshake from Origin: null or a sibling site, and accepts our origin', async () => {
    const refused = async (extraHeaders: Record<string, string>) => {
      const socket = connectSocket(t.url, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        reconnection: false,
        auth: { protocol: REALTIME_PROTOCOL_VERSION },
        extraHeaders: { cookie: owner.cookie, ...extraHeaders },
      });
      try {
        return await new Promise<boolean>((resolve) => {
          socket.once('connect', () => resolve(false));
          socket.once('connect_error', () => resolve(true));
        });
      } finally {
        socket.disconnect();
      }
    };
    expect(await refused({ origin: 'null' })).toBe(true);
    expect(await refused({ origin: BASE, 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(await refused({ origin: 'https://evil.example' })).toBe(true);
    expect(await refused({ origin: BASE, 'sec-fetch-site': 'same-origin' })).toBe(false);
    const plain = await connectWithCookie(t.url, owner.cookie);
    expect(plain.connected).toBe(true);
    plain.disconnect();
  });
});

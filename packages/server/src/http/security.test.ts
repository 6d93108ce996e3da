import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

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
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
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

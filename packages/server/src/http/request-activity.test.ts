import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestActivity } from './request-activity';

describe('request activity', () => {
  it('counts a Fastify app’s requests while they are served', async () => {
    const app = Fastify();
    const activity = new RequestActivity();
    activity.install(app);
    let quietInside: boolean | null = null;
    app.get('/x', async () => {
      quietInside = activity.isQuiet(0);
      return { ok: true };
    });
    expect(activity.isQuiet(0)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/x' })).statusCode).toBe(200);
    expect(quietInside).toBe(false);
    expect(activity.isQuiet(0)).toBe(true);
    await app.close();
  });

  it('lets background work wait for a gap, or for its longest wait under steady traffic', async () => {
    const activity = new RequestActivity();
    activity.begin();
    let waited = false;
    const gap = activity.quiet(1, 60_000).then(() => {
      waited = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(waited).toBe(false);
    activity.end();
    await gap;
    expect(activity.isQuiet(1)).toBe(true);

    activity.begin();
    await activity.quiet(1, 10);
    // Still serving: the wait ended at its limit, so a background batch gets its turn anyway.
    expect(activity.isQuiet(0)).toBe(false);
  });
});

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
    await activity.quiet(1, 10, 50);
    // Still serving past the hard limit: the wait ended there, so a background batch gets its turn anyway.
    expect(activity.isQuiet(0)).toBe(false);
    activity.end();
  });

  it('after its longest wait, takes the first gap between requests, never a moment one is in flight', async () => {
    const activity = new RequestActivity();
    // Back-to-back requests, each in flight 20 ms with a 1 ms gap: no 5 ms quiet comes, and a turn
    // taken at the 30 ms limit regardless would most likely fall inside a request.
    let serving = true;
    const traffic = (async () => {
      while (serving) {
        activity.begin();
        await new Promise((r) => setTimeout(r, 20));
        activity.end();
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    const inFlightAtTurn: boolean[] = [];
    for (let turn = 0; turn < 5; turn++) {
      await activity.quiet(5, 30, 60_000);
      // isQuiet(0) is false exactly while a request is in flight.
      inFlightAtTurn.push(!activity.isQuiet(0));
      expect(activity.isBusy()).toBe(true);
    }
    serving = false;
    await traffic;
    expect(inFlightAtTurn).toEqual([false, false, false, false, false]);
  });
});

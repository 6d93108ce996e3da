import { ManualClock } from '@cubewright/core/clock';
import {
  SHARE_MESSAGES,
  SHARE_WRONG_LINKS_MAX,
  SHARE_WRONG_LINKS_WINDOW_MS,
} from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, createCube, signUpPeople } from '../../../test/cube-requests';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { createEvent } from '../../../test/record-requests';

// Guessing event links: an address that asked for SHARE_WRONG_LINKS_MAX links that do not exist is
// refused (429) until its window ends; a wrong player under a good link is no guess; after the window
// the address is served again.

describe(`wrong event links (${testDbKind})`, () => {
  const clock = new ManualClock();
  let t: TestApp;
  let token: string;
  const get = (url: string, ip = '203.0.113.7') =>
    t.app
      .inject({ method: 'GET', url, remoteAddress: ip })
      .then((r) => ({ status: r.statusCode, body: r.json() }));
  const wrong = (i: number) => `/api/shared-events/${String(i).padStart(32, 'x')}`;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    const p = await signUpPeople(t.app);
    const cubeId = await createCube(t.app, p.owner, { visibility: 'private', name: 'Guarded' });
    const event = await createEvent(t.app, p.owner, cubeId, ['Alice', 'Bob']);
    const link = await call<AnyBody>(
      t.app,
      p.owner,
      'POST',
      `/api/cubes/${cubeId}/events/${event.id}/share-link`,
    );
    token = link.body.token;
  });
  afterAll(() => t?.close());

  it('refuses an address after too many wrong links, until its window ends', async () => {
    // A wrong player under the good link is not a guess at links.
    const wrongPlayer = await t.app.inject({
      method: 'PUT',
      url: `/api/shared-events/${token}/players/nobody/drop`,
      remoteAddress: '203.0.113.7',
      payload: { dropped: true },
    });
    expect(wrongPlayer.statusCode).toBe(404);
    for (let i = 0; i < SHARE_WRONG_LINKS_MAX; i++) {
      const res = await get(wrong(i));
      expect(res.status, `miss ${i + 1}`).toBe(404);
      expect(res.body.error).toBe(SHARE_MESSAGES.linkNotFound);
    }
    const refused = await get(wrong(999));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(SHARE_MESSAGES.tooManyWrongLinks);
    // Refused before any lookup, the good link too, from that address only.
    expect((await get(`/api/shared-events/${token}`)).status).toBe(429);
    expect((await get(`/api/shared-events/${token}`, '198.51.100.9')).status).toBe(200);
    expect((await get(wrong(1000), '198.51.100.9')).status).toBe(404);

    clock.advance(SHARE_WRONG_LINKS_WINDOW_MS);
    expect((await get(`/api/shared-events/${token}`)).status).toBe(200);
    expect((await get(wrong(1001))).status).toBe(404);
  });
});

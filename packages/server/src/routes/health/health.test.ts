import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

describe(`health (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().database).toEqual({ kind: testDbKind, status: 'ok' });
  });

  it('answers 200 without card data and says what to do', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().cards).toMatchObject({ status: 'missing', count: 0 });
    expect(res.json().cards.message).toMatch(/CARD_DATA_FILE.*cards:sync/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

describe(`GET /api/app-info (${testDbKind})`, () => {
  let plain: TestApp;
  let withOidc: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ env: { OIDC_ISSUER: '' } });
    withOidc = await createTestApp({
      env: { OIDC_ISSUER: 'http://127.0.0.1:9/oidc', OIDC_NAME: 'Guild Login', OIDC_PROVIDER_ID: 'guild' },
    });
  });
  afterAll(async () => {
    await plain?.close();
    await withOidc?.close();
  });

  it('tells the client which social sign-in to offer, and the card data state', async () => {
    const a = (await plain.app.inject({ method: 'GET', url: '/api/app-info' })).json();
    expect(a.oidc).toBeNull();
    expect(a.cards).toMatchObject({ status: 'missing', count: 0 });
    expect(a.cards.message).toMatch(/CARD_DATA_FILE/);
    const b = (await withOidc.app.inject({ method: 'GET', url: '/api/app-info' })).json();
    expect(b.oidc).toEqual({ name: 'Guild Login', providerId: 'guild' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

describe('OpenAPI document and docs page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('lists the card search and the public read API with their parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/cubes/{id}']?.get).toBeDefined();
    const search = doc.paths['/api/cards/search']?.get;
    expect(search).toBeDefined();
    const params = search.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`);
    expect(params).toEqual(expect.arrayContaining(['query:q', 'query:page', 'query:order']));
    // Every operation sits in its section (Swagger UI does not draw ~150 operations in one list).
    expect(search.tags).toEqual(['cards']);
    expect(doc.paths['/api/v1/cubes/{id}'].get.tags).toEqual(['public read API']);
    const untagged = Object.values(doc.paths as Record<string, Record<string, { tags?: string[] }>>)
      .flatMap((ops) => Object.values(ops))
      .filter((op) => op.tags?.length !== 1);
    expect(untagged).toEqual([]);
    // Only the API is documented, not the docs' own routes.
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/') && !p.startsWith('/api/docs'))).toBe(
      true,
    );
  });

  it('serves the Swagger UI under the app CSP (same-origin scripts only)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('swagger-ui-bundle.js');
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
  });
});

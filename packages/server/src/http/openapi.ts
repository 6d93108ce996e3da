// OpenAPI for our HTTP API: @fastify/swagger collects every route registered after it and turns the zod
// schemas into JSON Schema (fastify-type-provider-zod's transform). JSON at /api/openapi.json, a
// Swagger UI at /api/docs. The UI loads only same-origin scripts, so the global CSP stays as it is.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const OPENAPI_JSON_PATH = '/api/openapi.json';
const OPENAPI_UI_PATH = '/api/docs';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Only API routes are documented (the web fallback and the docs themselves are not), and a route whose
 * schema cannot be expressed as JSON Schema is still listed, without its parameters, rather than
 * breaking the whole document.
 */
function transform(input: TransformInput) {
  const { url } = input;
  if (!url.startsWith('/api/') || url.startsWith(OPENAPI_UI_PATH) || url === OPENAPI_JSON_PATH) {
    return { schema: { hide: true }, url };
  }
  const tags = [sectionOf(url)];
  try {
    const out = jsonSchemaTransform(input);
    return { ...out, schema: { ...out.schema, tags } };
  } catch {
    const { summary, description } = (input.schema ?? {}) as Record<string, unknown>;
    return { schema: { summary, tags, description } as Record<string, unknown>, url };
  }
}

/**
 * The docs' section of a route: its first path segment after /api/ (cubes, drafts, cards...). Swagger UI
 * stopped drawing operations after the first dozen once the API passed ~150 operations in one list
 * (Chromium, swagger-ui 5, no error reported); in sections opened one at a time every operation shows.
 */
function sectionOf(url: string): string {
  const segment = url.split('/')[2] ?? 'api';
  return segment === 'v1' ? 'public read API' : segment;
}

/** Registers the OpenAPI collector and UI; call before the route plugins so they are all collected. */
export async function installOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cubewright API',
        description:
          'The Cubewright HTTP API. Public read API: /api/v1/cubes/{id} and /api/v1/cubes/{id}/cards ' +
          '(public and unlisted cubes, CORS open, ETags), and the cube exports under /api/cubes/{id}/export. ' +
          'Errors are JSON `{ error, code }`.',
        version: '1.0.0',
      },
    },
    transform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: OPENAPI_UI_PATH,
    // The default validator badge would load an image from validator.swagger.io.
    uiConfig: { validatorUrl: null, docExpansion: 'none', deepLinking: true },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
}

import type { FastifyInstance } from 'fastify';

/** One registered route and method, as Fastify saw it (`:param` and `*` left in the url). */
interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after installRouteTable, so tests can sweep them all without a hand list. */
    routeTable: readonly RouteEntry[];
  }
}

/** Records routes as they are registered; call before the route plugins. */
export function installRouteTable(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url });
  });
}

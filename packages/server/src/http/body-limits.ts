// Request body limits. Most requests carry a few kilobytes of JSON, so the app-wide limit is small and a
// route that needs more names its own limit, sized from the product limit it carries. Routes with a large
// limit also check the session at onRequest, before the body is read (see the card list and import
// routes): a guest's 20 MiB upload is answered with 401 while it is still arriving.

const MiB = 1024 * 1024;

/** The app-wide limit (Fastify's bodyLimit) for every route that does not set its own. */
export const DEFAULT_BODY_LIMIT = 1 * MiB;

/**
 * The body limit of a JSON request carrying up to `textBytes` of UTF-8 text: JSON escaping at most
 * doubles text (quotes, backslashes, newlines and tabs each become two bytes), plus room for the
 * request's other fields.
 */
export function jsonTextBodyLimit(textBytes: number): number {
  return 2 * textBytes + 64 * 1024;
}

/** The 413 message, naming the limit of the route that refused the body. */
export function bodyTooLargeMessage(limitBytes: number | undefined): string {
  const limit = limitBytes ?? DEFAULT_BODY_LIMIT;
  const size = limit >= MiB ? `${Math.round((limit / MiB) * 10) / 10} MiB` : `${Math.ceil(limit / 1024)} KiB`;
  return `Request body is too large: this request accepts at most ${size}`;
}

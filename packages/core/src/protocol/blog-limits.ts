// A post's limits, apart from blog.ts and its zod schemas so that the blog tab does not load zod to
// show them (ADR 0077).

export const POST_TITLE_MAX_LENGTH = 200;
export const POST_CONTENT_MAX_LENGTH = 50_000;
export const POSTS_PAGE_SIZE = 20;
/** Per user, across cubes: at most POST_BURST posts (changelog ones included) in POST_WINDOW_MS. */
export const POST_BURST = 10;
export const POST_WINDOW_MS = 10 * 60_000;

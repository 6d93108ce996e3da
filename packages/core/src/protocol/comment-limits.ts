// The comment box's limits, apart from comments.ts and its zod schemas so that the pages with a thread
// do not load zod to show them (issue 29's first-load budget, ADR 0077).

export const COMMENT_MAX_LENGTH = 2_000;
export const COMMENT_REPORT_REASON_MAX_LENGTH = 500;
/** Per user, across every thread: at most COMMENT_BURST comments in COMMENT_WINDOW_MS. */
export const COMMENT_BURST = 5;
export const COMMENT_WINDOW_MS = 60_000;
/** A thread shows at most this many top-level comments (newest last), each with all its replies. */
export const COMMENT_THREAD_LIMIT = 200;

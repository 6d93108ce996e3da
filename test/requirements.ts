// How a test says what it needs from the machine. A test that lacks it is skipped with that reason, never
// passed empty: the run summary reporter lists the reasons, and REQUIRE_* turn them into failures.
import type { TestContext } from 'vitest';
import { type Need, skipReasonFor } from './skip-reasons';

declare module 'vitest' {
  interface TaskMeta {
    /** Why the test (or its suite) was skipped, read by test/reporters/run-summary.ts. */
    skipReasons?: string[];
  }
}

export type { Need } from './skip-reasons';

/** Test options that skip, and say why in the test's meta. */
export interface SkipOptions {
  skip: boolean;
  meta: { skipReasons: string[] };
}

/**
 * Options for `describe`/`it`: skipped, with a reason per missing need, unless every need is met.
 * `describe('x', needs({ Chromium: !noBrowser, 'card data': haveList }), () => ...)`.
 */
export function needs(met: Partial<Record<Need, boolean>>): SkipOptions {
  const missing = (Object.entries(met) as [Need, boolean][])
    .filter(([, ok]) => !ok)
    .map(([need]) => skipReasonFor(need));
  return { skip: missing.length > 0, meta: { skipReasons: missing } };
}

/** Options for a test that one kind of database cannot run: skipped with `reason` elsewhere. */
export function onlyWhen(ok: boolean, reason: string): SkipOptions {
  return { skip: !ok, meta: { skipReasons: ok ? [] : [reason] } };
}

/** Skips the running test when what it needs turned out to be missing (e.g. the server has no cards). */
export function skipUnless(ctx: TestContext, met: boolean, need: Need): void {
  if (!met) ctx.skip(skipReasonFor(need));
}

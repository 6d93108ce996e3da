// An unexpected console.error (a React warning, an unhandled rejection logged by a library, a failed
// request a component swallowed) fails the test that caused it. A test that expects one says so with
// `expectConsoleErrors()` from test/console-errors.ts.
import { afterEach, beforeEach } from 'vitest';
import { takeUnexpectedConsoleErrors, watchConsoleErrors } from './console-errors';

beforeEach(() => {
  watchConsoleErrors();
});

afterEach(() => {
  const errors = takeUnexpectedConsoleErrors();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called ${errors.length} time(s) unexpectedly (use expectConsoleErrors() if the test wants it):\n${errors.join('\n')}`,
    );
  }
});

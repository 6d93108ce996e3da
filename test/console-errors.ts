// Collects console.error calls per test; see console-errors.setup.ts.
import { format } from 'node:util';

let captured: string[] = [];
let expected = false;
const original = console.error;

/** Starts a test with nothing captured; installs the watcher once per worker. */
export function watchConsoleErrors(): void {
  captured = [];
  expected = false;
  if (console.error === original) {
    console.error = (...args: unknown[]) => {
      captured.push(format(...args));
      original(...args);
    };
  }
}

/** Declares that the running test expects console.error calls (they are still printed). */
export function expectConsoleErrors(): void {
  expected = true;
}

/** The calls the running test did not expect, emptied. */
export function takeUnexpectedConsoleErrors(): string[] {
  const unexpected = expected ? [] : captured;
  captured = [];
  return unexpected;
}

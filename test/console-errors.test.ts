import { expect, it } from 'vitest';
import { expectConsoleErrors, takeUnexpectedConsoleErrors, watchConsoleErrors } from './console-errors';

// The setup file calls watchConsoleErrors before each test; these drive the same functions by hand and
// empty what they captured so the setup's own afterEach sees nothing.
it('reports a console.error the test did not announce', () => {
  watchConsoleErrors();
  console.error('boom %d', 42);
  expect(takeUnexpectedConsoleErrors()).toEqual(['boom 42']);
  expect(takeUnexpectedConsoleErrors()).toEqual([]);
});

it('lets a test that expects console.error through', () => {
  watchConsoleErrors();
  expectConsoleErrors();
  console.error('expected');
  expect(takeUnexpectedConsoleErrors()).toEqual([]);
});

import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { differsByDatabase } from './pglite-pass';

const root = path.resolve(import.meta.dirname, '..');

// A renamed or moved file would silently drop out of the PGlite pass: every entry must still name a
// test file, or a folder holding some.
it('names only integration test files and folders that exist', () => {
  const missing = differsByDatabase.filter((entry) => {
    const full = path.join(root, entry);
    if (!entry.endsWith('/')) return !fs.existsSync(full);
    if (!fs.existsSync(full)) return true;
    const files = fs.readdirSync(full, { recursive: true }).map(String);
    return !files.some((f) => f.endsWith('.test.ts'));
  });
  expect(missing).toEqual([]);
  expect(differsByDatabase.every((entry) => entry.startsWith('packages/server/src/'))).toBe(true);
});

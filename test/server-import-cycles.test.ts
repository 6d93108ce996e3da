import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// Issue 19: the server's modules form no import cycle, type-only imports included (they hid what each
// service depends on behind context.ts). The same graph `npx madge --circular --extensions ts,tsx
// packages/server/src` reads: every relative import, export-from and import() of a non-test file.

const root = path.resolve(import.meta.dirname, '../packages/server/src');
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) ? [full] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (candidate.startsWith(root) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

/** Each cycle as the files on it, from a depth-first walk (one cycle per back edge, as madge lists them). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return found;
}

it('the server has no import cycle', () => {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    const deps = [...text.matchAll(SPECIFIER)].map((m) => resolve(file, (m[1] ?? m[2])!));
    graph.set(file, [...new Set(deps.filter((d): d is string => d !== null))].sort());
  }
  expect(graph.size).toBeGreaterThan(100);
  const named = cycles(graph).map((c) => c.map((f) => path.relative(root, f)).join(' > '));
  expect(named).toEqual([]);
});

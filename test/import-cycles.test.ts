import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// No package's modules form an import cycle, type-only imports included (issues 19 and 26): a type-only
// cycle still hides what a module depends on (services behind context.ts; domain code behind the wire
// protocol's barrel). The same graph `madge --circular --extensions ts,tsx packages/<name>/src` reads,
// without --skip-type: every relative import, export-from and import() of a non-test file. Read here
// rather than by madge, whose TypeScript parser needs the TypeScript 5 API this repository's TypeScript 7
// does not ship (ADR 0050).
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  // Test files and test helpers (`*.test-support.ts`) are not part of the package's graph.
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.(test|test-support|d)\.tsx?$/.test(e.name) ? [full] : [];
  });
}

function resolve(root: string, from: string, spec: string): string | null {
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

it.each(['core', 'server', 'web'])('%s has no import cycle, type-only imports included', (pkg) => {
  const root = path.resolve(import.meta.dirname, `../packages/${pkg}/src`);
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    const deps = [...text.matchAll(SPECIFIER)].map((m) => resolve(root, file, (m[1] ?? m[2])!));
    graph.set(file, [...new Set(deps.filter((d): d is string => d !== null))].sort());
  }
  expect(graph.size).toBeGreaterThan(100);
  const named = cycles(graph).map((c) => c.map((f) => path.relative(root, f)).join(' > '));
  expect(named).toEqual([]);
});

// Core modules import the file that defines a name, not a folder's barrel: a barrel pulls its whole
// folder in, which is how domain code came to import the wire protocol (issue 26). The barrels stay
// as the package's entry points for server and web. Draft files belong to the draft engine's owners
// and are listed until they move (their barrel imports make no cycle today).
const BARREL_IMPORTS_LEFT = new Set<string>([
  'draft/custom-packs.ts',
  'draft/flow.ts',
  'draft/jumpstart.ts',
  'draft/modes/deal-mode.ts',
  'draft/modes/turn-engine.ts',
  'draft/modes/turn-setup.ts',
  'draft/modes/types.ts',
  'draft/modes/winston.ts',
  'draft/p1p1.ts',
  'draft/packs.ts',
  'draft/sample-pack.ts',
]);

it('core modules import files, not barrels', () => {
  const root = path.resolve(import.meta.dirname, '../packages/core/src');
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(SPECIFIER)) {
      const target = resolve(root, file, (m[1] ?? m[2])!);
      if (target && path.basename(target) === 'index.ts') found.push(path.relative(root, file));
    }
  }
  expect([...new Set(found)].filter((f) => !BARREL_IMPORTS_LEFT.has(f))).toEqual([]);
});

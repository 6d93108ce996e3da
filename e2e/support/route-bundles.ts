import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseSync } from 'vite';

/** Each route's budget for the JavaScript its first load needs (gzip -9 of each file; issue 29). */
export const ROUTE_SCRIPT_BUDGET_BYTES = 150 * 1024;

/**
 * Routes over the 150 KB target, each held to a ceiling (its figure rounded up to the next KB) so that
 * none grows while it waits to be split: `npm test` fails on a route over its ceiling, `npm run
 * bench:bundle` on a route over 150 KB. Bring a route under 150 KB and remove it here. ADR 0074 left 23
 * routes here; ADR 0077 brought 17 under, and ADR 0078 the last six (the list editor in both modes, the
 * draft setup, lobby, session and complete pages). A route that has to go over again needs its reason
 * in an ADR and its ceiling here.
 */
export const INTERIM_CEILINGS_KB: Record<string, number> = {};

/** The budget of `route` in bytes: 150 KB, or its interim ceiling. */
export function routeBudget(route: string): number {
  const ceiling = INTERIM_CEILINGS_KB[route];
  return ceiling === undefined ? ROUTE_SCRIPT_BUDGET_BYTES : ceiling * 1024;
}

export const webRoot = path.resolve(import.meta.dirname, '../../packages/web');

/** One row of the route table as a first load sees it: the URL pattern and the modules it renders. */
export interface RouteEntry {
  /** The route's pattern, with a tab or section filled in when one pattern shows several screens. */
  route: string;
  /** Source modules (relative to packages/web, as the Vite manifest names them) loaded before its first paint. */
  modules: string[];
}

export interface RouteBundle {
  route: string;
  /** Sum of each file's gzip -9 size. */
  bytes: number;
  files: { file: string; bytes: number }[];
}

// The route table is read from router.tsx itself, not listed again here: a route added there is measured
// without anyone remembering to add it. A route's module is the dynamic import behind its element's
// component (`lazy(() => import(...))`, or a chunk() constant in another file). The cube page shows one
// more chunk before its first paint, its tab's (cube-chunks.ts, started with the page's by main.tsx); the
// charts of the analytics tab and the live socket load after it, and are not counted.

type Node = { type: string; [key: string]: unknown };

function parse(file: string): Node {
  const text = fs.readFileSync(file, 'utf8');
  return parseSync(file, text, { lang: file.endsWith('x') ? 'tsx' : 'ts' }).program as unknown as Node;
}

/** Every node under `node`, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const n of node) yield* walk(n);
  } else if (node && typeof node === 'object') {
    if (typeof (node as Node).type === 'string') yield node as Node;
    for (const [key, value] of Object.entries(node)) if (key !== 'parent') yield* walk(value);
  }
}

/** The file a relative specifier names, with the extension Vite's resolver would try. */
function resolveFrom(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

interface ModuleScope {
  file: string;
  /** Top-level `const` initialisers by name. */
  consts: Map<string, Node>;
  /** Imported bindings: local name to the file it comes from. */
  imports: Map<string, string>;
}

const scopes = new Map<string, ModuleScope>();
function scopeOf(file: string): ModuleScope {
  let scope = scopes.get(file);
  if (scope) return scope;
  scope = { file, consts: new Map(), imports: new Map() };
  for (const statement of parse(file).body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const d of declaration.declarations as Node[]) {
        const id = d.id as Node;
        if (id.type === 'Identifier' && d.init) scope.consts.set(id.name as string, d.init as Node);
      }
    } else if (statement.type === 'ImportDeclaration') {
      const from = resolveFrom(file, (statement.source as Node).value as string);
      if (!from) continue;
      for (const s of statement.specifiers as Node[])
        scope.imports.set((s.local as Node).name as string, from);
    }
  }
  scopes.set(file, scope);
  return scope;
}

/** The file behind the first dynamic import in `node`, following constants imported from other files. */
function dynamicImportIn(scope: ModuleScope, node: Node): string | null {
  for (const n of walk(node)) {
    if (n.type === 'ImportExpression') return resolveFrom(scope.file, (n.source as Node).value as string);
  }
  for (const n of walk(node)) {
    if (n.type !== 'Identifier') continue;
    const name = n.name as string;
    const from = scope.imports.get(name);
    const init = from ? scopeOf(from).consts.get(name) : scope.consts.get(name);
    if (init && init !== node) {
      const found = dynamicImportIn(from ? scopeOf(from) : scope, init);
      if (found) return found;
    }
  }
  return null;
}

/** The file behind the constant `name` of `file` (a lazy component or a chunk). */
function chunkOf(file: string, name: string): string | null {
  const init = scopeOf(file).consts.get(name);
  return init ? dynamicImportIn(scopeOf(file), init) : null;
}

/** A constant object of chunks (`{ list: chunk(() => import(...)), ... }`) as key to file, in order. */
function chunkTable(file: string, name: string): [string, string][] {
  const scope = scopeOf(file);
  const init = scope.consts.get(name);
  const object = init && [...walk(init)].find((n) => n.type === 'ObjectExpression');
  if (!object) throw new Error(`${name} is no longer an object of chunks in ${file}`);
  return (object.properties as Node[]).map((p) => {
    const key = p.key as Node;
    const target = dynamicImportIn(scope, p.value as Node);
    if (!target) throw new Error(`${name}.${key.name} in ${file} names no dynamic import`);
    return [(key.name ?? key.value) as string, target];
  });
}

const rel = (file: string) => path.relative(webRoot, file).split(path.sep).join('/');

/**
 * The screens of one cube page route, each with the tab or editor chunk it shows first (cube-page.tsx
 * picks it from the element's `section`, `tab` and `mode`, and the URL's `:tab`).
 */
function cubeScreens(route: string, attrs: Record<string, string>, pageFile: string): RouteEntry[] {
  const chunks = resolveFrom(pageFile, '../../features/cube-view/cube-chunks');
  if (!chunks) throw new Error('cube-chunks.ts moved: the cube page screens cannot be listed');
  const viewTabs = chunkTable(chunks, 'VIEW_TAB_CHUNKS');
  const page = rel(pageFile);
  const one = (r: string, file: string) => ({ route: r, modules: [page, rel(file)] });
  if (attrs.section === 'edit') {
    const editor =
      attrs.mode === 'propose' ? chunkOf(pageFile, 'ProposeEditor') : chunkOf(chunks, 'EDITOR_CHUNK');
    if (!editor) throw new Error(`no editor chunk found for ${route}`);
    return [one(route, editor)];
  }
  const table = attrs.section === 'settings' ? chunkTable(pageFile, 'SETTINGS_TABS') : viewTabs;
  if (attrs.tab) {
    const found = table.find(([key]) => key === attrs.tab);
    if (!found) throw new Error(`${route} names tab ${attrs.tab}, which has no chunk`);
    return [one(route, found[1])];
  }
  // `:tab?`: the first tab is the page without one; each other tab is a screen of its own.
  return table.map(([key, file], i) =>
    one(i === 0 ? route.replace(/\/:tab\?$/, '') : route.replace(':tab?', key), file),
  );
}

/** The route table of router.tsx, each route with the modules its first paint loads besides the entry. */
export function routeTable(): RouteEntry[] {
  const routerFile = path.join(webRoot, 'src/router.tsx');
  const scope = scopeOf(routerFile);
  const routes = scope.consts.get('routes');
  if (routes?.type !== 'ArrayExpression') throw new Error('router.tsx no longer has a `routes` array');
  const entries: RouteEntry[] = [];
  for (const object of routes.elements as Node[]) {
    const props = new Map(
      (object.properties as Node[]).map((p) => [(p.key as Node).name as string, p.value as Node]),
    );
    const route = props.has('index') ? '/' : `/${(props.get('path') as Node).value as string}`;
    const element = props.get('element') as Node;
    const opening = element.openingElement as Node;
    const component = (opening.name as Node).name as string;
    const attrs = Object.fromEntries(
      (opening.attributes as Node[]).map((a) => [
        (a.name as Node).name,
        ((a.value as Node)?.value as string) ?? '',
      ]),
    );
    const init = scope.consts.get(component);
    const file = init && dynamicImportIn(scope, init);
    if (!file) {
      // Rendered from the entry itself (the index route's redirect).
      entries.push({ route, modules: [] });
    } else if (rel(file) === 'src/routes/cubes/cube-page.tsx') {
      entries.push(...cubeScreens(route, attrs, file));
    } else {
      entries.push({ route, modules: [rel(file)] });
    }
  }
  return entries;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The gzip size of every route's first load in the build at `dist` (its `.vite/manifest.json`): the
 * entry and its static imports, and each of the route's modules with theirs, every file counted once.
 * Dynamic imports of those modules (dialogs, charts, the live socket) are loaded later, when used.
 */
export function routeBundles(dist = path.join(webRoot, 'dist')): RouteBundle[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest names no entry');
  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  return routeTable().map(({ route, modules }) => {
    const seen = new Set<string>();
    const stack = [entry, ...modules];
    while (stack.length > 0) {
      const key = stack.pop()!;
      if (seen.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${route}: ${key} is not in the build's manifest (a stale build?)`);
      seen.add(key);
      stack.push(...(chunk.imports ?? []));
    }
    const files = [...seen]
      .map((key) => ({ file: manifest[key]!.file, bytes: gzipSize(manifest[key]!.file) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { route, bytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
  });
}

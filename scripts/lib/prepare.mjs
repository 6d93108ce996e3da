// Shared by `npm start` and `npm test`: install what is missing, rebuild what is stale.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestIn(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, mtime(path.join(entry.parentPath, entry.name)));
  }
  return newest;
}

/**
 * Runs `npm ci` when node_modules is missing or older than package-lock.json: installs exactly what the
 * lock file says and never rewrites it, so `npm start` and `npm test` leave a fresh clone's tree clean.
 */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  if (mtime(marker) === 0 || mtime(path.join(root, 'package-lock.json')) > mtime(marker)) {
    console.log('› installing dependencies (npm ci)…');
    run('npm', ['ci', '--no-audit', '--no-fund']);
  }
}

const sources = [
  'packages/core/src',
  'packages/server/src',
  'packages/server/drizzle',
  'packages/web/src',
  'packages/web/public',
];
const configs = [
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/scripts/precompress.mjs',
  'packages/web/package.json',
  'packages/server/build.mjs',
  'package-lock.json',
];

/** Builds web and server when any source is newer than the last build. */
export function ensureBuilt({ force = false } = {}) {
  const stamp = path.join(root, 'node_modules/.cache/cubewright-build-stamp');
  const newestSource = Math.max(
    ...sources.map((d) => newestIn(path.join(root, d))),
    ...configs.map((f) => mtime(path.join(root, f))),
  );
  const built =
    fs.existsSync(path.join(root, 'packages/web/dist/index.html')) &&
    fs.existsSync(path.join(root, 'packages/server/dist/main.js'));
  if (!force && built && mtime(stamp) >= newestSource) return;
  console.log('› building web and server…');
  run('npm', ['run', 'build']);
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, new Date().toISOString());
}

/** Points the card data variables at the workplace's offline copy when it exists and nothing else was chosen. */
export function defaultCardData(env) {
  const shared = path.resolve(root, '../shared/data');
  if (!env.CARD_DATA_FILE && fs.existsSync(path.join(shared, 'cards.json.gz'))) {
    env.CARD_DATA_FILE = path.join(shared, 'cards.json.gz');
  }
  if (!env.CARD_PRINTINGS_FILE && fs.existsSync(path.join(shared, 'printings.json.gz'))) {
    env.CARD_PRINTINGS_FILE = path.join(shared, 'printings.json.gz');
  }
  // Real cube lists sit beside the card file in the offline data folder; tests and benches read them.
  if (!env.CUBE_LISTS_DIR && env.CARD_DATA_FILE) {
    const lists = path.join(path.dirname(env.CARD_DATA_FILE), 'cubes');
    if (fs.existsSync(lists)) env.CUBE_LISTS_DIR = lists;
  }
}

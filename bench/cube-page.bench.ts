// bench:cube-page: the cube pages a curator lives on, in Chromium against the built app (PGlite, warm
// server), on a 540-card and a 720-card real cube and a 5,000-card one from the card data: time to the first painted card and to interactive
// for the list (each view), the editor and the analytics; view, grouping and sort switch times; and how
// long after the server's answer a save's confirmation is painted. Each figure is the median of
// ROUNDS page loads, printed beside its target with the ratio (figure / target; over 1 misses). The
// table's first card is also set beside the yardstick: the same rows as a static page served by nginx.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { runNginx } from '../packages/server/test/nginx';
import { defaultCardData, ensureBuilt, ensureInstalled, root } from '../scripts/lib/prepare.mjs';
import { chromiumLaunchOptions } from '../test/chromium';
import { traceLoad } from './support/chromium-trace';
import { profileLoad } from './support/cpu-profile';
import { loadAverage } from './support/figures';
import {
  CARD_SELECTOR,
  installTimers,
  PICTURE_SELECTOR,
  readTimes,
  timeSave,
  timeSwitch,
} from './support/page-timing';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const TARGET = { firstCard: 300, interactive: 600, switch: 50, save: 100 };
// Issue 29: a 5,000-card cube's first card under 400 ms, and the app's first card within 1.25x of a
// static HTML page of the same rows served by nginx, loaded by the same Chromium in the same run.
const BIG_FIRST_CARD = 400;
const STATIC_RATIO = 1.25;
const BIG = 5_000;
const LISTS = ['MTGATinkererCube.txt', 'JiRockHistoricCube22.txt'];
const VIEWS = ['Table', 'Visual spoiler', 'Curve', 'Plain text'];
// For finding where a figure's time goes on a loaded machine, a run can be narrowed to the figures whose
// label matches CUBE_PAGE_ONLY (a regular expression, e.g. "540 cards, list, Table|analytics"), and the
// cubes measured in another order (CUBE_PAGE_ORDER=720,540), to tell a cube's cost from its place.
const ONLY = process.env.CUBE_PAGE_ONLY ? new RegExp(process.env.CUBE_PAGE_ONLY) : null;
const wanted = (label: string) => !ONLY || ONLY.test(label);
// The 5,000-card cube runs alone (CUBE_PAGE_ORDER=5000): in one run after the 540-card cube's figures,
// a table load painted no card within 60 s, twice, for a reason not yet found.
const ORDER = (process.env.CUBE_PAGE_ORDER ?? '540,720').split(',');

ensureInstalled();
ensureBuilt();
const env: NodeJS.ProcessEnv = { ...process.env };
defaultCardData(env);
const listsDir = env.CUBE_LISTS_DIR ?? '';
if (!env.CARD_DATA_FILE || !LISTS.every((l) => fs.existsSync(path.join(listsDir, l)))) {
  console.log('bench:cube-page skipped: CARD_DATA_FILE or the real cube lists (CUBE_LISTS_DIR) are missing');
  process.exit(0);
}
const readList = (name: string) =>
  fs
    .readFileSync(path.join(listsDir, name), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const port = await new Promise<number>((resolve) => {
  const srv = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as net.AddressInfo;
    srv.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-bench-cube-page-'));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-bench-chromium-'));
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-bench-static-'));
fs.chmodSync(staticDir, 0o755);
let nginx: Awaited<ReturnType<typeof runNginx>> | null = null;
// CUBE_PAGE_SERVER_PROF=dir: the server's own CPU profile (V8's --cpu-prof), written there when it stops.
const profArgs = process.env.CUBE_PAGE_SERVER_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CUBE_PAGE_SERVER_PROF}`]
  : [];
const server: ChildProcess = spawn(process.execPath, [...profArgs, 'packages/server/dist/main.js'], {
  cwd: root,
  env: {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

// Stopped by hand (Ctrl+C): the server must not outlive the bench.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.kill('SIGTERM');
    process.exit(130);
  });
}

async function cleanUp() {
  await nginx?.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profileDir, { recursive: true, force: true });
}

/**
 * Waits for the card index and then for its copy into the database's card tables, which a fresh data
 * folder writes in the background for a minute or more after the index is ready (PGlite, on the server's
 * thread). A warm server, as the targets say, is done with it; bench:api and the e2e setup wait likewise.
 */
async function waitForWarmServer() {
  const started = performance.now();
  for (let i = 0; i < 2400; i++) {
    try {
      const health = (await (await fetch(`${base}/healthz`)).json()) as {
        cards: { status: string };
        cardTables: string;
      };
      if (health.cards.status === 'ready' && ['done', 'failed', 'none'].includes(health.cardTables)) {
        const waited = (performance.now() - started) / 1000;
        console.log(`card index and card tables ready after ${waited.toFixed(0)} s`);
        return;
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the card index or its tables never became ready');
}

/** A cube of the signed-in user holding the resolved cards, saved in one change. */
async function makeCube(context: BrowserContext, name: string, names: string[]) {
  const resolved = await context.request.post('/api/cards/resolve', { data: { names } });
  const { results } = (await resolved.json()) as { results: { card: { id: string; name: string } | null }[] };
  const cards = results.flatMap((r) => (r.card ? [r.card] : []));
  const made = await context.request.post('/api/cubes', { data: { name, visibility: 'public' } });
  const { cube } = (await made.json()) as { cube: { id: string; version: number } };
  const saved = await context.request.post(`/api/cubes/${cube.id}/changes`, {
    data: {
      baseVersion: cube.version,
      ops: cards.map((c) => ({ type: 'add', card: { name: c.name, cardId: c.id } })),
    },
  });
  if (!saved.ok()) throw new Error(`saving ${name} failed: ${saved.status()} ${await saved.text()}`);
  return { id: cube.id, cards: cards.length, rows: cards as StaticRow[] };
}

interface StaticRow {
  id: string;
  name: string;
  manaCost?: string;
  typeLine?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The yardstick: the cube's rows (name, cost, type) as one static HTML table with the app's own
 * stylesheet, each row marked as a card, so the same first-card timer reads it.
 */
function writeStaticPage(dir: string, file: string, title: string, rows: readonly StaticRow[]) {
  const assets = path.join(root, 'packages/web/dist/assets');
  const css = fs.readdirSync(assets).filter((f) => f.endsWith('.css'));
  for (const f of css) fs.copyFileSync(path.join(assets, f), path.join(dir, f));
  const body = rows
    .map(
      (r) =>
        `<tr data-card><td>${escapeHtml(r.name)}</td><td>${escapeHtml(r.manaCost ?? '')}</td><td>${escapeHtml(r.typeLine ?? '')}</td></tr>`,
    )
    .join('\n');
  fs.writeFileSync(
    path.join(dir, file),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${css
      .map((f) => `<link rel="stylesheet" href="/${f}">`)
      .join('')}</head><body><main class="p-4"><h1 class="text-2xl font-bold">${escapeHtml(title)}</h1>
<table class="w-full text-sm"><thead><tr><th>Name</th><th>Cost</th><th>Type</th></tr></thead><tbody>
${body}
</tbody></table></main></body></html>`,
  );
}

/** The first `count` card names of the card data file that a cube may hold (no tokens or emblems). */
function namesFromCardData(count: number): string[] {
  const all = JSON.parse(zlib.gunzipSync(fs.readFileSync(env.CARD_DATA_FILE!)).toString('utf8')) as {
    name: string;
    type_line?: string;
  }[];
  return all
    .filter((c) => !/Token|Emblem|Card \/\/ Card/.test(c.type_line ?? ''))
    .slice(0, count)
    .map((c) => c.name);
}

/** Loads the page anew; returns first card and interactive times once the page has been quiet a while. */
// A load waits for the page to say its first card is painted, through a binding (exposeFunction):
// waiting with waitForFunction made Playwright evaluate its own injected script in the page right after
// the commit, ~15 ms of the page's main thread inside the figure measured (CUBE_PAGE_TRACE's timeline).
let firstCardSeen: (() => void) | null = null;
async function load(page: Page, url: string) {
  let timer: NodeJS.Timeout | undefined;
  const seen = new Promise<void>((resolve, reject) => {
    firstCardSeen = resolve;
    timer = setTimeout(() => reject(new Error(`no card painted within 60 s on ${url}`)), 60_000);
  });
  await page.goto(url, { waitUntil: 'commit' });
  await seen.finally(() => clearTimeout(timer));
  await page.waitForTimeout(1500);
  return page.evaluate(readTimes, base);
}

/** The server's CPU time so far in ms (Linux /proc, 10 ms ticks): work it did besides answering shows here. */
function serverCpuMs(): number {
  try {
    const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : Number.NaN;
};
const rows: string[] = [];
function report(what: string, values: number[], target: number) {
  const m = median(values);
  rows.push(
    `  ${what.padEnd(56)} ${m.toFixed(0).padStart(6)} ms   target ${String(target).padStart(3)} ms   ratio ${(m / target).toFixed(2)}`,
  );
}

try {
  for (let i = 0; ; i++) {
    if (i === 600) throw new Error('server did not start');
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  await waitForWarmServer();
  const context = await chromium.launchPersistentContext(profileDir, {
    ...chromiumLaunchOptions(),
    baseURL: base,
    viewport: { width: 1280, height: 800 },
  });
  // tsx compiles this file with esbuild's keepNames, which wraps inner functions in __name(); the
  // functions handed to the page need that helper there too.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await context.addInitScript(installTimers, { selector: CARD_SELECTOR, pictureSelector: PICTURE_SELECTOR });
  await context.exposeFunction('__cwFirstCardSeen', () => firstCardSeen?.());
  const id = Math.random().toString(36).slice(2, 8);
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: { email: `bench-${id}@example.test`, password: `pw-${id}-Secret!`, name: `bench_${id}` },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
  const both = [...readList(LISTS[0]!), ...readList(LISTS[1]!)];
  const made: Record<string, Awaited<ReturnType<typeof makeCube>>> = {
    '540': await makeCube(context, 'Bench cube 540', readList(LISTS[0]!)),
    '720': await makeCube(context, 'Bench cube 720', both.slice(0, 720)),
  };
  if (ORDER.includes(String(BIG)))
    made[String(BIG)] = await makeCube(context, `Bench cube ${BIG}`, namesFromCardData(BIG));
  const cubes = ORDER.map((size) => made[size]!);
  // The yardstick pages, served by nginx on a port of their own.
  const staticPort = await new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
  for (const cube of cubes) writeStaticPage(staticDir, `${cube.id}.html`, `Static ${cube.cards}`, cube.rows);
  nginx = await runNginx(
    staticPort,
    () => `server {
  listen 127.0.0.1:${staticPort};
  root ${staticDir};
  location / { default_type text/html; }
}`,
  );
  const page = await context.newPage();
  // Warm the server and the browser (a curator opens these pages many times a day) on every cube before
  // any figure: the first cube measured was the slowest whichever it was (540 cards first: 854 against
  // 466 ms for the 720-card table; 720 first: 554 against 648 ms; load 14), so warming each cube just
  // before its own figures left the first one measured on a colder machine.
  for (const cube of cubes)
    for (const url of [`/cubes/${cube.id}`, `/cubes/${cube.id}/edit`, `/cubes/${cube.id}/analytics`])
      await load(page, url);
  for (const cube of cubes) {
    const at = `/cubes/${cube.id}`;
    const label = `${cube.cards} cards`;
    const pages: [string, string][] = [
      ...VIEWS.map((v): [string, string] => [`list, ${v}`, `${at}?view=${viewParam(v)}`]),
      ['edit', `${at}/edit`],
      ['analytics', `${at}/analytics`],
    ];
    for (const [name, url] of pages) {
      if (!wanted(`${label}, ${name}`)) continue;
      const first: number[] = [];
      const appFirst: number[] = [];
      let pictured = 0;
      const ready: number[] = [];
      const cpuBefore = serverCpuMs();
      for (let i = 0; i < ROUNDS; i++) {
        const t = await load(page, url);
        first.push(t.firstCard!);
        appFirst.push(t.appCard ?? Number.NaN);
        if (t.pictured) pictured++;
        ready.push(t.interactive!);
      }
      if (process.env.CUBE_PAGE_SERVER_CPU)
        console.log(
          `${label}, ${name}: server CPU ${((serverCpuMs() - cpuBefore) / ROUNDS).toFixed(0)} ms per load; first cards ${first.map((f) => f.toFixed(0)).join(', ')}`,
        );
      if (process.env.CUBE_PAGE_TIMELINE) {
        const t = await load(page, url);
        console.log(
          `${label}, ${name}: first card ${Math.round(t.firstCard!)}\n    ${t.timeline.join('\n    ')}`,
        );
      }
      if (process.env.CUBE_PAGE_TRACE) {
        const lines = await traceLoad(page, () => load(page, url));
        console.log(`${label}, ${name}: Chromium timeline\n    ${lines.join('\n    ')}`);
      }
      if (process.env.CUBE_PAGE_PROFILE) {
        const top = await profileLoad(page, () => load(page, url));
        console.log(`${label}, ${name}: CPU profile, self time\n    ${top.join('\n    ')}`);
      }
      const firstTarget = cube.cards >= BIG ? BIG_FIRST_CARD : TARGET.firstCard;
      // The first card a curator sees: from the picture of the list's last visit when index.html drew one
      // (ADR 0089), else the app's; the app's own first card is printed beside it.
      report(`${label}, ${name}: first card (${pictured}/${ROUNDS} pictured)`, first, firstTarget);
      if (pictured > 0) report(`${label}, ${name}: first card drawn by the app`, appFirst, firstTarget);
      if (name === 'list, Table' && nginx) {
        const yardstick: number[] = [];
        // A page of its own: the app's page never leaves its origin (after a visit to nginx's, the app's
        // next load painted no card within 60 s in a run of two cubes).
        const staticPage = await context.newPage();
        for (let i = 0; i < ROUNDS; i++)
          yardstick.push((await load(staticPage, `${nginx.url}/${cube.id}.html`)).firstCard!);
        await staticPage.close();
        report(`${label}, static rows (nginx): first card`, yardstick, firstTarget);
        const ratio = median(first) / median(yardstick);
        rows.push(
          `  ${`${label}, table / static page`.padEnd(56)} ${ratio.toFixed(2).padStart(6)} x    target ${STATIC_RATIO} x    ratio ${(ratio / STATIC_RATIO).toFixed(2)}`,
        );
      }
      report(`${label}, ${name}: interactive`, ready, TARGET.interactive);
    }
    // CUBE_PAGE_SHOTS=dir: the list as a curator sees it, at 1280 and 390 px wide, for a look by eye.
    if (process.env.CUBE_PAGE_SHOTS) {
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await load(page, at);
        await page.screenshot({
          path: path.join(process.env.CUBE_PAGE_SHOTS, `cube-${cube.cards}-${width}.png`),
        });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    // Switches on the list, each from the table grouped by colour.
    const switches: [string, { kind: 'button' | 'select'; label: string; value: string }][] = [
      ...VIEWS.slice(1).map((v): [string, { kind: 'button'; label: string; value: string }] => [
        `view to ${v}`,
        { kind: 'button', label: v, value: '' },
      ]),
      ['group by type', { kind: 'select', label: 'Group by', value: 'type' }],
      ['then by mana value', { kind: 'select', label: 'Then by', value: 'mv' }],
      ['sort by mana value', { kind: 'select', label: 'Sort by', value: 'mv' }],
    ];
    for (const [name, how] of switches) {
      if (!wanted(`${label}, switch ${name}`)) continue;
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        await load(page, at);
        times.push(await page.evaluate(timeSwitch, how));
      }
      if (process.env.CUBE_PAGE_TRACE) {
        await load(page, at);
        const lines = await traceLoad(page, () => page.evaluate(timeSwitch, how), 2);
        console.log(`${label}, switch ${name}: Chromium timeline\n    ${lines.join('\n    ')}`);
      }
      if (process.env.CUBE_PAGE_PROFILE) {
        await load(page, at);
        const top = await profileLoad(page, () => page.evaluate(timeSwitch, how));
        console.log(`${label}, switch ${name}: CPU profile, self time\n    ${top.join('\n    ')}`);
      }
      report(`${label}, switch ${name}`, times, TARGET.switch);
    }
    // Saves of 1 and 20 staged removals, each on a fresh editor.
    for (const count of [1, 20]) {
      if (!wanted(`${label}, save of ${count}`)) continue;
      const after: number[] = [];
      const server: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        await load(page, `${at}/edit`);
        const remove = page.getByRole('button', { name: /^Remove / });
        for (let n = 0; n < count; n++) await remove.first().click();
        const t = await page.evaluate(timeSave);
        after.push(t.afterAnswer);
        server.push(t.server);
      }
      report(`${label}, save of ${count}: after the answer`, after, TARGET.save);
      rows.push(`    (the server answered in ${median(server).toFixed(0)} ms, median)`);
    }
  }
  await context.close();
  console.log(
    `bench:cube-page, Chromium 1280x800, built app, PGlite, medians of ${ROUNDS}; ${os.cpus().length} CPUs, load average ${loadAverage()}`,
  );
  for (const row of rows) console.log(row);
} finally {
  await cleanUp();
}

function viewParam(label: string) {
  return { Table: 'table', 'Visual spoiler': 'spoiler', Curve: 'curve', 'Plain text': 'text' }[label]!;
}

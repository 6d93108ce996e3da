// `npm run bench:cube-transfer`: bytes a browser downloads (br, as Chromium asks) to show a 720-card
// cube's list (540 main + 180 maybe), for the first cube a visitor opens and for a second one sharing
// half its cards, against issue 14's targets: under 120 KB and under 40 KB. A browser today fetches the
// whole cube with its card facts each time (GET /api/cubes/:id), so both figures are that response;
// the list-only answer (?cardData=false) is printed beside them, as the floor the second view could reach
// once card facts come from a cache the browser keeps. In process (Fastify inject on PGlite), real data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp } from '../packages/server/test/harness';
import { signUp } from '../packages/server/test/sign-up';

const FIRST_TARGET_KB = 120;
const NEXT_TARGET_KB = 40;
const cardFile = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
const printingsFile =
  process.env.CARD_PRINTINGS_FILE ?? path.join(path.dirname(cardFile), 'printings.json.gz');
const listsDir = process.env.CUBE_LISTS_DIR ?? path.join(path.dirname(cardFile), 'cubes');
if (!fs.existsSync(cardFile) || !fs.existsSync(listsDir)) {
  console.log(`bench:cube-transfer skipped: no card data at ${cardFile} or no lists at ${listsDir}`);
  process.exit(0);
}
const names = fs
  .readdirSync(listsDir)
  .filter((f) => f.endsWith('.txt'))
  .flatMap((f) => fs.readFileSync(path.join(listsDir, f), 'utf8').split('\n'))
  .map((l) => l.trim())
  .filter(Boolean);
const unique = [...new Set(names)];

const t = await createTestApp({
  cards: { file: cardFile, printings: fs.existsSync(printingsFile) ? printingsFile : undefined },
});
await t.cards.start();
const cookie = await signUp(t.app, {
  email: 'bench@example.com',
  password: 'bench-password',
  username: 'bench',
});
const headers = { cookie, 'content-type': 'application/json' };

async function cubeOf(list: string[]): Promise<string> {
  const made = (
    await t.app.inject({
      method: 'POST',
      url: '/api/cubes',
      headers,
      payload: { name: 'Bench', visibility: 'public' },
    })
  ).json();
  const ops = list.map((name, i) => ({ type: 'add', card: { name, board: i < 540 ? 'main' : 'maybe' } }));
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/cubes/${made.cube.id}/changes`,
    headers,
    payload: { baseVersion: made.cube.version, ops },
  });
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.statusCode} ${saved.body}`);
  return made.cube.id;
}

/** KB on the wire (body only) of a guest's GET in br. */
async function brKb(url: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  if (res.statusCode !== 200 || res.headers['content-encoding'] !== 'br') throw new Error(`${url}: not br`);
  return res.rawPayload.length / 1024;
}

const first = await cubeOf(unique.slice(0, 720));
const second = await cubeOf(unique.slice(360, 1080));
const firstKb = await brKb(`/api/cubes/${first}`);
const nextKb = await brKb(`/api/cubes/${second}`);
const listKb = await brKb(`/api/cubes/${second}?cardData=false`);
await t.close();

const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
const line = (label: string, kb: number, target: number) =>
  `  ${label}: ${kb.toFixed(1)} KB vs target ${target} KB -> ratio ${(kb / target).toFixed(2)} (${kb < target ? 'met' : 'MISSED'})`;
console.log(`720-card cube, br, guest (load average ${load})`);
console.log(line('first cube view (GET /api/cubes/:id)', firstKb, FIRST_TARGET_KB));
console.log(line('second cube view, half its cards seen before', nextKb, NEXT_TARGET_KB));
console.log(`  its list alone (?cardData=false), the floor with cached card facts: ${listKb.toFixed(1)} KB`);

// `npm run bench:cube-transfer`: bytes a browser downloads (br, as Chromium asks) to show a 720-card
// cube's list (540 main + 180 maybe), for the first cube a visitor opens and for a second one sharing
// half its cards, against issue 14's targets: under 120 KB and under 40 KB. It runs the browser's flow
// (ADR 0039) with the web's own CardFactsStore: the first cube is fetched with no hint; the second names
// the facts the first left in the store (`have`), and any false positives are fetched through
// POST /api/cards/facts, whose bytes count too. It asks for the web's compact form (ADR 0044). The list-only answer is printed beside,
// as the floor. In process (Fastify inject on PGlite), real data.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  type CardFactsResponse,
  type CompactCubeResponse,
  expandCardFacts,
  expandEntries,
} from '../packages/core/src/protocol';
import { CardFactsStore } from '../packages/core/src/protocol/card-facts-store';
import { createTestApp } from '../packages/server/test/harness';
import { signUp } from '../packages/server/test/sign-up';
import { loadAverage } from './support/figures';

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

/** A guest's request in br: its body decoded, and its KB on the wire (body only). */
async function brFetch(url: string, payload?: unknown): Promise<{ kb: number; json: unknown }> {
  const res = await t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const kb = res.rawPayload.length / 1024;
  const raw =
    res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : res.rawPayload;
  return { kb, json: JSON.parse(raw.toString('utf8')) };
}

const store = new CardFactsStore(null);
/**
 * One cube view as the list tab makes it (slim facts, ADR 0046): bytes of the cube request and of any
 * facts follow-up; `slimIds` are the facts that came slim (a search reading rules text fills them in).
 */
async function view(cubeId: string): Promise<{ kb: number; followUps: number; slimIds: string[] }> {
  const hint = store.hint('slim');
  const got = await brFetch(`/api/cubes/${cubeId}?form=compact&facts=slim${hint ? `&have=${hint}` : ''}`);
  let kb = got.kb;
  let followUps = 0;
  const done = await store.complete(
    expandCardFacts(got.json as CompactCubeResponse),
    async (ids) => {
      followUps++;
      const facts = await brFetch('/api/cards/facts', { ids });
      kb += facts.kb;
      return facts.json as CardFactsResponse;
    },
    hint,
    'slim',
  );
  const cube = expandEntries(done);
  if (cube.cards.some((c) => !c.name)) throw new Error('an entry has no name after the view');
  const known = Object.keys(cube.cardData).length;
  if (known < 700) throw new Error(`only ${known} cards have facts after the view`);
  return { kb, followUps, slimIds: done.slimCardIds ?? [] };
}

const first = await cubeOf(unique.slice(0, 720));
const second = await cubeOf(unique.slice(360, 1080));
const firstView = await view(first);
const nextView = await view(second);
// What an `o:` search on the second list then costs: the full facts of its slim cards, in one request.
const fillKb =
  nextView.slimIds.length > 0 ? (await brFetch('/api/cards/facts', { ids: nextView.slimIds })).kb : 0;
const listKb = (await brFetch(`/api/cubes/${second}?cardData=false&form=compact`)).kb;
await t.close();

const line = (label: string, kb: number, target: number) =>
  `  ${label}: ${kb.toFixed(1)} KB vs target ${target} KB -> ratio ${(kb / target).toFixed(2)} (${kb < target ? 'met' : 'MISSED'})`;
console.log(`720-card cube, br, guest (load average ${loadAverage()})`);
console.log(line('first cube view (GET /api/cubes/:id, empty store)', firstView.kb, FIRST_TARGET_KB));
console.log(
  `${line('second cube view, half its cards in the store', nextView.kb, NEXT_TARGET_KB)}; facts follow-ups: ${nextView.followUps}`,
);
console.log(
  `  then a search reading rules text on it: POST /api/cards/facts for its ${nextView.slimIds.length} slim facts, ${fillKb.toFixed(1)} KB`,
);
console.log(
  `  its list alone (?cardData=false&form=compact), the floor with cached card facts: ${listKb.toFixed(1)} KB`,
);

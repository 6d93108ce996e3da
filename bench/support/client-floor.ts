// The measuring client's own share of an HTTP search figure, and its warm-up. Node's fetch is JIT-cold
// in a fresh bench process: its first requests cost 1.5-2 ms each against a server that does nothing
// (a bare node:http reply of a gzip body in the same process), and ~0.5 ms after a thousand. A pass timed
// right after the app says ready used to pay that warm-up inside the app's figure. So before the app
// starts, the bench warms its client on Debian's nginx serving a search page's bytes (gzip_static, as a
// browser long past its first request is warm), then times the same requests: the floor, printed beside
// the figures. Nothing here touches the app, so no cache of the app's is warmed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { nginxBinary, runNginx } from '../../packages/server/test/nginx';
import { percentile } from './http-search';
import { freePort } from './served-app';

/** Requests that bring fetch's code to its optimised tiers (measured: the cost stops falling by ~1,500). */
const WARM_UP_REQUESTS = 2000;
const FLOOR_REQUESTS = 200;

/**
 * A card-search page's shape and size: 20 card objects (~20 KB of JSON, ~4 KB gzip, as the app's pages of
 * `t:creature`), with rules text varied enough that gzip does real work.
 */
function searchPageBody(): Buffer {
  const words = [
    'draw',
    'a',
    'card',
    'target',
    'creature',
    'you',
    'control',
    'gets',
    '+1/+1',
    'until',
    'end',
    'of',
    'turn',
    'flying',
    'sacrifice',
    'enters',
    'the',
    'battlefield',
    'tapped',
    'damage',
    'each',
    'opponent',
  ];
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  const text = (n: number) => Array.from({ length: n }, () => words[next() % words.length]).join(' ');
  const cards = Array.from({ length: 20 }, (_, i) => ({
    id: `${(next() % 1e8).toString(16).padStart(8, '0')}-${i}`,
    name: text(2),
    manaCost: '{2}{G}',
    cmc: next() % 8,
    typeLine: `Creature — ${text(1)}`,
    oracleText: text(60),
    flavorText: text(12),
    printings: Array.from({ length: 6 }, () => next().toString(36)),
    colors: ['G'],
    colorIdentity: ['G'],
    rarity: 'rare',
    setCode: 'abc',
    imageUri: `https://cards.scryfall.io/normal/front/${next().toString(16)}.jpg`,
    power: '2',
    toughness: '2',
    keywords: [text(1)],
    legalities: { vintage: 'legal', legacy: 'legal', modern: 'legal', pauper: 'not_legal' },
    prices: { usd: '0.25' },
    artist: text(2),
    illustrationId: `${next().toString(16)}-${next().toString(16)}-${next().toString(16)}`,
  }));
  return Buffer.from(JSON.stringify({ query: 't:creature', page: 1, pageSize: 20, total: 15000, cards }));
}

export interface ClientFloor {
  /** p50 ms of the warmed client fetching the search page's bytes from nginx; null without nginx. */
  p50: number | null;
  /** What was measured, for the bench's output. */
  describe: string;
}

/** Warms this process's fetch on nginx and returns the floor it leaves (see the file's comment). */
export async function warmClientAndMeasureFloor(): Promise<ClientFloor> {
  if (!nginxBinary()) {
    return { p50: null, describe: 'client floor: not measured (nginx is not installed), client not warmed' };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-client-floor-'));
  fs.chmodSync(dir, 0o755);
  const plain = searchPageBody();
  const gz = zlib.gzipSync(plain);
  fs.writeFileSync(path.join(dir, 'page.json'), plain, { mode: 0o644 });
  fs.writeFileSync(path.join(dir, 'page.json.gz'), gz, { mode: 0o644 });
  const port = await freePort();
  const nginx = await runNginx(
    port,
    () => `server {
  listen 127.0.0.1:${port};
  root ${dir};
  location / { gzip_static on; default_type application/json; }
}`,
  );
  try {
    // Varied query strings, as the search passes send.
    const get = async (k: number) => {
      const res = await fetch(`${nginx.url}/page.json?q=${k}`);
      await res.arrayBuffer();
      if (res.headers.get('content-encoding') !== 'gzip')
        throw new Error('nginx did not send the gzip bytes');
    };
    for (let k = 0; k < WARM_UP_REQUESTS; k++) await get(k);
    const times: number[] = [];
    for (let k = 0; k < FLOOR_REQUESTS; k++) {
      const started = performance.now();
      await get(WARM_UP_REQUESTS + k);
      times.push(performance.now() - started);
    }
    const p50 = percentile(
      times.sort((a, b) => a - b),
      50,
    );
    return {
      p50,
      describe: `client floor: this bench's fetch, warmed by ${WARM_UP_REQUESTS} requests, against nginx serving a search page's bytes (${(plain.length / 1024).toFixed(0)} KB, gzip ${(gz.length / 1024).toFixed(1)} KB): p50 ${p50.toFixed(2)} ms (part of every HTTP search figure below)`,
    };
  } finally {
    await nginx.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

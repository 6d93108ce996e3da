// One server under bench:draft: a built server (this checkout's, or another checkout's for a same-run A/B)
// on its own fresh PostgreSQL database, eight signed-up users, a draftable cube, and the realtime protocol
// version it speaks. Synthetic name-keyed cards by default; `realCards` loads the offline card data into
// the server and imports a real cube list, so bots score real cards and packs carry real card ids.

import fs from 'node:fs';
import type { ImportResponse } from '../../packages/core/src/protocol';
import { REALTIME_PROTOCOL_VERSION } from '../../packages/core/src/protocol';
import {
  type BuiltServer,
  draftableCubeOverHttp,
  freePort,
  type HttpUser,
  signUpOverHttp,
  startBuiltServer,
} from '../../packages/server/test/built-server';
import { createFreshPostgres } from '../../packages/server/test/harness';
import { connectWithCookie } from '../../packages/server/test/sockets';
import { loadAverage } from './figures';

export interface BenchServer {
  /** `current`, or `baseline` for the other checkout's server in an A/B run. */
  label: string;
  server: BuiltServer;
  users: HttpUser[];
  cubeId: string;
  /** The realtime protocol version the server speaks (an older build may speak an older one). */
  protocol: number;
  /** The server's own database (bench:draft reads its transaction count). */
  databaseUrl: string;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  label: string;
  adminUrl: string;
  seats: number;
  cubeSize: number;
  /** Another checkout whose server is built (packages/server/dist/main.js); this one's by default. */
  root?: string;
  realCards: boolean;
  nodeArgs?: string[];
}

const CARD_DATA_FILE = process.env.CARD_DATA_FILE || '/work/shared/data/cards.json.gz';
const CARD_PRINTINGS_FILE = process.env.CARD_PRINTINGS_FILE || '/work/shared/data/printings.json.gz';
const CUBE_FILE =
  process.env.CUBE_FILE ||
  `${process.env.CUBE_LISTS_DIR || '/work/shared/data/cubes'}/ArenaChromaticCubeJune2021.txt`;

/** Why `--real-cards` cannot run here (a file missing), or null. */
export function realCardsMissing(): string | null {
  for (const f of [CARD_DATA_FILE, CUBE_FILE]) if (!fs.existsSync(f)) return `${f} is missing`;
  return null;
}

/** Every server started and not yet stopped, with its database: what an interrupted bench must remove. */
const started = new Set<() => Promise<void>>();

/** Stops every bench server this process started (also those still starting) and drops their databases. */
export async function stopBenchServers(): Promise<void> {
  await Promise.allSettled([...started].map((stop) => stop()));
}

export async function startBenchServer(opts: BenchServerOptions): Promise<BenchServer> {
  const db = await createFreshPostgres(opts.adminUrl, `cw_bench_${process.pid}_${opts.label}`);
  let server: BuiltServer | null = null;
  const stop = async () => {
    started.delete(stop);
    await server?.stop();
    await db.drop();
  };
  started.add(stop);
  try {
    server = await startBuiltServer({
      port: await freePort(),
      root: opts.root,
      env: {
        DATABASE_URL: db.url,
        LOG_LEVEL: 'error',
        // Name-keyed cards unless real ones are asked for (a draft card is ids only either way).
        CARD_DATA_FILE: opts.realCards ? CARD_DATA_FILE : '',
        CARD_PRINTINGS_FILE: opts.realCards && fs.existsSync(CARD_PRINTINGS_FILE) ? CARD_PRINTINGS_FILE : '',
        NODE_OPTIONS: '',
      },
      nodeArgs: opts.nodeArgs,
    });
    const running = server;
    const base = () => running.url;
    const users: HttpUser[] = [];
    for (let s = 0; s < opts.seats; s++) users.push(await signUpOverHttp(base, `bench${s}`));
    const cubeId = opts.realCards
      ? await realCubeOverHttp(running, users[0]!, opts.cubeSize)
      : await draftableCubeOverHttp(users[0]!, opts.cubeSize);
    const protocol = await protocolOf(running.url, users[0]!.cookie);
    return {
      label: opts.label,
      server: running,
      users,
      cubeId,
      protocol,
      databaseUrl: db.url,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * The realtime protocol the server speaks: this build's, or the one its refusal names ("the server speaks
 * N"), so the bench's clients can talk to an older build in an A/B run.
 */
async function protocolOf(url: string, cookie: string): Promise<number> {
  try {
    (await connectWithCookie(url, cookie)).disconnect();
    return REALTIME_PROTOCOL_VERSION;
  } catch (err) {
    const speaks = /the server speaks (\d+)/.exec((err as Error).message)?.[1];
    if (!speaks) throw err;
    return Number(speaks);
  }
}

/**
 * Waits until the server has loaded the card data and copied it into its database (the copy would
 * otherwise run during the measurement), then imports the real cube list; unresolved lines are skipped.
 */
async function realCubeOverHttp(server: BuiltServer, owner: HttpUser, atLeast: number): Promise<string> {
  const t0 = performance.now();
  let said = t0;
  for (;;) {
    const health = (await (await fetch(`${server.url}/healthz`)).json()) as {
      cards: { status: string; count: number; message: string | null };
      cardTables: string;
    };
    if (health.cards.status === 'ready' && health.cardTables === 'done') {
      console.log(
        `card data: ${health.cards.count} cards loaded and copied into the database in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      break;
    }
    if (
      health.cards.status === 'error' ||
      health.cards.status === 'missing' ||
      health.cardTables === 'failed'
    )
      throw new Error(`card data did not load: ${JSON.stringify(health)}`);
    if (performance.now() - t0 > 20 * 60_000) throw new Error('card data took over 20 minutes to load');
    if (performance.now() - said > 15_000) {
      said = performance.now();
      console.log(
        `card data: ${health.cards.status}, ${health.cards.count} cards, database copy ${health.cardTables} (${((said - t0) / 1000).toFixed(0)} s; load average ${loadAverage()})`,
      );
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const text = fs.readFileSync(CUBE_FILE, 'utf8');
  const fileName = CUBE_FILE.split('/').pop()!;
  const preview = await owner.call<ImportResponse>('POST', '/api/cubes/import-new', {
    text,
    fileName,
    preview: true,
  });
  if (preview.status !== 200) throw new Error(`import preview failed: ${JSON.stringify(preview.body)}`);
  const overrides = Object.fromEntries(preview.body.unresolved.map((u) => [String(u.line), null]));
  const res = await owner.call<ImportResponse>('POST', '/api/cubes/import-new', {
    text,
    fileName,
    overrides,
    visibility: 'public',
  });
  if (res.status !== 201 || !res.body.cubeId) throw new Error(`import failed: ${JSON.stringify(res.body)}`);
  const size = res.body.counts.main;
  console.log(`cube ${fileName}: ${size} cards (${preview.body.unresolved.length} unresolved lines skipped)`);
  if (size < atLeast) throw new Error(`the cube has ${size} cards; the drafts need ${atLeast}`);
  return res.body.cubeId;
}

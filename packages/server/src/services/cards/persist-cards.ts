import { setTimeout as sleep } from 'node:timers/promises';
import { type Card, type CardIndex, NORMALIZED_CARD_VERSION } from '@cubewright/core/cards';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta, cards, printings } from '../../db/schema';

const META_KEY = 'card_data';
// The mirror is written in the background while the server answers requests. Embedded PGlite runs
// each statement on the server's own thread and one at a time, so a batch of rows is time the event
// loop and every queued query wait. Batches are sized to take about BATCH_MS, and after each one the
// writer rests as long, so a request arriving meanwhile waits a few milliseconds at most and half of
// them wait not at all. Nothing in the app reads these tables (the in-memory index serves
// every card endpoint), so taking longer costs nothing.
const BATCH_MS = 3;
const FIRST_BATCH = 20;
const MAX_BATCH = 500;

export type PersistOutcome = 'unchanged' | 'written' | 'stopped';

/** When the copy may go on: `turn` waits for the writer's turn (e.g. a gap between requests). */
export interface Pace {
  shouldStop: () => boolean;
  turn: () => Promise<void>;
}

async function storedFingerprint(db: Db): Promise<string | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  const value = row?.value as { fingerprint?: unknown } | undefined;
  return typeof value?.fingerprint === 'string' ? value.fingerprint : null;
}

/** Writes `count` rows made by `rowAt`, in batches sized to BATCH_MS with rests between them. */
async function inBatches<T>(
  count: number,
  rowAt: (i: number) => T,
  pace: Pace,
  write: (batch: T[]) => Promise<unknown>,
) {
  let size = FIRST_BATCH;
  for (let i = 0; i < count; ) {
    await pace.turn();
    if (pace.shouldStop()) return false;
    const batch: T[] = [];
    for (let k = 0; k < size && i < count; k++, i++) batch.push(rowAt(i));
    const started = performance.now();
    await write(batch);
    const ms = Math.max(0.1, performance.now() - started);
    size = Math.max(1, Math.min(MAX_BATCH, Math.round((size * BATCH_MS) / ms)));
    await sleep(Math.max(1, ms));
  }
  return true;
}

function cardRow(c: Card) {
  return {
    id: c.id,
    oracleId: c.oracleId,
    name: c.name,
    normalizedName: c.normalizedName,
    layout: c.layout,
    manaCost: c.manaCost,
    cmc: c.cmc,
    typeLine: c.typeLine,
    colors: c.colors,
    rarity: c.rarity,
    data: c,
  };
}

/**
 * Mirrors the loaded cards and printings into the database, unless the stored fingerprint says this
 * exact file was written before. The fingerprint is written last, so an interrupted write is redone.
 */
export async function persistCardData(
  db: Db,
  index: CardIndex,
  fingerprint: string,
  pace: Pace = { shouldStop: () => false, turn: async () => {} },
): Promise<PersistOutcome> {
  // The same file read by a newer normaliser yields cards with more facts: that is a change too.
  const stamp = `v${NORMALIZED_CARD_VERSION}|${fingerprint}`;
  if ((await storedFingerprint(db)) === stamp) return 'unchanged';
  await db.delete(appMeta).where(eq(appMeta.key, META_KEY));
  // TRUNCATE empties a table at once; DELETE of a full card table is a long stretch of row work.
  await db.execute(sql`truncate table ${printings}, ${cards}`);
  const all = index.all();
  const writeCards = (b: ReturnType<typeof cardRow>[]) => db.insert(cards).values(b).onConflictDoNothing();
  if (!(await inBatches(all.length, (i) => cardRow(all[i]!), pace, writeCards))) return 'stopped';
  const printingList = all.flatMap((c) => index.printingsOf(c.id));
  const printingAt = (position: number) => ({ ...printingList[position]!, position });
  const writePrintings = (b: ReturnType<typeof printingAt>[]) =>
    db.insert(printings).values(b).onConflictDoNothing();
  if (!(await inBatches(printingList.length, printingAt, pace, writePrintings))) return 'stopped';
  const value = { fingerprint: stamp, cards: all.length, printings: printingList.length };
  await db.insert(appMeta).values({ key: META_KEY, value });
  return 'written';
}

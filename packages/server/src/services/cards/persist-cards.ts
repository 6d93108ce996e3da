import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { type CardIndex, NORMALIZED_CARD_VERSION } from '@cubewright/core/cards';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta, cards, printings } from '../../db/schema';

const META_KEY = 'card_data';
// Small batches with a pause between them: PGlite runs queries one at a time, so a long write would
// stall every request queued behind it.
const BATCH = 500;

export type PersistOutcome = 'unchanged' | 'written' | 'stopped';

async function storedFingerprint(db: Db): Promise<string | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  const value = row?.value as { fingerprint?: unknown } | undefined;
  return typeof value?.fingerprint === 'string' ? value.fingerprint : null;
}

async function inBatches<T>(
  rows: readonly T[],
  shouldStop: () => boolean,
  write: (batch: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    if (shouldStop()) return false;
    await write(rows.slice(i, i + BATCH));
    await yieldToLoop();
  }
  return true;
}

/**
 * Mirrors the loaded cards and printings into the database, unless the stored fingerprint says this
 * exact file was written before. The fingerprint is written last, so an interrupted write is redone.
 */
export async function persistCardData(
  db: Db,
  index: CardIndex,
  fingerprint: string,
  shouldStop: () => boolean = () => false,
): Promise<PersistOutcome> {
  // The same file read by a newer normaliser yields cards with more facts: that is a change too.
  const stamp = `v${NORMALIZED_CARD_VERSION}|${fingerprint}`;
  if ((await storedFingerprint(db)) === stamp) return 'unchanged';
  await db.delete(appMeta).where(eq(appMeta.key, META_KEY));
  await db.delete(printings);
  await db.delete(cards);
  const cardRows = index.all().map((c) => ({
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
  }));
  if (!(await inBatches(cardRows, shouldStop, (b) => db.insert(cards).values(b).onConflictDoNothing()))) {
    return 'stopped';
  }
  const printingRows = index.all().flatMap((c) => index.printingsOf(c.id).map((p) => ({ ...p })));
  const withPosition = printingRows.map((p, position) => ({ ...p, position }));
  if (
    !(await inBatches(withPosition, shouldStop, (b) => db.insert(printings).values(b).onConflictDoNothing()))
  ) {
    return 'stopped';
  }
  const value = { fingerprint: stamp, cards: cardRows.length, printings: printingRows.length };
  await db.insert(appMeta).values({ key: META_KEY, value });
  return 'written';
}

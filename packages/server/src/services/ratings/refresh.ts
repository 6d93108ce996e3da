import { applyPick, type EloRow } from '@cubewright/core/bots';
import type { DraftEvent } from '@cubewright/core/draft';
import { draftEngineOf } from '@cubewright/core/draft/modes';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardRatings, draftEvents, drafts } from '../../db/schema';

// Rebuilds the learned ratings from every recorded human pick: drafts are replayed in the order they
// were created (Elo depends on order), each person's pick updating the cube's table and the global one.
// Rebuilding whole keeps the job idempotent and lets the update rule change without a migration.

export const GLOBAL_SCOPE = 'global';
const INSERT_CHUNK = 500;
/**
 * A pick is compared with the cards left beside it only when they are a pack's worth or fewer: a
 * rotisserie's open cube (hundreds of cards nobody weighed one by one) counts the pick alone.
 */
const MAX_ALTERNATIVES = 45;

export interface RefreshSummary {
  drafts: number;
  picks: number;
  rows: number;
}

/** Refreshes done on each database handle, so cached bot pickers (bot-picker.ts) know to reload. */
const refreshes = new WeakMap<Db, number>();
export const ratingsVersion = (db: Db): number => refreshes.get(db) ?? 0;

/** Recomputes card_ratings from draft_events. */
export async function refreshRatings(db: Db, now: Date): Promise<RefreshSummary> {
  const withPicks = db
    .selectDistinct({ id: draftEvents.draftId })
    .from(draftEvents)
    .where(and(inArray(draftEvents.kind, ['pick', 'move']), isNotNull(draftEvents.userId)));
  const rows = await db
    .select({ id: drafts.id, cubeId: drafts.cubeId, initial: drafts.initial })
    .from(drafts)
    .where(and(isNotNull(drafts.initial), inArray(drafts.id, withPicks)))
    .orderBy(asc(drafts.createdAt), asc(drafts.id));
  const tables = new Map<string, Map<string, EloRow>>([[GLOBAL_SCOPE, new Map()]]);
  let picks = 0;
  for (const row of rows) {
    const log = await db
      .select({ events: draftEvents.events })
      .from(draftEvents)
      .where(eq(draftEvents.draftId, row.id))
      .orderBy(asc(draftEvents.seq));
    const events: DraftEvent[] = log.flatMap((r) => r.events);
    let cube = tables.get(row.cubeId);
    if (!cube) {
      cube = new Map();
      tables.set(row.cubeId, cube);
    }
    const learn = (picked: string, left: string[]) => {
      applyPick(cube, picked, left);
      applyPick(tables.get(GLOBAL_SCOPE)!, picked, left);
      picks++;
    };
    if (!row.initial) continue;
    // Booster picks, and Winston piles, grid lines, Rochester and rotisserie cards a person chose.
    for (const p of draftEngineOf(row.initial).peoplePicks(row.initial, events)) {
      learn(p.cardId, p.left.length <= MAX_ALTERNATIVES ? p.left : []);
    }
  }
  const values = [...tables].flatMap(([scope, table]) =>
    [...table].map(([cardId, r]) => ({ scope, cardId, ...r, updatedAt: now })),
  );
  await db.transaction(async (tx) => {
    await tx.delete(cardRatings);
    for (let i = 0; i < values.length; i += INSERT_CHUNK)
      await tx.insert(cardRatings).values(values.slice(i, i + INSERT_CHUNK));
  });
  refreshes.set(db, ratingsVersion(db) + 1);
  return { drafts: rows.length, picks, rows: values.length };
}

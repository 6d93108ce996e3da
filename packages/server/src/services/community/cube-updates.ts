import { dateOf } from '@cubewright/core/clock';
import type { Actor, CubeDiff, Visibility } from '@cubewright/core/cube';
import type { CubeUpdate, CubeUpdateType } from '@cubewright/core/protocol';
import { eq, sql } from 'drizzle-orm';
import { cubes, cubeUpdates, jobs } from '../../db/schema';
import { newId } from '../cubes/ids';
import type { WithClock, WithDatabase, WithLog } from '../deps';
import { wakeWorkers } from '../jobs/worker';

// Cube updates: written after a cube change commits, each with its fan-out job in the same statement.
// The request only pays for that statement; notifying followers is the job's work.

export const FANOUT_JOB = 'cube-update-fanout';

type Author = Actor & { username: string };
type Snapshot = { name: string; visibility: Visibility };

/** A change followers care about, as the cube services describe it. */
export type CubeChange =
  | { type: 'cards'; diff: Pick<CubeDiff, 'added' | 'removed' | 'changed'> }
  | { type: 'settings'; before: Snapshot; after: Snapshot }
  | { type: 'whitepaper' }
  | { type: 'post'; postId: string; title: string };

type Draft = {
  updateType: CubeUpdateType;
  title: string;
  description: string;
  metadata: Record<string, unknown>;
};

/** "+12 -8" (and "~3" for changed entries): the card summary followers see. */
function cardChangeSummary(diff: { added: unknown[]; removed: unknown[]; changed: unknown[] }): string {
  const parts = [`+${diff.added.length}`, `-${diff.removed.length}`];
  if (diff.changed.length > 0) parts.push(`~${diff.changed.length}`);
  return parts.join(' ');
}

function drafts(change: CubeChange, name: string): Draft[] {
  if (change.type === 'cards') {
    const { added, removed, changed } = change.diff;
    const metadata = { added: added.length, removed: removed.length, changed: changed.length };
    return [
      {
        updateType: 'cards',
        title: `${name}: cards changed`,
        description: cardChangeSummary(change.diff),
        metadata,
      },
    ];
  }
  if (change.type === 'post') {
    return [
      {
        updateType: 'post',
        title: `${name}: new blog post`,
        description: change.title,
        metadata: { postId: change.postId },
      },
    ];
  }
  if (change.type === 'whitepaper') {
    return [
      {
        updateType: 'whitepaper',
        title: `${name}: white paper updated`,
        description: 'The white paper was edited.',
        metadata: {},
      },
    ];
  }
  const { before, after } = change;
  const out: Draft[] = [];
  if (before.name !== after.name) {
    out.push({
      updateType: 'name',
      title: `${before.name} is now ${after.name}`,
      description: `The cube was renamed from "${before.name}" to "${after.name}".`,
      metadata: { before: before.name, after: after.name },
    });
  }
  if (before.visibility !== after.visibility) {
    out.push({
      updateType: 'visibility',
      title: `${after.name} is now ${after.visibility}`,
      description: `Visibility changed from ${before.visibility} to ${after.visibility}.`,
      metadata: { before: before.visibility, after: after.visibility },
    });
  }
  return out;
}

/** What a cube update is written from: the cube as the change left it. */
type CubeOfUpdate = { name: string; visibility: Visibility; createdBy: string };

/**
 * Records the cube updates for a committed change and queues their fan-out, in one statement (the
 * updates and their jobs commit together without a transaction's extra round trips: a one-card save
 * pays for each one, ADR 0066). `cube` saves reading the row when the caller has it. Never throws: a
 * failure is logged and the save stands (spec section 8: side effects do not fail the action).
 */
export async function publishCubeUpdate(
  ctx: WithDatabase & WithLog & WithClock,
  author: Author,
  cubeId: string,
  change: CubeChange,
  known?: CubeOfUpdate,
): Promise<void> {
  try {
    const db = ctx.database.db;
    const cube =
      known ??
      (
        await db
          .select({ name: cubes.name, visibility: cubes.visibility, createdBy: cubes.createdBy })
          .from(cubes)
          .where(eq(cubes.id, cubeId))
      )[0];
    if (!cube) return;
    const rows = drafts(change, cube.name).map((d) => ({
      ...d,
      id: newId(),
      cubeId,
      cubeOwnerUID: cube.createdBy,
      authorId: author.id,
      isPublic: cube.visibility === 'public',
    }));
    if (rows.length === 0) return;
    const inserted = db.insert(cubeUpdates).values(rows).returning({ id: cubeUpdates.id });
    await db.execute(sql`
      with inserted as (${inserted.getSQL()})
      insert into ${jobs} (kind, payload, run_at)
      select ${FANOUT_JOB}, jsonb_build_object('updateId', inserted.id), ${dateOf(ctx.clock).toISOString()}
      from inserted`);
    wakeWorkers(ctx.database);
  } catch (err) {
    ctx.log.error({ err, cubeId }, 'recording a cube update failed');
  }
}

/** A row as the client sees it. */
export function toCubeUpdate(row: typeof cubeUpdates.$inferSelect): CubeUpdate {
  return {
    id: row.id,
    cubeId: row.cubeId,
    cubeOwnerUID: row.cubeOwnerUID,
    updateType: row.updateType,
    title: row.title,
    description: row.description,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
    isPublic: row.isPublic,
  };
}

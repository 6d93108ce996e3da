import { type Actor, authorize, canModerateComments } from '@cubewright/core/cube';
import { COMMENT_MESSAGES, type Comment, type ReportedComment } from '@cubewright/core/protocol';
import { desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commentReports, comments } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { loadCube } from '../cubes/store';
import { commentFor } from './comments';
import { authorNames, toComment } from './view';

// The moderators' queue on the admin page: comments with a pending report, and hidden ones (so they can
// be restored). Hiding and restoring both settle the pending reports. A moderator only sees comments on
// cubes the policy lets them view, so private cubes' threads stay with admins, as their cubes do.

const QUEUE_LIMIT = 200;

const refuseUnlessStaff = (actor: Actor) => {
  if (!canModerateComments(actor)) throw forbidden(COMMENT_MESSAGES.staffOnly);
};

export async function moderationQueue(db: Db, actor: Actor): Promise<ReportedComment[]> {
  refuseUnlessStaff(actor);
  const rows = await db
    .select()
    .from(comments)
    .where(or(isNotNull(comments.reportedAt), isNotNull(comments.hiddenAt)))
    .orderBy(desc(comments.reportedAt), desc(comments.hiddenAt), comments.id)
    .limit(QUEUE_LIMIT);
  if (!rows.length) return [];
  const reports = await db
    .select()
    .from(commentReports)
    .where(
      inArray(
        commentReports.commentId,
        rows.map((r) => r.id),
      ),
    );
  const names = await authorNames(db, rows);
  const cubes = new Map<string, Awaited<ReturnType<typeof loadCube>>>();
  const out: ReportedComment[] = [];
  for (const row of rows) {
    if (!cubes.has(row.cubeId)) cubes.set(row.cubeId, await loadCube(db, row.cubeId));
    const cube = cubes.get(row.cubeId);
    if (!cube || !authorize(actor, cube.access, 'view').ok || row.deletedAt) continue;
    const own = reports.filter((r) => r.commentId === row.id);
    out.push({
      ...toComment(row, actor, cube.access, names),
      cubeId: row.cubeId,
      reports: own.length,
      reasons: own.map((r) => r.reason).filter((r) => r.length > 0),
      lastReportedAt: row.reportedAt?.toISOString() ?? null,
    });
  }
  return out;
}

/** Hides (or restores) a comment; either way its pending reports are settled. */
export async function setCommentHidden(
  db: Db,
  actor: Actor,
  id: string,
  hidden: boolean,
  now: Date,
): Promise<Comment> {
  refuseUnlessStaff(actor);
  const { cube } = await commentFor(db, actor, id);
  const [row] = await db
    .update(comments)
    .set(
      hidden
        ? { hiddenAt: now, hiddenBy: actor.id, reportedAt: null }
        : { hiddenAt: null, hiddenBy: null, reportedAt: null },
    )
    .where(eq(comments.id, id))
    .returning();
  if (!hidden) await db.delete(commentReports).where(eq(commentReports.commentId, id));
  return toComment(row!, actor, cube.access, await authorNames(db, [row!]));
}

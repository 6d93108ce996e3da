import { dateOf } from '@cubewright/core/clock';
import { type Actor, authorize, type CubeAccess, canComment, canEditComment } from '@cubewright/core/cube';
import {
  COMMENT_BURST,
  COMMENT_MESSAGES,
  COMMENT_THREAD_LIMIT,
  COMMENT_WINDOW_MS,
  type Comment,
  type CommentsResponse,
  type CommentTarget,
  type CommentThread,
  type EditCommentBody,
  type NewCommentBody,
  type ReportCommentBody,
} from '@cubewright/core/protocol';
import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { commentReports, comments } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { assertAllowed } from '../cubes/access';
import { newId } from '../cubes/ids';
import { loadCube } from '../cubes/store';
import { tellOfComment } from '../owner-notices/comment-notices';
import type { OwnerNoticeDeps } from '../owner-notices/tell-owners';
import { oneWriterAtATime } from '../rate/one-writer-at-a-time';
import { resolveTarget } from './targets';
import { authorNames, type CommentRow, toComment } from './view';

// Threads of comments on any target (core/protocol/comments.ts). The target's cube decides who may read
// and write (core policy: canView, canComment, canEditComment, canDeleteComment). The per-user rate limit
// counts the user's rows in the database, as the draft chat does, so it holds across instances.

type Ctx = OwnerNoticeDeps;

/** The cube a target belongs to, checked for `action` (a cube the actor may not see is 404). */
async function targetCube(db: Db, actor: Actor | null, target: CommentTarget, action: 'view' | 'comment') {
  const resolved = await resolveTarget(db, target);
  const cube = await loadCube(db, resolved.cubeId);
  if (!cube) throw notFound(COMMENT_MESSAGES.targetNotFound);
  assertAllowed(authorize(actor, cube.access, action));
  return { cube, resolved };
}

/** A comment and its cube, when the actor may see that cube (otherwise "Comment not found"). */
export async function commentFor(db: Db, actor: Actor | null, id: string) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  const cube = row ? await loadCube(db, row.cubeId) : null;
  if (!row || !cube || !authorize(actor, cube.access, 'view').ok) throw notFound(COMMENT_MESSAGES.notFound);
  return { row, cube };
}

/** A thread: top-level comments oldest first (the newest COMMENT_THREAD_LIMIT), each with its replies. */
export async function listComments(
  db: Db,
  actor: Actor | null,
  target: CommentTarget,
): Promise<CommentsResponse> {
  const { cube } = await targetCube(db, actor, target, 'view');
  const onTarget = and(eq(comments.targetKind, target.kind), eq(comments.targetId, target.id));
  const tops = await db
    .select()
    .from(comments)
    .where(and(onTarget, isNull(comments.parentId)))
    .orderBy(sql`${comments.createdAt} desc`, comments.id)
    .limit(COMMENT_THREAD_LIMIT);
  tops.reverse();
  const replies = tops.length
    ? await db
        .select()
        .from(comments)
        .where(
          and(
            onTarget,
            inArray(
              comments.parentId,
              tops.map((t) => t.id),
            ),
          ),
        )
        .orderBy(asc(comments.createdAt), comments.id)
    : [];
  const names = await authorNames(db, [...tops, ...replies]);
  const view = (r: CommentRow) => toComment(r, actor, cube.access, names);
  const threads: CommentThread[] = tops
    .map((t) => ({ ...view(t), replies: replies.filter((r) => r.parentId === t.id).map(view) }))
    // A deleted comment stays only to hold its replies in place.
    .filter((t) => !t.deleted || t.replies.length > 0);
  return { comments: threads, canComment: canComment(actor, cube.access) };
}

/** Refuses a user who wrote COMMENT_BURST comments in the last COMMENT_WINDOW_MS (counted in the database). */
async function checkRate(db: Db, userId: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(
      and(
        eq(comments.authorId, userId),
        gte(comments.createdAt, new Date(now.getTime() - COMMENT_WINDOW_MS)),
      ),
    );
  if ((row?.n ?? 0) >= COMMENT_BURST) throw new HttpError(429, COMMENT_MESSAGES.rateLimited, 'rate_limited');
}

/** A reply's parent: a live top-level comment of the same thread. */
async function checkParent(db: Db, target: CommentTarget, parentId: string): Promise<CommentRow> {
  const [parent] = await db.select().from(comments).where(eq(comments.id, parentId));
  if (!parent || parent.deletedAt) throw notFound(COMMENT_MESSAGES.notFound);
  if (parent.targetKind !== target.kind || parent.targetId !== target.id)
    throw badRequest(COMMENT_MESSAGES.replyElsewhere);
  if (parent.parentId !== null) throw badRequest(COMMENT_MESSAGES.replyDepth);
  return parent;
}

/** Writes a comment (or a reply, whose parent's author and the cube's owner are notified). */
export async function postComment(
  ctx: Ctx,
  actor: SessionUser,
  target: CommentTarget,
  body: NewCommentBody,
): Promise<Comment> {
  const db = ctx.database.db;
  const now = dateOf(ctx.clock);
  const { cube, resolved } = await targetCube(db, actor, target, 'comment');
  const parent = body.parentId ? await checkParent(db, target, body.parentId) : null;
  const row = await oneWriterAtATime(db, `comment-rate:${actor.id}`, async (tx) => {
    await checkRate(tx, actor.id, now);
    const [inserted] = await tx
      .insert(comments)
      .values({
        id: newId(),
        targetKind: target.kind,
        targetId: target.id,
        cubeId: cube.id,
        parentId: parent?.id ?? null,
        authorId: actor.id,
        text: body.text.trim(),
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  await tellOfComment(ctx, actor, cube, row, parent, resolved);
  return toComment(row, actor, cube.access, new Map([[actor.id, actor.username]]));
}

export async function editComment(
  db: Db,
  actor: Actor,
  id: string,
  body: EditCommentBody,
  now: Date,
): Promise<Comment> {
  const { row, cube } = await commentFor(db, actor, id);
  const view = toComment(row, actor, cube.access, new Map());
  // The author of a hidden or deleted comment is told why, not that someone else wrote it.
  if (!view.canEdit) throw forbidden(editRefusal(row, actor, cube.access));
  const [updated] = await db
    .update(comments)
    .set({ text: body.text.trim(), editedAt: now })
    .where(eq(comments.id, id))
    .returning();
  return toComment(updated!, actor, cube.access, await authorNames(db, [updated!]));
}

function editRefusal(row: CommentRow, actor: Actor, access: CubeAccess): string {
  if (!canEditComment(actor, access, row.authorId)) return COMMENT_MESSAGES.editAuthorOnly;
  return row.deletedAt ? COMMENT_MESSAGES.deleted : COMMENT_MESSAGES.editHidden;
}

/** Deletes a comment: its text goes, its row stays while replies hang under it (the thread hides it). */
export async function deleteComment(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  const { row, cube } = await commentFor(db, actor, id);
  if (row.deletedAt) return;
  if (!toComment(row, actor, cube.access, new Map()).canDelete)
    throw forbidden(COMMENT_MESSAGES.deleteForbidden);
  await db.update(comments).set({ text: '', deletedAt: now, reportedAt: null }).where(eq(comments.id, id));
}

/** Reports a comment to the moderators (one report per user; reporting again replaces the reason). */
export async function reportComment(
  db: Db,
  actor: Actor,
  id: string,
  body: ReportCommentBody,
  now: Date,
): Promise<void> {
  const { row } = await commentFor(db, actor, id);
  if (row.deletedAt) throw notFound(COMMENT_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    await tx
      .insert(commentReports)
      .values({ commentId: id, userId: actor.id, reason: body.reason ?? '', createdAt: now })
      .onConflictDoUpdate({
        target: [commentReports.commentId, commentReports.userId],
        set: { reason: body.reason ?? '', createdAt: now },
      });
    await tx.update(comments).set({ reportedAt: now }).where(eq(comments.id, id));
  });
}

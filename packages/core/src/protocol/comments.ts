import { z } from 'zod';
import { COMMENT_MAX_LENGTH, COMMENT_REPORT_REASON_MAX_LENGTH } from './comment-limits';
import type { UserRef } from './cubes';

/*
 * Comments (server: packages/server/src/routes/comments, docs/decisions/0034).
 *
 *   GET    /api/comments/:kind/:targetId            -> CommentsResponse (whoever may view the target's cube)
 *   POST   /api/comments/:kind/:targetId  NewCommentBody -> CommentResponse (signed in, may view)
 *   PATCH  /api/comments/:id              EditCommentBody -> CommentResponse (the author)
 *   DELETE /api/comments/:id              -> 204 (the author, the cube owner, moderators and admins)
 *   POST   /api/comments/:id/report       ReportCommentBody -> 204 (signed in, may view)
 *   GET    /api/admin/comments            -> ReportedCommentsResponse (moderators and admins)
 *   POST   /api/admin/comments/:id/hide   -> CommentResponse (moderators and admins)
 *   POST   /api/admin/comments/:id/restore -> CommentResponse (moderators and admins)
 *
 * A comment hangs off a target: a blog post, a cube, a finished draft's deck. Every target belongs to one
 * cube, whose visibility decides who may read and write the thread. Adding a kind of target is one entry
 * here and one resolver on the server (services/comments/targets.ts).
 */

/** What a comment can be about. `deck` ids are "<draftId>:<seat>", `p1p1` ids "<cubeId>:<seed>". */
export const COMMENT_TARGET_KINDS = ['post', 'cube', 'deck', 'p1p1', 'proposal'] as const;
export type CommentTargetKind = (typeof COMMENT_TARGET_KINDS)[number];

/** A comment's target: a small discriminated value, `{ kind: 'post', id }` and so on. */
export interface CommentTarget {
  kind: CommentTargetKind;
  id: string;
}

export const COMMENT_MESSAGES = {
  notFound: 'Comment not found',
  targetNotFound: 'Nothing to comment on here: the post, cube, deck, pack or proposal was not found',
  empty: 'Write something first',
  tooLong: `A comment can be at most ${COMMENT_MAX_LENGTH} characters`,
  rateLimited: 'You are commenting too fast; wait a minute.',
  replyDepth: 'Replies go one level deep: reply to the comment, not to a reply',
  replyElsewhere: 'That comment is on another thread',
  editAuthorOnly: 'Only the author can edit a comment',
  editHidden: 'A moderator hid this comment, so it can no longer be edited',
  deleteForbidden: 'Only the author, the cube owner and moderators can delete a comment',
  staffOnly: 'Only admins and moderators can moderate comments',
  deleted: 'This comment was deleted',
  signIn: 'Sign in to comment',
} as const;

export const commentTargetParamsSchema = z.object({
  kind: z.enum(COMMENT_TARGET_KINDS),
  targetId: z.string().min(1).max(100),
});
export const commentIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

const commentText = z
  .string()
  .trim()
  .min(1, COMMENT_MESSAGES.empty)
  .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong);

export const newCommentBodySchema = z
  .object({ text: commentText, parentId: z.string().min(1).max(64).optional() })
  .strict();
export type NewCommentBody = z.input<typeof newCommentBodySchema>;

export const editCommentBodySchema = z.object({ text: commentText }).strict();
export type EditCommentBody = z.input<typeof editCommentBodySchema>;

export const reportCommentBodySchema = z
  .object({ reason: z.string().trim().max(COMMENT_REPORT_REASON_MAX_LENGTH).default('') })
  .strict();
export type ReportCommentBody = z.input<typeof reportCommentBodySchema>;

export interface Comment {
  id: string;
  target: CommentTarget;
  parentId: string | null;
  author: UserRef;
  /** Empty when deleted, or hidden and the reader is not staff. */
  text: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  hidden: boolean;
  /** What the reader may do with it. */
  canEdit: boolean;
  canDelete: boolean;
}

/** A top-level comment and its replies, oldest first. */
export interface CommentThread extends Comment {
  replies: Comment[];
}

export interface CommentsResponse {
  comments: CommentThread[];
  /** Whether the reader may write here (signed in and may view the target). */
  canComment: boolean;
}
export interface CommentResponse {
  comment: Comment;
}

/** A comment in the moderation queue. */
export interface ReportedComment extends Comment {
  cubeId: string;
  reports: number;
  reasons: string[];
  lastReportedAt: string | null;
}
export interface ReportedCommentsResponse {
  comments: ReportedComment[];
}

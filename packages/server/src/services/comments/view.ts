import {
  type Actor,
  type CubeAccess,
  canDeleteComment,
  canEditComment,
  canModerateComments,
} from '@cubewright/core/cube';
import type { Comment, CommentTargetKind } from '@cubewright/core/protocol';
import type { Db } from '../../db/client';
import type { comments } from '../../db/schema';
import { usernamesOf } from '../cubes/users';

// A comment row as a reader sees it: deleted comments lose their text for everyone, hidden ones for all
// but moderators (who must read what they restore), and each carries what this reader may do with it.

export type CommentRow = typeof comments.$inferSelect;

export async function authorNames(db: Db, rows: readonly CommentRow[]): Promise<Map<string, string>> {
  return usernamesOf(
    db,
    rows.map((r) => r.authorId),
  );
}

export function toComment(
  row: CommentRow,
  actor: Actor | null,
  access: CubeAccess,
  names: ReadonlyMap<string, string>,
): Comment {
  const deleted = row.deletedAt !== null;
  const hidden = row.hiddenAt !== null;
  const readable = !deleted && (!hidden || canModerateComments(actor));
  return {
    id: row.id,
    target: { kind: row.targetKind as CommentTargetKind, id: row.targetId },
    parentId: row.parentId,
    author: { id: row.authorId, username: names.get(row.authorId) ?? 'unknown user' },
    text: readable ? row.text : '',
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted,
    hidden,
    canEdit: !deleted && !hidden && canEditComment(actor, access, row.authorId),
    canDelete: !deleted && canDeleteComment(actor, access, row.authorId),
  };
}

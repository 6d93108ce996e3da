import type { SessionUser } from '../../auth/session';
import type { comments } from '../../db/schema';
import { commentPath, type ResolvedTarget } from '../comments/targets';
import type { LoadedCube } from '../cubes/store';
import { type OwnerNoticeDeps, tellOwners } from './tell-owners';

type CommentRow = typeof comments.$inferSelect;

/**
 * A new comment: the owners of what it is on (the cube's owner, the post's author, the deck's player)
 * and, for a reply, the parent's author hear of it, each through their channel and never the writer.
 * The link opens the thread at the comment.
 */
export async function tellOfComment(
  ctx: OwnerNoticeDeps,
  actor: SessionUser,
  cube: LoadedCube,
  comment: CommentRow,
  parent: CommentRow | null,
  target: ResolvedTarget,
): Promise<void> {
  const common = {
    kind: 'comments' as const,
    key: `comment:${comment.id}`,
    cube: { id: cube.id, access: cube.access },
    actionUrl: commentPath(target, comment.id),
  };
  const who = actor.username;
  if (parent) {
    await tellOwners(
      ctx,
      [parent.authorId],
      {
        ...common,
        title: `${who} replied on ${target.label}`,
        message: `${who} replied to your comment in "${cube.name}".`,
      },
      actor.id,
    );
  }
  const owners = target.ownerIds.filter((id) => id !== parent?.authorId);
  await tellOwners(
    ctx,
    owners,
    {
      ...common,
      title: `${who} ${parent ? 'replied' : 'commented'} on ${target.label}`,
      message: parent
        ? `${who} replied to a comment in your cube "${cube.name}".`
        : `${who} commented on ${target.label} in "${cube.name}": ${excerpt(comment.text)}`,
    },
    actor.id,
  );
}

/** The start of a comment, for the notice (the whole text is one click away); card links as names. */
function excerpt(text: string): string {
  const flat = text
    .replace(/\[\[([^[\]\n]+)\]\]/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}

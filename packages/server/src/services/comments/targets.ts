import { isP1P1Seed } from '@cubewright/core/draft';
import { COMMENT_MESSAGES, type CommentTarget, type CommentTargetKind } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubePosts, cubeProposals, cubes, draftSeats, drafts } from '../../db/schema';
import { notFound } from '../../http/errors';

// Every kind of comment target resolves to the cube it belongs to (whose policy decides who reads and
// writes the thread) and to the page that shows it (the link in reply notifications). Adding a target
// (P1P1 packs, say) is one entry in COMMENT_TARGET_KINDS and one resolver here.

export interface ResolvedTarget {
  cubeId: string;
  /** Same-origin path of the page that shows the thread (a comment's anchor is added to it). */
  url: string;
  /** Who owns what is commented on (the cube's owner, a post's author, a deck's player): they are told. */
  ownerIds: string[];
  /** Words for notifications: the post's title, "the cube", "a draft deck". */
  label: string;
}

type Resolver = (db: Db, id: string) => Promise<ResolvedTarget | null>;

const cubePath = (cubeId: string) => `/cubes/${encodeURIComponent(cubeId)}`;

/** A blog post's own page (the web's cubes/:id/blog/:postId route). */
const postPath = (cubeId: string, postId: string) => `${cubePath(cubeId)}/blog/${encodeURIComponent(postId)}`;

/** Where one comment is read: its thread's page, scrolled to the comment. */
export const commentPath = (target: ResolvedTarget, commentId: string) =>
  `${target.url}#comment-${encodeURIComponent(commentId)}`;

const RESOLVERS: Record<CommentTargetKind, Resolver> = {
  post: async (db, id) => {
    const [post] = await db
      .select({
        cubeId: cubePosts.cubeId,
        title: cubePosts.title,
        authorId: cubePosts.authorId,
        ownerId: cubes.createdBy,
      })
      .from(cubePosts)
      .innerJoin(cubes, eq(cubes.id, cubePosts.cubeId))
      .where(eq(cubePosts.id, id));
    return post
      ? {
          cubeId: post.cubeId,
          url: postPath(post.cubeId, id),
          label: `"${post.title}"`,
          // The post's author, and the cube's owner whose blog it is.
          ownerIds: [post.authorId ?? post.ownerId, post.ownerId],
        }
      : null;
  },
  cube: async (db, id) => {
    const [cube] = await db
      .select({ id: cubes.id, ownerId: cubes.createdBy })
      .from(cubes)
      .where(eq(cubes.id, id));
    return cube
      ? { cubeId: id, url: `${cubePath(id)}/blog`, label: 'the cube', ownerIds: [cube.ownerId] }
      : null;
  },
  deck: async (db, id) => {
    // "<draftId>:<seat>" of a finished draft whose seat exists.
    const m = /^(.+):(\d{1,3})$/.exec(id);
    if (!m) return null;
    const [draftId, seat] = [m[1]!, Number(m[2])];
    const [row] = await db
      .select({ cubeId: drafts.cubeId, status: drafts.status, userId: draftSeats.userId })
      .from(drafts)
      .innerJoin(draftSeats, and(eq(draftSeats.draftId, drafts.id), eq(draftSeats.seat, seat)))
      .where(eq(drafts.id, draftId));
    if (row?.status !== 'complete') return null;
    return {
      cubeId: row.cubeId,
      url: `/draft/complete/${encodeURIComponent(draftId)}`,
      label: 'a draft deck',
      ownerIds: [row.userId],
    };
  },
  p1p1: async (db, id) => {
    // "<cubeId>:<seed>": a P1P1 pack of an existing cube (kept or not: the link deals it the same).
    const m = /^(.+):(\d{1,10})$/.exec(id);
    if (!m || !isP1P1Seed(Number(m[2]))) return null;
    const cubeId = m[1]!;
    const [cube] = await db
      .select({ id: cubes.id, ownerId: cubes.createdBy })
      .from(cubes)
      .where(eq(cubes.id, cubeId));
    return cube
      ? {
          cubeId,
          url: `${cubePath(cubeId)}/p1p1?seed=${m[2]}`,
          label: 'a P1P1 pack',
          ownerIds: [cube.ownerId],
        }
      : null;
  },
  proposal: async (db, id) => {
    const [row] = await db
      .select({
        cubeId: cubeProposals.cubeId,
        proposerId: cubeProposals.proposerId,
        ownerId: cubes.createdBy,
      })
      .from(cubeProposals)
      .innerJoin(cubes, eq(cubes.id, cubeProposals.cubeId))
      .where(eq(cubeProposals.id, id));
    return row
      ? {
          cubeId: row.cubeId,
          url: `${cubePath(row.cubeId)}/proposals/${encodeURIComponent(id)}`,
          label: 'a proposal',
          // The proposer hears of the discussion; the owner, whose cube it is, too.
          ownerIds: [row.proposerId, row.ownerId],
        }
      : null;
  },
};

/** The target's cube and page; a target that does not exist is "Not found". */
export async function resolveTarget(db: Db, target: CommentTarget): Promise<ResolvedTarget> {
  const found = await RESOLVERS[target.kind](db, target.id);
  if (!found) throw notFound(COMMENT_MESSAGES.targetNotFound);
  return found;
}

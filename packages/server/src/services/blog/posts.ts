import { dateOf } from '@cubewright/core/clock';
import {
  type Actor,
  authorize,
  type CubeDiff,
  canPost,
  changelogMarkdown,
  changelogTitle,
} from '@cubewright/core/cube';
import {
  type EditPostBody,
  type NewPostBody,
  POST_BURST,
  POST_MESSAGES,
  POST_WINDOW_MS,
  POSTS_PAGE_SIZE,
  type Post,
  type PostKind,
  type PostsResponse,
} from '@cubewright/core/protocol';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments, cubePosts } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { publishCubeUpdate } from '../community/cube-updates';
import { cubeFor } from '../cubes/access';
import { newId } from '../cubes/ids';
import { type LoadedCube, loadCube } from '../cubes/store';
import { usernamesOf } from '../cubes/users';
import type { WithClock, WithDatabase, WithEvents, WithLog } from '../deps';
import { oneWriterAtATime } from '../rate/one-writer-at-a-time';

// A cube's blog: owner and editors write (core policy 'post'), whoever may view the cube reads, so a
// private cube's posts stay with its people. A new post is a cube update of type 'post': followers hear
// of it through the existing fan-out job, which asks the policy again for each follower.

type Ctx = WithDatabase & WithEvents & WithLog & WithClock;
type Author = Actor & { username: string };
export type PostRow = typeof cubePosts.$inferSelect;

export async function toPosts(
  db: Db,
  rows: PostRow[],
  actor: Actor | null,
  cube: LoadedCube,
): Promise<Post[]> {
  const names = await usernamesOf(
    db,
    rows.flatMap((r) => (r.authorId ? [r.authorId] : [])),
  );
  const editable = canPost(actor, cube.access);
  return rows.map((r) => ({
    id: r.id,
    cubeId: r.cubeId,
    kind: r.kind,
    title: r.title,
    content: r.content,
    author: r.authorId && names.has(r.authorId) ? { id: r.authorId, username: names.get(r.authorId)! } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    canEdit: editable,
  }));
}

/** A page of posts, newest first. */
export async function listPosts(
  db: Db,
  actor: Actor | null,
  cubeId: string,
  before?: string,
): Promise<PostsResponse> {
  const cube = await cubeFor(db, cubeId, actor, 'view');
  const rows = await db
    .select()
    .from(cubePosts)
    .where(and(eq(cubePosts.cubeId, cube.id), before ? lt(cubePosts.createdAt, new Date(before)) : undefined))
    .orderBy(desc(cubePosts.createdAt), desc(cubePosts.id))
    .limit(POSTS_PAGE_SIZE + 1);
  const page = rows.slice(0, POSTS_PAGE_SIZE);
  return {
    posts: await toPosts(db, page, actor, cube),
    nextBefore: rows.length > POSTS_PAGE_SIZE ? page.at(-1)!.createdAt.toISOString() : null,
    canPost: canPost(actor, cube.access),
  };
}

async function postOf(db: Db, cube: LoadedCube, postId: string): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(cubePosts)
    .where(and(eq(cubePosts.id, postId), eq(cubePosts.cubeId, cube.id)));
  if (!row) throw notFound(POST_MESSAGES.notFound);
  return row;
}

export async function getPost(db: Db, actor: Actor | null, cubeId: string, postId: string): Promise<Post> {
  const cube = await cubeFor(db, cubeId, actor, 'view');
  return (await toPosts(db, [await postOf(db, cube, postId)], actor, cube))[0]!;
}

/** Refuses an author with POST_BURST posts in the last POST_WINDOW_MS (counted in the database). */
async function checkRate(db: Db, authorId: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(cubePosts)
    .where(
      and(
        eq(cubePosts.authorId, authorId),
        gte(cubePosts.createdAt, new Date(now.getTime() - POST_WINDOW_MS)),
      ),
    );
  if ((row?.n ?? 0) >= POST_BURST) throw new HttpError(429, POST_MESSAGES.rateLimited, 'rate_limited');
}

async function insertPost(
  ctx: Ctx,
  author: Author,
  cube: LoadedCube,
  post: { kind: PostKind; title: string; content: string },
): Promise<PostRow> {
  const now = dateOf(ctx.clock);
  const row = await oneWriterAtATime(ctx.database.db, `post-rate:${author.id}`, async (tx) => {
    await checkRate(tx, author.id, now);
    const [inserted] = await tx
      .insert(cubePosts)
      .values({ id: newId(), cubeId: cube.id, authorId: author.id, ...post, createdAt: now, updatedAt: now })
      .returning();
    return inserted!;
  });
  await publishCubeUpdate(ctx, author, cube.id, { type: 'post', postId: row.id, title: row.title });
  return row;
}

export async function createPost(ctx: Ctx, author: Author, cubeId: string, body: NewPostBody): Promise<Post> {
  const cube = await cubeFor(ctx.database.db, cubeId, author, 'post');
  const row = await insertPost(ctx, author, cube, {
    kind: 'post',
    title: body.title.trim(),
    content: body.content,
  });
  return (await toPosts(ctx.database.db, [row], author, cube))[0]!;
}

/**
 * After a save committed with `changelog: true`: its card changes as a changelog post. Never throws
 * (spec section 8: a side effect does not fail the save); a refused or failed post is logged.
 */
export async function publishChangelog(
  ctx: Ctx,
  author: Author,
  cubeId: string,
  diff: Pick<CubeDiff, 'added' | 'removed' | 'changed'>,
  note?: string,
): Promise<void> {
  const content = changelogMarkdown(diff);
  if (!content) return;
  try {
    const cube = await loadCube(ctx.database.db, cubeId);
    if (!cube || !authorize(author, cube.access, 'post').ok) return;
    await insertPost(ctx, author, cube, {
      kind: 'changelog',
      title: changelogTitle(diff),
      content: note ? `${note}\n\n${content}` : content,
    });
  } catch (err) {
    ctx.log.warn({ err, cubeId }, 'publishing a changelog post failed');
  }
}

export async function editPost(
  db: Db,
  actor: Actor,
  cubeId: string,
  postId: string,
  body: EditPostBody,
  now: Date,
): Promise<Post> {
  const cube = await cubeFor(db, cubeId, actor, 'post');
  await postOf(db, cube, postId);
  const [row] = await db
    .update(cubePosts)
    .set({
      ...(body.title !== undefined ? { title: body.title.trim() } : {}),
      ...(body.content !== undefined ? { content: body.content } : {}),
      updatedAt: now,
    })
    .where(eq(cubePosts.id, postId))
    .returning();
  return (await toPosts(db, [row!], actor, cube))[0]!;
}

export async function deletePost(db: Db, actor: Actor, cubeId: string, postId: string): Promise<void> {
  const cube = await cubeFor(db, cubeId, actor, 'post');
  await postOf(db, cube, postId);
  await db.transaction(async (tx) => {
    // Its comment thread goes with it (comments only cascade with the cube).
    await tx.delete(comments).where(and(eq(comments.targetKind, 'post'), eq(comments.targetId, postId)));
    await tx.delete(cubePosts).where(eq(cubePosts.id, postId));
  });
}

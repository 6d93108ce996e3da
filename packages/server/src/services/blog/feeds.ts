import { authorize, CUBE_NOT_FOUND } from '@cubewright/core/cube';
import { desc, eq } from 'drizzle-orm';
import { cubePosts } from '../../db/schema';
import { notFound } from '../../http/errors';
import { featuredCubes } from '../community/lists';
import { loadCube } from '../cubes/store';
import { usernamesOf } from '../cubes/users';
import type { WithConfig, WithDatabase } from '../deps';
import { atomXml } from './atom';
import { feedHtml } from './feed-html';

// The Atom feeds: one per cube (its posts and changelog) and one of the featured cubes. A feed is read
// by a feed reader with no session, so it is built for a guest: a private cube has no feed (404, as its
// page is for a guest). Ids are the pages' URLs under BASE_URL (and urn:uuid for posts), which stay the
// same for the same thing across edits.

/** Entries per feed: readers poll, so the newest are what matter. */
export const FEED_ENTRIES = 50;

type Ctx = WithDatabase & WithConfig;

const pathOf = (cubeId: string) => `/cubes/${encodeURIComponent(cubeId)}`;

export async function cubeFeed(ctx: Ctx, cubeId: string): Promise<string> {
  const db = ctx.database.db;
  const cube = await loadCube(db, cubeId);
  if (!cube || !authorize(null, cube.access, 'view').ok) throw notFound(CUBE_NOT_FOUND);
  const base = ctx.config.baseUrl;
  const page = `${base}${pathOf(cube.id)}`;
  const posts = await db
    .select()
    .from(cubePosts)
    .where(eq(cubePosts.cubeId, cube.id))
    .orderBy(desc(cubePosts.createdAt), desc(cubePosts.id))
    .limit(FEED_ENTRIES);
  const names = await usernamesOf(db, [
    cube.createdBy,
    ...posts.flatMap((p) => (p.authorId ? [p.authorId] : [])),
  ]);
  return atomXml({
    id: page,
    title: `${cube.name}: blog`,
    subtitle: cube.description || undefined,
    author: names.get(cube.createdBy) ?? 'unknown user',
    selfUrl: `${base}/api${pathOf(cube.id)}/feed.atom`,
    pageUrl: `${page}/blog`,
    updatedFallback: cube.createdAt,
    entries: posts.map((p) => ({
      id: `urn:uuid:${p.id}`,
      title: p.title,
      published: p.createdAt,
      updated: p.updatedAt,
      author: (p.authorId && names.get(p.authorId)) || undefined,
      url: `${page}/blog#post-${p.id}`,
      contentHtml: feedHtml(p.content),
    })),
  });
}

export async function featuredFeed(ctx: Ctx): Promise<string> {
  const base = ctx.config.baseUrl;
  const { cubes } = await featuredCubes(ctx.database.db, { limit: FEED_ENTRIES });
  return atomXml({
    id: `${base}/community/featured`,
    title: 'Cubewright: featured cubes',
    author: 'Cubewright',
    selfUrl: `${base}/api/community/featured.atom`,
    pageUrl: `${base}/community/featured`,
    updatedFallback: new Date(0),
    entries: cubes.map((c) => ({
      id: `${base}${pathOf(c.id)}`,
      title: c.name,
      published: new Date(c.createdAt),
      updated: new Date(c.updatedAt),
      author: c.owner.username,
      url: `${base}${pathOf(c.id)}`,
      summary: c.description || `${c.cardCount} cards`,
    })),
  });
}

import { sql } from 'drizzle-orm';
import { likeNotices } from '../../db/schema';
import { loadCube } from '../cubes/store';
import { channelFor } from './preferences';
import { type OwnerNoticeDeps, tellOwners } from './tell-owners';

// Likes reach owners as one summary per cube and day, never one notice per like. A like is summarised
// once (like_notices): taking it back and giving it again a hundred times adds nothing, and a like
// taken back before the summary is not told at all.

/** How many likers a summary names before "and N more". */
const NAMED = 5;

interface NewLike {
  cube_id: string;
  user_id: string;
  username: string;
}

/** Tells each owner of the likes their cubes got since the last summary; `day` is today (UTC). */
export async function summariseLikes(ctx: OwnerNoticeDeps, day: string): Promise<number> {
  const db = ctx.database.db;
  const result = await db.execute(sql`
    select l.cube_id, l.user_id, p.username
    from cube_likes l
    join cubes c on c.id = l.cube_id
    join profiles p on p.user_id = l.user_id
    where l.user_id <> c.created_by
      and not exists (select 1 from like_notices n where n.cube_id = l.cube_id and n.user_id = l.user_id)
    order by l.cube_id, l.liked_at`);
  const byCube = new Map<string, NewLike[]>();
  for (const like of (result as unknown as { rows: NewLike[] }).rows) {
    byCube.set(like.cube_id, [...(byCube.get(like.cube_id) ?? []), like]);
  }
  let told = 0;
  for (const [cubeId, likes] of byCube) {
    const cube = await loadCube(db, cubeId);
    if (!cube) continue;
    const channel = (await channelFor(db, [cube.createdBy], 'likes')).get(cube.createdBy);
    const names = likes.slice(0, NAMED).map((l) => l.username);
    const more = likes.length - names.length;
    const reached = await tellOwners(
      ctx,
      [cube.createdBy],
      {
        kind: 'likes',
        key: `likes:${cubeId}:${day}`,
        cube: { id: cube.id, access: cube.access },
        title: `${likes.length} new ${likes.length === 1 ? 'like' : 'likes'} on "${cube.name}"`,
        message: `Liked by ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`,
        actionUrl: `/cubes/${encodeURIComponent(cubeId)}`,
      },
      null,
    );
    // Told, or not wanted: these likes are done. Already summarised today: they wait for tomorrow.
    if (reached.length > 0 || channel === 'off') {
      await db
        .insert(likeNotices)
        .values(likes.map((l) => ({ cubeId, userId: l.user_id })))
        .onConflictDoNothing();
      told += reached.length;
    }
  }
  return told;
}

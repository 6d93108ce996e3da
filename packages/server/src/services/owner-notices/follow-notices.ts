import type { SessionUser } from '../../auth/session';
import { loadCube } from '../cubes/store';
import { type OwnerNoticeDeps, tellOwners } from './tell-owners';

const cubePath = (cubeId: string) => `/cubes/${encodeURIComponent(cubeId)}`;

/**
 * A follow committed: the cube's owner hears of the follower once per (cube, follower), so following,
 * unfollowing and following again (a hundred times) is one notice.
 */
export async function tellOfFollow(
  ctx: OwnerNoticeDeps,
  follower: SessionUser,
  cubeId: string,
): Promise<void> {
  const cube = await loadCube(ctx.database.db, cubeId);
  if (!cube) return;
  await tellOwners(
    ctx,
    [cube.createdBy],
    {
      kind: 'follows',
      key: `follow:${cube.id}:${follower.id}`,
      cube: { id: cube.id, access: cube.access },
      title: `${follower.username} followed "${cube.name}"`,
      message: `${follower.username} now follows your cube "${cube.name}".`,
      actionUrl: cubePath(cube.id),
    },
    follower.id,
  );
}

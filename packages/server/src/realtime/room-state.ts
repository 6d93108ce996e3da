import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cubeLiveVersions } from '../db/schema';
import { loadCube } from '../services/cubes/store';
import type { RoomState } from './rooms';

/** The cube's access (for the policy) and its room's latest event version; null for a missing cube. */
export async function loadRoomState(db: Db, cubeId: string): Promise<RoomState | null> {
  const cube = await loadCube(db, cubeId);
  if (!cube) return null;
  const [row] = await db
    .select({ version: cubeLiveVersions.version })
    .from(cubeLiveVersions)
    .where(eq(cubeLiveVersions.cubeId, cubeId));
  return { access: cube.access, version: row?.version ?? 0 };
}

/**
 * Takes the next event version of a cube's room. One atomic upsert, so concurrent saves on any
 * number of server instances never share a number.
 */
export async function nextLiveVersion(db: Db, cubeId: string): Promise<number> {
  const [row] = await db
    .insert(cubeLiveVersions)
    .values({ cubeId, version: 1 })
    .onConflictDoUpdate({
      target: cubeLiveVersions.cubeId,
      set: { version: sql`${cubeLiveVersions.version} + 1` },
    })
    .returning({ version: cubeLiveVersions.version });
  return row!.version;
}

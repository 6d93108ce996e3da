import { eq } from 'drizzle-orm';
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

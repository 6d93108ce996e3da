import { type Actor, canView } from '@cubewright/core/cube';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeCollaborators } from '../../db/schema';
import { accessOf, type CubeRow } from '../cubes/store';

/** Ids of the given cubes the actor may view, asked of the policy with each cube's collaborators. */
export async function visibleCubes(db: Db, actor: Actor | null, rows: CubeRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const collaborators = await db
    .select()
    .from(cubeCollaborators)
    .where(
      inArray(
        cubeCollaborators.cubeId,
        rows.map((r) => r.id),
      ),
    );
  return new Set(
    rows
      .filter((r) =>
        canView(
          actor,
          accessOf(
            r,
            collaborators.filter((c) => c.cubeId === r.id),
          ),
        ),
      )
      .map((r) => r.id),
  );
}

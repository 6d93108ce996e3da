import { type Actor, type CubeAccess, canEdit } from '@cubewright/core/cube';
import type { CubeHiddenNotice } from '@cubewright/core/protocol';

// What a cube page tells its owner and editors when a moderator hid the cube from community lists
// (services/admin/hidden-cubes.ts). Nobody else learns why, or that it is hidden.

/** The notice for the owner and editors; null for anyone else or a listed cube. */
export function hiddenNoticeOf(
  cube: { hiddenAt: Date | null; hiddenReason: string | null; access: CubeAccess },
  actor: Actor | null,
): CubeHiddenNotice | null {
  if (!cube.hiddenAt || !canEdit(actor, cube.access)) return null;
  return { hiddenAt: cube.hiddenAt.toISOString(), reason: cube.hiddenReason ?? '' };
}

import type { ChangeConflict } from '@cubewright/core/cube';
import type { ConflictDetails } from '@cubewright/core/protocol';
import { conflict } from '../../http/errors';

/**
 * The 409 for a save based on a version that is no longer current and cannot be merged. The message
 * tells the user what happened and what to do; details carry the current version and each conflict.
 */
export function staleSave(currentVersion: number, conflicts: ChangeConflict[] = []) {
  const details: ConflictDetails = { currentVersion, conflicts };
  const n = conflicts.length;
  const what = n === 0 ? '' : n === 1 ? ': 1 of your changes conflicts' : `: ${n} of your changes conflict`;
  return conflict(
    `This cube was changed by someone else while you were editing (it is now at version ${currentVersion})${what}. Reload the cube and apply your changes again.`,
    details,
  );
}

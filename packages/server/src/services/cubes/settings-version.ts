import { createHash } from 'node:crypto';
import type { CubeSettingsSnapshot } from '@cubewright/core/cube';
import type { CubeDetail, SettingsConflictDetails } from '@cubewright/core/protocol';
import { conflict } from '../../http/errors';
import type { CubeRow } from './store';

/** The settings of a cube row, as activity entries and the version token compare them. */
export const settingsSnapshot = (row: CubeRow): CubeSettingsSnapshot => ({
  name: row.name,
  description: row.description,
  visibility: row.visibility,
  size: row.size,
  coverImageUrl: row.coverImageUrl,
  tags: row.tags,
  recommendedDraftFormat: row.recommendedDraftFormat,
  isFeatured: row.isFeatured,
});

/**
 * The version of a cube's settings that a PATCH names as the one it edited. Settings changes make no
 * cube version (those are the card list's and the white paper's history), so the token is derived from
 * the settings themselves: any change to them gives another one, and no schema change is needed
 * (ADR 0023). The featured flag is left out: a moderator toggling it cannot undo anyone's edit.
 */
export function settingsVersionOf(row: CubeRow): string {
  const { isFeatured: _, ...edited } = settingsSnapshot(row);
  return createHash('sha256').update(JSON.stringify(edited)).digest('base64url').slice(0, 16);
}

/** The 409 for settings edited from a version that is no longer current; details carry the cube as it is. */
export function staleSettings(current: CubeDetail) {
  const details: SettingsConflictDetails = { settingsVersion: current.settingsVersion, cube: current };
  return conflict(
    'The settings of this cube were changed by someone else while you were editing. Review their changes and save yours again.',
    details,
  );
}

import type { CubeMetadata } from '@cubewright/core/cube';
import {
  type Actor,
  canDelete,
  canEdit,
  canFeature,
  canLeave,
  canManageCollaborators,
  DEFAULT_COVER_IMAGE_URL,
  roleOf,
} from '@cubewright/core/cube';
import type { Collaborator, CubeDetail, CubeSummary } from '@cubewright/core/protocol';
import { hiddenNoticeOf } from '../community/hidden-notice';
import { settingsVersionOf } from './settings-version';
import type { CollaboratorRow, CubeRow, LoadedCube } from './store';

// Rows to the protocol's response shapes.

const nameOr = (names: ReadonlyMap<string, string>, id: string) => names.get(id) ?? 'unknown user';

/** A cube as lists show it; `names` maps user ids to usernames. */
export function toSummary(row: CubeRow, names: ReadonlyMap<string, string>): CubeSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    size: row.size,
    coverImageUrl: row.coverImageUrl ?? DEFAULT_COVER_IMAGE_URL,
    hasCustomCover: row.coverImageUrl !== null,
    createdBy: row.createdBy,
    owner: { id: row.createdBy, username: nameOr(names, row.createdBy) },
    isFeatured: row.isFeatured,
    tags: row.tags,
    recommendedDraftFormat: row.recommendedDraftFormat,
    metadata: row.metadata as CubeMetadata,
    cardCount: row.cardCount,
    maybeCount: row.maybeCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCollaborator(row: CollaboratorRow, names: ReadonlyMap<string, string>): Collaborator {
  return {
    userId: row.userId,
    username: nameOr(names, row.userId),
    role: row.role,
    addedAt: row.addedAt.toISOString(),
  };
}

/** The full cube with collaborators and what `actor` may do with it. */
export function toDetail(
  cube: LoadedCube,
  actor: Actor | null,
  names: ReadonlyMap<string, string>,
): CubeDetail {
  return {
    ...toSummary(cube, names),
    settingsVersion: settingsVersionOf(cube),
    collaborators: cube.collaboratorRows.map((c) => toCollaborator(c, names)),
    boards: cube.boards,
    copiedFrom: cube.copiedFrom,
    ...viewerPartsOf(cube, actor),
  };
}

/**
 * The only parts of a cube's detail that depend on who reads it; readers with equal parts get equal
 * responses, which is what lets cube-cache share one body between them.
 */
export function viewerPartsOf(
  cube: LoadedCube,
  actor: Actor | null,
): Pick<CubeDetail, 'permissions' | 'hidden'> {
  return {
    permissions: {
      role: roleOf(actor, cube.access),
      canEdit: canEdit(actor, cube.access),
      canManageCollaborators: canManageCollaborators(actor, cube.access),
      canDelete: canDelete(actor, cube.access),
      canFeature: canFeature(actor),
      canLeave: canLeave(actor, cube.access),
    },
    hidden: hiddenNoticeOf(cube, actor),
  };
}

/** The user ids whose names a detail view needs. */
export const userIdsOf = (cube: LoadedCube) => [
  cube.createdBy,
  ...cube.collaboratorRows.map((c) => c.userId),
];

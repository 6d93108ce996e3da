import { CUBE_NOT_FOUND, FORBIDDEN_MESSAGES, UNAUTHENTICATED_MESSAGES } from './messages';
import type { CollaboratorRole, Visibility } from './types';

// The one permission policy (spec sections 5 and 6, docs/decisions/0002): every route, socket channel
// and list asks these functions, so a private cube cannot leak through a side door.

/** The signed-in user as the policy sees it; null is a guest. */
export interface Actor {
  id: string;
  isAdmin: boolean;
  isModerator: boolean;
}

/** What the policy needs to know about a cube. */
export interface CubeAccess {
  createdBy: string;
  visibility: Visibility;
  collaborators: Readonly<Record<string, CollaboratorRole>>;
}

export type CubeAction = keyof typeof FORBIDDEN_MESSAGES;
export type CubeRole = 'owner' | CollaboratorRole;

/** True for an administrator. */
export function isAdmin(actor: Actor | null): boolean {
  return actor?.isAdmin === true;
}

/** The actor's role on the cube: owner, a collaborator role, or null. */
export function roleOf(actor: Actor | null, cube: CubeAccess): CubeRole | null {
  if (!actor) return null;
  if (actor.id === cube.createdBy) return 'owner';
  return cube.collaborators[actor.id] ?? null;
}

/**
 * Opening a cube directly (by its link): public and unlisted cubes by anyone; private cubes by the
 * owner, collaborators and admins.
 */
export function canView(actor: Actor | null, cube: CubeAccess): boolean {
  if (cube.visibility !== 'private') return true;
  return roleOf(actor, cube) !== null || isAdmin(actor);
}

/** Appearing in lists anyone can browse (browse, search, featured, profiles): public cubes only. */
export function canList(cube: Pick<CubeAccess, 'visibility'>): boolean {
  return cube.visibility === 'public';
}

/** Changing settings, the card list and the white paper: owner and editors. */
export function canEdit(actor: Actor | null, cube: CubeAccess): boolean {
  const role = roleOf(actor, cube);
  return role === 'owner' || role === 'editor';
}

/** Adding, removing and re-roling collaborators: owner only. */
export function canManageCollaborators(actor: Actor | null, cube: CubeAccess): boolean {
  return roleOf(actor, cube) === 'owner';
}

/** Deleting the cube: owner only. */
export function canDelete(actor: Actor | null, cube: CubeAccess): boolean {
  return roleOf(actor, cube) === 'owner';
}

/** Toggling the featured flag: admins and moderators. */
export function canFeature(actor: Actor | null): boolean {
  return actor?.isAdmin === true || actor?.isModerator === true;
}

/** Leaving the cube: any collaborator (not the owner). */
export function canLeave(actor: Actor | null, cube: CubeAccess): boolean {
  const role = roleOf(actor, cube);
  return role !== null && role !== 'owner';
}

/** Creating and editing the cube's events (records), pairing rounds, overriding results: owner and editors. */
export function canManageEvents(actor: Actor | null, cube: CubeAccess): boolean {
  return canEdit(actor, cube);
}

/**
 * Entering the result of one match: the host (canManageEvents) or one of the match's two players, who
 * must still be able to view the cube (a private cube's events stay private, to its players too).
 */
export function canReportResult(
  actor: Actor | null,
  cube: CubeAccess,
  playerUserIds: readonly (string | null)[],
): boolean {
  if (!actor || !canView(actor, cube)) return false;
  return canManageEvents(actor, cube) || playerUserIds.includes(actor.id);
}

/** Writing, editing and deleting the cube's blog posts: owner and editors. */
export function canPost(actor: Actor | null, cube: CubeAccess): boolean {
  return canEdit(actor, cube);
}

/** Writing a comment on anything of the cube (its blog, the cube, its drafts' decks): anyone signed in who sees it. */
export function canComment(actor: Actor | null, cube: CubeAccess): boolean {
  return actor !== null && canView(actor, cube);
}

/** Hiding and restoring reported comments: admins and moderators (of comments on cubes they may view). */
export function canModerateComments(actor: Actor | null): boolean {
  return canFeature(actor);
}

/** Deleting a comment: its author, the cube's owner, and moderators; all must still see the cube. */
export function canDeleteComment(actor: Actor | null, cube: CubeAccess, authorId: string): boolean {
  if (!actor || !canView(actor, cube)) return false;
  return actor.id === authorId || roleOf(actor, cube) === 'owner' || canModerateComments(actor);
}

/** Editing a comment: its author only, while they still see the cube. */
export function canEditComment(actor: Actor | null, cube: CubeAccess, authorId: string): boolean {
  return actor !== null && canView(actor, cube) && actor.id === authorId;
}

type Check = (actor: Actor | null, cube: CubeAccess, playerUserIds: readonly (string | null)[]) => boolean;

const CHECKS: Record<CubeAction, Check> = {
  view: canView,
  edit: canEdit,
  feature: (actor, cube) => canView(actor, cube) && canFeature(actor),
  addCollaborator: canManageCollaborators,
  removeCollaborator: canManageCollaborators,
  updateCollaboratorRole: canManageCollaborators,
  leave: canLeave,
  delete: canDelete,
  manageEvents: canManageEvents,
  reportResult: canReportResult,
  post: canPost,
  comment: canComment,
};

export type Decision = { ok: true } | { ok: false; status: 401 | 403 | 404; message: string };

/**
 * The full answer for an action: a guest asking to change something gets 401, someone who may not see
 * the cube gets 404 exactly as for a missing cube, someone who sees it but may not act gets 403.
 */
export function authorize(
  actor: Actor | null,
  cube: CubeAccess,
  action: CubeAction,
  /** reportResult: the user ids of the match's two players (null for a player without an account). */
  playerUserIds: readonly (string | null)[] = [],
): Decision {
  if (!actor && action !== 'view') {
    return { ok: false, status: 401, message: UNAUTHENTICATED_MESSAGES[action] };
  }
  if (!canView(actor, cube)) return { ok: false, status: 404, message: CUBE_NOT_FOUND };
  if (CHECKS[action](actor, cube, playerUserIds)) return { ok: true };
  return { ok: false, status: 403, message: FORBIDDEN_MESSAGES[action] };
}

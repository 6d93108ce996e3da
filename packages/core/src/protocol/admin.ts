import { z } from 'zod';
import type { CommunityCube } from './community';
import type { CubeHiddenNotice, UserRef } from './cubes';

/*
 * Admin area (server: packages/server/src/routes/admin).
 *
 *   GET   /api/admin/users?q&page       -> AdminUsersResponse (admins and moderators)
 *   PATCH /api/admin/users/:id          UpdateUserRolesBody -> AdminUserResponse (admins only)
 *   GET   /api/admin/featured           -> AdminFeaturedResponse (admins and moderators)
 *   GET   /api/admin/hidden             -> HiddenCubesResponse (admins and moderators)
 *   POST  /api/admin/cubes/:id/hide     HideCubeBody -> HiddenCubeResponse (admins and moderators)
 *   POST  /api/admin/cubes/:id/unhide   -> 204 (admins and moderators)
 * A hidden cube leaves every community list (featured, browse, latest, trending, search) but stays
 * reachable by link; its owner is notified with the reason, and owner and editors see it on the cube.
 */

export const ADMIN_USERS_PAGE_SIZE = 25;

/** Failure messages of the admin endpoints. */
export const ADMIN_MESSAGES = {
  staffOnly: 'Only admins and moderators can open the admin area',
  rolesAdminOnly: 'Only admins can update user roles',
  lastAdmin: 'You are the last admin: make someone else an admin before removing your own admin role',
  userNotFound: 'User not found',
  hideStaffOnly: 'Only admins and moderators can hide cubes from community lists',
  hideNotPublic: 'Only public cubes appear in community lists, so only they can be hidden',
} as const;

export const HIDE_REASON_MAX_LENGTH = 500;

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const updateUserRolesBodySchema = z
  .object({ isAdmin: z.boolean().optional(), isModerator: z.boolean().optional() })
  .strict()
  .refine((b) => b.isAdmin !== undefined || b.isModerator !== undefined, {
    message: 'give isAdmin or isModerator',
  });
export type UpdateUserRolesBody = z.input<typeof updateUserRolesBodySchema>;

export interface AdminUser {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  isModerator: boolean;
  createdAt: string;
}
export interface AdminUsersResponse {
  users: AdminUser[];
  page: number;
  pageSize: number;
  total: number;
}
export interface AdminUserResponse {
  user: AdminUser;
}
export interface AdminFeaturedResponse {
  cubes: CommunityCube[];
}

export const hideCubeBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason: the owner sees it')
    .max(HIDE_REASON_MAX_LENGTH, `Keep the reason under ${HIDE_REASON_MAX_LENGTH + 1} characters`),
});
export type HideCubeBody = z.input<typeof hideCubeBodySchema>;

/** A hidden cube as the admin area lists it. */
export interface HiddenCube extends CubeHiddenNotice {
  id: string;
  name: string;
  owner: UserRef;
  /** The moderator or admin who hid it (null if their account is gone). */
  hiddenBy: UserRef | null;
}
export interface HiddenCubesResponse {
  cubes: HiddenCube[];
}
export interface HiddenCubeResponse {
  cube: HiddenCube;
}

import { z } from 'zod';
import type { CommunityCube } from './community';

/*
 * Admin area (server: packages/server/src/routes/admin).
 *
 *   GET   /api/admin/users?q&page       -> AdminUsersResponse (admins and moderators)
 *   PATCH /api/admin/users/:id          UpdateUserRolesBody -> AdminUserResponse (admins only)
 *   GET   /api/admin/featured           -> AdminFeaturedResponse (admins and moderators)
 */

export const ADMIN_USERS_PAGE_SIZE = 25;

/** Failure messages of the admin endpoints. */
export const ADMIN_MESSAGES = {
  staffOnly: 'Only admins and moderators can open the admin area',
  rolesAdminOnly: 'Only admins can update user roles',
  lastAdmin: 'You are the last admin: make someone else an admin before removing your own admin role',
  userNotFound: 'User not found',
} as const;

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

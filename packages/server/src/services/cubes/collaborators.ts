import {
  type Actor,
  ALREADY_COLLABORATOR,
  COLLABORATORS_MAX,
  type CollaboratorRole,
  LIMIT_MESSAGES,
} from '@cubewright/core/cube';
import type { Collaborator } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import { cubeCollaborators } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { CubeCommandDeps } from '../deps';
import { notifyUser } from '../notifications/notify-user';
import { cubeFor } from './access';
import { recordActivity } from './activity';
import { findUserByLogin, usernamesOf } from './users';
import { toCollaborator } from './views';

type Author = Actor & { username: string };

const NOT_A_COLLABORATOR = 'That user is not a collaborator on this cube';

/** Adds a collaborator by username or e-mail (owner only; "User is already a collaborator" if so). */
export async function addCollaborator(
  ctx: CubeCommandDeps,
  author: Author,
  cubeId: string,
  login: string,
  role: CollaboratorRole,
): Promise<Collaborator> {
  const { row, user, cubeName } = await ctx.database.db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'addCollaborator', { lock: true });
    const user = await findUserByLogin(tx, login);
    if (!user) throw notFound('No user with that username or e-mail address');
    if (user.id === cube.createdBy) throw badRequest('The owner of a cube cannot be added as a collaborator');
    if (cube.collaboratorRows.some((c) => c.userId === user.id)) throw conflict(ALREADY_COLLABORATOR);
    if (cube.collaboratorRows.length >= COLLABORATORS_MAX)
      throw badRequest(LIMIT_MESSAGES.collaboratorsTooMany);
    const [row] = await tx
      .insert(cubeCollaborators)
      .values({ cubeId: cube.id, userId: user.id, role })
      .returning();
    return { row: row!, user, cubeName: cube.name };
  });
  await recordActivity(ctx, cubeId, author, [
    { action: 'collaborator_added', details: { userId: user.id, username: user.username, role } },
  ]);
  await ctx.events.publish('cube:changed', { cubeId, kind: 'collaborators', by: author });
  await tellNewCollaborator(ctx, author, user.id, cubeId, cubeName, role);
  return toCollaborator(row, new Map([[user.id, user.username]]));
}

// The new collaborator learns of it in their notifications, with a link to the cube. Like the other side
// effects of a change, a failure is logged and the addition stands.
async function tellNewCollaborator(
  ctx: CubeCommandDeps,
  author: Author,
  userId: string,
  cubeId: string,
  cubeName: string,
  role: CollaboratorRole,
) {
  try {
    await notifyUser(ctx, userId, {
      title: `${author.username} added you as an ${role} of ${cubeName}`,
      message: `You can now edit "${cubeName}": its cards, maybeboard and white paper.`,
      type: 'info',
      actionUrl: `/cubes/${cubeId}`,
    });
  } catch (err) {
    ctx.log.error({ err, cubeId }, 'notifying a new collaborator failed');
  }
}

/** Changes a collaborator's role (owner only). */
export async function updateCollaboratorRole(
  ctx: CubeCommandDeps,
  author: Author,
  cubeId: string,
  userId: string,
  role: CollaboratorRole,
): Promise<Collaborator> {
  const { row, from } = await ctx.database.db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'updateCollaboratorRole', { lock: true });
    const current = cube.collaboratorRows.find((c) => c.userId === userId);
    if (!current) throw notFound(NOT_A_COLLABORATOR);
    if (current.role === role) return { row: current, from: role };
    const [row] = await tx
      .update(cubeCollaborators)
      .set({ role })
      .where(and(eq(cubeCollaborators.cubeId, cube.id), eq(cubeCollaborators.userId, userId)))
      .returning();
    return { row: row!, from: current.role };
  });
  const names = await usernamesOf(ctx.database.db, [userId]);
  if (from !== role) {
    const username = names.get(userId) ?? userId;
    await recordActivity(ctx, cubeId, author, [
      { action: 'collaborator_role_changed', details: { userId, username, from, to: role } },
    ]);
    await ctx.events.publish('cube:changed', { cubeId, kind: 'collaborators', by: author });
  }
  return toCollaborator(row, names);
}

/** Removes a collaborator: the owner removing someone, or (`leave`) a collaborator removing themself. */
export async function removeCollaborator(
  ctx: CubeCommandDeps,
  author: Author,
  cubeId: string,
  userId: string,
  opts: { leave: boolean },
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    if (opts.leave) {
      const cube = await cubeFor(tx, cubeId, author, 'view', { lock: true });
      if (cube.createdBy === author.id) throw badRequest('The owner cannot leave their own cube');
    }
    const cube = await cubeFor(tx, cubeId, author, opts.leave ? 'leave' : 'removeCollaborator', {
      lock: true,
    });
    if (!cube.collaboratorRows.some((c) => c.userId === userId)) throw notFound(NOT_A_COLLABORATOR);
    await tx
      .delete(cubeCollaborators)
      .where(and(eq(cubeCollaborators.cubeId, cube.id), eq(cubeCollaborators.userId, userId)));
  });
  const username = opts.leave
    ? author.username
    : ((await usernamesOf(ctx.database.db, [userId])).get(userId) ?? userId);
  await recordActivity(ctx, cubeId, author, [
    { action: 'collaborator_removed', details: { userId, username, left: opts.leave } },
  ]);
  await ctx.events.publish('cube:changed', { cubeId, kind: 'collaborators', by: author });
}

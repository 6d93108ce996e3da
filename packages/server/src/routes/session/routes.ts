import type { SessionResponse, SessionUserDto } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { getSessionUser, type SessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { countUnread } from '../../services/notifications/store';

/** The session as the web app sees it (never exposes the session token). */
export function toSessionUserDto(u: SessionUser): SessionUserDto {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    isAdmin: u.isAdmin,
    isModerator: u.isModerator,
    photoURL: u.photoURL,
    createdAt: u.createdAt.toISOString(),
  };
}

/** GET /api/session: the signed-in user with profile, or null for a guest. */
export const sessionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/session', async (req, reply): Promise<SessionResponse> => {
    reply.header('cache-control', 'no-store');
    const user = await getSessionUser(ctx, req);
    if (!user) return { user: null, unreadCount: 0 };
    // The badge is a side show: a failed count is logged and shows 0 rather than failing the session.
    const unreadCount = await countUnread(ctx.database.db, user.id).catch((err) => {
      req.log.error({ err }, 'Failed to load notifications');
      return 0;
    });
    return { user: toSessionUserDto(user), unreadCount };
  });
};

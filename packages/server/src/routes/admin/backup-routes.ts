import { dateOf } from '@cubewright/core/clock';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { dumpPglite } from '../../db/backup/pglite-backup';
import { badRequest, forbidden } from '../../http/errors';
import { signedIn, userOf } from '../cubes/signed-in';

export const BACKUP_MESSAGES = {
  adminOnly: 'Only admins can download a backup',
  postgres:
    'This server runs on PostgreSQL: back it up with `npm run db:backup -- FILE` (pg_dump is consistent on a live server)',
} as const;

/**
 * GET /api/admin/backup: a backup of the embedded PGlite database from the running server. Only the process
 * holding the data folder may read it (a second process would corrupt it), so a live PGlite server is
 * backed up through here; the file is what `npm run db:backup` writes and `npm run db:restore` reads.
 */
export const backupRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/backup',
    { preValidation: signedIn(ctx, 'User not authenticated') },
    async (req, reply) => {
      if (!userOf(req).isAdmin) throw forbidden(BACKUP_MESSAGES.adminOnly);
      if (ctx.database.kind !== 'pglite') throw badRequest(BACKUP_MESSAGES.postgres);
      const started = performance.now();
      const tar = await dumpPglite(ctx.database);
      req.log.info({ bytes: tar.length, ms: Math.round(performance.now() - started) }, 'backup downloaded');
      const stamp = dateOf(ctx.clock).toISOString().replace(/[:.]/g, '-');
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="cubewright-${stamp}.pglite.tar.gz"`)
        .header('cache-control', 'no-store')
        .send(tar);
    },
  );
};

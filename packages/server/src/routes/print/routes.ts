import { fileSlug } from '@cubewright/core/formats';
import { PROXY_PAGES_HEADER, pageCount } from '@cubewright/core/print';
import { cubeIdParamsSchema, proxyQuerySchema } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { cubeProxies, sheetOptionsOf } from '../../services/print/cube-proxies';
import { proxyDocument, renderProxySheets } from '../../services/print/proxy-pdf';

/** Print-and-play: a board of a cube as a PDF of text proxies, nine to a page, streamed as it is drawn. */
export const printRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/cubes/:id/proxies.pdf',
    { schema: { params: cubeIdParamsSchema, querystring: proxyQuerySchema } },
    async (req, reply) => {
      const actor = await getSessionUser(ctx, req);
      const tokens = req.query.tokens === '1';
      const { cube, cards } = await cubeProxies(ctx, actor, req.params.id, req.query.board, tokens);
      const fileName = `${fileSlug(cube.name, 'cube')}-${tokens ? 'tokens' : 'proxies'}.pdf`;
      const doc = proxyDocument(`${cube.name} proxies`);
      reply.header('content-type', 'application/pdf');
      reply.header('cache-control', 'private, no-cache');
      reply.header(PROXY_PAGES_HEADER, String(pageCount(cards.length)));
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      // Drawn after the stream is handed over: pages go out as they are finished. A failure part-way
      // cannot become an error status any more; destroying the stream cuts the download short instead.
      renderProxySheets(doc, cards, sheetOptionsOf(req.query)).catch((err: unknown) => {
        req.log.error({ err }, 'proxy PDF failed while streaming');
        doc.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply.send(doc);
    },
  );
};

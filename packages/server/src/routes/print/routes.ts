import { fileSlug } from '@cubewright/core/formats';
import { PROXY_PAGES_HEADER, pageCount } from '@cubewright/core/print';
import { cubeIdParamsSchema, deckProxiesBodySchema, proxyQuerySchema } from '@cubewright/core/protocol';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { cubeProxies, deckProxies, sheetOptionsOf } from '../../services/print/cube-proxies';
import { createProxyImages, type ProxyImages } from '../../services/print/proxy-images';
import { type ProxyCard, proxyDocument, renderProxySheets } from '../../services/print/proxy-pdf';

/** Streams the proxies as a PDF download named `fileName`, pages going out as they are finished. */
function sendProxies(
  images: ProxyImages,
  reply: FastifyReply,
  title: string,
  fileName: string,
  cards: readonly ProxyCard[],
  options: Parameters<typeof sheetOptionsOf>[0],
) {
  const doc = proxyDocument(title);
  reply.header('content-type', 'application/pdf');
  reply.header('cache-control', 'private, no-cache');
  reply.header(PROXY_PAGES_HEADER, String(pageCount(cards.length)));
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  // Drawn after the stream is handed over. A failure part-way cannot become an error status any more;
  // destroying the stream cuts the download short instead.
  const pictures = options.images === '1' ? images : undefined;
  renderProxySheets(doc, cards, sheetOptionsOf(options), pictures).catch((err: unknown) => {
    reply.log.error({ err }, 'proxy PDF failed while streaming');
    doc.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply.send(doc);
}

/** Print-and-play: a board of a cube, or a deck, as a PDF of text proxies, nine to a page, streamed as drawn. */
export const printRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const images = createProxyImages(ctx.config.cardImageBaseUrl);

  app.get(
    '/api/cubes/:id/proxies.pdf',
    { schema: { params: cubeIdParamsSchema, querystring: proxyQuerySchema } },
    async (req, reply) => {
      const actor = await getSessionUser(ctx, req);
      const tokens = req.query.tokens === '1';
      const { cube, cards } = await cubeProxies(ctx, actor, req.params.id, req.query.board, tokens);
      const fileName = `${fileSlug(cube.name, 'cube')}-${tokens ? 'tokens' : 'proxies'}.pdf`;
      return sendProxies(images, reply, `${cube.name} proxies`, fileName, cards, req.query);
    },
  );

  // A deck or a draft's pool, by card name: the page that shows the deck sends it.
  app.post('/api/proxies.pdf', { schema: { body: deckProxiesBodySchema } }, async (req, reply) => {
    const { title, names } = req.body;
    const fileName = `${fileSlug(title, 'deck')}-proxies.pdf`;
    return sendProxies(images, reply, `${title} proxies`, fileName, deckProxies(ctx, names), req.body);
  });
};

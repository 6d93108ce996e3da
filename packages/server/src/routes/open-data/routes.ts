import fs from 'node:fs';
import {
  OPEN_DATA_MESSAGES,
  OPEN_DATA_SCHEMA_VERSION,
  type OpenDataDump,
  type OpenDataListing,
  openDataFileParamsSchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { type DumpManifest, dumpFilePath, listDumps, openDataDir } from '../../services/open-data/dump-store';

/** Where the rows are described (in the source tree; the web page /open-data sums it up). */
const SCHEMA_DOC = 'docs/open-data.md';

/** A manifest as the listing shows it: each file with the URL to download it from (`latest` or its id). */
function withUrls(m: DumpManifest, under: string): OpenDataDump {
  return { ...m, files: m.files.map((f) => ({ ...f, url: `/api/open-data/${under}/${f.name}` })) };
}

/**
 * The open data dump (docs/open-data.md): the listing, and each file at a stable URL. Public, read from
 * DATA_DIR/open-data on every request (the nightly job may have published a new dump on any instance
 * sharing that folder). Already gzip: the compression plugin leaves application/gzip alone.
 */
export const openDataRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const dir = () => openDataDir(ctx.config);

  const listing = { summary: 'The open data dumps on hand: files, rows, sizes, SHA-256 and URLs' };
  app.get('/api/open-data', { schema: listing }, async (_req, reply): Promise<OpenDataListing> => {
    const dumps = listDumps(dir());
    reply.header('cache-control', 'public, max-age=300');
    return {
      schema: `${SCHEMA_DOC} (schema version ${OPEN_DATA_SCHEMA_VERSION})`,
      latest: dumps[0] ? withUrls(dumps[0], 'latest') : null,
      dumps: dumps.map((d) => withUrls(d, d.id)),
    };
  });

  app.get(
    '/api/open-data/:dump/:file',
    {
      schema: {
        summary: 'One gzip NDJSON file of the latest open data dump, or of a kept one by its id',
        params: openDataFileParamsSchema,
      },
    },
    async (req, reply) => {
      const dumps = listDumps(dir());
      const latest = req.params.dump === 'latest';
      const dump = latest ? dumps[0] : dumps.find((d) => d.id === req.params.dump);
      if (!dump) throw notFound(latest ? OPEN_DATA_MESSAGES.noDump : OPEN_DATA_MESSAGES.dumpNotFound);
      const file = dump.files.find((f) => f.name === req.params.file);
      const stream = file && fs.createReadStream(dumpFilePath(dir()!, dump.id, file.name));
      // Opened before any header goes out: a dump pruned since the listing was read is a 404, not a cut download.
      const opened =
        stream &&
        (await new Promise<boolean>((r) => stream.once('open', () => r(true)).once('error', () => r(false))));
      if (!file || !opened) throw notFound(OPEN_DATA_MESSAGES.dumpNotFound);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', String(file.bytes))
        .header('content-disposition', `attachment; filename="cubewright-${dump.id}-${file.name}"`)
        .header('etag', `"${file.sha256}"`)
        .header('x-dump-id', dump.id)
        .header('cache-control', latest ? 'public, max-age=300' : 'public, max-age=31536000, immutable')
        .send(stream);
    },
  );
};

import { compileQuery, formatQueryError } from '@cubewright/core/filter';
import {
  type CardCubesResponse,
  type CardSearchResponse,
  type CardStatsResponse,
  cardCubesQuerySchema,
  cardIdParamsSchema,
  cardSearchQuerySchema,
  topCardsQuerySchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../http/errors';
import { CardSearch } from '../../services/card-search/card-search';
import { cardCubeStats } from '../../services/card-search/card-stats';
import { CubeCountCache } from '../../services/card-search/cube-count-cache';
import { publicCubeCounts, publicCubesWithCard } from '../../services/card-search/cube-counts';
import { forgetTopCards, topCards } from '../../services/card-search/top-cards';
import { readyIndex } from '../../services/cards/ready-index';

/** Card search over all cards, and the public cubes that hold a card and its figures (protocol/card-search.ts). */
export const cardSearchRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // The card service prepares the search index while loading, before it reports `ready`.
  const search = new CardSearch(() => ctx.cards.search);
  const db = ctx.database.db;
  const cubeCounts = new CubeCountCache((ids) => publicCubeCounts(db, ids), ctx.clock);
  // Loaded while the card index loads, so searches from "ready" on answer from memory.
  void cubeCounts.load();
  base.addHook('onClose', async () => cubeCounts.close());
  ctx.realtime.onCubeEvent(() => {
    cubeCounts.clear();
    forgetTopCards(db);
  });

  app.get(
    '/api/cards/search',
    {
      schema: {
        tags: ['cards'],
        summary: 'Search all cards with the search syntax (see /search/help)',
        querystring: cardSearchQuerySchema,
      },
    },
    async (req) => {
      const index = readyIndex(ctx.cards);
      const found = search.search(index, req.query);
      if (!found.ok) {
        throw new HttpError(400, formatQueryError(found.error), 'bad_query', found.error);
      }
      const counts = await cubeCounts.countsOf(found.page.cards.map((c) => c.id));
      return { ...found.page, cubeCounts: counts } satisfies CardSearchResponse;
    },
  );

  app.get(
    '/api/cards/top',
    {
      schema: {
        tags: ['cards'],
        summary: 'Top cards by inclusion in public cubes or by draft rating, narrowed by the search syntax',
        querystring: topCardsQuerySchema,
      },
    },
    async (req) => {
      const index = readyIndex(ctx.cards);
      const { q, by, page } = req.query;
      const compiled = compileQuery(q, { coverage: search.prepare(index).coverage });
      if (!compiled.ok)
        throw new HttpError(400, formatQueryError(compiled.error), 'bad_query', compiled.error);
      return topCards(db, index, { q, by, page, matches: compiled.predicate }, ctx.clock.now());
    },
  );

  app.get(
    '/api/cards/:id/cubes',
    {
      schema: {
        tags: ['cards'],
        summary: 'Public cubes that contain a card',
        params: cardIdParamsSchema,
        querystring: cardCubesQuerySchema,
      },
    },
    async (req) => {
      const card = readyIndex(ctx.cards).get(req.params.id);
      if (!card) throw notFound('Card not found');
      const { limit, page, sort } = req.query;
      const found = await publicCubesWithCard(db, card.id, limit, { page, sort });
      return { card: { id: card.id, name: card.name }, ...found } satisfies CardCubesResponse;
    },
  );

  app.get(
    '/api/cards/:id/stats',
    {
      schema: {
        tags: ['cards'],
        summary: 'How many public cubes hold a card, by cube size, and the cards most often beside it',
        params: cardIdParamsSchema,
      },
    },
    async (req) => {
      const index = readyIndex(ctx.cards);
      const card = index.get(req.params.id);
      if (!card) throw notFound('Card not found');
      const stats = await cardCubeStats(db, card.id, (id) => index.get(id)?.name);
      return { card: { id: card.id, name: card.name }, ...stats } satisfies CardStatsResponse;
    },
  );
};

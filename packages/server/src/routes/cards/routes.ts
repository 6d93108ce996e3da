import type { Card } from '@cubewright/core/cards';
import { customIdOfCardId } from '@cubewright/core/custom-cards';
import {
  type AutocompleteResponse,
  type CardFactsResponse,
  type CardPrintingsResponse,
  type CardResponse,
  type CardSummary,
  cardAutocompleteQuerySchema,
  cardFactsBodySchema,
  cardIdParamsSchema,
  type ResolveCardsResponse,
  resolveCardsBodySchema,
  type SetCardsResponse,
  type SetsResponse,
  setCodeParamsSchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { readyIndex } from '../../services/cards/ready-index';
import { cardDataVersion } from '../../services/cube-cache/card-stamp';
import { customCardAsCardFor } from '../../services/custom-cards/as-card';
import { customAutocomplete } from '../../services/custom-cards/in-cubes';

const summaryOf = (card: Card): CardSummary => ({
  id: card.id,
  name: card.name,
  manaCost: card.manaCost,
  typeLine: card.typeLine,
  imageUri: card.imageUri,
});

/** Card lookups over the in-memory index (endpoint list: packages/core/src/protocol/cards.ts). */
export const cardsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // The startup benchmark and operators poll this; it answers 200 whatever the state.
  app.get('/api/cards/status', async () => {
    const s = ctx.cards.status();
    return { ...s, state: s.status };
  });

  const autocompleteSchema = { schema: { querystring: cardAutocompleteQuerySchema } };
  app.get('/api/cards/autocomplete', autocompleteSchema, async (req) => {
    // The caller's custom cards (and, with cubeId, the cube's owner's and editors') come first.
    const actor = await getSessionUser(ctx, req);
    const custom = await customAutocomplete(ctx, actor, req.query.q, req.query.cubeId, 10);
    if (!ctx.cards.index && custom.length > 0) return { cards: custom } satisfies AutocompleteResponse;
    const index = readyIndex(ctx.cards);
    const cards = [...custom, ...index.autocomplete(req.query.q, 10 - custom.length).map(summaryOf)];
    return { cards } satisfies AutocompleteResponse;
  });

  app.post('/api/cards/resolve', { schema: { body: resolveCardsBodySchema } }, async (req) => {
    const index = readyIndex(ctx.cards);
    return { results: index.resolveAll(req.body.names) } satisfies ResolveCardsResponse;
  });

  // The facts a browser lacks after a cube response (its card filter's false positives), ADR 0039. Only
  // the card index's facts, which anyone may read; custom cards come with the cube that uses them.
  app.post('/api/cards/facts', { schema: { body: cardFactsBodySchema } }, async (req) => {
    const index = readyIndex(ctx.cards);
    const cardData: Record<string, Card> = {};
    for (const id of req.body.ids) {
      const card = customIdOfCardId(id) === null ? index.get(id) : null;
      if (card) cardData[id] = card;
    }
    return { cardDataVersion: cardDataVersion(ctx), cardData } satisfies CardFactsResponse;
  });

  app.get('/api/cards/:id', { schema: { params: cardIdParamsSchema } }, async (req) => {
    const customId = customIdOfCardId(req.params.id);
    if (customId !== null) {
      const card = await customCardAsCardFor(ctx, await getSessionUser(ctx, req), customId);
      return { card } satisfies CardResponse;
    }
    const card = readyIndex(ctx.cards).get(req.params.id);
    if (!card) throw notFound('Card not found');
    return { card } satisfies CardResponse;
  });

  app.get('/api/cards/:id/printings', { schema: { params: cardIdParamsSchema } }, async (req) => {
    // Custom cards have no printings.
    if (customIdOfCardId(req.params.id) !== null) return { printings: [] } satisfies CardPrintingsResponse;
    const index = readyIndex(ctx.cards);
    if (!index.get(req.params.id)) throw notFound('Card not found');
    return { printings: [...index.printingsOf(req.params.id)] } satisfies CardPrintingsResponse;
  });

  // Sets, for "Create a cube from a set": what the printing data holds, each set's cards with their
  // printing there.
  app.get('/api/sets', async () => ({ sets: readyIndex(ctx.cards).sets() }) satisfies SetsResponse);

  app.get('/api/sets/:code', { schema: { params: setCodeParamsSchema } }, async (req) => {
    const index = readyIndex(ctx.cards);
    const printings = index.printingsInSet(req.params.code);
    const set = printings.length > 0 ? index.sets().find((s) => s.code === printings[0]!.set) : undefined;
    if (!set) throw notFound('Set not found');
    const cards = printings.map((p) => ({
      cardId: p.cardId,
      name: p.name,
      printingId: p.id,
      rarity: p.rarity,
      typeLine: index.get(p.cardId)?.typeLine ?? '',
    }));
    return { set, cards } satisfies SetCardsResponse;
  });
};

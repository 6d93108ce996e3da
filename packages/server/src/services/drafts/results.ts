import { botCardLookup, suggestDeck } from '@cubewright/core/bots';
import { dateOf } from '@cubewright/core/clock';
import type { DraftCard } from '@cubewright/core/draft';
import { entryIdOfDraftCard } from '@cubewright/core/draft';
import type {
  DeckBody,
  DraftPrintings,
  DraftResultExtras,
  DraftResultResponse,
  DraftResultSeat,
  SavedDeck,
} from '@cubewright/core/protocol';
import { deckBodySchema } from '@cubewright/core/protocol';
import { eq } from 'drizzle-orm';
import { draftDecks } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { loadCards } from '../cubes/store';
import { botCardsOf } from './bot-picker';
import type { DraftPlay } from './play';
import { hostNameOf, seatRowsOf, summaryOf } from './summary';

// After the draft: every seat's pool, saved decks, and bots' decks built by the bot deck builder.

/**
 * The printing each pool card exports with (MTGA and Cockatrice lines carry set and number): the cube
 * entry's chosen printing when the entry still exists, else the card's default printing.
 */
async function printingsOf(service: DraftPlay, cubeId: string, cards: DraftCard[]): Promise<DraftPrintings> {
  const index = service.cards.index;
  if (!index) return {};
  const chosen = new Map((await loadCards(service.db, cubeId)).map((e) => [e.id, e.printingId]));
  const out: DraftPrintings = {};
  for (const c of cards) {
    const printingId = chosen.get(entryIdOfDraftCard(c.id));
    const printing = printingId ? index.printing(printingId) : null;
    const card = index.get(c.cardId);
    const set = printing?.set ?? card?.set;
    const collectorNumber = printing?.collectorNumber ?? card?.collectorNumber;
    if (set && collectorNumber) out[c.id] = { set, collectorNumber };
  }
  return out;
}

/**
 * Every seat of a draft with its pool and deck (the saved one, else for a bot the bot builder's); the
 * draft's row, folded state and seat rows come along for callers that answer with them.
 */
export async function draftSeatDecks(service: DraftPlay, id: string) {
  const { row, folded } = await service.current(id);
  const seatRows = await seatRowsOf(service.db, id);
  if (row.status !== 'complete') return { row, folded, seatRows, seats: null };
  const pools: { name: string; kind: 'human' | 'bot'; pool: DraftCard[] }[] =
    row.pools ?? folded!.state.seats.map((s) => ({ name: s.name, kind: s.kind, pool: s.pool }));
  const decks = await service.db.select().from(draftDecks).where(eq(draftDecks.draftId, id));
  // Bots build as they picked: custom cards and the entries' overrides count (bot-picker.ts).
  const lookup = botCardLookup({ cards: await botCardsOf(service.db, row.cubeId, service.cards.index) });
  const seats: DraftResultSeat[] = pools.map((p, seat) => {
    const saved = decks.find((d) => d.seat === seat);
    let deck: SavedDeck | null = saved ? { main: saved.main, side: saved.side, basics: saved.basics } : null;
    // A bot's deck is the suggestion a player gets for the same pool (core/bots/deck-suggestion.ts).
    if (!deck && p.kind === 'bot') deck = suggestDeck(p.pool, lookup);
    return { seat, name: p.name, kind: p.kind, pool: p.pool, deck };
  });
  /** The deck the builder suggests for a pool: what a player who never saved one is entered with. */
  const suggestionFor = (pool: readonly DraftCard[]) => suggestDeck(pool, lookup);
  return { row, folded, seatRows, seats, suggestionFor };
}

/** Pools of a finished draft (players of the draft only), with printings for exports. */
export async function draftResult(
  service: DraftPlay,
  userId: string,
  id: string,
): Promise<DraftResultResponse & DraftResultExtras> {
  const { row, folded, seatRows, seats } = await draftSeatDecks(service, id);
  const mySeat = seatRows.find((s) => s.userId === userId)?.seat ?? null;
  if (mySeat === null) throw forbidden('You do not have a seat in this draft.');
  if (!seats) throw conflict('The draft is not over yet.');
  return {
    draft: summaryOf(row, seatRows, folded?.state ?? null, hostNameOf(row, seatRows), service.clock.now()),
    mySeat,
    seats,
    printings: await printingsOf(
      service,
      row.cubeId,
      seats.flatMap((p) => p.pool),
    ),
  };
}

/** Saves the caller's deck: every card of main and side must be from their own pool, each once. */
export async function saveDeck(
  service: DraftPlay,
  userId: string,
  id: string,
  body: DeckBody,
): Promise<{ deck: SavedDeck }> {
  const parsed = deckBodySchema.parse(body);
  const result = await draftResult(service, userId, id);
  const seat = result.mySeat!;
  const pool = new Set(result.seats[seat]!.pool.map((c) => c.id));
  const seen = new Set<string>();
  for (const cardId of [...parsed.main, ...parsed.side]) {
    if (!pool.has(cardId)) throw badRequest(`Card ${cardId} is not in your pool.`);
    if (seen.has(cardId)) throw badRequest(`Card ${cardId} is listed twice.`);
    seen.add(cardId);
  }
  const deck = { main: parsed.main, side: parsed.side, basics: parsed.basics as Record<string, number> };
  await service.db
    .insert(draftDecks)
    .values({ draftId: id, seat, ...deck })
    .onConflictDoUpdate({
      target: [draftDecks.draftId, draftDecks.seat],
      set: { ...deck, updatedAt: dateOf(service.clock) },
    });
  return { deck };
}

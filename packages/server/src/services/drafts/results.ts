import { botCardLookup, buildDeck } from '@cubewright/core/bots';
import type { DraftCard } from '@cubewright/core/draft';
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
import { entryIdOfDraftCard } from './deal';
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

/** Pools of a finished draft (players of the draft only), with printings for exports. */
export async function draftResult(
  service: DraftPlay,
  userId: string,
  id: string,
): Promise<DraftResultResponse & DraftResultExtras> {
  const { row, folded } = await service.current(id);
  const seats = await seatRowsOf(service.db, id);
  const mySeat = seats.find((s) => s.userId === userId)?.seat ?? null;
  if (mySeat === null) throw forbidden('You do not have a seat in this draft.');
  if (row.status !== 'complete') throw conflict('The draft is not over yet.');
  const pools: { name: string; kind: 'human' | 'bot'; pool: DraftCard[] }[] =
    row.pools ?? folded!.state.seats.map((s) => ({ name: s.name, kind: s.kind, pool: s.pool }));
  const decks = await service.db.select().from(draftDecks).where(eq(draftDecks.draftId, id));
  const lookup = botCardLookup({ cards: service.lookup });
  const out: DraftResultSeat[] = pools.map((p, seat) => {
    const saved = decks.find((d) => d.seat === seat);
    let deck: SavedDeck | null = saved ? { main: saved.main, side: saved.side, basics: saved.basics } : null;
    if (!deck && p.kind === 'bot') {
      const built = buildDeck(p.pool, lookup);
      const main = new Set(built.main.map((c) => c.id));
      deck = {
        main: [...main],
        side: p.pool.filter((c) => !main.has(c.id)).map((c) => c.id),
        basics: built.basics,
      };
    }
    return { seat, name: p.name, kind: p.kind, pool: p.pool, deck };
  });
  return {
    draft: summaryOf(row, seats, folded?.state ?? null, hostNameOf(row, seats)),
    mySeat,
    seats: out,
    printings: await printingsOf(
      service,
      row.cubeId,
      pools.flatMap((p) => p.pool),
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
      set: { ...deck, updatedAt: new Date() },
    });
  return { deck };
}

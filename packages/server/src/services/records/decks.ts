import type { CubeCard } from '@cubewright/core/cube';
import { detectFormat, parseList } from '@cubewright/core/formats';
import { DECK_CARDS_MAX, type DeckCard, RECORDS_MESSAGES } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { recordPlayers } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { CubeCardLookup } from '../cubes/card-lookup';
import { cardLookupOf } from '../cubes/card-lookup';
import { loadCards } from '../cubes/store';

// Recorded decks: pasted in any list format the app reads, or taken from a draft's saved decks. Cards
// the cube does not hold (a proxy, a card cut since) are flagged rather than refused: the record is of
// what was played.

const isBasic = (lookup: CubeCardLookup, cardId: string | null) =>
  !!cardId && /\bBasic\b/.test(lookup.card(cardId)?.typeLine ?? '');

/** A checker of "is this card in the cube's main board or maybeboard". */
export function cubeMembership(cards: readonly CubeCard[]) {
  const ids = new Set(cards.map((c) => c.cardId));
  return (cardId: string | null) => !!cardId && ids.has(cardId);
}

/** One deck card from a card id or a name, flagged when the cube lacks it. */
export function deckCardOf(
  lookup: CubeCardLookup,
  inCube: (cardId: string | null) => boolean,
  ref: { cardId?: string | null; name: string },
  board: 'main' | 'side',
): DeckCard {
  const card = (ref.cardId ? lookup.card(ref.cardId) : null) ?? lookup.resolve(ref.name);
  const cardId = card?.id ?? ref.cardId ?? null;
  return {
    name: card?.name ?? ref.name,
    cardId,
    board,
    outsideCube: !inCube(cardId) && !isBasic(lookup, cardId),
  };
}

/** Reads a pasted deck (format detected); the sideboard and maybeboard both become the side. */
export function readDeck(ctx: AppContext, text: string, cubeCards: readonly CubeCard[]): DeckCard[] {
  if (!text.trim()) return [];
  const lookup = cardLookupOf(ctx);
  const parsed = parseList(detectFormat(text), text, { isCardName: (name) => lookup.resolve(name) !== null });
  if (parsed.entries.length > DECK_CARDS_MAX) throw badRequest(RECORDS_MESSAGES.deckTooBig);
  const inCube = cubeMembership(cubeCards);
  return parsed.entries.map((e) => deckCardOf(lookup, inCube, e, e.board === 'main' ? 'main' : 'side'));
}

/** Reads a pasted deck against the cube and stores it as one player's deck. */
export async function writeDeck(
  ctx: AppContext,
  db: Db,
  cubeId: string,
  eventId: string,
  playerId: string,
  text: string,
) {
  const deck = readDeck(ctx, text, await loadCards(db, cubeId));
  const updated = await db
    .update(recordPlayers)
    .set({ deck, deckSuggested: false })
    .where(and(eq(recordPlayers.eventId, eventId), eq(recordPlayers.id, playerId)))
    .returning({ id: recordPlayers.id });
  if (updated.length === 0) throw notFound(RECORDS_MESSAGES.playerNotFound);
}

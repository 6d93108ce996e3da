import { botCardLookup, suggestBasics, suggestDeck } from '@cubewright/core/bots';
import type { Card } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';
import type { SavedDeck } from '@cubewright/core/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cardName } from '../draft/draft-card';
import { BASIC_NAMES, deckSize } from '../draft/pool';

// The deck being built: which pool cards sit in the sideboard, the basics, and an undo history, so a
// suggestion (or a slip of the finger on a phone) can always be taken back.

export type Zone = 'main' | 'side';
const EMPTY_BASICS: Record<string, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
const STILL_LOADING = 'Card details are still loading: suggest again in a moment.';
/** How many steps Undo can go back. */
const HISTORY = 50;

interface DeckState {
  side: ReadonlySet<string>;
  basics: Record<string, number>;
}
/** A step in the history: what the change did and the deck on its far side. */
type Step = { label: string; state: DeckState };

/**
 * A deck under construction from `pool`, starting from the saved deck when there is one. While card
 * data is `loading` the suggestions wait: without costs and colours they would be guesses. `ratings`
 * are the cube's learned card values (GET /api/cubes/:id/ratings), so a suggestion plays the cards
 * drafters rate, not only the prior's guess.
 */
export function useDeckBuilder(
  pool: readonly DraftCard[],
  saved: SavedDeck | null,
  cards: Map<string, Card>,
  loading: boolean,
  ratings?: ReadonlyMap<string, number>,
) {
  const [state, setState] = useState<DeckState>({ side: new Set(), basics: EMPTY_BASICS });
  // Steps back (undo) and, after an undo, steps forward again (redo); a new change clears the redo.
  const [history, setHistory] = useState<Step[]>([]);
  const [future, setFuture] = useState<Step[]>([]);
  // What the last change did, for the polite live region (a moved card leaves no other trace to hear).
  const [announcement, setAnnouncement] = useState('');
  const bots = useMemo(() => botCardLookup({ cards: (id) => cards.get(id), ratings }), [cards, ratings]);

  // The saved deck is where building starts, until the person changes something here: after that a
  // saved deck arriving (the result read again on focus, or an answer older than the autosave of the
  // last change) must not take their work back.
  const touched = useRef(false);
  useEffect(() => {
    if (!saved || touched.current) return;
    setState({ side: new Set(saved.side), basics: { ...EMPTY_BASICS, ...saved.basics } });
    setHistory([]);
    setFuture([]);
  }, [saved]);

  const main = pool.filter((c) => !state.side.has(c.id));
  const side = pool.filter((c) => state.side.has(c.id));
  const size = deckSize(main, state.basics);
  const sizeOf = (s: DeckState) =>
    deckSize(
      pool.filter((c) => !s.side.has(c.id)),
      s.basics,
    );

  function change(label: string, next: DeckState, said: string) {
    touched.current = true;
    setHistory((h) => [...h.slice(1 - HISTORY), { label, state }]);
    setFuture([]);
    setState(next);
    setAnnouncement(said);
  }

  return {
    main,
    side,
    basics: state.basics,
    size,
    announcement,
    /** What Undo would take back, or null when there is nothing to undo. */
    undoLabel: history.at(-1)?.label ?? null,
    /** What Redo would do again, or null when nothing was undone since the last change. */
    redoLabel: future.at(-1)?.label ?? null,

    move(card: DraftCard, to: Zone) {
      if (state.side.has(card.id) === (to === 'side')) return;
      const next = new Set(state.side);
      if (to === 'side') next.add(card.id);
      else next.delete(card.id);
      const name = cardName(card, cards.get(card.cardId));
      const where = to === 'side' ? 'the sideboard' : 'the deck';
      const newSize = size + (to === 'side' ? -1 : 1);
      change(`move ${name}`, { ...state, side: next }, `${name} moved to ${where}. Deck: ${newSize} cards.`);
    },

    setBasic(color: string, count: number) {
      const n = Math.max(0, Math.min(60, count));
      const was = state.basics[color] ?? 0;
      if (n === was) return;
      const name = BASIC_NAMES[color] ?? color;
      change(
        `${n > was ? 'add' : 'remove'} ${name}`,
        { ...state, basics: { ...state.basics, [color]: n } },
        `${n} ${name}. Deck: ${size + n - was} cards.`,
      );
    },

    /** A playable 40 cards from the whole pool (core/bots/deck-suggestion.ts). */
    suggestDeck() {
      if (loading) return setAnnouncement(STILL_LOADING);
      const s = suggestDeck(pool, bots);
      const basics = Object.values(s.basics).reduce((a, b) => a + b, 0);
      change(
        'suggested deck',
        { side: new Set(s.side), basics: { ...EMPTY_BASICS, ...s.basics } },
        `Suggested deck: ${s.main.length} cards from your pool and ${basics} basic lands, ${s.side.length} cards in the sideboard.`,
      );
    },

    /** Basics that bring the deck as it stands to 40 cards. */
    suggestLands() {
      if (loading) return setAnnouncement(STILL_LOADING);
      if (main.length >= 40) {
        setAnnouncement(
          `Your deck already has ${main.length} cards besides basics: move some to the sideboard, or suggest a deck.`,
        );
        return;
      }
      const basics = suggestBasics(main, bots);
      const count = Object.values(basics).reduce((a, b) => a + b, 0);
      change(
        'suggested lands',
        { ...state, basics },
        `Suggested ${count} basic lands. Deck: ${main.length + count} cards.`,
      );
    },

    undo() {
      const last = history.at(-1);
      if (!last) return;
      setHistory((h) => h.slice(0, -1));
      setFuture((f) => [...f, { label: last.label, state }]);
      setState(last.state);
      setAnnouncement(`Undid ${last.label}. Deck: ${sizeOf(last.state)} cards.`);
    },

    redo() {
      const next = future.at(-1);
      if (!next) return;
      setFuture((f) => f.slice(0, -1));
      setHistory((h) => [...h, { label: next.label, state }]);
      setState(next.state);
      setAnnouncement(`Redid ${next.label}. Deck: ${sizeOf(next.state)} cards.`);
    },
  };
}

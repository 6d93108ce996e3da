import { botCardLookup, suggestBasics, suggestDeck } from '@cubewright/core/bots';
import type { Card } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';
import type { SavedDeck } from '@cubewright/core/protocol';
import { useEffect, useMemo, useState } from 'react';
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

/**
 * A deck under construction from `pool`, starting from the saved deck when there is one. While card
 * data is `loading` the suggestions wait: without costs and colours they would be guesses.
 */
export function useDeckBuilder(
  pool: readonly DraftCard[],
  saved: SavedDeck | null,
  cards: Map<string, Card>,
  loading: boolean,
) {
  const [state, setState] = useState<DeckState>({ side: new Set(), basics: EMPTY_BASICS });
  const [history, setHistory] = useState<{ label: string; state: DeckState }[]>([]);
  // What the last change did, for the polite live region (a moved card leaves no other trace to hear).
  const [announcement, setAnnouncement] = useState('');
  const bots = useMemo(() => botCardLookup({ cards: (id) => cards.get(id) }), [cards]);

  useEffect(() => {
    if (!saved) return;
    setState({ side: new Set(saved.side), basics: { ...EMPTY_BASICS, ...saved.basics } });
    setHistory([]);
  }, [saved]);

  const main = pool.filter((c) => !state.side.has(c.id));
  const side = pool.filter((c) => state.side.has(c.id));
  const size = deckSize(main, state.basics);

  function change(label: string, next: DeckState, said: string) {
    setHistory((h) => [...h.slice(1 - HISTORY), { label, state }]);
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

    /** The bot deck builder's 40 cards from the whole pool (core/bots/deck-suggestion.ts). */
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
      setState(last.state);
      setAnnouncement(
        `Undid ${last.label}. Deck: ${deckSize(
          pool.filter((c) => !last.state.side.has(c.id)),
          last.state.basics,
        )} cards.`,
      );
    },
  };
}

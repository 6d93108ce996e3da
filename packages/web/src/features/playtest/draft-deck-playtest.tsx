import type { Card } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';
import { useMemo } from 'react';
import { BASIC_NAMES } from '../draft/pool';
import { basics as basicLands, type PlaytestCard } from './playtest-card';
import { PlaytestPanel } from './playtest-panel';

/** The playtest of a draft's deck as built right now: its main deck and basics. */
export function DraftDeckPlaytest({
  main,
  basics,
  lookup,
}: {
  main: readonly DraftCard[];
  basics: Record<string, number>;
  lookup: (cardId: string) => Card | undefined;
}) {
  const deck = useMemo<PlaytestCard[]>(() => {
    const spells = main.map((c) => {
      const card = lookup(c.cardId);
      return { name: card?.name ?? c.cardId, manaCost: card?.manaCost ?? '', typeLine: card?.typeLine ?? '' };
    });
    const lands = Object.entries(basics).flatMap(([color, n]) => basicLands(BASIC_NAMES[color] ?? color, n));
    return [...spells, ...lands];
  }, [main, basics, lookup]);
  if (deck.length === 0)
    return <p className="text-sm text-zinc-700">Put cards in your deck to playtest it.</p>;
  // A changed deck is a new game: the key resets the panel.
  return <PlaytestPanel key={deck.map((c) => c.name).join('|')} deck={deck} />;
}

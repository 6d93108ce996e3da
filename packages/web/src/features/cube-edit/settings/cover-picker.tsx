import type { Card as CardData } from '@cubewright/core/cards';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Card } from '../../../components/card/card';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { cubeCardsKey, fetchCubeCards } from '../edit-api';
import { artCropOf } from './general-form';

const SHOWN = 24;

/** A grid of the cube's cards to pick the cover from (text cards stand in when images do not load). */
export function CoverPicker({
  cubeId,
  value,
  onPick,
}: {
  cubeId: string;
  value: string;
  onPick: (url: string) => void;
}) {
  const query = useQuery({
    queryKey: cubeCardsKey(cubeId),
    queryFn: () => fetchCubeCards(cubeId),
    retry: false,
  });
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const cards = useMemo(() => {
    const data = query.data;
    if (!data) return [];
    const seen = new Set<string>();
    const list: { card: CardData; image: string }[] = [];
    for (const entry of data.cards) {
      const card = data.cardData[entry.cardId];
      const image = (entry.printingId && data.printings[entry.printingId]?.imageUri) || card?.imageUri;
      if (!card || !image || seen.has(card.id)) continue;
      seen.add(card.id);
      list.push({ card, image });
    }
    return list;
  }, [query.data]);
  if (query.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <Spinner className="size-4" /> Loading the cube's cards…
      </p>
    );
  }
  if (cards.length === 0)
    return <p className="text-sm text-zinc-600">Add cards to the cube to choose one of them as the cover.</p>;
  const q = filter.trim().toLowerCase();
  const matching = q ? cards.filter((c) => c.card.name.toLowerCase().includes(q)) : cards;
  return (
    <div className="grid gap-2">
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor={filterId}>Find a card for the cover</Label>
        <Input id={filterId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </div>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label="Cover choices">
        {matching.slice(0, SHOWN).map(({ card, image }) => {
          const url = artCropOf(image);
          const chosen = value === url;
          return (
            <li key={card.id}>
              <button
                type="button"
                aria-pressed={chosen}
                aria-label={`Use ${card.name} as the cover`}
                onClick={() => onPick(url)}
                className={cn(
                  'w-full rounded-md p-0.5 text-left ring-offset-1',
                  chosen ? 'ring-2 ring-brand' : 'hover:ring-1 hover:ring-zinc-400',
                )}
              >
                <Card card={card} imageUri={image} className="max-w-none text-[0.6rem]" />
              </button>
            </li>
          );
        })}
      </ul>
      {matching.length > SHOWN && (
        <p className="text-xs text-zinc-600">
          Showing {SHOWN} of {matching.length}: type a name to find others.
        </p>
      )}
    </div>
  );
}

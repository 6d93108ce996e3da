import type { Card as CardData, Printing } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';
import { CardFace } from '../../components/card/card-face';
import { ordinal } from './seed';

interface PackViewProps {
  pack: DraftCard[];
  ranks: number[];
  names: Map<string, string>;
  cardData: Record<string, CardData>;
  printingOf: (entryId: string) => Printing | undefined;
}

/** The pack as dealt, each card marked with the pick the bots would make it. */
export function PackView({ pack, ranks, names, cardData, printingOf }: PackViewProps) {
  return (
    <ol
      aria-label="Sample pack"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
    >
      {pack.map((c, i) => {
        const card = cardData[c.cardId];
        const name = card?.name ?? names.get(c.id) ?? 'Unknown card';
        const rank = ranks[i]!;
        return (
          <li
            key={c.id}
            data-testid="sample-card"
            data-name={name}
            data-rank={rank}
            className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1"
          >
            <span className="flex items-center justify-between gap-2 text-sm">
              <span
                className={
                  rank === 1
                    ? 'shrink-0 whitespace-nowrap rounded bg-brand px-1.5 font-semibold text-white'
                    : 'shrink-0 whitespace-nowrap rounded bg-zinc-200 px-1.5 font-medium text-zinc-800'
                }
                data-testid="pick-rank"
              >
                {ordinal(rank)} pick
              </span>
              <span className="truncate text-xs text-zinc-600" title={name}>
                {name}
              </span>
            </span>
            <CardFace card={card} name={name} imageUri={c.imageUrl ?? printingOf(c.id)?.imageUri ?? null} />
          </li>
        );
      })}
    </ol>
  );
}

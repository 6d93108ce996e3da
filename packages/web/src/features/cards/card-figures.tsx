import { type Card as CardData, FORMATS, type Legality, legalityIn } from '@cubewright/core/cards';
import type { CardStatsResponse } from '@cubewright/core/protocol';
import { CardLink } from '../../components/card/card-link';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** In how many public cubes the card is, overall and per size band, drawn as bars. */
export function InclusionBars({ stats }: { stats: CardStatsResponse }) {
  const rows = [
    { label: 'All public cubes', cubes: stats.listedCubes, holding: stats.holding },
    ...stats.bySize,
  ];
  return (
    <dl className="grid gap-2" aria-label="Inclusion in public cubes">
      {rows.map((row) => {
        const share = percent(row.holding, row.cubes);
        return (
          <div key={row.label} className="grid gap-1">
            <dt className="flex justify-between gap-2 text-sm text-zinc-800">
              <span>{row.label}</span>
              <span className="tabular-nums text-zinc-700">
                {row.holding} of {row.cubes} ({share}%)
              </span>
            </dt>
            <dd className="h-2 overflow-hidden rounded bg-zinc-200" aria-hidden="true">
              <div className="h-full bg-brand" style={{ width: `${share}%` }} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Cards most often in the same cubes, by lift, each linking to its own page. */
export function Companions({ stats }: { stats: CardStatsResponse }) {
  if (stats.companions.length === 0) {
    return (
      <p className="text-sm text-zinc-600">
        {stats.holding < 2
          ? 'Too few public cubes hold this card to say which cards go with it.'
          : 'No card is in enough of the same cubes to stand out.'}
      </p>
    );
  }
  return (
    <ol className="grid gap-1" aria-label="Cards often in the same cubes">
      {stats.companions.map((c) => (
        <li key={c.card.id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <CardLink cardId={c.card.id} className="text-brand">
            {c.card.name}
          </CardLink>
          <span className="text-xs text-zinc-700">
            in {percent(c.both, stats.holding)}% of its cubes, {c.lift.toFixed(1)}x as often as in any cube
          </span>
        </li>
      ))}
    </ol>
  );
}

// Every legality has its words: a format the loaded card data says nothing about is "Unknown", not
// "Not legal" (the offline data carries only Commander, and Vintage read "Not legal" for every card).
const LEGALITY_LABELS: Record<Legality, string> = {
  legal: 'Legal',
  banned: 'Banned',
  restricted: 'Restricted',
  not_legal: 'Not legal',
  not_legal_or_banned: 'Not legal or banned',
  unknown: 'Unknown',
};
const SHOWN_FORMATS = ['vintage', 'legacy', 'modern', 'pioneer', 'pauper', 'commander', 'premodern'] as const;

/** The legal facts the card data carries: the formats cubers compare against. */
export function Legalities({ card }: { card: CardData }) {
  if (!card.legalities)
    return <p className="text-sm text-zinc-600">The loaded card data has no legalities.</p>;
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3" aria-label="Legalities">
      {SHOWN_FORMATS.filter((f) => FORMATS.includes(f)).map((format) => {
        const legality = legalityIn(card.legalities ?? null, format);
        return (
          <li key={format} className="flex justify-between gap-2">
            <span className="capitalize text-zinc-800">{format}</span>
            <span
              className={legality === 'legal' ? 'text-green-800' : 'text-zinc-600'}
              title={legality === 'unknown' ? 'The loaded card data does not say' : undefined}
            >
              {LEGALITY_LABELS[legality]}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

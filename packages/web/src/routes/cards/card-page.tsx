import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Card } from '../../components/card/card';
import { Pager } from '../../components/ui/pager';
import { Spinner } from '../../components/ui/spinner';
import { Companions, InclusionBars, Legalities } from '../../features/cards/card-figures';
import {
  CARD_CUBES_PAGE,
  useCard,
  useCardCubesPage,
  useCardPrintings,
  useCardStats,
} from '../../features/cards/card-page-api';
import { ApiRequestError } from '../../lib/api';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid content-start gap-3 rounded-lg border border-zinc-200 bg-white p-4">
      <h2 className="text-base font-semibold text-zinc-900">{title}</h2>
      {children}
    </section>
  );
}

const Loading = ({ what }: { what: string }) => (
  <p role="status" className="flex items-center gap-2 text-sm text-zinc-600">
    <Spinner /> Loading {what}...
  </p>
);

function Printings({ cardId }: { cardId: string }) {
  const { data, error } = useCardPrintings(cardId);
  if (error) return <p className="text-sm text-red-800">Printings could not be loaded.</p>;
  if (!data) return <Loading what="printings" />;
  if (data.printings.length === 0) return <p className="text-sm text-zinc-600">No printings are loaded.</p>;
  return (
    <ul className="grid max-h-72 gap-1 overflow-y-auto text-sm" aria-label="Printings">
      {data.printings.map((p) => (
        <li key={p.id} className="flex justify-between gap-3">
          <span className="min-w-0 truncate">
            {p.setName} <span className="uppercase text-zinc-600">({p.set})</span> #{p.collectorNumber}
          </span>
          <span className="shrink-0 text-zinc-600">{p.releasedAt?.slice(0, 4) ?? ''}</span>
        </li>
      ))}
    </ul>
  );
}

function CubesHolding({ cardId }: { cardId: string }) {
  const [page, setPage] = useState(1);
  const { data, error } = useCardCubesPage(cardId, page);
  if (error) return <p className="text-sm text-red-800">Cubes could not be loaded.</p>;
  if (!data) return <Loading what="cubes" />;
  if (data.total === 0) return <p className="text-sm text-zinc-600">No public cube holds this card yet.</p>;
  const pages = Math.ceil(data.total / CARD_CUBES_PAGE);
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Public cubes with this card">
        {data.cubes.map((cube) => (
          <li key={cube.id} className="min-w-0">
            <Link
              to={`/cubes/${encodeURIComponent(cube.id)}`}
              className="font-medium text-brand hover:underline"
            >
              {cube.name}
            </Link>
            <span className="block truncate text-xs text-zinc-700">
              {cube.cardCount} cards, by {cube.owner.username}
            </span>
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={pages} onPage={setPage} label="Cube pages" />
    </div>
  );
}

function InCubes({ cardId }: { cardId: string }) {
  const { data, error } = useCardStats(cardId);
  if (error) return <p className="text-sm text-red-800">Cube figures could not be loaded.</p>;
  if (!data) return <Loading what="cube figures" />;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title="In public cubes">
        <InclusionBars stats={data} />
      </Section>
      <Section title="Often in the same cubes">
        <Companions stats={data} />
      </Section>
    </div>
  );
}

/** /cards/{cardId}: a card, its printings and legalities, and what the public cubes here say about it. */
export default function CardPage() {
  const cardId = useParams().cardId ?? '';
  const { data, error } = useCard(cardId);
  if (error) {
    const missing = error instanceof ApiRequestError && error.status === 404;
    return (
      <p role="alert" className="text-sm text-red-800">
        {missing ? 'Card not found.' : `The card could not be loaded: ${error.message}`}
      </p>
    );
  }
  if (!data) return <Loading what="the card" />;
  const { card } = data;
  return (
    <div className="mx-auto grid max-w-5xl gap-5">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold text-zinc-900">{card.name}</h1>
        <Link to="/cards/top" className="text-sm text-brand hover:underline">
          Top cards
        </Link>
      </header>
      <div className="grid gap-5 md:grid-cols-[16rem_1fr]">
        <Card card={card} className="justify-self-center" />
        <div className="grid content-start gap-4">
          <Section title="Legalities">
            <Legalities card={card} />
          </Section>
          <Section title="Printings">
            <Printings cardId={card.id} />
          </Section>
        </div>
      </div>
      <InCubes cardId={card.id} />
      <Section title="Public cubes with this card">
        <CubesHolding cardId={card.id} />
      </Section>
    </div>
  );
}

import { TOP_CARDS_BY, TOP_CARDS_PAGE_SIZE, type TopCardsBy } from '@cubewright/core/protocol';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardLink } from '../../components/card/card-link';
import { ManaCost } from '../../components/card/mana-symbol';
import { Button } from '../../components/ui/button';
import { Pager } from '../../components/ui/pager';
import { Spinner } from '../../components/ui/spinner';
import { useTopCards } from '../../features/cards/card-page-api';
import { ApiRequestError } from '../../lib/api';

const BY_LABELS: Record<TopCardsBy, string> = { inclusion: 'Most included', rating: 'Highest rated' };

/** /cards/top: the cards public cubes hold most, or drafters here rate highest, filtered by the search syntax. */
export default function TopCardsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const by: TopCardsBy = params.get('by') === 'rating' ? 'rating' : 'inclusion';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const { data, error, isFetching } = useTopCards(q, by, page);
  const go = (patch: { q?: string; by?: TopCardsBy; page?: number }) => {
    const next = { q, by, page: 1, ...patch };
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.by !== 'inclusion') search.set('by', next.by);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const refused = error instanceof ApiRequestError && error.code === 'bad_query';
  return (
    <div className="mx-auto grid max-w-4xl gap-4">
      <h1 className="text-2xl font-semibold text-zinc-900">Top cards</h1>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: draft.trim() });
        }}
      >
        <label className="grid min-w-0 flex-1 gap-1 text-sm text-zinc-800">
          Narrow with the search syntax
          <input
            type="search"
            className="h-9 min-w-0 rounded-md border border-zinc-300 px-2"
            value={draft}
            placeholder="t:creature c:g"
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <Button type="submit">Filter</Button>
      </form>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Rank by</legend>
        {TOP_CARDS_BY.map((option) => (
          <Button
            key={option}
            type="button"
            variant={option === by ? 'default' : 'outline'}
            size="sm"
            aria-pressed={option === by}
            onClick={() => go({ by: option })}
          >
            {BY_LABELS[option]}
          </Button>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {refused ? 'This filter cannot run' : 'Top cards could not be loaded'}: {error.message}
        </p>
      ) : !data ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-600">
          <Spinner /> Loading top cards...
        </p>
      ) : data.rows.length === 0 ? (
        <p className="text-sm text-zinc-600">
          {by === 'rating'
            ? 'No card here has a draft rating yet.'
            : 'No public cube holds a card like that yet.'}
        </p>
      ) : (
        <>
          <table className="w-full table-fixed text-sm">
            <caption className="sr-only">{BY_LABELS[by]} cards</caption>
            <thead>
              <tr className="border-b border-zinc-300 text-left text-zinc-700">
                <th scope="col" className="w-10 py-1">
                  #
                </th>
                <th scope="col" className="py-1">
                  Card
                </th>
                <th scope="col" className="w-28 py-1 text-right">
                  In cubes
                </th>
                <th scope="col" className="w-24 py-1 text-right">
                  Rating
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row, i) => (
                <tr key={row.card.id} className="border-b border-zinc-100">
                  <td className="py-1 tabular-nums text-zinc-600">
                    {(data.page - 1) * TOP_CARDS_PAGE_SIZE + i + 1}
                  </td>
                  <td className="min-w-0 py-1">
                    <span className="flex min-w-0 items-center gap-2">
                      <CardLink cardId={row.card.id} className="truncate text-brand">
                        {row.card.name}
                      </CardLink>
                      {row.card.manaCost && (
                        <ManaCost cost={row.card.manaCost} className="shrink-0 text-xs" />
                      )}
                    </span>
                  </td>
                  <td className="py-1 text-right tabular-nums">
                    {row.cubes}
                    {data.listedCubes > 0 && (
                      <span className="text-zinc-600">
                        {' '}
                        ({Math.round((row.cubes / data.listedCubes) * 100)}%)
                      </span>
                    )}
                  </td>
                  <td className="py-1 text-right tabular-nums">
                    {row.rating ? Math.round(row.rating.elo) : <span className="text-zinc-500">-</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={data.page}
            pageCount={data.pageCount}
            onPage={(next) => go({ page: next })}
            label="Top card pages"
          >
            {' '}
            ({data.total.toLocaleString('en-US')} cards)
            {isFetching && <Spinner className="ml-2 inline size-3.5" />}
          </Pager>
        </>
      )}
    </div>
  );
}

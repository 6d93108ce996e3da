import type { Card as CardModel, Printing } from '@cubewright/core/cards';
import {
  CARD_SEARCH_ORDERS,
  type CardSearchDir,
  type CardSearchOrder,
} from '@cubewright/core/protocol/list-options';
import { ArrowDownAZ, ArrowUpAZ } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/card/card';
import { CardLink } from '../../components/card/card-link';
import { Button } from '../../components/ui/button';
import { Pager } from '../../components/ui/pager';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { useCardSearch } from './api';
import { rangeLabel, type SearchState, writeSearchState } from './search-state';

const ORDER_LABELS: Record<CardSearchOrder, string> = {
  name: 'Name',
  mv: 'Mana value',
  color: 'Colour',
  rarity: 'Rarity',
  released: 'Release date',
  set: 'Set',
  power: 'Power',
  toughness: 'Toughness',
  artist: 'Artist',
  edhrec: 'EDHREC rank',
};
// Artist and EDHREC need Scryfall's own bulk data; they are reached with order: in the query instead
// (which explains when the data lacks them) so the menu never offers an order that fails.
const MENU_ORDERS = CARD_SEARCH_ORDERS.filter((o) => o !== 'artist' && o !== 'edhrec');

function OrderControls({
  order,
  dir,
  onChange,
}: {
  order: CardSearchOrder;
  dir: CardSearchDir;
  onChange: (patch: { order?: CardSearchOrder; dir?: CardSearchDir }) => void;
}) {
  const Icon = dir === 'asc' ? ArrowDownAZ : ArrowUpAZ;
  return (
    <div className="flex items-center gap-2">
      <label className="flex items-center gap-2 text-sm text-zinc-800">
        Sort by
        <select
          className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
          value={order}
          onChange={(e) => onChange({ order: e.target.value as CardSearchOrder })}
        >
          {MENU_ORDERS.map((o) => (
            <option key={o} value={o}>
              {ORDER_LABELS[o]}
            </option>
          ))}
        </select>
      </label>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onChange({ dir: dir === 'asc' ? 'desc' : 'asc' })}
        aria-label={dir === 'asc' ? 'Ascending: switch to descending' : 'Descending: switch to ascending'}
      >
        <Icon className="size-4" aria-hidden="true" />
        {dir === 'asc' ? 'Ascending' : 'Descending'}
      </Button>
    </div>
  );
}

function CubeCountLink({ state, cardId, count }: { state: SearchState; cardId: string; count: number }) {
  if (count === 0) return <span className="text-xs text-zinc-600">In no public cube</span>;
  const to = `/search?${writeSearchState({ ...state, tab: 'cubes', card: cardId, page: 1 })}`;
  return (
    <Link to={to} className="text-xs text-brand underline-offset-2 hover:underline">
      In {count} public {count === 1 ? 'cube' : 'cubes'}
    </Link>
  );
}

/** A `unique:prints` row shows its printing's image and set. */
function withPrinting(card: CardModel, printing: Printing | null | undefined): CardModel {
  if (!printing) return card;
  return {
    ...card,
    imageUri: printing.imageUri ?? card.imageUri,
    set: printing.set,
    collectorNumber: printing.collectorNumber,
    rarity: printing.rarity,
    releasedAt: printing.releasedAt,
    scryfallId: printing.id,
  };
}

/** The cards tab: the server search's current page as a grid, with its count, order and pager. */
export function CardResults({
  state,
  onChange,
}: {
  state: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
}) {
  const search = useCardSearch(state, true);
  const { data } = search;
  if (search.error) {
    // A query that does not parse never gets here (the page checks it first); a query the loaded card
    // data cannot answer (no artists, no printings) does, as does the card data not being ready.
    const refused = search.error instanceof ApiRequestError && search.error.code === 'bad_query';
    return (
      <p role="alert" className="text-sm text-red-800">
        {refused ? 'This search cannot run' : 'Cards could not be searched'}: {search.error.message}
      </p>
    );
  }
  if (!data) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-600">
        <Spinner /> Searching cards...
      </p>
    );
  }
  const onPage = (page: number) => {
    onChange({ page });
    window.scrollTo({ top: 0 });
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-zinc-800" aria-live="polite" data-testid="card-count">
          {rangeLabel(data.page, data.pageSize, data.cards.length, data.total)}
          {search.isFetching && <Spinner className="ml-2 inline size-3.5" />}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {!search.isFetching && (data.order !== state.order || data.dir !== state.dir) && (
            // order: / direction: in the query win over the menu; say so rather than show a stale menu.
            <p className="text-xs text-zinc-600" data-testid="query-order">
              Ordered by {ORDER_LABELS[data.order]} ({data.dir === 'asc' ? 'ascending' : 'descending'}), as
              the query asks
            </p>
          )}
          <OrderControls order={state.order} dir={state.dir} onChange={onChange} />
        </div>
      </div>
      {data.cards.length > 0 && (
        <ul
          className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5"
          aria-label="Cards"
        >
          {data.cards.map((card, i) => (
            <li key={data.printings?.[i]?.id ?? card.id} className="grid justify-items-center gap-1">
              <CardLink cardId={card.id} aria-label={`${card.name}: card page`}>
                <Card card={withPrinting(card, data.printings?.[i])} />
              </CardLink>
              <CubeCountLink state={state} cardId={card.id} count={data.cubeCounts[card.id] ?? 0} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={data.page} pageCount={data.pageCount} onPage={onPage} label="Result pages" />
    </div>
  );
}

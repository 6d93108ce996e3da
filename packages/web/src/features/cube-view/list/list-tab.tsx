import { allBoards, boardName, hasBoard } from '@cubewright/core/cube';
import type { QueryError } from '@cubewright/core/filter';
import type { CubeDetail } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useMemo, useRef } from 'react';
import { Label, selectClass } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { revealApp } from '../../../lib/list-snapshot';
import { cardMetricsQuery } from '../../card-metrics/card-metrics-api';
import { PriceTotal } from '../../prices/price-total';
import { usePriceBoards } from '../../prices/use-price-boards';
import { CardPreviewProvider } from '../card-preview';
import { LoadError } from '../load-error';
import type { BoardItems } from '../use-cube-cards';
import { FilterBox } from './filter-box';
import { type GroupKey, groupItems, RECORD_SORT_KEYS, type SortKey } from './grouping';
import { keepListSnapshot } from './keep-list-snapshot';
import { joinRecords, type ListItem } from './list-item';
import { ListToolbar } from './list-toolbar';
import { ListView } from './list-view';
import { useListCards } from './use-list-cards';
import { useListUrlState } from './use-list-url-state';
import { type ListQuery, useQueryCompiler } from './use-query-compiler';

/** Marks the first render of a loaded list (for the 300 ms target, read by the e2e test). */
function useFirstRenderMark(ready: boolean) {
  // Leaving the list before it painted (another tab) takes the picture of its last visit away too.
  useEffect(() => revealApp, []);
  const started = useRef(false);
  if (ready && !started.current) {
    started.current = true;
    performance.mark('cube-list:render-start');
  }
  useEffect(() => {
    if (!ready) return;
    const frame = requestAnimationFrame(() => {
      // The picture of the last visit gives way to the list, which is kept for the next one.
      revealApp();
      keepListSnapshot(`${location.pathname}${location.search}`);
      if (performance.getEntriesByName('cube-list:render').length) return;
      performance.mark('cube-list:painted');
      performance.measure('cube-list:render', 'cube-list:render-start', 'cube-list:painted');
    });
    return () => cancelAnimationFrame(frame);
  }, [ready]);
}

/** `items` filtered by the query text (the compiler is there whenever the text is not blank). */
function useFiltered(items: ListItem[] | undefined, text: string, compiler: ListQuery | null) {
  return useMemo(() => {
    if (!items) return { items: [], error: null as QueryError | null };
    if (!text.trim() || !compiler) return { items, error: null };
    const compiled = compiler.compileQuery(text);
    if (!compiled.ok) return { items, error: compiled.error };
    return { items: items.filter((i) => compiled.predicate(i.card, i.entry)), error: null };
  }, [items, text, compiler]);
}

/**
 * The boards with each card's metrics, fetched only once the filter tests `wr`, `decks`, `ata` or
 * `mainrate` or the list sorts by them (most lists never need them).
 */
function useRecordBoards(
  cubeId: string,
  boards: BoardItems | null,
  compiled: ReturnType<ListQuery['compileQuery']> | null,
  compiler: ListQuery | null,
  sortBy: string,
) {
  const wanted =
    Boolean(compiled?.ok && compiler?.usesRecordFields(compiled.ast)) ||
    RECORD_SORT_KEYS.includes(sortBy as SortKey);
  const stats = useQuery({ ...cardMetricsQuery(cubeId), enabled: wanted });
  return useMemo(() => {
    if (!boards || !wanted || !stats.data) return boards;
    const joined = Object.entries(boards).map(([id, items]) => [id, joinRecords(items, stats.data)]);
    return Object.fromEntries(joined) as BoardItems;
  }, [boards, wanted, stats.data]);
}

/** Chooses the board the list shows, when the cube has named boards besides main and maybe. */
function BoardPicker({
  cube,
  boards,
  value,
  onChange,
}: {
  cube: CubeDetail;
  boards: BoardItems;
  value: string;
  onChange: (board: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>Board</Label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {allBoards(cube.boards).map((b) => (
          <option key={b.id} value={b.id}>
            {b.name} ({boards[b.id]?.length ?? 0})
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The list tab: the chosen board in the chosen view, with the filter box. The main board shows the
 * maybeboard apart below it; a cube with named boards gets a board picker (`?board=` in the URL).
 */
export default function ListTab({ cube }: { cube: CubeDetail }) {
  const { options, setOptions, filter, setFilter } = useListUrlState();
  const query = useDeferredValue(filter);
  const searching = query.trim() !== '';
  const { compiler, failed: compilerFailed, retry: retryCompiler } = useQueryCompiler(searching);
  const compiled = useMemo(
    () => (searching && compiler ? compiler.compileQuery(query) : null),
    [searching, compiler, query],
  );
  const list = useListCards(cube.id, Boolean(compiled?.ok && compiler?.needsFullFacts(compiled.ast)));
  const { boards: plain, isLoading, error, refetch } = list;
  const priced = usePriceBoards(cube.id, plain);
  const boards = useRecordBoards(cube.id, priced.boards, compiled, compiler, options.sortBy);
  // A board the cube no longer has (a deleted board in an old link) shows the main board.
  const board = hasBoard(options.board, cube.boards) ? options.board : 'main';
  // Slim facts are never filtered by a search that reads what they leave out: it waits for the full ones,
  // and a search waits for the compiler.
  const waiting = list.factsLoading || (searching && !compiler);
  const filterable = waiting ? null : boards;
  const shown = useFiltered(filterable?.[board] ?? EMPTY, query, compiler);
  const maybe = useFiltered(board === 'main' ? filterable?.maybe : EMPTY, query, compiler);
  useFirstRenderMark(boards !== null);
  // The curve view lays its cards out itself: grouping them too would only delay it. Grouping depends on
  // these four only, so a switch between the other views (table, spoiler, text) does not group again.
  const curve = options.view === 'curve';
  const { groupBy, subBy, sortBy } = options;
  const group = (items: ListItem[]) =>
    curve ? [] : groupItems(items, groupBy as GroupKey, subBy, sortBy as SortKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: group reads only curve, groupBy, subBy and sortBy
  const shownGroups = useMemo(() => group(shown.items), [shown.items, curve, groupBy, subBy, sortBy]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: group reads only curve, groupBy, subBy and sortBy
  const maybeGroups = useMemo(() => group(maybe.items), [maybe.items, curve, groupBy, subBy, sortBy]);

  if (isLoading) {
    return (
      <div role="status" className="flex items-center gap-2 p-6 text-zinc-700">
        <Spinner /> Loading the card list...
      </div>
    );
  }
  if (compilerFailed) return <LoadError what="the search" error={null} retry={retryCompiler} />;
  if (list.factsError) {
    return (
      <LoadError what="the card details this search needs" error={list.factsError} retry={list.retryFacts} />
    );
  }
  if (error || !boards) return <LoadError what="the card list" error={error} retry={() => void refetch()} />;
  const title = boardName(board, cube.boards);
  const total = boards[board]?.length ?? 0;
  return (
    <CardPreviewProvider cubeId={cube.id}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
          <FilterBox
            value={filter}
            onChange={setFilter}
            error={shown.error}
            shown={shown.items.length}
            total={total}
            loading={waiting}
          />
          <div className="flex flex-wrap items-end gap-3">
            {cube.boards.length > 0 && (
              <BoardPicker
                cube={cube}
                boards={boards}
                value={board}
                onChange={(next) => setOptions({ ...options, board: next })}
              />
            )}
            <ListToolbar options={options} onChange={setOptions} />
          </div>
        </div>
        {waiting ? (
          <div role="status" className="flex items-center gap-2 p-6 text-zinc-700">
            <Spinner /> Loading the card details this search needs...
          </div>
        ) : (
          <>
            <section aria-labelledby="main-board-heading" className="grid grid-cols-[minmax(0,1fr)] gap-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id="main-board-heading" className="text-lg font-semibold text-zinc-900">
                  {title} ({shown.items.length})
                </h2>
                <PriceTotal items={shown.items} state={priced.state} />
              </div>
              {total === 0 ? (
                <p className="rounded-lg border border-dashed border-zinc-300 bg-white p-6 text-center text-zinc-700">
                  {board === 'main' ? 'This cube has no cards yet.' : 'This board has no cards.'}
                </p>
              ) : (
                <ListView
                  view={options.view}
                  items={shown.items}
                  groups={shownGroups}
                  label={`${title} cards`}
                />
              )}
            </section>
            {board === 'main' && boards.maybe.length > 0 && (
              <section aria-labelledby="maybe-heading" className="grid grid-cols-[minmax(0,1fr)] gap-2">
                <h2 id="maybe-heading" className="text-lg font-semibold text-zinc-900">
                  Maybeboard ({maybe.items.length})
                </h2>
                <ListView
                  view={options.view}
                  items={maybe.items}
                  groups={maybeGroups}
                  label="Maybeboard cards"
                />
              </section>
            )}
          </>
        )}
      </div>
    </CardPreviewProvider>
  );
}

const EMPTY: ListItem[] = [];

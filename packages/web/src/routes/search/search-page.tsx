import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useCardSearch } from '../../features/search/api';
import { CardResults } from '../../features/search/card-results';
import { CubeResults } from '../../features/search/cube-results';
import { QueryBox } from '../../features/search/query-box';
import { QueryErrorNote } from '../../features/search/query-input';
import {
  nextSearchState,
  readSearchState,
  type SearchState,
  type SearchTab,
  writeSearchState,
} from '../../features/search/search-state';
import { chunk, useChunks } from '../../lib/chunk';

// The query language's compiler loads once there is query text (typed, or in the URL: then at once),
// not with the page (issue 29). Until it is here nothing is flagged and the search goes ahead: the
// server checks the same syntax and answers the same error.
const QUERY_CHUNK = chunk(() => import('../../features/search/search-query'));
type SearchQuery = NonNullable<typeof QUERY_CHUNK.loaded>;

/**
 * A check of query text: the error if it does not parse (or places order:/unique: where they cannot
 * stand), else a sentence saying what it finds. Facts the server's card data lacks are its to report.
 */
function useParsed(text: string, compiler: SearchQuery | null) {
  return useMemo(() => {
    if (!compiler) return { error: null, description: null };
    const { compileQuery, describe } = compiler;
    const parsed = compileQuery(text, { directives: true });
    return parsed.ok
      ? { error: null, description: text.trim() ? describe(parsed.ast) : null }
      : { error: parsed.error, description: null };
  }, [text, compiler]);
}

function CardsTabLabel({ state, enabled }: { state: SearchState; enabled: boolean }) {
  // Shares the results' query (same key), so this adds no request.
  const { data } = useCardSearch(state, enabled);
  return (
    <>
      Cards
      {enabled && data && (
        <span className="ml-1.5 text-xs text-zinc-600">({data.total.toLocaleString('en-US')})</span>
      )}
    </>
  );
}

/** /search: one query box; cards (the search syntax, server-side) and public cubes tabs; all in the URL. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const [draft, setDraft] = useState(state.q);
  // A link to another search (a help example, the back button) replaces what was typed.
  useEffect(() => setDraft(state.q), [state.q]);
  const compilerReady = useChunks([QUERY_CHUNK], Boolean(draft.trim() || state.q.trim()));
  const compiler = compilerReady ? QUERY_CHUNK.loaded : null;
  const typed = useParsed(draft, compiler);
  const applied = useParsed(state.q, compiler);

  const change = (patch: Partial<SearchState>) => setParams(writeSearchState(nextSearchState(state, patch)));
  const cardsReady = state.tab === 'cards' && applied.error === null;

  return (
    <div className="mx-auto grid max-w-6xl gap-5">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold text-zinc-900">Search</h1>
        <p className="text-sm text-zinc-700">
          Find cards with the search syntax, or public cubes by name and description.
        </p>
      </header>
      <QueryBox
        value={draft}
        onChange={setDraft}
        onSubmit={() => change({ q: draft.trim(), card: '' })}
        error={typed.error}
        description={state.tab === 'cards' ? typed.description : null}
      />
      <Tabs value={state.tab} onValueChange={(tab) => change({ tab: tab as SearchTab })}>
        <TabsList className="max-w-sm">
          <TabsTrigger value="cards">
            <CardsTabLabel state={state} enabled={state.tab === 'cards' && applied.error === null} />
          </TabsTrigger>
          <TabsTrigger value="cubes">Cubes</TabsTrigger>
        </TabsList>
        <TabsContent value="cards">
          {applied.error ? (
            draft === state.q ? null : (
              <QueryErrorNote query={state.q} error={applied.error} />
            )
          ) : (
            cardsReady && <CardResults state={state} onChange={change} />
          )}
        </TabsContent>
        <TabsContent value="cubes">
          <CubeResults state={state} onChange={change} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

import type { ResolveCardsResponse } from '@cubewright/core/protocol';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCubeCrumb } from '../../components/shell/cube-crumb';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { cubeCardsKey, fetchCubeCards } from '../cube-edit/edit-api';
import { CubeLoadError } from '../cube-view/load-error';
import { deckListNames } from './deck-list';
import type { PlaytestCard } from './playtest-card';
import { PlaytestPanel } from './playtest-panel';

const EXAMPLE = '4 Lightning Bolt\n17 Mountain\n…';

/** The cards of the names, in order (one object per copy), and the names the card data does not know. */
async function resolveDeck(names: string[]): Promise<{ deck: PlaytestCard[]; unknown: string[] }> {
  const unique = [...new Set(names)];
  const { results } = await api<ResolveCardsResponse>('/api/cards/resolve', {
    method: 'POST',
    body: { names: unique },
  });
  const byName = new Map(unique.map((n, i) => [n, results[i]?.card ?? null]));
  const deck: PlaytestCard[] = [];
  const unknown = new Set<string>();
  for (const name of names) {
    const card = byName.get(name);
    if (card) deck.push({ name: card.name, manaCost: card.manaCost, typeLine: card.typeLine });
    else unknown.add(name);
  }
  return { deck, unknown: [...unknown] };
}

/** /cubes/:id/playtest: paste a deck list, then draw hands from it (the cube is the page's home, not a limit). */
export default function PlaytestPage() {
  const { id = '' } = useParams();
  const { setCube } = useCubeCrumb();
  const listId = useId();
  // An event's deck opens here with its list (`?deck=`, lines joined by `|`: the server refuses control
  // characters in a page's address, and no card name holds a bar), drawn at once.
  const [params] = useSearchParams();
  const given = (params.get('deck') ?? '').split('|').join('\n');
  const [text, setText] = useState(given);
  const cubeQuery = useQuery({ queryKey: cubeCardsKey(id), queryFn: () => fetchCubeCards(id), retry: false });
  const cube = cubeQuery.data?.cube;
  useEffect(() => {
    if (cube) setCube({ id, name: cube.name, mine: cube.permissions.role !== null });
  }, [cube, id, setCube]);
  const resolve = useMutation({ mutationFn: resolveDeck });
  const [parseErrors, setParseErrors] = useState<string[]>([]);
  const { mutate } = resolve;
  useEffect(() => {
    if (!given) return;
    const { names, errors } = deckListNames(given);
    setParseErrors(errors);
    if (names.length) mutate(names);
  }, [given, mutate]);

  if (cubeQuery.isLoading) return <Spinner className="mx-auto mt-10 size-8" />;
  if (cubeQuery.isError || !cube)
    return <CubeLoadError error={cubeQuery.error} detail={cubeQuery.error?.message} />;

  function start() {
    const { names, errors } = deckListNames(text);
    setParseErrors(errors);
    if (names.length) resolve.mutate(names);
  }

  const result = resolve.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-4">
      <div>
        <Link
          to={`/cubes/${encodeURIComponent(id)}`}
          className="inline-flex items-center gap-1 text-sm text-brand-dark underline"
        >
          <ArrowLeft className="size-3" aria-hidden="true" /> {cube.name}
        </Link>
        <h1 className="text-2xl font-semibold">Playtest a deck</h1>
        <p className="text-sm text-zinc-700">
          Paste a deck list (one card a line, a count in front: Arena, MTGO and plain lists all read), then
          draw opening hands, mulligan the London way and play out the first turns.
        </p>
      </div>
      <div className="grid gap-2">
        <label htmlFor={listId} className="text-sm font-medium">
          Deck list
        </label>
        <textarea
          id={listId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={8}
          placeholder={EXAMPLE}
          className="w-full rounded-md border border-zinc-300 p-2 font-mono text-sm"
        />
        <div>
          <Button onClick={start} disabled={!text.trim() || resolve.isPending}>
            {resolve.isPending && <Spinner className="text-white" />} Draw a hand
          </Button>
        </div>
        <FormMessage error={resolve.error?.message ?? null} />
        {parseErrors.length > 0 && <FormMessage error={`Lines left out: ${parseErrors.join('; ')}`} />}
        {result && result.unknown.length > 0 && (
          <FormMessage error={`Cards not found, left out: ${result.unknown.join(', ')}`} />
        )}
      </div>
      {result && result.deck.length > 0 && (
        // A new list is a new game: the key resets the panel's state.
        <PlaytestPanel key={result.deck.map((c) => c.name).join('|')} deck={result.deck} />
      )}
    </div>
  );
}

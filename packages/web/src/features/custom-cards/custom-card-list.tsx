import { type CustomCard, customCardToCard } from '@cubewright/core/custom-cards';
import { compileQuery, formatQueryError } from '@cubewright/core/filter';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Input, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { fetchMyCustomCards, myCustomCardsKey } from './custom-cards-api';
import { CustomCardFrame } from './frame/card-frame';

const DeleteDialog = lazy(() => import('./delete-custom-card-dialog'));

/** The cards matching the search syntax (name, type, colour, mana value, text), or the query's error. */
function searchCustomCards(
  cards: CustomCard[],
  query: string,
): { cards: CustomCard[]; error: string | null } {
  if (!query.trim()) return { cards, error: null };
  const compiled = compileQuery(query);
  if (!compiled.ok) return { cards, error: formatQueryError(compiled.error) };
  return { cards: cards.filter((c) => compiled.predicate(customCardToCard(c))), error: null };
}

/** /custom-cards: the signed-in user's custom cards, searchable, each with edit and delete. */
export function CustomCardList() {
  const query = useQuery({ queryKey: myCustomCardsKey, queryFn: fetchMyCustomCards });
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const [deleting, setDeleting] = useState<CustomCard | null>(null);
  const result = useMemo(
    () => searchCustomCards(query.data?.customCards ?? [], deferred),
    [query.data, deferred],
  );

  if (query.isPending) return <Spinner />;
  if (query.isError) return <FormMessage error={query.error.message} />;
  const all = query.data.customCards;
  return (
    <div className="grid gap-4">
      <div className="grid max-w-xl gap-1">
        <Label htmlFor="custom-card-search">Search your custom cards</Label>
        <Input
          id="custom-card-search"
          value={text}
          placeholder="t:creature c:g mv<=3 o:flying"
          aria-invalid={result.error ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {result.error && <p className="text-xs text-red-700">{result.error}</p>}
      </div>
      {all.length === 0 ? (
        <p className="text-zinc-700">
          You have no custom cards yet.{' '}
          <Link className="text-brand-dark underline" to="/custom-cards/create">
            Create one
          </Link>
          .
        </p>
      ) : (
        <p className="text-sm text-zinc-600" aria-live="polite">
          {result.cards.length} of {all.length} cards
        </p>
      )}
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-4">
        {result.cards.map((card) => (
          <li key={card.id} className="grid gap-2">
            <CustomCardFrame fields={card.fields} />
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="rounded bg-zinc-100 px-1.5 text-xs text-zinc-700">{card.visibility}</span>
              <span className="flex gap-1">
                <Button asChild size="sm" variant="outline">
                  <Link to={`/custom-cards/${card.id}/edit`} aria-label={`Edit ${card.fields.name}`}>
                    Edit
                  </Link>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Delete ${card.fields.name}`}
                  onClick={() => setDeleting(card)}
                >
                  Delete
                </Button>
              </span>
            </div>
          </li>
        ))}
      </ul>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteDialog card={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </div>
  );
}

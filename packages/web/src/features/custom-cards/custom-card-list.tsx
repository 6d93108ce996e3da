import { type CustomCard, customCardToCard } from '@cubewright/core/custom-cards';
import { compileQuery, formatQueryError } from '@cubewright/core/filter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/field';
import { Input, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { deleteCustomCard, fetchMyCustomCards, myCustomCardsKey } from './custom-cards-api';
import { CustomCardFrame } from './frame/card-frame';

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

function DeleteDialog({ card, onClose }: { card: CustomCard; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteCustomCard(card.id);
      await queryClient.invalidateQueries({ queryKey: myCustomCardsKey });
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Deleting failed');
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Delete {card.fields.name}?</DialogTitle>
        <DialogDescription>
          It leaves your list. Cubes that use it keep a frozen copy, marked as a deleted custom card.
        </DialogDescription>
        <FormMessage error={error} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
            {busy ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
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
      {deleting && <DeleteDialog card={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

import type { QueryError } from '@cubewright/core/filter';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/input';
import { QueryErrorNote, QueryInput } from './query-input';

/**
 * The search box: the query in the search syntax, checked as it is typed so a mistake shows at once
 * (the server would answer the same error), and run on submit.
 */
export function QueryBox({
  value,
  onChange,
  onSubmit,
  error,
  description,
}: {
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
  error: QueryError | null;
  description: string | null;
}) {
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!error) onSubmit();
  };
  return (
    <search>
      <form onSubmit={submit} className="grid gap-1.5">
        <div className="flex items-end justify-between gap-2">
          <Label htmlFor={id}>Search</Label>
          <Link to="/search/help" className="text-sm text-brand underline-offset-2 hover:underline">
            Syntax help
          </Link>
        </div>
        <div className="flex gap-2">
          <QueryInput
            id={id}
            value={value}
            onChange={onChange}
            placeholder='t:creature mv<=2 c:g   or   o:"draw a card"'
            invalid={error !== null}
          />
          <Button type="submit" disabled={error !== null}>
            Search
          </Button>
        </div>
        {error ? (
          <QueryErrorNote id={`${id}-status`} query={value} error={error} />
        ) : (
          <p id={`${id}-status`} className="min-h-4 text-xs text-zinc-600">
            {description}
          </p>
        )}
      </form>
    </search>
  );
}

import { formatQueryError, type QueryError } from '@cubewright/core/filter';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';

/** The parse error under a query: the query again with a caret under the position, and the message. */
export function QueryErrorNote({ id, query, error }: { id?: string; query: string; error: QueryError }) {
  return (
    <div id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm">
      <pre className="overflow-x-auto font-mono text-xs text-zinc-900" aria-hidden="true">
        {query}
        {'\n'}
        {`${' '.repeat(error.position)}^`}
      </pre>
      <p className="text-red-800">{formatQueryError(error)}</p>
    </div>
  );
}

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
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-zinc-500"
              aria-hidden="true"
            />
            <Input
              id={id}
              type="search"
              value={value}
              onChange={(e) => onChange(e.target.value)}
              placeholder='t:creature mv<=2 c:g   or   o:"draw a card"'
              className="pl-8 font-mono"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-status`}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
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

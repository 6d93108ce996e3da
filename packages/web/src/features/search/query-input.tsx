import { formatQueryError, type QueryError } from '@cubewright/core/filter';
import { Search } from 'lucide-react';
import { Input } from '../../components/ui/input';

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
 * A text box for the search syntax, with the search icon; its status line (the error note or a count)
 * has the id `${id}-status`, which the box points to for screen readers.
 */
export function QueryInput({
  id,
  value,
  onChange,
  placeholder,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  invalid: boolean;
}) {
  return (
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
        placeholder={placeholder}
        className="pl-8 font-mono"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-status`}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}

import { formatQueryError, type QueryError } from '@cubewright/core/filter';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input, Label } from '../../../components/ui/input';

/** The search-syntax filter: the query, and its parse error with a caret under the position. */
export function FilterBox({
  value,
  onChange,
  error,
  shown,
  total,
}: {
  value: string;
  onChange: (text: string) => void;
  error: QueryError | null;
  shown: number;
  total: number;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Filter cards</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-zinc-500"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="t:creature mv<=2"
          className="pl-8 font-mono"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      {error ? (
        <div
          id={`${id}-status`}
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm"
        >
          <pre className="overflow-x-auto font-mono text-xs text-zinc-900" aria-hidden="true">
            {value}
            {'\n'}
            {`${' '.repeat(error.position)}^`}
          </pre>
          <p className="text-red-800">{formatQueryError(error)}</p>
        </div>
      ) : (
        <p id={`${id}-status`} className="text-xs text-zinc-600" aria-live="polite">
          {value.trim() ? `Showing ${shown} of ${total} cards` : `${total} cards`}
        </p>
      )}
    </div>
  );
}

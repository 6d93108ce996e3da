import type { QueryError } from '@cubewright/core/filter';
import { useId } from 'react';
import { Label } from '../../../components/ui/input';
import { QueryErrorNote, QueryInput } from '../../search/query-input';

/** The search-syntax filter: the query, and its parse error with a caret under the position. */
export function FilterBox({
  value,
  onChange,
  error,
  shown,
  total,
  loading = false,
}: {
  value: string;
  onChange: (text: string) => void;
  error: QueryError | null;
  shown: number;
  total: number;
  /** The card details the search reads are loading (ADR 0046): no count yet, not "0 of N". */
  loading?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Filter cards</Label>
      <QueryInput
        id={id}
        value={value}
        onChange={onChange}
        placeholder="t:creature mv<=2"
        invalid={error !== null}
      />
      {error ? (
        <QueryErrorNote id={`${id}-status`} query={value} error={error} />
      ) : (
        <p id={`${id}-status`} className="text-xs text-zinc-600" aria-live="polite">
          {loading
            ? 'Loading the card details this search needs...'
            : value.trim()
              ? `Showing ${shown} of ${total} cards`
              : `${total} cards`}
        </p>
      )}
    </div>
  );
}

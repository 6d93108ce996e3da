import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';

/** Two version pickers (from, to) and a Compare button; defaults to the two newest. */
export function CompareForm({
  versions,
  onCompare,
}: {
  versions: number[];
  onCompare: (range: { from: number; to: number }) => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(versions[1] ?? versions[0]!);
  const [to, setTo] = useState(versions[0]!);
  const picker = (label: string, value: number, set: (n: number) => void, suffix: string) => (
    <div className="grid gap-1">
      <label htmlFor={`${id}-${suffix}`} className="text-xs font-medium text-zinc-700">
        {label}
      </label>
      <select
        id={`${id}-${suffix}`}
        value={value}
        onChange={(e) => set(Number(e.target.value))}
        className="h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm"
      >
        {versions.map((n) => (
          <option key={n} value={n}>
            Version {n}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        onCompare({ from, to });
      }}
    >
      {picker('From', from, setFrom, 'from')}
      {picker('To', to, setTo, 'to')}
      <Button type="submit" size="sm" disabled={from === to}>
        Compare
      </Button>
    </form>
  );
}

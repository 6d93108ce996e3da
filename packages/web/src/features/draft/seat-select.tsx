import { useId } from 'react';
import { selectClass } from '../../components/ui/input';
import { cn } from '../../lib/cn';

/** Chooses one seat of a finished draft by its player's (or bot's) name. */
export function SeatSelect({
  label,
  seats,
  value,
  onChange,
}: {
  label: string;
  seats: readonly { seat: number; name: string; kind: 'human' | 'bot' }[];
  value: number;
  onChange(seat: number): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={cn(selectClass, 'w-auto min-w-40')}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {seats.map((s) => (
          <option key={s.seat} value={s.seat}>
            {s.name}
            {s.kind === 'bot' ? ' (bot)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

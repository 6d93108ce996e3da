import type { Bar } from './activity-stats';

/** A small horizontal bar chart with the numbers beside the bars (plain HTML: no chart library). */
export function BarList({ bars, label }: { bars: Bar[]; label: string }) {
  if (bars.length === 0) return <p className="text-sm text-zinc-600">Nothing in the last 30 days.</p>;
  return (
    <ul className="grid gap-1.5" aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.key} className="grid grid-cols-[minmax(0,10rem)_1fr_2.5rem] items-center gap-2 text-sm">
          <span className="truncate text-zinc-800" title={bar.label}>
            {bar.label}
          </span>
          <span className="h-3 rounded bg-zinc-100" aria-hidden="true">
            <span className="block h-full rounded bg-brand" style={{ width: `${bar.percent}%` }} />
          </span>
          <span className="text-right font-mono tabular-nums text-zinc-900">{bar.count}</span>
        </li>
      ))}
    </ul>
  );
}

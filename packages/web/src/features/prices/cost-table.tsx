import { type CostRow, type Currency, formatPrice } from '@cubewright/core/prices';

/** One breakdown of the cube's cost (by colour, type or board) in one currency. */
export function CostTable({
  title,
  rows,
  currency,
  labelOf,
}: {
  title: string;
  rows: readonly CostRow[];
  currency: Currency;
  labelOf: (key: string) => string;
}) {
  const sorted = [...rows].sort((a, b) => b.cost[currency].total - a.cost[currency].total);
  return (
    <table className="w-full self-start text-sm">
      <caption className="mb-1 text-left font-medium text-zinc-900">{title}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{title}</th>
          <th scope="col">Cards</th>
          <th scope="col">Cost</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => {
          const line = row.cost[currency];
          return (
            <tr key={row.key} className="border-b border-zinc-100">
              <th scope="row" className="py-1 pr-2 text-left font-normal text-zinc-700">
                {labelOf(row.key)}
              </th>
              <td className="py-1 pr-2 text-right tabular-nums text-zinc-600">{row.cards}</td>
              <td
                className="py-1 text-right font-mono tabular-nums"
                title={line.missing ? `${line.missing} without a price` : undefined}
              >
                {line.priced ? formatPrice(line.total, currency) : '—'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

import type { Row } from './grouping';

/** A group's or sub-group's heading row in a grouped, virtualised card list (the cube's table, rotisserie). */
export function HeaderRow({ row }: { row: Extract<Row, { kind: 'group' | 'sub' }> }) {
  const text = `${row.label} (${row.count})`;
  return row.kind === 'group' ? (
    <h3 className="flex h-full items-end border-b border-zinc-300 bg-zinc-50 px-3 pb-1.5 font-semibold text-zinc-900">
      {text}
    </h3>
  ) : (
    <h4 className="flex h-full items-end px-3 pb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase">
      {text}
    </h4>
  );
}

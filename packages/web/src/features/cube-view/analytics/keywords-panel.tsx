import type { KeywordRow } from '@cubewright/core/analytics';
import { COLOR_CATEGORIES, type ColorCategory } from '@cubewright/core/cube';
import { useState } from 'react';
import { Link } from 'react-router';
import { Panel, PanelDescription, PanelTitle } from '../../../components/ui/panel';
import { CATEGORY_NAMES } from './chart-data';

type SortKey = 'keyword' | 'total' | ColorCategory;

/** The list tab filtered to the cards with one keyword (the search's whole-keyword form). */
const keywordListPath = (cubeId: string, keyword: string) =>
  `/cubes/${encodeURIComponent(cubeId)}?${new URLSearchParams({ f: `kw="${keyword}"` })}`;

function sorted(rows: readonly KeywordRow[], key: SortKey, descending: boolean): KeywordRow[] {
  const value = (r: KeywordRow) =>
    key === 'keyword' ? r.keyword : key === 'total' ? r.total : r.byCategory[key];
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number);
    return (descending ? -order : order) || a.keyword.localeCompare(b.keyword);
  });
}

/**
 * Keywords of the main board (Scryfall's `keywords`): cards per keyword in each colour category, a bar
 * for the total, sortable by any column; each keyword opens the list filtered to it.
 */
export function KeywordsPanel({ cubeId, rows }: { cubeId: string; rows: readonly KeywordRow[] }) {
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'total', descending: true });
  // Only the categories some keyword is in get a column.
  const columns = COLOR_CATEGORIES.filter((c) => rows.some((r) => r.byCategory[c] > 0));
  const most = Math.max(1, ...rows.map((r) => r.total));
  const header = (key: SortKey, label: string, className = '') => (
    <th
      scope="col"
      className={`py-1 pr-2 font-medium ${className}`}
      aria-sort={sort.key === key ? (sort.descending ? 'descending' : 'ascending') : 'none'}
    >
      <button
        type="button"
        className="underline-offset-2 hover:underline"
        onClick={() =>
          setSort((s) => ({ key, descending: s.key === key ? !s.descending : key !== 'keyword' }))
        }
      >
        {label}
      </button>
    </th>
  );
  return (
    <Panel className="grid gap-3" aria-labelledby="keywords-title">
      <div>
        <PanelTitle id="keywords-title">Keywords</PanelTitle>
        <PanelDescription>
          Main-board cards with each keyword, by colour. Choose a keyword to see its cards.
        </PanelDescription>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-zinc-700">No card of the main board has a keyword.</p>
      ) : (
        <div className="max-h-[32rem] overflow-auto">
          <table className="w-full text-sm" aria-label="Keywords by colour">
            <thead className="sticky top-0 bg-white text-left">
              <tr className="border-b border-zinc-200">
                {header('keyword', 'Keyword')}
                {header('total', 'Cards', 'text-right')}
                {columns.map((c) => header(c, CATEGORY_NAMES[c] ?? c, 'hidden text-right sm:table-cell'))}
              </tr>
            </thead>
            <tbody>
              {sorted(rows, sort.key, sort.descending).map((r) => (
                <tr key={r.keyword} className="border-b border-zinc-100">
                  <th scope="row" className="py-1 pr-2 text-left font-normal">
                    <Link
                      className="text-brand-dark underline-offset-2 hover:underline"
                      to={keywordListPath(cubeId, r.keyword)}
                    >
                      {r.keyword}
                    </Link>
                  </th>
                  <td className="py-1 pr-2 text-right">
                    <span className="inline-flex items-center justify-end gap-2">
                      <span
                        aria-hidden="true"
                        className="hidden h-2 rounded bg-violet-500 sm:block"
                        style={{ width: `${(r.total / most) * 6}rem` }}
                      />
                      <span className="font-mono tabular-nums">{r.total}</span>
                    </span>
                  </td>
                  {columns.map((c) => (
                    <td key={c} className="hidden py-1 pr-2 text-right font-mono tabular-nums sm:table-cell">
                      {r.byCategory[c] || '·'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

// The results of a simulation run: summary, charts (colours, pairs, draft map), the sortable and
// filterable per-card table, archetypes, most and least drafted cards, and sample decks.
import type { SimulationReport } from '@cubewright/core/simulation';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { type ColorFilter, cardsCsv, percent, SORT_LABELS, type SortKey, tableRows } from '../card-table';
import { CountBars, CurveBars, DraftMap } from './charts';

const SHOWN = 150;
const COLOR_OPTIONS: [ColorFilter, string][] = [
  ['all', 'All colours'],
  ['W', 'White'],
  ['U', 'Blue'],
  ['B', 'Black'],
  ['R', 'Red'],
  ['G', 'Green'],
  ['multi', 'Multicolour'],
  ['colorless', 'Colourless'],
];

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

export default function SimulationResults({
  report,
  elapsedMs,
}: {
  report: SimulationReport;
  /** How long the run took in this browser (unknown for runs saved to a cube). */
  elapsedMs?: number;
}) {
  const [color, setColor] = useState<ColorFilter>('all');
  const [name, setName] = useState('');
  const [sort, setSort] = useState<SortKey>('avgPick');
  const [descending, setDescending] = useState(false);
  const rows = useMemo(
    () => tableRows(report.cards, { color, name, sort, descending }),
    [report.cards, color, name, sort, descending],
  );
  const byId = useMemo(() => new Map(report.cards.map((c) => [c.cardId, c])), [report.cards]);
  const sortBy = (key: SortKey) => {
    if (key === sort) setDescending(!descending);
    else {
      setSort(key);
      setDescending(key !== 'avgPick' && key !== 'name');
    }
  };
  const perSecond = elapsedMs ? Math.round((report.drafts / elapsedMs) * 1000) : null;

  return (
    <div className="mt-6 grid gap-6" data-testid="simulation-results">
      <p className="text-sm text-zinc-700">
        {report.drafts.toLocaleString()} drafts of {report.seats} seats ({report.format}), seed “{report.seed}
        ”{elapsedMs !== undefined && `, in ${(elapsedMs / 1000).toFixed(1)} s`}
        {perSecond ? ` (${perSecond.toLocaleString()} drafts/s)` : ''}.{' '}
        {report.splashes > 0 &&
          `${percent(report.splashes / (report.drafts * report.seats))} of decks splash.`}
      </p>

      <div className="grid gap-6 lg:grid-cols-2">
        <section>
          <h3 className="font-medium">Colours played</h3>
          <CountBars rows={report.colorShares} label="Decks playing each colour" />
        </section>
        <section>
          <h3 className="font-medium">Colour pairs</h3>
          <CountBars rows={report.colorPairs} label="Decks per colour pair" />
        </section>
      </div>

      <section>
        <h3 className="font-medium">Draft map</h3>
        <DraftMap points={report.map} />
      </section>

      <section className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 className="font-medium">Card pick statistics</h3>
          <Button
            size="sm"
            variant="outline"
            onClick={() => download(`simulation-${report.seed}.csv`, cardsCsv(report.cards))}
          >
            Export CSV
          </Button>
        </div>
        <div className="flex flex-wrap gap-3">
          <div className="grid gap-1">
            <Label htmlFor="sim-color">Colour</Label>
            <select
              id="sim-color"
              className="h-9 rounded-md border border-zinc-300 bg-white px-3 text-sm"
              value={color}
              onChange={(e) => setColor(e.target.value as ColorFilter)}
            >
              {COLOR_OPTIONS.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="sim-name">Card name</Label>
            <Input
              id="sim-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="Filter by name"
            />
          </div>
        </div>
        <div className="max-h-[32rem] overflow-auto rounded border border-zinc-200">
          <table className="w-full text-sm" aria-label="Card pick statistics">
            <thead className="sticky top-0 bg-zinc-50 text-left">
              <tr>
                {(Object.keys(SORT_LABELS) as SortKey[]).map((key) => (
                  <th
                    key={key}
                    scope="col"
                    className="px-2 py-1.5"
                    aria-sort={sort === key ? (descending ? 'descending' : 'ascending') : 'none'}
                  >
                    <button type="button" className="font-medium hover:underline" onClick={() => sortBy(key)}>
                      {SORT_LABELS[key]}
                      {sort === key ? (descending ? ' ↓' : ' ↑') : ''}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, SHOWN).map((c) => (
                <tr key={c.cardId} className="border-t border-zinc-100">
                  <td className="px-2 py-1">
                    {c.name} <span className="text-xs text-zinc-500">{c.colors}</span>
                  </td>
                  <td className="px-2 py-1 tabular-nums">
                    {c.avgPick === null ? '–' : c.avgPick.toFixed(1)}
                  </td>
                  <td className="px-2 py-1 tabular-nums">{percent(c.firstPickRate)}</td>
                  <td className="px-2 py-1 tabular-nums">{percent(c.wheelRate)}</td>
                  <td className="px-2 py-1 tabular-nums">{percent(c.deckRate)}</td>
                  <td className="px-2 py-1 tabular-nums">{c.picks.toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-xs text-zinc-500">
          Showing {Math.min(SHOWN, rows.length)} of {rows.length} cards. Avg pick is the pick number within
          its pack; the wheel rate counts picks after the pack went round the table.
        </p>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <section>
          <h3 className="font-medium">Archetypes</h3>
          <ol className="mt-2 grid gap-1 text-sm">
            {report.archetypes.slice(0, 12).map((a) => (
              <li key={a.key} className="flex justify-between gap-2">
                <span>
                  <strong>{a.colors || 'Colourless'}</strong> {a.label}
                </span>
                <span className="tabular-nums text-zinc-600">{percent(a.share)}</span>
              </li>
            ))}
          </ol>
        </section>
        <section>
          <h3 className="font-medium">Most drafted</h3>
          <ol className="mt-2 list-decimal pl-5 text-sm">
            {report.mostDrafted.slice(0, 12).map((id) => (
              <li key={id}>
                {byId.get(id)?.name}{' '}
                <span className="text-zinc-500">({byId.get(id)?.avgPick?.toFixed(1)})</span>
              </li>
            ))}
          </ol>
        </section>
        <section>
          <h3 className="font-medium">Least drafted</h3>
          <ol className="mt-2 list-decimal pl-5 text-sm">
            {report.leastDrafted.slice(0, 12).map((id) => (
              <li key={id}>
                {byId.get(id)?.name}{' '}
                <span className="text-zinc-500">({byId.get(id)?.avgPick?.toFixed(1)})</span>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section>
        <h3 className="font-medium">Sample decks</h3>
        <div className="mt-2 grid gap-4 md:grid-cols-2">
          {report.sampleDecks.slice(0, 4).map((d) => (
            <article key={`${d.draft}-${d.seat}`} className="rounded border border-zinc-200 p-3 text-sm">
              <h4 className="font-medium">
                Draft {d.draft + 1}, seat {d.seat + 1}: {d.archetype}
                {d.splash ? ` (splash ${d.splash})` : ''}
              </h4>
              <CurveBars curve={d.curve} />
              <p className="text-zinc-700">
                {[...d.cards]
                  .sort((a, b) => a.cmc - b.cmc || a.name.localeCompare(b.name))
                  .map((c) => c.name)
                  .join(', ')}
              </p>
              <p className="mt-1 text-xs text-zinc-500">
                Basics:{' '}
                {Object.entries(d.basics)
                  .map(([c, n]) => `${n} ${c}`)
                  .join(', ') || 'none'}
              </p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}

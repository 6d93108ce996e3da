// "Card metrics": per card, what drafters read (17lands' vocabulary): average taken (ATA) from people's
// picks in finished drafts, main-deck rate and match and game win rates (Laplace-smoothed) from recorded
// events, each with its sample and a warning under 30 decks. A picture of ATA against win rate first
// (where early picks that lose, or late picks that win, stand out), then the sortable table.
import type { CardMetricsResponse, CardMetricWire, CubeDetail } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Panel, PanelDescription, PanelTitle } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { cardMetricsQuery } from '../../card-metrics/card-metrics-api';
import {
  ataText,
  gameWinText,
  lowSampleText,
  type MetricSort,
  mainRateText,
  matchWinText,
  scatterPoints,
  sortMetrics,
  takenWhenSeenText,
} from '../../card-metrics/card-metrics-data';
import { LoadError } from '../load-error';

const SHOWN = 100;

const COLUMNS: { key: MetricSort; label: string; title: string }[] = [
  { key: 'name', label: 'Card', title: 'Card name' },
  { key: 'ata', label: 'ATA', title: 'Average taken: mean pick number when a person took it' },
  { key: 'picks', label: 'Picks', title: "People's picks of the card" },
  {
    key: 'takenWhenSeen',
    label: 'Taken when seen',
    title: 'Of the packs a person picked from that held the card, the share where they took it',
  },
  {
    key: 'mainRate',
    label: 'Main-deck rate',
    title: 'Of the recorded decks holding it, the share playing it main',
  },
  { key: 'matchWinRate', label: 'Match win rate', title: 'Laplace-smoothed, with wins–losses–draws' },
  { key: 'gameWinRate', label: 'Game win rate', title: 'Laplace-smoothed, with wins–losses–draws' },
  { key: 'mainDecks', label: 'Decks', title: 'Decks that played it main: the sample the rates rest on' },
];

function Picture({ cards, below }: { cards: CardMetricWire[]; below: number }) {
  const points = scatterPoints(cards);
  if (points.length === 0) return null;
  const solid = points.filter((p) => !p.lowSample);
  const thin = points.filter((p) => p.lowSample);
  return (
    <section className="grid gap-1">
      <h3 className="font-medium">Average taken against match win rate</h3>
      <p className="text-xs text-zinc-600">
        One dot per card people picked and decks played; a bigger dot rests on more decks. Early picks that
        lose sit low on the left, late picks that win high on the right.
      </p>
      <figure
        aria-label="Average taken against match win rate, one dot per card"
        className="h-72 md:h-80"
        data-testid="card-metrics-picture"
      >
        <ResponsiveContainer width="100%" height="100%">
          <ScatterChart margin={{ top: 12, right: 12, bottom: 24, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              type="number"
              dataKey="ata"
              name="ATA"
              domain={[1, 'dataMax']}
              padding={{ left: 12, right: 12 }}
              allowDecimals={false}
              tick={{ fontSize: 12 }}
              label={{ value: 'Average taken (earlier picks left)', position: 'bottom', fontSize: 12 }}
            />
            <YAxis
              type="number"
              dataKey="winRate"
              name="Match win rate"
              unit="%"
              domain={[0, 100]}
              width={48}
              tick={{ fontSize: 12 }}
            />
            <ZAxis type="number" dataKey="decks" name="Decks" range={[40, 260]} />
            <ReferenceLine y={50} stroke="#a1a1aa" />
            <Tooltip
              cursor={{ strokeDasharray: '3 3' }}
              formatter={(v, n) => [n === 'Match win rate' ? `${v}%` : String(v), n]}
              labelFormatter={() => ''}
            />
            {solid.length > 0 && (
              <Scatter
                name={`${below} decks or more`}
                data={solid}
                fill="#0f766e"
                isAnimationActive={false}
              />
            )}
            {thin.length > 0 && (
              <Scatter
                name={`Under ${below} decks`}
                data={thin}
                fill="#ffffff"
                stroke="#b45309"
                isAnimationActive={false}
              />
            )}
          </ScatterChart>
        </ResponsiveContainer>
      </figure>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-700">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-full bg-teal-700" />
          {below} decks or more
        </span>
        <span>
          <span
            aria-hidden="true"
            className="mr-1 inline-block size-2.5 rounded-full border border-amber-700 bg-white"
          />
          Under {below} decks: read with care
        </span>
      </p>
    </section>
  );
}

function MetricsTable({ data }: { data: CardMetricsResponse }) {
  const [sortBy, setSortBy] = useState<MetricSort>('ata');
  const [filter, setFilter] = useState('');
  const [all, setAll] = useState(false);
  const rows = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const cards = needle ? data.cards.filter((c) => c.name.toLowerCase().includes(needle)) : data.cards;
    return sortMetrics(cards, sortBy);
  }, [data.cards, filter, sortBy]);
  const shown = all ? rows : rows.slice(0, SHOWN);
  return (
    <div className="grid gap-2">
      <Input
        aria-label="Filter card metrics"
        placeholder="Filter cards by name"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        className="max-w-xs"
      />
      <div className="max-h-[32rem] overflow-auto rounded border border-zinc-200">
        <table className="w-full text-sm" aria-label="Card metrics">
          <thead className="sticky top-0 bg-zinc-50 text-left">
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className="px-2 py-1.5 font-medium whitespace-nowrap"
                  aria-sort={
                    sortBy === c.key
                      ? c.key === 'name' || c.key === 'ata'
                        ? 'ascending'
                        : 'descending'
                      : 'none'
                  }
                >
                  <button
                    type="button"
                    title={c.title}
                    className="hover:underline focus-visible:underline"
                    onClick={() => setSortBy(c.key)}
                  >
                    {c.label}
                    {sortBy === c.key ? ' ▾' : ''}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((m) => {
              const warning = lowSampleText(m, data.lowSampleBelow);
              return (
                <tr key={m.cardId} className="border-t border-zinc-100">
                  <td className="px-2 py-1">{m.name}</td>
                  <td className="px-2 py-1 tabular-nums">{ataText(m)}</td>
                  <td className="px-2 py-1 tabular-nums">{m.picks}</td>
                  <td className="px-2 py-1 tabular-nums whitespace-nowrap">{takenWhenSeenText(m)}</td>
                  <td className="px-2 py-1 tabular-nums whitespace-nowrap">{mainRateText(m)}</td>
                  <td className="px-2 py-1 tabular-nums whitespace-nowrap">{matchWinText(m)}</td>
                  <td className="px-2 py-1 tabular-nums whitespace-nowrap">{gameWinText(m)}</td>
                  <td className="px-2 py-1 tabular-nums whitespace-nowrap">
                    {m.mainDecks}
                    {warning && (
                      <span role="img" aria-label={warning} title={warning} className="ml-1 text-amber-700">
                        ⚠
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-xs text-zinc-600">
        <span>
          Showing {shown.length} of {rows.length} cards. Column headers sort.
        </span>
        {rows.length > SHOWN && (
          <Button type="button" variant="outline" size="sm" onClick={() => setAll((a) => !a)}>
            {all ? `Show the first ${SHOWN}` : `Show all ${rows.length}`}
          </Button>
        )}
      </div>
    </div>
  );
}

export default function CardMetricsSection({ cube }: { cube: CubeDetail }) {
  const q = useQuery(cardMetricsQuery(cube.id));
  const data = q.data;
  const thin = data ? data.cards.filter((c) => c.lowSample).length : 0;
  return (
    <Panel aria-labelledby="card-metrics-title" className="grid gap-3">
      <PanelTitle id="card-metrics-title">Card metrics</PanelTitle>
      {q.isLoading ? (
        <div role="status" className="flex items-center gap-2 text-zinc-700">
          <Spinner /> Loading card metrics...
        </div>
      ) : !data ? (
        <LoadError what="the card metrics" error={q.error} retry={() => void q.refetch()} />
      ) : data.cards.length === 0 && data.pending === 0 ? (
        <p className="text-sm text-zinc-700">
          No finished drafts or recorded decks yet.{' '}
          <Link className="text-brand-dark underline" to={`/draft/multi?cube=${encodeURIComponent(cube.id)}`}>
            Draft the cube
          </Link>{' '}
          and record the event after it: each card's average pick, main-deck rate and win rates will show
          here.
        </p>
      ) : (
        <>
          <PanelDescription data-testid="card-metrics-summary">
            From {data.drafts.toLocaleString()} finished {data.drafts === 1 ? 'draft' : 'drafts'} and{' '}
            {data.events.toLocaleString()} recorded {data.events === 1 ? 'event' : 'events'} (
            {data.decks.toLocaleString()} {data.decks === 1 ? 'deck' : 'decks'}). ATA counts people's picks
            only. Win rates are Laplace-smoothed (one win and one loss added), so a card played once reads
            near 50%, not 0% or 100%.
          </PanelDescription>
          {data.pending > 0 && (
            <p role="status" className="flex items-center gap-2 text-sm text-zinc-700">
              <Spinner /> Counting the cube's history: {data.pending.toLocaleString()} drafts and events to
              go...
            </p>
          )}
          {thin > 0 && (
            <p
              role="note"
              className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
              data-testid="low-sample-warning"
            >
              ⚠ {thin.toLocaleString()} of {data.cards.length.toLocaleString()} cards rest on fewer than{' '}
              {data.lowSampleBelow} decks: their rates can move a lot with the next event.
            </p>
          )}
          <Picture cards={data.cards} below={data.lowSampleBelow} />
          <MetricsTable data={data} />
          <p className="text-xs text-zinc-600">
            In the list's search: <code>ata&lt;3</code>, <code>mainrate&gt;0.5</code>, <code>wr&gt;55</code>,{' '}
            <code>decks&gt;=5</code>.
          </p>
        </>
      )}
    </Panel>
  );
}

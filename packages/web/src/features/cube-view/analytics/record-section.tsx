// "From recorded events": what the cube's events (records tab) teach, beside the draft statistics:
// match win rates per card, colour pair and archetype tag, each bar with its 95% interval.
import type { CubeDetail } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ErrorBar,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Panel, PanelDescription, PanelTitle } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { recordStatsQuery } from '../../records/records-api';
import { LoadError } from '../load-error';
import { NameTick } from './name-tick';
import { barText, cardWinRateBars, type WinRateBar, winRateBars } from './record-chart-data';

function WinRateChart({ title, bars }: { title: string; bars: WinRateBar[] }) {
  if (bars.length === 0) return null;
  return (
    <section className="grid gap-2">
      <h3 className="font-medium">{title}</h3>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
        <figure
          aria-label={`${title}: match win rate with 95% interval`}
          style={{ height: 48 + bars.length * 26 }}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={bars} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" domain={[0, 100]} unit="%" tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="label" width={140} tick={<NameTick />} interval={0} />
              <Tooltip
                formatter={(_v, _n, item) => [barText(item.payload as WinRateBar), 'Match win rate']}
              />
              <ReferenceLine x={50} stroke="#a1a1aa" />
              <Bar dataKey="winRate" name="Match win rate" fill="#0f766e" isAnimationActive={false}>
                <ErrorBar dataKey="error" direction="x" width={4} stroke="#134e4a" />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </figure>
        <table className="self-start text-sm" aria-label={title}>
          <tbody>
            {bars.map((b) => (
              <tr key={b.label} className="border-b border-zinc-100">
                <th scope="row" className="py-1 pr-2 text-left font-normal text-zinc-700">
                  {b.label}
                </th>
                <td className="py-1 text-right tabular-nums">{barText(b)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function RecordSection({ cube }: { cube: CubeDetail }) {
  const stats = useQuery(recordStatsQuery(cube.id));
  const data = stats.data;
  return (
    <Panel aria-labelledby="recorded-events-title" className="grid gap-3">
      <PanelTitle id="recorded-events-title">From recorded events</PanelTitle>
      {stats.isLoading ? (
        <div role="status" className="flex items-center gap-2 text-zinc-700">
          <Spinner /> Loading event statistics...
        </div>
      ) : !data ? (
        <LoadError what="the event statistics" error={stats.error} retry={() => void stats.refetch()} />
      ) : data.decks === 0 ? (
        <p className="text-sm text-zinc-700">
          No recorded decks yet.{' '}
          <Link className="text-brand-dark underline" to={`/cubes/${encodeURIComponent(cube.id)}/records`}>
            Record an event
          </Link>{' '}
          and the match win rates of its cards, colour pairs and archetypes will show here.
        </p>
      ) : (
        <>
          <PanelDescription data-testid="recorded-events-summary">
            {data.events.toLocaleString()} {data.events === 1 ? 'event' : 'events'},{' '}
            {data.decks.toLocaleString()} {data.decks === 1 ? 'deck' : 'decks'}. Cards count in main decks
            only. The whisker of each bar is its 95% interval: a wide one rests on few matches.
          </PanelDescription>
          <WinRateChart title="Most played cards" bars={cardWinRateBars(data)} />
          <div className="grid gap-6 lg:grid-cols-2">
            <WinRateChart title="Colour pairs" bars={winRateBars(data.colorPairs, (g) => g.key)} />
            <WinRateChart title="Archetype tags" bars={winRateBars(data.tags, (g) => g.key)} />
          </div>
        </>
      )}
    </Panel>
  );
}

// "From real drafts": what the cube's completed drafts on Cubewright measured (human pick order, first
// picks, cards in decks, deck colours). Nothing estimated: with no drafts there is only an empty state.
import type { CubeDetail } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Panel, PanelDescription, PanelTitle } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { CountBars } from '../../simulation/results/charts';
import { cubeDraftStatsQuery } from '../cube-queries';
import { LoadError } from '../load-error';
import { useCubeCards } from '../use-cube-cards';
import { cardNamesOf, draftStatsRows, earliestPicks } from './draft-stats-data';
import { NameTick } from './name-tick';

const SHOWN = 100;

export default function DraftStatsSection({ cube }: { cube: CubeDetail }) {
  const stats = useQuery(cubeDraftStatsQuery(cube.id));
  // The card names of a cube never drafted are not needed: the whole cube is fetched only with stats.
  const list = useCubeCards(cube.id, (stats.data?.drafts ?? 0) > 0);
  const rows = useMemo(
    () => (stats.data ? draftStatsRows(stats.data.cards, cardNamesOf(list.data)) : []),
    [stats.data, list.data],
  );
  const data = stats.data;

  return (
    <Panel aria-labelledby="real-drafts-title" className="grid gap-3">
      <PanelTitle id="real-drafts-title">From real drafts</PanelTitle>
      {stats.isLoading ? (
        <div role="status" className="flex items-center gap-2 text-zinc-700">
          <Spinner /> Loading draft statistics...
        </div>
      ) : !data ? (
        <LoadError what="the draft statistics" error={stats.error} retry={() => void stats.refetch()} />
      ) : data.drafts === 0 ? (
        <p className="text-sm text-zinc-700">
          No completed drafts of this cube yet.{' '}
          <Link className="text-brand-dark underline" to={`/draft/multi?cube=${encodeURIComponent(cube.id)}`}>
            Draft it
          </Link>{' '}
          and its pick order and deck colours will show here.
        </p>
      ) : (
        <>
          <PanelDescription data-testid="real-drafts-summary">
            {data.drafts.toLocaleString()} completed {data.drafts === 1 ? 'draft' : 'drafts'},{' '}
            {data.seats.toLocaleString()} seats ({data.humanSeats.toLocaleString()}{' '}
            {data.humanSeats === 1 ? 'person' : 'people'})
            {data.lastDraftAt && `, the last on ${new Date(data.lastDraftAt).toLocaleDateString()}`}. Pick
            order counts people's picks only.
          </PanelDescription>
          <div className="grid gap-6 lg:grid-cols-2">
            <section>
              <h3 className="font-medium">Earliest picks (average pick in pack)</h3>
              <figure aria-label="Earliest-picked cards by average pick" className="h-96">
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart
                    data={earliestPicks(rows)}
                    layout="vertical"
                    margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
                  >
                    <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                    <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
                    <YAxis type="category" dataKey="name" width={140} tick={<NameTick />} interval={0} />
                    <Tooltip />
                    <Bar dataKey="avgPick" name="Average pick" fill="#4f46e5" isAnimationActive={false} />
                  </BarChart>
                </ResponsiveContainer>
              </figure>
            </section>
            <section>
              <h3 className="font-medium">Deck colours</h3>
              {data.deckColors.length > 0 ? (
                <CountBars rows={data.deckColors} label="Final decks by main colours" />
              ) : (
                <p className="text-sm text-zinc-700">No final decks were recorded.</p>
              )}
            </section>
          </div>
          <div className="max-h-[28rem] overflow-auto rounded border border-zinc-200">
            <table className="w-full text-sm" aria-label="Real draft pick statistics">
              <thead className="sticky top-0 bg-zinc-50 text-left">
                <tr>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    Card
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    Picks
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    Avg pick
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    First picks
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    In decks
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, SHOWN).map((r) => (
                  <tr key={r.cardId} className="border-t border-zinc-100">
                    <td className="px-2 py-1">{r.name}</td>
                    <td className="px-2 py-1 tabular-nums">{r.picks.toLocaleString()}</td>
                    <td className="px-2 py-1 tabular-nums">{r.avgPick.toFixed(1)}</td>
                    <td className="px-2 py-1 tabular-nums">{r.firstPicks.toLocaleString()}</td>
                    <td className="px-2 py-1 tabular-nums">{r.inDecks.toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-xs text-zinc-500">
            Showing {Math.min(SHOWN, rows.length)} of {rows.length} cards picked by people, earliest average
            pick first.
          </p>
        </>
      )}
    </Panel>
  );
}

import type { Count } from '@cubewright/core/analytics';
import type { CubeDetail } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Panel, PanelTitle } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { lazyChunk, useChunks } from '../../../lib/chunk';
import { cubeAnalyticsQuery } from '../cube-queries';
import { LoadError } from '../load-error';
import { ANALYTICS_CHARTS_CHUNK, ANALYTICS_SECTION_CHUNKS } from './analytics-chunks';
import { CATEGORY_NAMES, COLOR_LETTER_NAMES, colourOfLabel } from './chart-data';
import { KeywordsPanel } from './keywords-panel';
import { TokensPanel } from './tokens-panel';

function ChartPanel({ title, chart, numbers }: { title: string; chart: ReactNode; numbers: Count[] }) {
  return (
    <Panel className="grid gap-3">
      <PanelTitle>{title}</PanelTitle>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="h-64" aria-hidden="true">
          {chart}
        </div>
        <table className="self-start text-sm">
          <caption className="sr-only">{title}</caption>
          <tbody>
            {numbers.map((n) => (
              <tr key={n.label} className="border-b border-zinc-100">
                <th scope="row" className="py-1 pr-2 text-left font-normal text-zinc-700">
                  {n.label}
                </th>
                <td className="py-1 text-right font-mono tabular-nums">{n.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// The charts are a chunk of their own (Recharts is the largest module of the app): the numbers and
// their tables paint as soon as the analytics arrive, and the charts fill their boxes once loaded, drawn
// in a transition (lib/chunk.ts useChunks) so their first render does not hold the page in one long task.
const CHARTS = [ANALYTICS_CHARTS_CHUNK];

// Each further section is a chunk of its own, all loaded at once when the tab opens; they mount when
// every one has loaded, so none suspends (one Suspense reveal chain cost ~600 ms, bench:cube-page).
const SECTIONS = Object.values(ANALYTICS_SECTION_CHUNKS);
const CardMetricsSection = lazyChunk(ANALYTICS_SECTION_CHUNKS.cardMetrics);
const DraftStatsSection = lazyChunk(ANALYTICS_SECTION_CHUNKS.draftStats);
const RecordSection = lazyChunk(ANALYTICS_SECTION_CHUNKS.records);
const LatestSimulationSection = lazyChunk(ANALYTICS_SECTION_CHUNKS.latestSimulation);
const CompareSection = lazyChunk(ANALYTICS_SECTION_CHUNKS.compare);
const PriceSection = lazyChunk(ANALYTICS_SECTION_CHUNKS.prices);

/** The analytics tab: the list analytics, then prices, card metrics, real drafts, recorded events, the latest simulation and a comparison. */
export default function AnalyticsTab({ cube }: { cube: CubeDetail }) {
  // Started once the numbers are in: evaluating Recharts (which two sections use) first delayed them.
  const numbersIn = useQuery(cubeAnalyticsQuery(cube.id)).data !== undefined;
  const sectionsLoaded = useChunks(SECTIONS, numbersIn);
  return (
    <div className="grid gap-6">
      <ListAnalytics cube={cube} />
      {sectionsLoaded ? (
        <>
          <PriceSection cube={cube} />
          <CardMetricsSection cube={cube} />
          <DraftStatsSection cube={cube} />
          <RecordSection cube={cube} />
          <LatestSimulationSection cube={cube} />
          <CompareSection cube={cube} />
        </>
      ) : (
        <div role="status" className="flex items-center gap-2 p-6 text-zinc-700">
          <Spinner /> Loading more analytics...
        </div>
      )}
    </div>
  );
}

/** The list analytics: curve by colour, colours, types, rarities and average mana value (main board). */
function ListAnalytics({ cube }: { cube: CubeDetail }) {
  const query = useQuery(cubeAnalyticsQuery(cube.id));
  const charts = useChunks(CHARTS, query.data !== undefined) ? ANALYTICS_CHARTS_CHUNK.loaded : null;
  if (query.isLoading) {
    return (
      <div role="status" className="flex items-center gap-2 p-6 text-zinc-700">
        <Spinner /> Loading analytics...
      </div>
    );
  }
  if (!query.data)
    return <LoadError what="the analytics" error={query.error} retry={() => void query.refetch()} />;
  const { curve, colors, types, rarities, metadata, unknownCards, keywords, tokens } = query.data;
  if (metadata.totalCards === 0)
    return <p className="text-zinc-700">Add cards to the main board to see analytics.</p>;
  const colorCounts = Object.entries(colors.byColor).map(([c, count]) => ({
    label: COLOR_LETTER_NAMES[c] ?? c,
    count,
  }));
  const categoryCounts = Object.entries(colors.byCategory)
    .filter(([, n]) => n > 0)
    .map(([c, count]) => ({ label: CATEGORY_NAMES[c] ?? c, count }));
  return (
    <div className="grid gap-4">
      <p className="text-sm text-zinc-700">
        Main board: <strong>{metadata.totalCards}</strong> cards · average mana value (lands excluded){' '}
        <strong data-testid="average-mv">{curve.averageCmc.toFixed(2)}</strong>
        {unknownCards > 0 && ` · ${unknownCards} cards unknown to the card data are left out`}
      </p>
      <ChartPanel
        title="Mana curve by colour"
        numbers={curve.buckets.map((b, i) => ({ label: `Mana value ${b}`, count: curve.totals[i] ?? 0 }))}
        chart={charts && <charts.CurveChart curve={curve} />}
      />
      <ChartPanel
        title="Colours (a gold card counts for each colour)"
        numbers={colorCounts}
        chart={charts && <charts.SimpleBars data={colorCounts} colorOf={colourOfLabel} />}
      />
      <ChartPanel
        title="Colour categories"
        numbers={categoryCounts}
        chart={charts && <charts.SimpleBars data={categoryCounts} colorOf={colourOfLabel} />}
      />
      <ChartPanel
        title="Card types"
        numbers={types}
        chart={charts && <charts.SimpleBars data={types} color="#7c3aed" />}
      />
      <ChartPanel
        title="Rarities"
        numbers={rarities.map((r) => ({ label: cap(r.label), count: r.count }))}
        chart={
          charts && (
            <charts.SimpleBars
              data={rarities.map((r) => ({ label: cap(r.label), count: r.count }))}
              color="#b45309"
            />
          )
        }
      />
      <KeywordsPanel cubeId={cube.id} rows={keywords} />
      <TokensPanel rows={tokens} />
    </div>
  );
}

// Recharts pieces of the results (this module and its importers load lazily, never in the shell).
import type { CountRow, MapPoint } from '@cubewright/core/simulation';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';

const COLOR_FILL: Record<string, string> = {
  W: '#d6cfa8',
  U: '#3b82f6',
  B: '#3f3f46',
  R: '#dc2626',
  G: '#16a34a',
  '': '#a1a1aa',
};

/** Decks per row as horizontal-ish bars with their share in the tooltip. */
export function CountBars({ rows, label }: { rows: CountRow[]; label: string }) {
  const data = rows
    .slice(0, 15)
    .map((r) => ({ key: r.key || 'C', decks: r.decks, share: Math.round(r.share * 100) }));
  return (
    <figure aria-label={label} className="h-56">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 8, right: 8, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="key" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} width={48} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v, _n, item) => [`${v} decks (${item.payload.share}%)`, 'Decks']} />
          <Bar dataKey="decks" fill="#6366f1" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

// One hue per colour pair (and grey for mono/other decks), so clusters of archetypes stand apart.
const PAIR_FILL: Record<string, string> = {
  WU: '#60a5fa',
  WB: '#a8a29e',
  WR: '#fb923c',
  WG: '#86efac',
  UB: '#6366f1',
  UR: '#c026d3',
  UG: '#14b8a6',
  BR: '#991b1b',
  BG: '#3f6212',
  RG: '#ca8a04',
};

/** The draft map: each deck at its colour-weighted position (W top, clockwise U, B, R, G). */
export function DraftMap({ points }: { points: MapPoint[] }) {
  const groups = new Map<string, MapPoint[]>();
  for (const p of points) {
    const key = PAIR_FILL[p.colors] ? p.colors : p.colors.length === 1 ? p.colors : 'other';
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const fill = (key: string) => PAIR_FILL[key] ?? COLOR_FILL[key] ?? '#a1a1aa';
  return (
    <figure aria-label="Draft map of decks by colour" className="h-96">
      <ResponsiveContainer width="100%" height="100%">
        <ScatterChart margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <XAxis type="number" dataKey="x" domain={[-1, 1]} hide />
          <YAxis type="number" dataKey="y" domain={[-1, 1]} reversed hide />
          <ZAxis range={[18, 18]} />
          <Tooltip
            cursor={false}
            content={({ payload }) => {
              const p = payload?.[0]?.payload as MapPoint | undefined;
              return p ? (
                <div className="rounded border bg-white px-2 py-1 text-xs shadow">{p.archetype}</div>
              ) : null;
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {[...groups]
            .sort((a, b) => a[0].localeCompare(b[0]))
            .map(([key, pts]) => (
              <Scatter
                key={key}
                name={key}
                data={pts}
                fill={fill(key)}
                fillOpacity={0.7}
                isAnimationActive={false}
              />
            ))}
        </ScatterChart>
      </ResponsiveContainer>
      <figcaption className="text-center text-xs text-zinc-500">
        White at the top, then blue, black, red and green clockwise; each dot is one bot deck.
      </figcaption>
    </figure>
  );
}

/** A deck's curve: spells per mana value. */
export function CurveBars({ curve }: { curve: number[] }) {
  const data = curve.map((n, i) => ({ mv: i === 0 ? '0-1' : i === 5 ? '6+' : String(i + 1), n }));
  return (
    <div className="h-24" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data}>
          <XAxis dataKey="mv" tick={{ fontSize: 10 }} />
          <Bar dataKey="n" fill="#64748b" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

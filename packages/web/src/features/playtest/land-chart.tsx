// Recharts, so this module loads lazily with the playtest panel's chart (never in the shell).
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface LandCountRow {
  lands: number;
  /** Share of simulated hands, in percent. */
  simulated: number;
  /** The exact (hypergeometric) chance, in percent. */
  expected: number;
}

/** Lands per opening hand: simulated hands as bars (the simulator's bar style), the exact odds as a line. */
export default function LandChart({ rows, hands }: { rows: LandCountRow[]; hands: number }) {
  return (
    <figure aria-label="Lands in opening hands" className="h-64">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ left: 8, right: 8, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="lands" tick={{ fontSize: 12 }} />
          <YAxis unit="%" width={48} tick={{ fontSize: 12 }} />
          <Tooltip
            formatter={(v, name) => [`${Number(v).toFixed(1)}%`, name]}
            labelFormatter={(l) => `${l} lands`}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="simulated"
            name={`${hands.toLocaleString('en')} hands`}
            fill="#6366f1"
            isAnimationActive={false}
          />
          <Line dataKey="expected" name="Exact odds" stroke="#f59e0b" dot={false} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
      <figcaption className="text-center text-xs text-zinc-500">
        Lands in a seven-card opening hand
      </figcaption>
    </figure>
  );
}

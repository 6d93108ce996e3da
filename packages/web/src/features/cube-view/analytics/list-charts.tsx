import type { Count, ManaCurve } from '@cubewright/core/analytics';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CATEGORY_COLORS, CATEGORY_NAMES, curveRows } from './chart-data';
import { SlantingTick } from './name-tick';

// The list analytics' charts, loaded after the numbers (analytics-tab.tsx).

/** One bar per count, in `color`, or each in its own colour from `colorOf` (the colour charts). */
export function SimpleBars({
  data,
  color = '#4f46e5',
  colorOf,
}: {
  data: Count[];
  color?: string;
  colorOf?: (label: string) => string | undefined;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={<SlantingTick />} interval={0} height={58} />
        <YAxis allowDecimals={false} width={44} />
        <Tooltip />
        <Bar dataKey="count" name="Cards" fill={color} isAnimationActive={false}>
          {colorOf && data.map((d) => <Cell key={d.label} fill={colorOf(d.label) ?? color} />)}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The mana curve, one stacked bar per mana value, a colour per colour category. */
export function CurveChart({ curve }: { curve: ManaCurve }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={curveRows(curve)} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="bucket" />
        <YAxis allowDecimals={false} width={44} />
        <Tooltip />
        <Legend />
        {curve.rows.map((row) => (
          <Bar
            key={row.category}
            dataKey={row.category}
            name={CATEGORY_NAMES[row.category]}
            stackId="curve"
            fill={CATEGORY_COLORS[row.category]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { chartHeight } from './chart-height';

export interface ChartRow {
  key: string;
  /** The bar's label in the page's language (a month, a type, a region). */
  label: string;
  count: number;
}

export interface StatisticsChartProps {
  rows: readonly ChartRow[];
  /** Long labels (types, regions): bars run across, labels on the left. */
  across: boolean;
  /** A count as the page writes it (grouped thousands). */
  format: (count: number) => string;
}

const barColour = 'var(--chakra-colors-blue-solid)';
const textColour = 'var(--chakra-colors-fg)';
const gridColour = 'var(--chakra-colors-border)';

/**
 * One bar chart of a statistics series (recharts, in this module only, so it loads with the
 * statistics page and no other; decision 053). The chart is a picture for sighted readers: the
 * page wraps it as one image whose label points to the table of the same numbers, so recharts'
 * own keyboard layer is off.
 *
 * The bars' labels are the bar's `label` settings, not a `<LabelList>` child: recharts keeps a bar's
 * props (its children with them) in its store, which freezes them, and Preact sets its bookkeeping on
 * an element as it renders it: a frozen child element threw and no bar was drawn (decision 101).
 */
export default function StatisticsChart({ rows, across, format }: StatisticsChartProps) {
  const data = rows.map((row) => ({ ...row }));
  const height = chartHeight(rows.length, across);
  return (
    <ResponsiveContainer width="100%" height={height}>
      {across ? (
        <BarChart data={data} layout="vertical" margin={{ left: 8, right: 48 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} stroke={gridColour} />
          <XAxis type="number" allowDecimals={false} tickFormatter={format} tick={{ fill: textColour }} />
          <YAxis type="category" dataKey="label" width={240} tick={{ fill: textColour, fontSize: 12 }} />
          <Bar
            dataKey="count"
            fill={barColour}
            isAnimationActive={false}
            label={{ position: 'right', formatter: (v) => format(Number(v)), fill: textColour }}
          />
        </BarChart>
      ) : (
        <BarChart data={data} margin={{ top: 24, right: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={gridColour} />
          <XAxis
            dataKey="label"
            tick={{ fill: textColour, fontSize: 12 }}
            interval={0}
            angle={-35}
            textAnchor="end"
            height={56}
          />
          <YAxis allowDecimals={false} tickFormatter={format} tick={{ fill: textColour }} width={56} />
          <Bar
            dataKey="count"
            fill={barColour}
            isAnimationActive={false}
            label={{ position: 'top', formatter: (v) => format(Number(v)), fill: textColour }}
          />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}

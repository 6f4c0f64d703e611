import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Text, XAxis, YAxis } from 'recharts';
import type { BaseTickContentProps } from 'recharts/types/util/types';
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
 * An axis tick's label on one line. Recharts' own tick hands the axis's width to its `Text`, which then
 * measures every word of every label in the DOM (a style and a layout each) to wrap it within that
 * width: the longest part of drawing the page's first chart (decision 109). The months and the counts
 * are one line, never wrapped; the names of types and regions keep recharts' tick, which wraps them.
 */
function oneLineTick(style: { fill: string; fontSize?: number }) {
  return function OneLineTick({
    payload,
    tickFormatter,
    index,
    x,
    y,
    angle,
    textAnchor,
    verticalAnchor,
    className,
  }: BaseTickContentProps) {
    const value = tickFormatter ? tickFormatter(payload.value, index) : payload.value;
    return (
      <Text
        x={x}
        y={y}
        angle={angle}
        textAnchor={textAnchor}
        verticalAnchor={verticalAnchor}
        className={className}
        stroke="none"
        {...style}
      >
        {String(value)}
      </Text>
    );
  };
}

const countTick = oneLineTick({ fill: textColour });
const monthTick = oneLineTick({ fill: textColour, fontSize: 12 });

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
          <XAxis type="number" allowDecimals={false} tickFormatter={format} tick={countTick} />
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
          <XAxis dataKey="label" tick={monthTick} interval={0} angle={-35} textAnchor="end" height={56} />
          {/* Every tick recharts chooses (about five, a chart's height apart): without `interval` it measures
              each label's height in the DOM to find which would overlap, and none can. */}
          <YAxis allowDecimals={false} tickFormatter={format} tick={countTick} width={56} interval={0} />
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

import { useEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Tooltip, XAxis, YAxis } from 'recharts';

/** One series of a bar chart: its key in the rows, its name in the legend, its colour (readable on light and dark). */
export interface ChartSeries {
  key: string;
  name: string;
  color: string;
}

export interface BarsProps {
  rows: Array<Record<string, string | number>>;
  /** The row field that names each bar (the x axis, or the y axis when horizontal). */
  category: string;
  series: ChartSeries[];
  stacked?: boolean;
  horizontal?: boolean;
  height?: number;
  /** Per-bar colours for a single series (lateness: early green, late red). */
  colors?: string[];
  format?: (value: number) => string;
}

/** The width its box has, followed as the window resizes (a fixed guess where there is no ResizeObserver). */
function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.floor(entry.contentRect.width))));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const axis = { stroke: 'currentColor', tick: { fill: 'currentColor', fontSize: 12 } };

/**
 * A bar chart drawn with Recharts, loaded only by the back office's dashboard (its own chunk: the shop's pages never
 * fetch it). It is decoration for sighted readers: the figure around it names it, and the same figures sit in a table.
 */
export default function Bars({ rows, category, series, stacked, horizontal, height = 260, colors, format }: BarsProps) {
  const [ref, width] = useWidth();
  const tooltipFormat = format ? (value: unknown) => format(Number(value)) : undefined;
  return (
    <div ref={ref} aria-hidden="true" className="text-slate-700 dark:text-slate-300">
      <BarChart
        width={width}
        height={height}
        data={rows}
        layout={horizontal ? 'vertical' : 'horizontal'}
        // The figure's table is what assistive technology reads; the drawing takes no focus.
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 8, left: horizontal ? 24 : 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
        {horizontal ? (
          <>
            <XAxis type="number" {...axis} tickFormatter={format} />
            <YAxis type="category" dataKey={category} width={150} {...axis} />
          </>
        ) : (
          <>
            <XAxis dataKey={category} {...axis} />
            <YAxis {...axis} tickFormatter={format} width={80} />
          </>
        )}
        <Tooltip
          formatter={tooltipFormat}
          contentStyle={{ background: 'var(--color-slate-900, #0f172a)', color: '#f8fafc', borderRadius: 8 }}
          itemStyle={{ color: '#f8fafc' }}
          labelStyle={{ color: '#f8fafc' }}
        />
        {series.length > 1 ? <Legend /> : null}
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            fill={s.color}
            stackId={stacked ? 'all' : undefined}
            isAnimationActive={false}
          >
            {colors ? rows.map((_, i) => <Cell key={i} fill={colors[i % colors.length]} />) : null}
          </Bar>
        ))}
      </BarChart>
    </div>
  );
}

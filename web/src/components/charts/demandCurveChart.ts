// Demand curve: for each occupancy, the share of days whose peak reached it, with the capacity
// and the recommended new capacity as reference lines.
import { formatPercent, type DemandPoint } from '@atrium/contract';
import type { ChartOption } from './chartOption.ts';
import type { ChartTable } from './chartTable.ts';
import { seriesColour, type ChartTheme } from './chartTheme.ts';
import { formatCount, formatTick } from './formats.ts';
import {
  baseOption,
  grid,
  legend,
  maxOf,
  referenceLine,
  tooltip,
  valueAxis,
} from './optionParts.ts';

export type DemandCurveData = {
  /** The server's `demandCurve`: share of days (0..1) at or above each occupancy. */
  curve: readonly DemandPoint[];
  capacity?: number | null;
  /** `flexSummary.newCapacity`: the dedicated seats recommended. */
  newCapacity?: number | null;
};

/** The curve's distinct points, by share of days: from the busiest day to every day. */
export function demandPoints(curve: readonly DemandPoint[]): DemandPoint[] {
  const seen = new Set<string>();
  return curve
    .filter((p) => Number.isFinite(p.share) && Number.isFinite(p.occupancy))
    .filter((p) => {
      const key = `${p.share}:${p.occupancy}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.share - b.share || b.occupancy - a.occupancy);
}

/** The share of days whose peak reached `occupancy` (0 when none did). */
export function shareAtOrAbove(curve: readonly DemandPoint[], occupancy: number): number {
  let share = 0;
  for (const p of curve) if (p.occupancy >= occupancy && p.share > share) share = p.share;
  return share;
}

export function isDemandCurveEmpty(data: DemandCurveData): boolean {
  return data.curve.every((p) => !(p.occupancy > 0));
}

export function demandCurveOption(data: DemandCurveData, theme: ChartTheme): ChartOption {
  const points = demandPoints(data.curve);
  const capacity = data.capacity ?? null;
  const newCapacity = data.newCapacity ?? null;
  const lines = [
    ...(capacity === null ? [] : [{ name: 'Capacity', value: capacity }]),
    ...(newCapacity === null
      ? []
      : [{ name: 'New capacity', value: newCapacity, colour: seriesColour(theme, 1) }]),
  ];
  const highest = maxOf(points.map((p) => p.occupancy));
  const highestLine = maxOf(lines.map((l) => l.value));
  // A reference line above the curve would sit outside the axis: make room for it.
  const max = highestLine > highest ? Math.ceil(highestLine * 1.1) : undefined;
  const colour = seriesColour(theme, 0);
  return {
    ...baseOption(theme),
    // Room below for the x-axis name.
    grid: { ...grid(false), bottom: 24, outerBoundsContain: 'all' },
    legend: legend(theme, false),
    tooltip: {
      ...tooltip(theme, 'count', 'axis'),
      axisPointer: { type: 'line' },
      // Our own numbers only.
      formatter: (params) => {
        const first = Array.isArray(params) ? params[0] : params;
        const [share, occupancy] = (first?.value ?? []) as [number, number];
        return `${formatPercent(share)} of days at or above ${formatCount(occupancy)}`;
      },
    },
    xAxis: {
      type: 'value',
      min: 0,
      max: 1,
      name: 'Share of days',
      nameLocation: 'middle',
      nameGap: 28,
      nameTextStyle: { color: theme.textSecondary },
      axisLine: { lineStyle: { color: theme.axisLine } },
      axisLabel: { color: theme.textSecondary, formatter: (v: number) => formatTick(v, 'percent') },
      splitLine: { show: false },
    },
    yAxis: valueAxis(theme, 'count', max),
    series: [
      {
        type: 'line',
        name: 'Occupancy',
        step: 'start',
        showSymbol: false,
        lineStyle: { width: 2, color: colour },
        itemStyle: { color: colour },
        areaStyle: { color: colour, opacity: 0.12 },
        // From 0 % of days, so the busiest day's step starts at the axis.
        data: [
          ...(points[0] ? [[0, points[0].occupancy]] : []),
          ...points.map((p) => [p.share, p.occupancy]),
        ],
        ...(lines.length > 0 ? { markLine: referenceLine(theme, lines) } : {}),
      },
    ],
  };
}

/**
 * 'Highest daily peak 85, on half of days at least 60; capacity 120, reached on 0.0% of days;
 * new capacity 70, reached on 20.0% of days'.
 */
export function demandCurveSummary(data: DemandCurveData): string {
  const points = demandPoints(data.curve);
  if (points.length === 0) return 'no data';
  const highest = maxOf(points.map((p) => p.occupancy));
  const half = points.find((p) => p.share >= 0.5)?.occupancy ?? null;
  const parts = [
    `Highest daily peak ${formatCount(highest)}` +
      (half === null ? '' : `, on half of days at least ${formatCount(half)}`),
  ];
  const reached = (name: string, value: number) =>
    `${name} ${formatCount(value)}, reached on ${formatPercent(shareAtOrAbove(points, value))} of days`;
  if (data.capacity != null) parts.push(reached('capacity', data.capacity));
  if (data.newCapacity != null) parts.push(reached('new capacity', data.newCapacity));
  return parts.join('; ');
}

export function demandCurveRows(data: DemandCurveData): ChartTable {
  return {
    columns: [
      { header: 'Share of days', format: 'percent' },
      { header: 'Occupancy', format: 'count' },
    ],
    rows: demandPoints(data.curve).map((p) => [p.share, p.occupancy]),
  };
}

// Hour × weekday heatmap: a value per hour of each day (e.g. average occupancy at that hour).
import { formatHour } from '@atrium/contract';
import type { ChartOption } from './chartOption.ts';
import type { ChartTable } from './chartTable.ts';
import type { ChartTheme } from './chartTheme.ts';
import { formatValue, weekdayNames, workweek, type ValueFormat } from './formats.ts';
import { baseOption, maxOf, tooltip } from './optionParts.ts';

/** One cell: a day of the week (0 = Sunday … 6 = Saturday), an hour (0–23) and its value. */
export type HeatmapCell = { dow: number; hour: number; value: number | null };
export type HeatmapData = { cells: readonly HeatmapCell[] };
export type HeatmapSettings = {
  format: ValueFormat;
  /** The rows, top to bottom; Monday to Friday by default. */
  days?: readonly number[];
  /** The columns; every hour of the day by default. */
  hours?: readonly number[];
};

const allHours = Array.from({ length: 24 }, (_, hour) => hour);

/** The value of each shown day and hour (null where missing); later duplicates win. */
function cellValues(data: HeatmapData, days: readonly number[], hours: readonly number[]) {
  const values = new Map<string, number | null>();
  for (const cell of data.cells) values.set(`${cell.dow}:${cell.hour}`, cell.value);
  return days.map((dow) => hours.map((hour) => values.get(`${dow}:${hour}`) ?? null));
}

export function isHeatmapEmpty(data: HeatmapData, settings: HeatmapSettings): boolean {
  const { days = workweek, hours = allHours } = settings;
  return cellValues(data, days, hours).every((row) => row.every((v) => v === null || v === 0));
}

export function heatmapOption(
  data: HeatmapData,
  theme: ChartTheme,
  settings: HeatmapSettings,
): ChartOption {
  const { format, days = workweek, hours = allHours } = settings;
  const values = cellValues(data, days, hours);
  const max = maxOf(values.flat());
  const dayNames = days.map((dow) => weekdayNames[dow] ?? String(dow));
  return {
    ...baseOption(theme),
    grid: {
      left: 4,
      right: 8,
      top: 8,
      bottom: 44,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    tooltip: {
      ...tooltip(theme, format, 'item'),
      // Our own labels and numbers only.
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        const [column, row, value] = (item?.value ?? []) as [number, number, number | null];
        const day = dayNames[row] ?? '';
        return `${day} ${formatHour(hours[column] ?? 0)}: ${formatValue(value ?? null, format)}`;
      },
    },
    xAxis: {
      type: 'category',
      data: hours.map((hour) => formatHour(hour)),
      axisLine: { show: false },
      axisTick: { show: false },
      axisLabel: { color: theme.textSecondary, hideOverlap: true },
      splitArea: { show: false },
    },
    yAxis: {
      type: 'category',
      data: dayNames,
      // Monday on top, as a week is read.
      inverse: true,
      axisLine: { show: false },
      axisTick: { show: false },
      axisLabel: { color: theme.textSecondary },
    },
    visualMap: {
      type: 'continuous',
      min: 0,
      max: max > 0 ? max : 1,
      dimension: 2,
      orient: 'horizontal',
      right: 0,
      bottom: 0,
      itemWidth: 10,
      itemHeight: 140,
      calculable: false,
      text: [formatValue(max, format), formatValue(0, format)],
      inRange: { color: [...theme.sequential] },
      textStyle: { color: theme.textSecondary },
      formatter: (value: unknown) => formatValue(typeof value === 'number' ? value : null, format),
    },
    series: [
      {
        type: 'heatmap',
        name: 'Occupancy',
        itemStyle: { borderColor: theme.background, borderWidth: 2, borderRadius: 2 },
        emphasis: { itemStyle: { borderColor: theme.text, borderWidth: 1 } },
        // [column, row, value]; missing cells are not drawn.
        data: values.flatMap((row, r) =>
          row.flatMap((value, c) => (value === null ? [] : [[c, r, value]])),
        ),
      },
    ],
  };
}

/** 'Busiest Wed 10:00 (58); by day, busiest Wed (average 32.4), quietest Fri (average 12)'. */
export function heatmapSummary(data: HeatmapData, settings: HeatmapSettings): string {
  const { format, days = workweek, hours = allHours } = settings;
  const values = cellValues(data, days, hours);
  let peak: { dow: number; hour: number; value: number } | null = null;
  for (const [r, row] of values.entries()) {
    for (const [c, value] of row.entries()) {
      if (value !== null && (peak === null || value > peak.value)) {
        peak = { dow: days[r] ?? 0, hour: hours[c] ?? 0, value };
      }
    }
  }
  if (peak === null) return 'no data';
  const averages = values.flatMap((row, r) => {
    const known = row.filter((v): v is number => v !== null);
    if (known.length === 0) return [];
    return [{ dow: days[r] ?? 0, average: known.reduce((s, v) => s + v, 0) / known.length }];
  });
  const byAverage = [...averages].sort((a, b) => b.average - a.average);
  const top = byAverage[0];
  const bottom = byAverage.at(-1);
  const parts = [
    `Busiest ${weekdayNames[peak.dow]} ${formatHour(peak.hour)} (${formatValue(peak.value, format)})`,
  ];
  if (top && bottom && byAverage.length > 1) {
    parts.push(
      `by day, busiest ${weekdayNames[top.dow]} (average ${formatValue(top.average, format)}), ` +
        `quietest ${weekdayNames[bottom.dow]} (average ${formatValue(bottom.average, format)})`,
    );
  }
  return parts.join('; ');
}

export function heatmapRows(data: HeatmapData, settings: HeatmapSettings): ChartTable {
  const { format, days = workweek, hours = allHours } = settings;
  const values = cellValues(data, days, hours);
  return {
    columns: [{ header: 'Day' }, ...hours.map((hour) => ({ header: formatHour(hour), format }))],
    rows: values.map((row, r) => [weekdayNames[days[r] ?? 0] ?? '', ...row]),
  };
}

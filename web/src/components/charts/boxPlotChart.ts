// Box plot of daily peaks per weekday: quartile boxes, whiskers at 1.5 × IQR, and the average.
import type { DayStats } from '@atrium/contract';
import type { ChartOption } from './chartOption.ts';
import type { ChartTable } from './chartTable.ts';
import { seriesColour, type ChartTheme } from './chartTheme.ts';
import { formatValue, weekdayNames, workweek, type ValueFormat } from './formats.ts';
import { baseOption, categoryAxis, grid, legend, tooltip, valueAxis } from './optionParts.ts';

/**
 * The server's `occupancyByDayOfWeek`: keys '0' (Sunday) … '6' (Saturday), null for a day
 * without data. The whiskers are already at the furthest values within 1.5 × IQR.
 */
export type BoxPlotData = Readonly<Record<string, DayStats | null | undefined>>;

function statsOf(data: BoxPlotData, dow: number): DayStats | null {
  const stats = data[String(dow)];
  return stats && stats.count > 0 ? stats : null;
}

export function isBoxPlotEmpty(data: BoxPlotData, days: readonly number[] = workweek): boolean {
  return days.every((dow) => {
    const stats = statsOf(data, dow);
    return stats === null || stats.max === 0;
  });
}

export function boxPlotOption(
  data: BoxPlotData,
  theme: ChartTheme,
  settings: { format: ValueFormat; days?: readonly number[] },
): ChartOption {
  const { format, days = workweek } = settings;
  const stats = days.map((dow) => statsOf(data, dow));
  const value = (v: number) => formatValue(v, format);
  const colour = seriesColour(theme, 0);
  return {
    ...baseOption(theme),
    grid: grid(true),
    legend: legend(theme, true),
    tooltip: {
      ...tooltip(theme, format, 'item'),
      // Our own labels and numbers only: nothing here comes from user data.
      formatter: (params) => {
        const index = Array.isArray(params) ? 0 : params.dataIndex;
        const day = stats[index];
        const name = weekdayNames[days[index] ?? 0];
        if (!day) return `${name}: no data`;
        return [
          `<b>${name}</b> · ${day.count} days`,
          `Median ${value(day.median)}`,
          `Quartiles ${value(day.percentile25)} – ${value(day.percentile75)}`,
          `Whiskers ${value(day.whiskerLow)} – ${value(day.whiskerHigh)}`,
          `Lowest ${value(day.min)}, highest ${value(day.max)}`,
          `Average ${value(day.avg)}`,
        ].join('<br/>');
      },
    },
    xAxis: categoryAxis(
      theme,
      days.map((dow) => weekdayNames[dow] ?? String(dow)),
    ),
    yAxis: valueAxis(theme, format),
    series: [
      {
        type: 'boxplot',
        name: 'Daily peaks',
        boxWidth: [12, 40],
        itemStyle: { color: `${colour}40`, borderColor: colour, borderWidth: 1.5 },
        // ECharts' order: lower whisker, Q1, median, Q3, upper whisker.
        data: stats.map((day) =>
          day
            ? [day.whiskerLow, day.percentile25, day.median, day.percentile75, day.whiskerHigh]
            : [],
        ),
      },
      {
        type: 'line',
        name: 'Average',
        symbol: 'diamond',
        symbolSize: 9,
        lineStyle: { opacity: 0 },
        itemStyle: { color: seriesColour(theme, 1) },
        tooltip: { show: false },
        data: stats.map((day) => day?.avg ?? null),
      },
    ],
  };
}

/** 'Median daily peak Mon 40, Tue 52, …; whiskers from 12 to 75'. */
export function boxPlotSummary(
  data: BoxPlotData,
  format: ValueFormat,
  days: readonly number[] = workweek,
): string {
  const medians = days.map((dow) => {
    const stats = statsOf(data, dow);
    return `${weekdayNames[dow]} ${stats ? formatValue(stats.median, format) : 'no data'}`;
  });
  const known = days.flatMap((dow) => statsOf(data, dow) ?? []);
  if (known.length === 0) return 'no data';
  const low = Math.min(...known.map((s) => s.whiskerLow));
  const high = Math.max(...known.map((s) => s.whiskerHigh));
  return (
    `Median daily peak ${medians.join(', ')}; ` +
    `whiskers from ${formatValue(low, format)} to ${formatValue(high, format)}`
  );
}

export function boxPlotRows(
  data: BoxPlotData,
  format: ValueFormat,
  days: readonly number[] = workweek,
): ChartTable {
  const headers = [
    'Lowest',
    'Lower whisker',
    'First quartile',
    'Median',
    'Third quartile',
    'Upper whisker',
    'Highest',
    'Average',
  ];
  return {
    columns: [
      { header: 'Day' },
      { header: 'Days', format: 'count' },
      ...headers.map((header) => ({ header, format })),
    ],
    rows: days.map((dow) => {
      const s = statsOf(data, dow);
      const name = weekdayNames[dow] ?? String(dow);
      if (!s) return [name, 0, null, null, null, null, null, null, null, null];
      return [
        name,
        s.count,
        s.min,
        s.whiskerLow,
        s.percentile25,
        s.median,
        s.percentile75,
        s.whiskerHigh,
        s.max,
        s.avg,
      ];
    }),
  };
}

// Donut (cost insights): slices of a whole; zero slices are left out, small ones labelled outside.
import type { ChartOption } from './chartOption.ts';
import type { ChartTable } from './chartTable.ts';
import { readableTextOn, seriesColour, type ChartTheme } from './chartTheme.ts';
import { formatValue, type ValueFormat } from './formats.ts';
import { baseOption, tooltip } from './optionParts.ts';
import { formatPercent } from '@atrium/contract';

/** Specification section 9: slices under 10 % have their labels offset (outside, with a line). */
export const OFFSET_LABEL_SHARE = 0.1;

export type DonutSlice = { label: string; value: number | null; colour?: string };
export type DonutData = { slices: readonly DonutSlice[] };

type DrawnSlice = { label: string; value: number; share: number; colour: string };

/** The slices drawn: positive values only (zero slices are omitted, section 5), with shares. */
export function drawnSlices(data: DonutData, theme: ChartTheme): DrawnSlice[] {
  const coloured = data.slices.map((slice, index) => ({
    ...slice,
    colour: slice.colour ?? seriesColour(theme, index),
  }));
  const positive = coloured.filter(
    (s): s is typeof s & { value: number } => s.value !== null && s.value > 0,
  );
  const total = positive.reduce((sum, s) => sum + s.value, 0);
  return positive.map((s) => ({
    label: s.label,
    value: s.value,
    share: s.value / total,
    colour: s.colour,
  }));
}

export function isDonutEmpty(data: DonutData): boolean {
  return !data.slices.some((s) => s.value !== null && s.value > 0);
}

export function donutOption(
  data: DonutData,
  theme: ChartTheme,
  settings: { format: ValueFormat; centreLabel?: string },
): ChartOption {
  const slices = drawnSlices(data, theme);
  const { format, centreLabel } = settings;
  const centre = ['50%', '44%'];
  // A whole ring's "100.0%" tells nothing the legend and the centre do not.
  const whole = slices.length === 1;
  return {
    ...baseOption(theme),
    tooltip: tooltip(theme, format, 'item'),
    legend: {
      bottom: 0,
      left: 'center',
      icon: 'circle',
      itemWidth: 10,
      itemHeight: 10,
      textStyle: { color: theme.textSecondary },
      data: slices.map((s) => s.label),
      formatter: (name: string) => {
        const slice = slices.find((s) => s.label === name);
        return slice ? `${name}  ${formatValue(slice.value, format)}` : name;
      },
    },
    series: [
      {
        type: 'pie',
        name: 'Share',
        // A ring thick enough for a share's label across it where the ring runs up and down
        // (its left and right), around a hole that holds the centre text.
        radius: ['40%', '76%'],
        center: centre,
        avoidLabelOverlap: true,
        // Clockwise from 3 o'clock: the last (usually smallest) slices end on the right, where
        // their outside labels stack one above the other instead of crowding at the top.
        startAngle: 0,
        itemStyle: { borderColor: theme.background, borderWidth: 2 },
        data: slices.map((s) => {
          const offset = s.share < OFFSET_LABEL_SHARE;
          return {
            name: s.label,
            value: s.value,
            itemStyle: { color: s.colour },
            label: offset
              ? {
                  position: 'outside' as const,
                  color: theme.text,
                  // Lined up at the ends of their leader lines.
                  alignTo: 'labelLine' as const,
                }
              : {
                  position: 'inside' as const,
                  show: !whole,
                  color: readableTextOn(s.colour),
                  fontSize: 11,
                },
            labelLine: { show: offset, length: 12, length2: 16 },
          };
        }),
        label: {
          formatter: ({ percent }: { percent?: number }) => formatPercent((percent ?? 0) / 100),
        },
      },
      ...(centreLabel === undefined
        ? []
        : [
            {
              // The centre text: a transparent disc whose label sits in the middle.
              type: 'pie' as const,
              name: 'Total',
              radius: [0, '38%'],
              center: centre,
              silent: true,
              tooltip: { show: false },
              itemStyle: { color: 'transparent' },
              label: {
                position: 'center' as const,
                formatter: centreText(centreLabel),
                rich: {
                  figure: { color: theme.text, fontSize: 18, fontWeight: 600, lineHeight: 22 },
                  unit: { color: theme.textSecondary, fontSize: 12, lineHeight: 16 },
                },
              },
              labelLine: { show: false },
              data: [{ name: centreLabel, value: 1 }],
            },
          ]),
    ],
  };
}

/**
 * The centre text as ECharts rich text: its figure large, the words after it ('606K USD',
 * '12 buildings') smaller on a line of their own, so that the text fits the hole.
 */
export function centreText(label: string): string {
  // Rich text's own marks cannot stand in a label's text.
  const plain = label.replace(/[{}|]/g, '');
  const space = plain.indexOf(' ');
  if (space === -1) return `{figure|${plain}}`;
  return `{figure|${plain.slice(0, space)}}\n{unit|${plain.slice(space + 1)}}`;
}

/** 'Utilized 120K (60.0%), Underutilized 50K (25.0%), Unused 30K (15.0%); total 200K'. */
export function donutSummary(data: DonutData, theme: ChartTheme, format: ValueFormat): string {
  const slices = drawnSlices(data, theme);
  if (slices.length === 0) return 'no data';
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const parts = slices.map(
    (s) => `${s.label} ${formatValue(s.value, format)} (${formatPercent(s.share)})`,
  );
  return `${parts.join(', ')}; total ${formatValue(total, format)}`;
}

/** Every slice, zero ones too: the download is the data, not the drawing. */
export function donutRows(data: DonutData, format: ValueFormat, labelHeader: string): ChartTable {
  const total = data.slices.reduce((sum, s) => sum + Math.max(0, s.value ?? 0), 0);
  return {
    columns: [
      { header: labelHeader },
      { header: 'Value', format },
      { header: 'Share', format: 'percent' },
    ],
    rows: data.slices.map((s) => [
      s.label,
      s.value,
      s.value === null || total === 0 ? null : Math.max(0, s.value) / total,
    ]),
  };
}

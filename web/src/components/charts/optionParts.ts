// Option pieces every chart kind shares: text, axes, legend and tooltip in the theme's colours.
import type { XAXisComponentOption, YAXisComponentOption } from 'echarts';
import type { ChartOption } from './chartOption.ts';
import type { ChartTheme } from './chartTheme.ts';
import { formatTick, formatValue, type ValueFormat } from './formats.ts';

type LegendOption = Exclude<ChartOption['legend'], unknown[] | undefined>;
type TooltipOption = Exclude<ChartOption['tooltip'], unknown[] | undefined>;
type GridOption = Exclude<ChartOption['grid'], unknown[] | undefined>;

/** Transparent background (the card shows through), the theme's font, a short animation of changes. */
export function baseOption(theme: ChartTheme): ChartOption {
  return {
    backgroundColor: 'transparent',
    color: [...theme.series],
    textStyle: { fontFamily: theme.fontFamily, color: theme.textSecondary },
    animationDuration: 300,
  };
}

/** Tooltips read values in the chart's format; ECharts escapes the names itself. */
export function tooltip(
  theme: ChartTheme,
  format: ValueFormat,
  trigger: 'axis' | 'item',
): TooltipOption {
  return {
    trigger,
    confine: true,
    backgroundColor: theme.tooltipBackground,
    borderColor: theme.splitLine,
    textStyle: { color: theme.text, fontFamily: theme.fontFamily, fontSize: 12 },
    valueFormatter: (value) => formatValue(typeof value === 'number' ? value : null, format),
    ...(trigger === 'axis' ? { axisPointer: { type: 'shadow' as const } } : {}),
  };
}

/** A legend above the plot, on the right: only when there is more than one series. */
export function legend(theme: ChartTheme, show: boolean): LegendOption {
  return {
    show,
    top: 0,
    right: 0,
    icon: 'roundRect',
    itemWidth: 12,
    itemHeight: 12,
    textStyle: { color: theme.textSecondary, fontSize: 12 },
  };
}

/** The plot area; axis labels are kept inside it ('same' bounds) so they never clip. */
export function grid(withLegend: boolean): GridOption {
  return {
    left: 4,
    right: 12,
    top: withLegend ? 36 : 16,
    bottom: 4,
    outerBoundsMode: 'same',
    outerBoundsContain: 'axisLabel',
  };
}

// Names (tenants, rooms) rather than days or hours: every one shown, broken onto lines while
// each has its 88 px also at 768 px wide (up to 7); more are slanted like other categories.
const NAME_LENGTH = 8;
const NAME_WIDTH = 88;
const MOST_NAMES = 7;

export function categoryAxis(theme: ChartTheme, labels: readonly string[]): XAXisComponentOption {
  const names = labels.length <= MOST_NAMES && labels.some((l) => l.length > NAME_LENGTH);
  return {
    type: 'category',
    data: [...labels],
    axisLine: { lineStyle: { color: theme.axisLine } },
    axisTick: { show: false },
    // Names (a few tenants) are broken onto lines; many categories (a portfolio's buildings, a
    // year of months, a building's meeting rooms) are all named, slanted, and long names are cut
    // short with an ellipsis.
    axisLabel: names
      ? {
          color: theme.textSecondary,
          interval: 0,
          width: NAME_WIDTH,
          overflow: 'break',
          // A line's own height: without it ECharts drew a broken name's lines over each other.
          lineHeight: 16,
        }
      : {
          color: theme.textSecondary,
          hideOverlap: true,
          ...(labels.length > SLANTED_FROM && {
            interval: 0,
            rotate: 30,
            width: 110,
            overflow: 'truncate' as const,
          }),
        },
  };
}

/** More categories than this are labelled slanted. */
export const SLANTED_FROM = 7;

export function valueAxis(
  theme: ChartTheme,
  format: ValueFormat,
  max?: number,
): YAXisComponentOption {
  return {
    type: 'value',
    min: 0,
    ...(max !== undefined && max > 0 ? { max } : {}),
    axisLabel: {
      color: theme.textSecondary,
      formatter: (value: number) => formatTick(value, format),
      // A headroom maximum is not a round number (1.3 × 58 % = 75.4 %): no tick label there.
      showMaxLabel: max === undefined ? null : false,
    },
    splitLine: { lineStyle: { color: theme.splitLine } },
  };
}

/**
 * A horizontal reference line (capacity), labelled at its end. Neutral and dashed, so that it
 * is not read as a series or a state.
 */
export function referenceLine(
  theme: ChartTheme,
  lines: readonly { name: string; value: number; colour?: string }[],
) {
  return {
    silent: true,
    symbol: 'none',
    data: lines.map((line) => ({
      name: line.name,
      yAxis: line.value,
      lineStyle: { color: line.colour ?? theme.reference, type: 'dashed' as const, width: 1.5 },
      label: {
        position: 'insideEndTop' as const,
        color: line.colour ?? theme.reference,
        formatter: `${line.name} ${formatValue(line.value, 'count')}`,
      },
    })),
  };
}

/** The highest known value, 0 when none is. */
export function maxOf(values: Iterable<number | null>): number {
  let max = 0;
  for (const value of values)
    if (value !== null && Number.isFinite(value) && value > max) max = value;
  return max;
}

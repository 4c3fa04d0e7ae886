import type { Theme } from '@mui/material/styles';

/** What an option builder needs of the MUI theme: ECharts draws on its own, outside MUI. */
export type ChartTheme = {
  mode: 'light' | 'dark';
  text: string;
  /** Axis labels, legend and secondary text. */
  textSecondary: string;
  axisLine: string;
  splitLine: string;
  /** The card's colour: the PNG's background and the border between donut slices. */
  background: string;
  tooltipBackground: string;
  fontFamily: string;
  /** Series colours, in order. */
  series: readonly string[];
  /** From few to many, for the heatmap. */
  sequential: readonly [string, string];
  /** Reference lines (capacity): neutral, so they are not read as a state. */
  reference: string;
};

// Series palettes start with the brand blue, then alternate dark and light hues so that
// neighbours differ in lightness too (readable with colour-vision deficiencies). No green,
// amber or red: those are kept for states. The dark variants are lighter, for a dark card.
const lightSeries = ['#00AAEF', '#5E35B1', '#D81B60', '#00897B', '#6D4C41', '#546E7A'] as const;
const darkSeries = ['#00AAEF', '#B39DDB', '#F06292', '#4DB6AC', '#BCAAA4', '#B0BEC5'] as const;

export function chartThemeFrom(theme: Theme): ChartTheme {
  const dark = theme.palette.mode === 'dark';
  return {
    mode: theme.palette.mode,
    text: theme.palette.text.primary,
    textSecondary: theme.palette.text.secondary,
    axisLine: dark ? 'rgba(255, 255, 255, 0.3)' : 'rgba(0, 0, 0, 0.3)',
    splitLine: theme.palette.divider,
    background: theme.palette.background.paper,
    tooltipBackground: dark ? theme.palette.grey[900] : theme.palette.common.white,
    fontFamily: theme.typography.fontFamily ?? 'sans-serif',
    series: dark ? darkSeries : lightSeries,
    sequential: dark ? ['#0B2A3A', '#4FC3F7'] : ['#E1F5FE', '#00709E'],
    reference: theme.palette.text.secondary,
  };
}

/** The series colour at `index`, wrapping round the palette. */
export function seriesColour(theme: ChartTheme, index: number): string {
  return theme.series[index % theme.series.length] ?? '#00AAEF';
}

/** Black or white text, whichever reads better on a `#RRGGBB` fill (WCAG relative luminance). */
export function readableTextOn(fill: string): string {
  const match = /^#([0-9a-f]{6})$/i.exec(fill);
  if (!match?.[1]) return '#FFFFFF';
  const channel = (offset: number) => {
    const c = parseInt(match[1]?.slice(offset, offset + 2) ?? '0', 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with white is 1.05 / (L + 0.05), with black (L + 0.05) / 0.05: equal at L ≈ 0.179.
  return luminance > 0.179 ? 'rgba(0, 0, 0, 0.87)' : '#FFFFFF';
}

// The one door to the ECharts chunk. Started as soon as a chart component mounts (even while its
// data loads), so the chunk and the data arrive together.
import type { ChartOption } from './chartOption.ts';

type EChartsModule = typeof import('./echarts.ts');

let loading: Promise<EChartsModule> | null = null;

export function loadECharts(): Promise<EChartsModule> {
  loading ??= import('./echarts.ts').catch((error: unknown) => {
    // A failed chunk (offline, new deploy) may succeed on the next chart.
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The option as an SVG document of the given size, by ECharts' server-side renderer: for the
 * print report (crisp at any zoom, no canvas needed). Loads the chunk if need be.
 */
export async function renderChartSvg(
  option: ChartOption,
  size: { width: number; height: number },
): Promise<string> {
  const { renderChartToSvg } = await loadECharts();
  return renderChartToSvg(option, size);
}

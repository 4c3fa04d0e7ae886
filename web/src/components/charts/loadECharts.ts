// The one door to the ECharts chunk. Started as soon as a chart component mounts (even while its
// data loads), so the chunk and the data arrive together.
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

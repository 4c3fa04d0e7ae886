// The only module that imports ECharts' code. It is reached through a dynamic import()
// (loadECharts.ts), so ECharts lands in its own chunk, loaded with the first chart drawn.
// Named apart from React's use(), which the hooks lint would take it for.
import { init, use as register, type EChartsType } from 'echarts/core';
import { BarChart, BoxplotChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import type { ChartOption, ChartRenderer } from './chartOption.ts';

register([
  BarChart,
  BoxplotChart,
  HeatmapChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
  SVGRenderer,
]);

export type { EChartsType };

/** A chart drawn into `element`, sized by it (the height is the element's own). */
export function mountChart(element: HTMLElement, renderer: ChartRenderer): EChartsType {
  return init(element, null, { renderer });
}

/**
 * The option drawn as an SVG document of the given size, without a DOM (ECharts' server-side
 * rendering): for the print report, and for tests, which have no canvas.
 */
export function renderChartToSvg(
  option: ChartOption,
  size: { width: number; height: number },
): string {
  const chart = init(null, null, { renderer: 'svg', ssr: true, ...size });
  try {
    chart.setOption({ ...option, animation: false });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

// The only module that imports ECharts' code. It is reached through a dynamic import()
// (loadECharts.ts), so ECharts lands in its own chunk, loaded with the first chart drawn.
// Named apart from React's use(), which the hooks lint would take it for.
import { init, setPlatformAPI, use as register, type EChartsType } from 'echarts/core';
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

// jsdom, the DOM of the unit tests (ours and every page's), has no canvas and no layout: there a
// chart draws SVG at a fixed size, and text is measured by estimate, since asking jsdom's canvas
// only logs 'Not implemented'.
const inJsdom = typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom');
if (inJsdom) {
  setPlatformAPI({
    measureText: (text, font) => ({
      width: text.length * 0.6 * Number(/(\d+)px/.exec(font ?? '')?.[1] ?? 12),
    }),
  });
}

/** A chart drawn into `element`, sized by it (the height is the element's own). */
export function mountChart(element: HTMLElement, renderer: ChartRenderer): EChartsType {
  if (inJsdom) return init(element, null, { renderer: 'svg', width: 600, height: 300 });
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

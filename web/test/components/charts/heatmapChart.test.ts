// @vitest-environment node
// Pure builders, drawn as ECharts draws on a server: no DOM at all.
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { chartThemeFrom } from '../../../src/components/charts/chartTheme.ts';
import { renderChartToSvg } from '../../../src/components/charts/echarts.ts';
import {
  heatmapOption,
  heatmapRows,
  heatmapSummary,
  isHeatmapEmpty,
  type HeatmapData,
} from '../../../src/components/charts/heatmapChart.ts';

const light = chartThemeFrom(createTheme());
const data: HeatmapData = {
  cells: [
    { dow: 1, hour: 9, value: 10 },
    { dow: 1, hour: 10, value: 20 },
    { dow: 3, hour: 10, value: 58 },
    { dow: 3, hour: 11, value: null },
    { dow: 5, hour: 9, value: 4 },
    { dow: 0, hour: 10, value: 99 }, // Sunday: not shown by default
  ],
};
const hours = [9, 10, 11];

describe('heatmapOption', () => {
  it('places each known cell at its hour and weekday, Monday on top', () => {
    const option = heatmapOption(data, light, { format: 'count', hours });
    const [series] = option.series as { data: number[][] }[];
    expect(series?.data).toEqual([
      [0, 0, 10],
      [1, 0, 20],
      [1, 2, 58],
      [0, 4, 4],
    ]);
    const yAxis = option.yAxis as { data: string[]; inverse: boolean };
    expect(yAxis.data).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    expect(yAxis.inverse).toBe(true);
    expect((option.xAxis as { data: string[] }).data).toEqual(['9 AM', '10 AM', '11 AM']);
  });

  it('scales the colours from zero to the highest shown value', () => {
    const option = heatmapOption(data, light, { format: 'count', hours });
    expect(option.visualMap).toMatchObject({
      min: 0,
      max: 58,
      inRange: { color: light.sequential },
    });
  });

  it('shows the weekend when asked', () => {
    const option = heatmapOption(data, light, { format: 'count', hours, days: [0, 1] });
    expect(option.visualMap).toMatchObject({ max: 99 });
  });

  it('draws for real', () => {
    const svg = renderChartToSvg(heatmapOption(data, light, { format: 'count' }), {
      width: 700,
      height: 300,
    });
    expect(svg).toContain('>Wed<');
    expect(svg).toContain('>58<');
  });
});

describe('heatmapSummary, heatmapRows and isHeatmapEmpty', () => {
  it('names the busiest hour and the busiest and quietest days', () => {
    expect(heatmapSummary(data, { format: 'count', hours })).toBe(
      'Busiest Wed 10 AM (58); by day, busiest Wed (average 58), quietest Fri (average 4)',
    );
  });

  it('has a row per weekday and a column per hour', () => {
    const table = heatmapRows(data, { format: 'count', hours });
    expect(table.columns.map((c) => c.header)).toEqual(['Day', '9 AM', '10 AM', '11 AM']);
    expect(table.rows[0]).toEqual(['Mon', 10, 20, null]);
    expect(table.rows[2]).toEqual(['Wed', null, 58, null]);
  });

  it('is empty when the shown cells are all zero or missing', () => {
    expect(isHeatmapEmpty({ cells: [{ dow: 0, hour: 9, value: 5 }] }, { format: 'count' })).toBe(
      true,
    );
    expect(isHeatmapEmpty({ cells: [{ dow: 2, hour: 9, value: 0 }] }, { format: 'count' })).toBe(
      true,
    );
    expect(isHeatmapEmpty(data, { format: 'count' })).toBe(false);
  });
});

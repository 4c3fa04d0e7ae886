// @vitest-environment node
// Pure builders, drawn as ECharts draws on a server: no DOM at all.
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { chartThemeFrom } from '../../../src/components/charts/chartTheme.ts';
import { renderChartToSvg } from '../../../src/components/charts/echarts.ts';
import {
  isLineEmpty,
  lineOption,
  lineRows,
  lineSummary,
  type LineData,
} from '../../../src/components/charts/lineChart.ts';

const light = chartThemeFrom(createTheme());
const data: LineData = {
  dates: ['2026-03-02', '2026-03-03', '2026-03-04'],
  series: [
    { name: 'Sensors', values: [40, 85, 55] },
    { name: 'Badges', values: [30, null, 50] },
  ],
  capacity: 120,
};

type Series = { data: unknown[]; connectNulls: boolean; markLine?: { data: { yAxis: number }[] } };

describe('lineOption', () => {
  it('draws each series against the dates, leaving gaps where data is missing', () => {
    const series = lineOption(data, light, 'count').series as Series[];
    expect(series[1]?.data).toEqual([
      ['2026-03-02', 30],
      ['2026-03-03', null],
      ['2026-03-04', 50],
    ]);
    expect(series[1]?.connectNulls).toBe(false);
  });

  it('draws the capacity once, and makes room for it above the values', () => {
    const option = lineOption(data, light, 'count');
    const series = option.series as Series[];
    expect(series[0]?.markLine?.data.map((line) => line.yAxis)).toEqual([120]);
    expect(series[1]?.markLine).toBeUndefined();
    expect((option.yAxis as { max?: number }).max).toBe(132);
    const below = lineOption({ ...data, capacity: 60 }, light, 'count');
    expect((below.yAxis as { max?: number }).max).toBeUndefined();
  });

  it('draws for real: the capacity label is there', () => {
    const svg = renderChartToSvg(lineOption(data, light, 'count'), { width: 700, height: 400 });
    expect(svg).toContain('Capacity 120');
    expect(svg).toContain('>Badges<');
  });
});

describe('lineSummary', () => {
  it('gives the span, each series peak with its date and average, and the capacity', () => {
    expect(lineSummary(data, 'count')).toBe(
      '2 Mar 2026 to 4 Mar 2026; Sensors: peak 85 on 3 Mar 2026, average 60; ' +
        'Badges: peak 50 on 4 Mar 2026, average 40; capacity 120',
    );
  });
});

describe('lineRows and isLineEmpty', () => {
  it('has a row per date', () => {
    expect(lineRows(data, 'count').rows).toEqual([
      ['2026-03-02', 40, 30],
      ['2026-03-03', 85, null],
      ['2026-03-04', 55, 50],
    ]);
  });

  it('is empty when every value is zero or missing', () => {
    expect(isLineEmpty({ dates: ['2026-03-02'], series: [{ name: 'A', values: [0] }] })).toBe(true);
    expect(isLineEmpty({ dates: ['2026-03-02'], series: [{ name: 'A', values: [null] }] })).toBe(
      true,
    );
    expect(isLineEmpty(data)).toBe(false);
  });
});

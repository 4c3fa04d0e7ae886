// @vitest-environment node
// Pure builders, drawn as ECharts draws on a server: no DOM at all.
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { describe as describeValues, type DayStats } from '@atrium/contract';
import {
  boxPlotOption,
  boxPlotRows,
  boxPlotSummary,
  isBoxPlotEmpty,
  type BoxPlotData,
} from '../../../src/components/charts/boxPlotChart.ts';
import { chartThemeFrom } from '../../../src/components/charts/chartTheme.ts';
import { renderChartToSvg } from '../../../src/components/charts/echarts.ts';

const light = chartThemeFrom(createTheme());
// Real statistics: the contract's describe() puts the whiskers at 1.5 × IQR (60 is an outlier).
const monday = describeValues([10, 12, 13, 14, 15, 16, 60]);
const stats = (median: number): DayStats => ({
  avg: median + 1,
  min: median - 20,
  max: median + 30,
  median,
  percentile25: median - 5,
  percentile75: median + 6,
  whiskerLow: median - 15,
  whiskerHigh: median + 20,
  count: 40,
});
const week: BoxPlotData = {
  '0': stats(5),
  '1': monday,
  '2': stats(50),
  '3': null,
  '4': stats(45),
  '5': stats(30),
  '6': stats(4),
};

type Series = { type: string; data: unknown[]; name: string };
const seriesOf = (data: BoxPlotData) =>
  boxPlotOption(data, light, { format: 'count' }).series as Series[];

describe('boxPlotOption', () => {
  it('draws boxes Monday to Friday with the whiskers the server worked out', () => {
    expect(monday).toMatchObject({ whiskerLow: 10, whiskerHigh: 16, max: 60 });
    const [box] = seriesOf(week);
    expect(box?.type).toBe('boxplot');
    expect(box?.data).toEqual([
      [10, 12.5, 14, 15.5, 16],
      [35, 45, 50, 56, 70],
      [],
      [30, 40, 45, 51, 65],
      [15, 25, 30, 36, 50],
    ]);
    const axis = boxPlotOption(week, light, { format: 'count' }).xAxis as { data: string[] };
    expect(axis.data).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
  });

  it('marks the averages', () => {
    const [, average] = seriesOf(week);
    expect(average?.name).toBe('Average');
    expect(average?.data).toEqual([monday?.avg, 51, null, 46, 31]);
  });

  it('tells a day’s figures in the tooltip', () => {
    const tooltip = boxPlotOption(week, light, { format: 'count' }).tooltip as {
      formatter: (params: { dataIndex: number }) => string;
    };
    expect(tooltip.formatter({ dataIndex: 1 })).toBe(
      '<b>Tue</b> · 40 days<br/>Median 50<br/>Quartiles 45 – 56<br/>Whiskers 35 – 70<br/>' +
        'Lowest 30, highest 80<br/>Average 51',
    );
    expect(tooltip.formatter({ dataIndex: 2 })).toBe('Wed: no data');
  });

  it('draws for real, a day without data included', () => {
    const svg = renderChartToSvg(boxPlotOption(week, light, { format: 'count' }), {
      width: 600,
      height: 300,
    });
    expect(svg).toContain('>Wed<');
    expect(svg).toContain('>Daily peaks<');
  });
});

describe('boxPlotSummary, boxPlotRows and isBoxPlotEmpty', () => {
  it('reads the medians and the whiskers’ reach', () => {
    expect(boxPlotSummary(week, 'count')).toBe(
      'Median daily peak Mon 14, Tue 50, Wed no data, Thu 45, Fri 30; whiskers from 10 to 70',
    );
  });

  it('has a row per weekday with every figure', () => {
    const rows = boxPlotRows(week, 'count').rows;
    expect(rows[1]).toEqual(['Tue', 40, 30, 35, 45, 50, 56, 70, 80, 51]);
    expect(rows[2]).toEqual(['Wed', 0, null, null, null, null, null, null, null, null]);
  });

  it('is empty when no weekday has data above zero, whatever the weekend has', () => {
    expect(isBoxPlotEmpty({ '0': stats(5), '1': null, '6': stats(4) })).toBe(true);
    expect(isBoxPlotEmpty({ '1': { ...stats(0), min: 0, max: 0 } })).toBe(true);
    expect(isBoxPlotEmpty({ '1': { ...stats(10), count: 0 } })).toBe(true);
    expect(isBoxPlotEmpty(week)).toBe(false);
  });
});

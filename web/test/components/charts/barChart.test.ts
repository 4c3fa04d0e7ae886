// @vitest-environment node
// Pure builders, drawn as ECharts draws on a server: no DOM at all.
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import {
  barMax,
  barOption,
  barRows,
  barSummary,
  HOURLY_HEADROOM,
  isBarEmpty,
  UTILIZATION_HEADROOM,
  type BarData,
  type BarSettings,
} from '../../../src/components/charts/barChart.ts';
import { chartThemeFrom } from '../../../src/components/charts/chartTheme.ts';
import { renderChartToSvg } from '../../../src/components/charts/echarts.ts';

const light = chartThemeFrom(createTheme());
const settings: BarSettings = { format: 'count', stacked: false, categoryLabel: 'Day' };
const week: BarData = {
  categories: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
  series: [{ name: 'Occupancy', values: [41, 52, 58, 50, 30] }],
};
const work = { name: 'Work', values: [0.2, 0.3, 0.1] };
const meeting = { name: 'Meeting', values: [0.1, 0.3, null] };
const months: BarData = { categories: ['Jan', 'Feb', 'Mar'], series: [work, meeting] };

type Axis = { max?: number; min?: number };
type Series = { stack?: string; label?: { show?: boolean }; data: unknown[]; itemStyle: object };

describe('barOption', () => {
  it('puts the y-axis at 130 % of the highest utilization bar', () => {
    const option = barOption(months, light, {
      ...settings,
      format: 'percent',
      headroom: UTILIZATION_HEADROOM,
    });
    expect((option.yAxis as Axis).max).toBeCloseTo(0.3 * 1.3);
    expect((option.yAxis as Axis).min).toBe(0);
  });

  it('measures the headroom of stacked bars from the highest stack', () => {
    expect(barMax(months, true)).toBeCloseTo(0.6);
    const option = barOption(months, light, {
      ...settings,
      stacked: true,
      headroom: HOURLY_HEADROOM,
    });
    expect((option.yAxis as Axis).max).toBeCloseTo(0.6 * 1.25);
    expect((option.series as Series[]).map((s) => s.stack)).toEqual(['total', 'total']);
  });

  it('lets ECharts choose the maximum without headroom', () => {
    expect((barOption(week, light, settings).yAxis as Axis).max).toBeUndefined();
  });

  it('gives series the palette, starting with the brand blue, or their own colours', () => {
    const option = barOption(
      { ...months, series: [work, { ...meeting, colour: '#7E57C2' }] },
      light,
      settings,
    );
    expect((option.series as Series[]).map((s) => s.itemStyle)).toMatchObject([
      { color: '#00AAEF' },
      { color: '#7E57C2' },
    ]);
  });

  it('colours single bars, e.g. by space category', () => {
    const option = barOption(
      {
        categories: ['Work', 'Social'],
        series: [{ name: 'Seats', values: [10, 4], colours: ['#00AAEF', undefined] }],
      },
      light,
      settings,
    );
    expect((option.series as Series[])[0]?.data).toEqual([
      { value: 10, itemStyle: { color: '#00AAEF' } },
      4,
    ]);
  });

  it('draws for real, with value labels in the format', () => {
    const svg = renderChartToSvg(barOption(months, light, { ...settings, format: 'percent' }), {
      width: 600,
      height: 300,
    });
    expect(svg).toContain('>30.0%<');
    expect(svg).toContain('>Meeting<');
  });

  it('breaks a long name onto lines a line apart, not over each other', () => {
    const network = { categories: ['Harbor North America'], series: [work] };
    const svg = renderChartToSvg(barOption(network, light, settings), { width: 400, height: 300 });
    const lineY = (text: string) =>
      Number(new RegExp(`y="([\\d.]+)"[^>]*>${text}\\s*<`).exec(svg)?.[1]);
    expect(lineY('America') - lineY('Harbor North')).toBeGreaterThanOrEqual(14);
  });
});

describe('isBarEmpty', () => {
  it('is empty when all values are zero or missing', () => {
    expect(isBarEmpty({ categories: ['Mon'], series: [{ name: 'A', values: [0] }] })).toBe(true);
    expect(isBarEmpty({ categories: ['Mon'], series: [{ name: 'A', values: [null] }] })).toBe(true);
    expect(isBarEmpty({ categories: [], series: [] })).toBe(true);
    expect(isBarEmpty(week)).toBe(false);
  });
});

describe('barSummary', () => {
  it('reads out a week and its peak', () => {
    expect(barSummary(week, settings)).toBe('Mon 41, Tue 52, Wed 58, Thu 50, Fri 30; peak Wed 58');
  });

  it('floors the values where the specification does (occupancy by day of week)', () => {
    const averages = { ...week, series: [{ name: 'Occupancy', values: [41.6, 52.2, 58.9] }] };
    expect(barSummary(averages, { ...settings, format: 'flooredCount' })).toBe(
      'Mon 41, Tue 52, Wed 58, Thu no data, Fri no data; peak Wed 58',
    );
  });

  it('names each series and says where data is missing', () => {
    expect(barSummary(months, { ...settings, format: 'percent' })).toBe(
      'Work: Jan 20.0%, Feb 30.0%, Mar 10.0%; peak Feb 30.0%. ' +
        'Meeting: Jan 10.0%, Feb 30.0%, Mar no data; peak Feb 30.0%',
    );
  });

  it('gives the span and extremes of a long series', () => {
    const year: BarData = {
      categories: [
        'Dec 2025',
        'Jan 2026',
        'Feb 2026',
        'Mar 2026',
        'Apr 2026',
        'May 2026',
        'Jun 2026',
        'Jul 2026',
      ],
      series: [{ name: 'Utilization', values: [0.4, 0.5, 0.6, 0.68, 0.5, 0.45, 0.35, 0.31] }],
    };
    expect(barSummary(year, { ...settings, format: 'percent' })).toBe(
      'Dec 2025 to Jul 2026; highest Mar 2026 68.0%, lowest Jul 2026 31.0%',
    );
  });
});

describe('barRows', () => {
  it('has a row per category and a column per series', () => {
    expect(barRows(months, { ...settings, format: 'percent', categoryLabel: 'Month' })).toEqual({
      columns: [
        { header: 'Month' },
        { header: 'Work', format: 'percent' },
        { header: 'Meeting', format: 'percent' },
      ],
      rows: [
        ['Jan', 0.2, 0.1],
        ['Feb', 0.3, 0.3],
        ['Mar', 0.1, null],
      ],
    });
  });
});

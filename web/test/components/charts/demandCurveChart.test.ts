// @vitest-environment node
// Pure builders, drawn as ECharts draws on a server: no DOM at all.
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { demandCurve } from '@atrium/contract';
import { chartThemeFrom } from '../../../src/components/charts/chartTheme.ts';
import {
  demandCurveOption,
  demandCurveRows,
  demandCurveSummary,
  demandPoints,
  isDemandCurveEmpty,
  shareAtOrAbove,
} from '../../../src/components/charts/demandCurveChart.ts';
import { renderChartToSvg } from '../../../src/components/charts/echarts.ts';

const light = chartThemeFrom(createTheme());
// Ten days' peaks through the contract's own curve: 90 once, 80 twice, then lower.
const curve = demandCurve([90, 80, 80, 70, 60, 60, 60, 50, 40, 30]);

type Series = { data: number[][]; markLine?: { data: { name: string; yAxis: number }[] } };

describe('demand curve points', () => {
  it('keeps each distinct point once, from the busiest day to every day', () => {
    expect(demandPoints(curve)).toEqual([
      { share: 0.1, occupancy: 90 },
      { share: 0.3, occupancy: 80 },
      { share: 0.4, occupancy: 70 },
      { share: 0.7, occupancy: 60 },
      { share: 0.8, occupancy: 50 },
      { share: 0.9, occupancy: 40 },
      { share: 1, occupancy: 30 },
    ]);
  });

  it('finds the share of days at or above an occupancy', () => {
    expect(shareAtOrAbove(curve, 75)).toBe(0.3);
    expect(shareAtOrAbove(curve, 60)).toBe(0.7);
    expect(shareAtOrAbove(curve, 100)).toBe(0);
  });
});

describe('demandCurveOption', () => {
  it('draws the curve from 0 % of days, and the capacity and new capacity lines', () => {
    const option = demandCurveOption({ curve, capacity: 120, newCapacity: 75 }, light);
    const [series] = option.series as Series[];
    expect(series?.data.slice(0, 3)).toEqual([
      [0, 90],
      [0.1, 90],
      [0.3, 80],
    ]);
    expect(series?.markLine?.data.map((l) => [l.name, l.yAxis])).toEqual([
      ['Capacity', 120],
      ['New capacity', 75],
    ]);
    // The capacity is above the curve: the axis reaches past it.
    expect((option.yAxis as { max?: number }).max).toBe(132);
  });

  it('draws no lines without capacities', () => {
    const [series] = demandCurveOption({ curve }, light).series as Series[];
    expect(series?.markLine).toBeUndefined();
  });

  it('draws for real', () => {
    const option = demandCurveOption({ curve, capacity: 120, newCapacity: 75 }, light);
    const svg = renderChartToSvg(option, { width: 600, height: 300 });
    expect(svg).toContain('New capacity 75');
    expect(svg).toContain('>Share of days<');
    expect(svg).toContain('>100%<');
  });
});

describe('demandCurveSummary, demandCurveRows and isDemandCurveEmpty', () => {
  it('reads the peak, the median day and how often each capacity was reached', () => {
    expect(demandCurveSummary({ curve, capacity: 120, newCapacity: 75 })).toBe(
      'Highest daily peak 90, on half of days at least 60; ' +
        'capacity 120, reached on 0.0% of days; new capacity 75, reached on 30.0% of days',
    );
  });

  it('has a row per point', () => {
    expect(demandCurveRows({ curve }).rows[1]).toEqual([0.3, 80]);
  });

  it('is empty without a day above zero', () => {
    expect(isDemandCurveEmpty({ curve: [] })).toBe(true);
    expect(isDemandCurveEmpty({ curve: demandCurve([0, 0]) })).toBe(true);
    expect(isDemandCurveEmpty({ curve })).toBe(false);
  });
});

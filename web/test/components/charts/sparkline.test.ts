// @vitest-environment node
// Pure builders, drawn as ECharts draws on a server: no DOM at all.
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { chartThemeFrom } from '../../../src/components/charts/chartTheme.ts';
import { renderChartToSvg } from '../../../src/components/charts/echarts.ts';
import {
  isSparklineEmpty,
  sparklineOption,
  sparklineSummary,
} from '../../../src/components/charts/sparkline.ts';

const light = chartThemeFrom(createTheme());

describe('sparkline', () => {
  it('is a line without axes, from zero', () => {
    const option = sparklineOption([1, 5, 3], light);
    expect(option.xAxis).toMatchObject({ show: false });
    expect(option.yAxis).toMatchObject({ show: false, min: 0 });
    expect(option.tooltip).toBeUndefined();
    const svg = renderChartToSvg(option, { width: 120, height: 32 });
    expect(svg).not.toContain('<text');
    expect(svg.toLowerCase()).toContain('stroke="#00aaef"');
  });

  it('summarises the first and last values and the extremes', () => {
    expect(sparklineSummary([12, null, 10, 20, 18], 'count')).toBe(
      'from 12 to 18, lowest 10, highest 20',
    );
    expect(sparklineSummary([0.2, 0.5], 'percent', ['09:00', '10:00'])).toBe(
      'from 20.0% to 50.0%, lowest 20.0% at 09:00, highest 50.0% at 10:00',
    );
    expect(sparklineSummary([null], 'count')).toBe('no data');
  });

  it('draws a line of zeros, but nothing without any value', () => {
    expect(isSparklineEmpty([0, 0])).toBe(false);
    expect(isSparklineEmpty([null, null])).toBe(true);
    expect(isSparklineEmpty([])).toBe(true);
  });
});

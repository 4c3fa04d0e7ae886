// @vitest-environment node
// Pure builders, drawn as ECharts draws on a server: no DOM at all.
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { chartThemeFrom } from '../../../src/components/charts/chartTheme.ts';
import {
  centreText,
  donutOption,
  donutRows,
  donutSummary,
  isDonutEmpty,
  type DonutData,
} from '../../../src/components/charts/donutChart.ts';
import { renderChartToSvg } from '../../../src/components/charts/echarts.ts';

const light = chartThemeFrom(createTheme());
const costs: DonutData = {
  slices: [
    { label: 'Utilized', value: 720_000 },
    { label: 'Underutilized', value: 400_000 },
    { label: 'Unused', value: 80_000 },
    { label: 'Vacant', value: 0 },
    { label: 'Unknown', value: null },
  ],
};

type Slice = {
  name: string;
  value: number;
  label: { position: string; show?: boolean };
  labelLine: { show: boolean };
  itemStyle: { color: string };
};
const slicesOf = (data: DonutData) =>
  (donutOption(data, light, { format: 'money' }).series as { data: Slice[] }[])[0]?.data ?? [];

describe('donutOption', () => {
  it('leaves out zero and missing slices', () => {
    expect(slicesOf(costs).map((s) => s.name)).toEqual(['Utilized', 'Underutilized', 'Unused']);
  });

  it('offsets the labels of slices under 10 % (outside, with a leader line)', () => {
    const [utilized, , unused] = slicesOf(costs);
    expect(unused?.label.position).toBe('outside'); // 80K of 1.2M: 6.7 %
    expect(unused?.labelLine.show).toBe(true);
    expect(utilized?.label.position).toBe('inside');
    expect(utilized?.labelLine.show).toBe(false);
  });

  it('keeps a slice of exactly 10 % inside', () => {
    const [, tenth] = slicesOf({
      slices: [
        { label: 'A', value: 90 },
        { label: 'B', value: 10 },
      ],
    });
    expect(tenth?.label.position).toBe('inside');
  });

  it('labels a whole ring’s one slice nowhere (the legend and the centre tell it)', () => {
    const [whole] = slicesOf({ slices: [{ label: 'Covered', value: 12 }] });
    expect(whole?.label.show).toBe(false);
    const [utilized] = slicesOf(costs);
    expect(utilized?.label.show).toBe(true);
  });

  it('uses a slice’s own colour (space categories) and the palette otherwise', () => {
    const [first, second] = slicesOf({
      slices: [
        { label: 'Work', value: 5, colour: '#123456' },
        { label: 'Other', value: 5 },
      ],
    });
    expect(first?.itemStyle.color).toBe('#123456');
    expect(second?.itemStyle.color).toBe(light.series[1]);
  });

  it('draws for real: shares, money in the legend, and the centre text', () => {
    const option = donutOption(costs, light, { format: 'money', centreLabel: '1.2M' });
    const svg = renderChartToSvg(option, { width: 600, height: 300 });
    expect(svg).toContain('>60.0%<');
    expect(svg).toContain('>6.7%<');
    expect(svg).toContain('Unused  80K');
    expect(svg).toContain('>1.2M<');
    const withUnit = donutOption(costs, light, { format: 'money', centreLabel: '1.2M USD' });
    const drawn = renderChartToSvg(withUnit, { width: 600, height: 300 });
    expect(drawn).toContain('>1.2M<');
    expect(drawn).toContain('>USD<');
    expect(svg).not.toContain('Vacant');
  });
});

describe('centreText', () => {
  it('sets the figure large and the words after it on a line below', () => {
    expect(centreText('606K USD')).toBe('{figure|606K}\n{unit|USD}');
    expect(centreText('12 buildings')).toBe('{figure|12}\n{unit|buildings}');
    expect(centreText('1.2M')).toBe('{figure|1.2M}');
  });

  it('drops the marks of rich text from the label', () => {
    expect(centreText('a{b}|c d')).toBe('{figure|abc}\n{unit|d}');
  });
});

describe('donutSummary, donutRows and isDonutEmpty', () => {
  it('reads each drawn slice with its money and share, and the total', () => {
    expect(donutSummary(costs, light, 'money')).toBe(
      'Utilized 720K (60.0%), Underutilized 400K (33.3%), Unused 80K (6.7%); total 1.2M',
    );
  });

  it('keeps every slice in the rows, zero ones too', () => {
    expect(donutRows(costs, 'money', 'Cost').rows).toEqual([
      ['Utilized', 720_000, 0.6],
      ['Underutilized', 400_000, 400_000 / 1_200_000],
      ['Unused', 80_000, 80_000 / 1_200_000],
      ['Vacant', 0, 0],
      ['Unknown', null, null],
    ]);
  });

  it('is empty without a positive slice', () => {
    expect(
      isDonutEmpty({
        slices: [
          { label: 'A', value: 0 },
          { label: 'B', value: null },
        ],
      }),
    ).toBe(true);
    expect(isDonutEmpty({ slices: [] })).toBe(true);
    expect(isDonutEmpty(costs)).toBe(false);
  });
});

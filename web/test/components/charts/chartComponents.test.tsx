// Every chart component through its card: skeleton, empty state, drawn chart with its summary,
// and the table view, with real ECharts drawing SVG into jsdom.
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { demandCurve } from '@atrium/contract';
import { BoxPlotChart } from '../../../src/components/charts/BoxPlotChart.tsx';
import { DemandCurveChart } from '../../../src/components/charts/DemandCurveChart.tsx';
import { DonutChart } from '../../../src/components/charts/DonutChart.tsx';
import { HeatmapChart } from '../../../src/components/charts/HeatmapChart.tsx';
import { LineChart } from '../../../src/components/charts/LineChart.tsx';
import { chooseAction, drawnChart, renderChart, tableText } from './support.tsx';

afterEach(cleanup);

const day = (median: number) => ({
  avg: median,
  min: median - 10,
  max: median + 10,
  median,
  percentile25: median - 5,
  percentile75: median + 5,
  whiskerLow: median - 8,
  whiskerHigh: median + 8,
  count: 20,
});

type Case = {
  title: string;
  /** The component with its data, or undefined (loading), or empty data. */
  render: (state: 'loading' | 'empty' | 'data') => ReactNode;
  summary: string;
  /** The table view's first two rows (header, first row). */
  table: string[][];
  height: number;
};

const cases: Case[] = [
  {
    title: 'Chronological Occupancy',
    render: (state) => (
      <LineChart
        title="Chronological Occupancy"
        data={
          state === 'loading'
            ? undefined
            : {
                dates: ['2026-03-02', '2026-03-03'],
                series: [{ name: 'Sensors', values: state === 'empty' ? [0, null] : [40, 85] }],
                capacity: 120,
              }
        }
      />
    ),
    summary: '2 Mar 2026 to 3 Mar 2026; peak 85 on 3 Mar 2026, average 62.5; capacity 120',
    table: [
      ['Date', 'Sensors'],
      ['2 Mar 2026', '40'],
    ],
    height: 400,
  },
  {
    title: 'Cost Insights',
    render: (state) => (
      <DonutChart
        title="Cost Insights"
        sliceLabel="Cost"
        data={
          state === 'loading'
            ? undefined
            : {
                slices: [
                  { label: 'Utilized', value: state === 'empty' ? 0 : 1500 },
                  { label: 'Unused', value: state === 'empty' ? null : 500 },
                ],
              }
        }
      />
    ),
    summary: 'Utilized 1.5K (75.0%), Unused 500 (25.0%); total 2K',
    table: [
      ['Cost', 'Value', 'Share'],
      ['Utilized', '1.5K', '75.0%'],
    ],
    height: 300,
  },
  {
    title: 'Daily peaks',
    render: (state) => (
      <BoxPlotChart
        title="Daily peaks"
        data={
          state === 'loading'
            ? undefined
            : state === 'empty'
              ? { '1': null, '2': null }
              : { '1': day(40), '2': day(50), '3': day(60), '4': day(50), '5': day(30) }
        }
      />
    ),
    summary: 'Median daily peak Mon 40, Tue 50, Wed 60, Thu 50, Fri 30; whiskers from 22 to 68',
    table: [
      [
        'Day',
        'Days',
        'Lowest',
        'Lower whisker',
        'First quartile',
        'Median',
        'Third quartile',
        'Upper whisker',
        'Highest',
        'Average',
      ],
      ['Mon', '20', '30', '32', '35', '40', '45', '48', '50', '40'],
    ],
    height: 300,
  },
  {
    title: 'Demand Curves',
    render: (state) => (
      <DemandCurveChart
        title="Demand Curves"
        data={
          state === 'loading'
            ? undefined
            : {
                curve: demandCurve(state === 'empty' ? [0, 0] : [80, 60, 40, 20]),
                capacity: 100,
                newCapacity: 60,
              }
        }
      />
    ),
    summary:
      'Highest daily peak 80, on half of days at least 60; capacity 100, reached on 0.0% of days; ' +
      'new capacity 60, reached on 50.0% of days',
    table: [
      ['Share of days', 'Occupancy'],
      ['25.0%', '80'],
    ],
    height: 300,
  },
  {
    title: 'Occupancy by hour',
    render: (state) => (
      <HeatmapChart
        title="Occupancy by hour"
        hours={[9, 10]}
        height={200}
        data={
          state === 'loading'
            ? undefined
            : {
                cells: [
                  { dow: 1, hour: 9, value: state === 'empty' ? 0 : 12 },
                  { dow: 2, hour: 10, value: state === 'empty' ? null : 30 },
                ],
              }
        }
      />
    ),
    summary: 'Busiest Tue 10 AM (30); by day, busiest Tue (average 30), quietest Mon (average 12)',
    table: [
      ['Day', '9 AM', '10 AM'],
      ['Mon', '12', '–'],
    ],
    height: 200,
  },
];

describe.each(cases)('$title', ({ title, render, summary, table, height }) => {
  it('shows a skeleton of the chart’s height while its data is missing', () => {
    renderChart(render('loading'));
    const skeleton = screen.getByRole('progressbar', { name: `Loading ${title}` });
    expect(skeleton.style.height).toBe(`${height}px`);
  });

  it("says 'No data available' when all values are zero or missing", () => {
    renderChart(render('empty'));
    expect(screen.getByText('No data available')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws the chart, named by its title and summary', async () => {
    renderChart(render('data'));
    const image = await drawnChart(`${title}. ${summary}`);
    expect(getComputedStyle(image).height).toBe(`${height}px`);
  });

  it('shows the same rows as a table', async () => {
    renderChart(render('data'));
    await drawnChart(new RegExp(`^${title}`));
    chooseAction('Show as table');
    expect(tableText(screen.getByRole('table', { name: title })).slice(0, 2)).toEqual(table);
  });
});

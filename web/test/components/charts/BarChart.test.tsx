import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ApiError } from '../../../src/api/client.ts';
import { BarChart } from '../../../src/components/charts/BarChart.tsx';
import type { BarData } from '../../../src/components/charts/barChart.ts';
import {
  captureDownloads,
  chooseAction,
  drawnChart,
  drawnTexts,
  renderChart,
  tableText,
} from './support.tsx';

afterEach(cleanup);

const title = 'Day of Week Demand';
const week: BarData = {
  categories: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
  series: [{ name: 'Average occupancy', values: [41, 52, 58, 50, 30] }],
};

describe('BarChart', () => {
  it('shows a labelled skeleton while the data is missing', () => {
    renderChart(<BarChart title={title} data={undefined} />);
    expect(screen.getByRole('progressbar', { name: `Loading ${title}` })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Chart actions' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it("says 'No data available' when every value is zero or missing", () => {
    const zeros = { ...week, series: [{ name: 'Average occupancy', values: [0, null, 0, 0, 0] }] };
    renderChart(<BarChart title={title} data={zeros} />);
    expect(screen.getByText('No data available')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a failed query as an error alert', () => {
    const error = new ApiError(500, { message: 'Statistics are unavailable' });
    renderChart(<BarChart title={title} data={undefined} error={error} />);
    expect(screen.getByRole('alert').textContent).toBe('Statistics are unavailable');
  });

  it('draws the bars with a summary as the accessible name', async () => {
    renderChart(<BarChart title={title} subtitle="1 Dec 2025 – 30 Nov 2026" data={week} />);
    const image = await drawnChart(
      'Day of Week Demand. Mon 41, Tue 52, Wed 58, Thu 50, Fri 30; peak Wed 58',
    );
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText('1 Dec 2025 – 30 Nov 2026')).toBeTruthy();
    // Real ECharts drew the axis and the value labels above the bars.
    const texts = drawnTexts(image);
    expect(texts).toEqual(expect.arrayContaining(['Mon', 'Fri', '58', '30']));
  });

  it('shows the rows as a table and back as a chart', async () => {
    renderChart(<BarChart title={title} data={week} categoryLabel="Day" />);
    await drawnChart(/^Day of Week Demand/);
    chooseAction('Show as table');
    expect(tableText(screen.getByRole('table', { name: title }))).toEqual([
      ['Day', 'Average occupancy'],
      ['Mon', '41'],
      ['Tue', '52'],
      ['Wed', '58'],
      ['Thu', '50'],
      ['Fri', '30'],
    ]);
    chooseAction('Show as chart');
    await drawnChart(/^Day of Week Demand/);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the rows as CSV and the chart as an image, named after the title', async () => {
    const downloads = captureDownloads();
    try {
      renderChart(<BarChart title={title} data={week} categoryLabel="Day" />);
      await drawnChart(/^Day of Week Demand/);
      chooseAction('Download CSV');
      chooseAction('Download PNG');
      const [csv, image] = downloads.saved;
      expect(csv?.fileName).toBe('day-of-week-demand.csv');
      expect(await csv?.blob?.text()).toBe(
        'Day,Average occupancy\r\nMon,41\r\nTue,52\r\nWed,58\r\nThu,50\r\nFri,30\r\n',
      );
      // Led by a byte-order mark (text() drops it), so that Excel reads UTF-8.
      const bytes = new Uint8Array((await csv?.blob?.arrayBuffer()) ?? new ArrayBuffer(0));
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      // The SVG renderer (here, as in a print view) gives an SVG image.
      expect(image?.fileName).toBe('day-of-week-demand.svg');
      expect(image?.href.startsWith('data:image/svg+xml')).toBe(true);
    } finally {
      downloads.restore();
    }
  });
});

// The ECharts boundary: drawing, updating, resizing and disposing of the instance.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import { BarChart } from '../../../src/components/charts/BarChart.tsx';
import { barOption, type BarData } from '../../../src/components/charts/barChart.ts';
import { chartThemeFrom } from '../../../src/components/charts/chartTheme.ts';
import { renderChartSvg } from '../../../src/components/charts/loadECharts.ts';
import { theme } from '../../../src/app/theme.ts';
import { RESIZE_DEBOUNCE_MS } from '../../../src/components/charts/EChart.tsx';
import { Sparkline } from '../../../src/components/charts/Sparkline.tsx';
import { drawnChart, drawnTexts, renderChart } from './support.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const week = (values: number[], name = 'Occupancy'): BarData => ({
  categories: ['Mon', 'Tue', 'Wed'],
  series: [{ name, values }],
});

/** A stand-in ResizeObserver whose callback the test calls. */
function stubResizeObserver() {
  const callbacks: ResizeObserverCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    },
  );
  return () => {
    for (const callback of callbacks) callback([], {} as ResizeObserver);
  };
}

describe('EChart', () => {
  it('replaces the option whole when the data changes', async () => {
    const { rerender } = renderChart(<BarChart title="Demand" data={week([11, 12, 13])} />);
    const image = await drawnChart(/^Demand/);
    expect(drawnTexts(image)).toContain('13');
    rerender(<BarChart title="Demand" data={week([24, 25, 26])} />);
    await waitFor(() => {
      expect(drawnTexts(image)).toContain('26');
    });
    expect(drawnTexts(image)).not.toContain('13');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Demand. Mon 24, Tue 25, Wed 26; peak Wed 26',
    );
  });

  it('draws the first figures at once and animates only what changes later', async () => {
    const { rerender } = renderChart(<BarChart title="Demand" data={week([11, 12, 13])} />);
    const image = await drawnChart(/^Demand/);
    const chart = getInstanceByDom(image);
    if (!chart) throw new Error('no chart drawn');
    expect(chart.getOption().animation).toBe(false);
    rerender(<BarChart title="Demand" data={week([24, 25, 26])} />);
    await waitFor(() => {
      expect(drawnTexts(image)).toContain('26');
    });
    expect(chart.getOption().animation).not.toBe(false);
  });

  it('resizes with its container, once the container has been still for 50 ms', async () => {
    const resizeObservers = stubResizeObserver();
    renderChart(<BarChart title="Demand" data={week([1, 2, 3])} />);
    const image = await drawnChart(/^Demand/);
    const chart = getInstanceByDom(image);
    if (!chart) throw new Error('no chart drawn');
    const resize = vi.spyOn(chart, 'resize');
    vi.useFakeTimers();
    resizeObservers();
    act(() => {
      vi.advanceTimersByTime(30);
    });
    resizeObservers();
    act(() => {
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    });
    expect(resize).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(resize).toHaveBeenCalledTimes(1);
  });

  it('disposes of the chart when it goes', async () => {
    const { unmount } = renderChart(<BarChart title="Demand" data={week([1, 2, 3])} />);
    const chart = getInstanceByDom(await drawnChart(/^Demand/));
    if (!chart) throw new Error('no chart drawn');
    expect(chart.isDisposed()).toBeFalsy();
    unmount();
    expect(chart.isDisposed()).toBe(true);
  });

  it('draws in the dark theme’s colours on a transparent background', async () => {
    renderChart(<BarChart title="Demand" data={week([1, 2, 3])} />, 'dark');
    const image = await drawnChart(/^Demand/);
    const monday = [...image.querySelectorAll('svg text')].find((t) => t.textContent === 'Mon');
    expect(monday?.getAttribute('fill')).toBe('rgb(255,255,255)');
    expect(monday?.getAttribute('fill-opacity')).toBe('0.7');
    expect(getInstanceByDom(image)?.getOption().backgroundColor).toBe('transparent');
  });

  it('draws in any page test, without a renderer context or canvas', async () => {
    // As a page's test renders it: the canvas default, in jsdom.
    render(<BarChart title="Demand" data={week([1, 2, 3])} />);
    const image = await drawnChart(/^Demand/);
    expect(drawnTexts(image)).toContain('Wed');
    expect(image.querySelector('canvas')).toBeNull();
  });
});

describe('renderChartSvg', () => {
  it('draws an option as an SVG document, for the print report', async () => {
    const option = barOption(week([11, 12, 13]), chartThemeFrom(theme), {
      format: 'count',
      stacked: false,
      categoryLabel: 'Day',
    });
    const svg = await renderChartSvg(option, { width: 480, height: 200 });
    expect(svg).toMatch(/^<svg width="480" height="200"/);
    expect(svg).toContain('>13<');
  });
});

describe('Sparkline', () => {
  it('is an image named by its label and summary', async () => {
    renderChart(<Sparkline label="Occupancy on 4 Mar 2026" values={[2, 8, 5]} />);
    await drawnChart('Occupancy on 4 Mar 2026: from 2 to 5, lowest 2, highest 8');
  });

  it('says when there is no data', () => {
    renderChart(<Sparkline label="Occupancy on 4 Mar 2026" values={[null, null]} />);
    expect(screen.getByRole('img', { name: 'Occupancy on 4 Mar 2026: no data' })).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  DateRangeSelector,
  type DateRangeSelectorProps,
} from '../../../src/components/date-range/DateRangeSelector.tsx';
import type { DataSpan, DateRange } from '../../../src/components/date-range/dateRange.ts';
import { useAppliedRange } from '../../../src/components/date-range/useAppliedRange.ts';
import { Providers } from '../../support/render.tsx';
import { inBrowserZone } from './zone.ts';

// Dates are calendar dates: the browser being in New York must not move them a day.
inBrowserZone('America/New_York');
afterEach(cleanup);

/** Two years and more of data: the default is its last year, 30 Jun 2025 – 30 Jun 2026. */
const span: DataSpan = { first: '2024-03-04', last: '2026-06-30' };
const defaultRange: DateRange = { startDate: '2025-06-30', endDate: '2026-06-30' };

function renderSelector(props: Partial<DateRangeSelectorProps> = {}) {
  const onApply = vi.fn<(range: DateRange) => void>();
  const view = render(
    <Providers>
      <DateRangeSelector span={span} applied={null} onApply={onApply} {...props} />
    </Providers>,
  );
  return { onApply, ...view };
}

/** A screen's use: the applied range held by useAppliedRange, shown as the statistics' range. */
function Screen({ dataSpan }: { dataSpan: DataSpan | null }) {
  const { range, apply } = useAppliedRange(dataSpan);
  return (
    <>
      <DateRangeSelector span={dataSpan} applied={range} onApply={apply} />
      <output aria-label="Applied range">
        {range ? `${range.startDate}/${range.endDate}` : 'none'}
      </output>
    </>
  );
}

const startThumb = () => screen.getByRole('slider', { name: 'Start date' });
const endThumb = () => screen.getByRole('slider', { name: 'End date' });
const applyButton = () => screen.getByRole('button', { name: 'Apply' });
const resetButton = () => screen.getByRole('button', { name: 'Reset' });
const shownDates = () => screen.getByRole('group', { name: 'Date range' }).querySelector('p');
const press = (thumb: HTMLElement, key: string, options: { shiftKey?: boolean } = {}) =>
  fireEvent.keyDown(thumb, { key, ...options });

describe('the date-range selector', () => {
  it("shows the default range's two dates over the span of the data", () => {
    renderSelector();
    expect(shownDates()?.textContent).toBe('30 Jun 2025 – 30 Jun 2026');
    const group = screen.getByRole('group', { name: 'Date range' });
    expect(within(group).getByText('4 Mar 2024')).toBeTruthy();
    expect(startThumb().getAttribute('aria-valuetext')).toBe('30 Jun 2025');
    expect(endThumb().getAttribute('aria-valuetext')).toBe('30 Jun 2026');
    // The slider counts days from the first: two years from 4 March 2024, then 4 March to 30 June.
    expect(endThumb().getAttribute('aria-valuemax')).toBe(String(365 + 365 + 118));
    expect(applyButton()).toHaveProperty('disabled', true);
    expect(resetButton()).toHaveProperty('disabled', true);
  });

  it('enables Apply once a thumb moves by keyboard, and disables it when it moves back', () => {
    renderSelector();
    press(startThumb(), 'ArrowRight');
    expect(startThumb().getAttribute('aria-valuetext')).toBe('1 Jul 2025');
    expect(shownDates()?.textContent).toBe('1 Jul 2025 – 30 Jun 2026');
    expect(applyButton()).toHaveProperty('disabled', false);
    press(startThumb(), 'ArrowLeft');
    expect(startThumb().getAttribute('aria-valuetext')).toBe('30 Jun 2025');
    expect(applyButton()).toHaveProperty('disabled', true);
  });

  it('applies the range on the slider', () => {
    const { onApply } = renderSelector();
    press(endThumb(), 'ArrowLeft');
    press(endThumb(), 'ArrowLeft');
    press(startThumb(), 'ArrowRight');
    fireEvent.click(applyButton());
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      startDate: '2025-07-01',
      endDate: '2026-06-28',
    });
  });

  it('moves a thumb by calendar months with PageUp, PageDown and Shift+Arrow', () => {
    renderSelector({ applied: { startDate: '2025-01-31', endDate: '2026-03-31' } });
    press(startThumb(), 'PageUp');
    // 31 January + 1 month is the end of February, not 30 days later.
    expect(startThumb().getAttribute('aria-valuetext')).toBe('28 Feb 2025');
    press(startThumb(), 'ArrowRight', { shiftKey: true });
    expect(startThumb().getAttribute('aria-valuetext')).toBe('28 Mar 2025');
    press(endThumb(), 'PageDown');
    expect(endThumb().getAttribute('aria-valuetext')).toBe('28 Feb 2026');
    press(endThumb(), 'ArrowLeft', { shiftKey: true });
    expect(endThumb().getAttribute('aria-valuetext')).toBe('28 Jan 2026');
    // Not past the span's ends, nor past the other thumb.
    for (let i = 0; i < 30; i++) press(startThumb(), 'PageDown');
    expect(startThumb().getAttribute('aria-valuetext')).toBe('4 Mar 2024');
    for (let i = 0; i < 30; i++) press(startThumb(), 'PageUp');
    expect(startThumb().getAttribute('aria-valuetext')).toBe('28 Jan 2026');
    press(endThumb(), 'End');
    expect(endThumb().getAttribute('aria-valuetext')).toBe('30 Jun 2026');
  });

  it('keeps the end thumb from passing the start thumb', () => {
    renderSelector();
    press(endThumb(), 'Home');
    expect(startThumb().getAttribute('aria-valuetext')).toBe('30 Jun 2025');
    expect(endThumb().getAttribute('aria-valuetext')).toBe('30 Jun 2025');
  });

  it('shows an applied range that is not the default; Reset applies the default', () => {
    const { onApply } = renderSelector({
      applied: { startDate: '2024-12-02', endDate: '2025-11-30' },
    });
    expect(shownDates()?.textContent).toBe('2 Dec 2024 – 30 Nov 2025');
    expect(applyButton()).toHaveProperty('disabled', true);
    expect(resetButton()).toHaveProperty('disabled', false);
    fireEvent.click(resetButton());
    expect(onApply).toHaveBeenCalledExactlyOnceWith(defaultRange);
  });

  it('clamps an applied range into the span of the data', () => {
    renderSelector({ applied: { startDate: '2020-01-01', endDate: '2026-01-15' } });
    expect(shownDates()?.textContent).toBe('4 Mar 2024 – 15 Jan 2026');
  });

  it('starts the default at the latest day with data a year or more back, given the days', () => {
    renderSelector({
      span: { ...span, dates: ['2024-03-04', '2025-06-20', '2025-07-02', '2026-06-30'] },
    });
    expect(shownDates()?.textContent).toBe('20 Jun 2025 – 30 Jun 2026');
  });
});

describe('Reset and Apply with the applied range of a screen', () => {
  const applied = () => screen.getByRole('status', { name: 'Applied range' }).textContent;

  it('applies, then Reset restores the default as the applied range', () => {
    render(
      <Providers>
        <Screen dataSpan={span} />
      </Providers>,
    );
    expect(applied()).toBe('2025-06-30/2026-06-30');
    press(startThumb(), 'PageDown');
    fireEvent.click(applyButton());
    expect(applied()).toBe('2025-05-30/2026-06-30');
    // Applied: the slider now matches it.
    expect(applyButton()).toHaveProperty('disabled', true);
    expect(resetButton()).toHaveProperty('disabled', false);

    fireEvent.click(resetButton());
    expect(applied()).toBe('2025-06-30/2026-06-30');
    expect(shownDates()?.textContent).toBe('30 Jun 2025 – 30 Jun 2026');
    expect(resetButton()).toHaveProperty('disabled', true);
    expect(applyButton()).toHaveProperty('disabled', true);
  });

  it('Reset also puts back a slider moved but not applied', () => {
    render(
      <Providers>
        <Screen dataSpan={span} />
      </Providers>,
    );
    press(endThumb(), 'ArrowLeft');
    expect(resetButton()).toHaveProperty('disabled', false);
    fireEvent.click(resetButton());
    expect(endThumb().getAttribute('aria-valuetext')).toBe('30 Jun 2026');
    expect(applied()).toBe('2025-06-30/2026-06-30');
  });

  it('drops a moved slider when the data changes under it', () => {
    const view = render(
      <Providers>
        <Screen dataSpan={span} />
      </Providers>,
    );
    press(startThumb(), 'ArrowRight');
    view.rerender(
      <Providers>
        <Screen dataSpan={{ first: '2025-01-01', last: '2025-09-30' }} />
      </Providers>,
    );
    expect(shownDates()?.textContent).toBe('1 Jan 2025 – 30 Sep 2025');
    expect(applied()).toBe('2025-01-01/2025-09-30');
    expect(applyButton()).toHaveProperty('disabled', true);
  });
});

describe('the states without a range to choose', () => {
  it("says 'No data available' without data", () => {
    renderSelector({ span: null });
    const group = screen.getByRole('group', { name: 'Date range' });
    expect(group.textContent).toBe('No data available');
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('shows a skeleton while the data loads', () => {
    renderSelector({ span: null, loading: true });
    const group = screen.getByRole('group', { name: 'Date range' });
    expect(group.getAttribute('aria-busy')).toBe('true');
    expect(group.querySelector('.MuiSkeleton-root')).not.toBeNull();
    expect(screen.queryByText('No data available')).toBeNull();
  });

  it('shows the one day of a one-day span, with nothing to move', () => {
    renderSelector({ span: { first: '2026-01-31', last: '2026-01-31' } });
    expect(screen.getByRole('group', { name: 'Date range' }).textContent).toBe('31 Jan 2026');
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});

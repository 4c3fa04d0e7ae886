import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  BuildingDatePicker,
  type BuildingDatePickerProps,
} from '../../../src/components/date-range/BuildingDatePicker.tsx';
import { DateProviders } from '../../../src/components/date-range/DateProviders.tsx';
import { Providers } from '../../support/render.tsx';
import { inBrowserZone } from './zone.ts';

// Ahead of UTC: a local midnight written as an ISO instant would be the day before.
inBrowserZone('Pacific/Kiritimati');
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const range = { startDate: '2026-06-10', endDate: '2026-06-30' };

function renderPicker(props: Partial<BuildingDatePickerProps> = {}) {
  const onChange = vi.fn<(date: string) => void>();
  render(
    <Providers>
      <DateProviders>
        <BuildingDatePicker
          value={null}
          onChange={onChange}
          range={range}
          timeZone="America/New_York"
          {...props}
        />
      </DateProviders>
    </Providers>,
  );
  return onChange;
}

/** The date in the field, as its day, month and year sections read. */
const fieldDate = (label = 'Date') =>
  within(screen.getByRole('group', { name: label }))
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join(' ');

describe('the building date picker', () => {
  it('defaults to the end of the range', () => {
    renderPicker();
    expect(fieldDate()).toBe('30 Jun 2026');
  });

  it('shows a chosen date inside the range as it is', () => {
    renderPicker({ value: '2026-06-15', label: 'Occupancy date' });
    expect(fieldDate('Occupancy date')).toBe('15 Jun 2026');
  });

  it.each([
    ['before the range', '2026-01-31', '10 Jun 2026'],
    ['after the range', '2026-07-04', '30 Jun 2026'],
  ])('clamps a date %s into it', (_case, value, shown) => {
    renderPicker({ value });
    expect(fieldDate()).toBe(shown);
  });

  it('passes on the day picked in the calendar, and offers only the days of the range', () => {
    const onChange = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: /Choose date/ }));
    const calendar = screen.getByRole('grid');
    expect(within(calendar).getByRole('gridcell', { name: '9' })).toHaveProperty('disabled', true);
    fireEvent.click(within(calendar).getByRole('gridcell', { name: '15' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-06-15');
  });

  it('passes on a date typed in the range, and keeps one out of it to the field until it is left', () => {
    const onChange = renderPicker();
    const field = screen.getByRole('group', { name: 'Date' });
    // The field's hidden input takes a whole date as text (as pasting does).
    const text = field.parentElement?.querySelector('input');
    if (!text) throw new Error('the field has no input');
    fireEvent.change(text, { target: { value: '12 Jun 2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-06-12');

    onChange.mockClear();
    fireEvent.change(text, { target: { value: '12 Jul 2026' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(fieldDate()).toBe('12 Jul 2026');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(within(field).getByRole('spinbutton', { name: 'Year' }));
    expect(fieldDate()).toBe('30 Jun 2026');
  });

  it("without a range, defaults to today on the building's clock", () => {
    // 03:00 UTC on 4 July is still 3 July in New York (and already 4 July in the browser here).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-04T03:00:00Z') });
    renderPicker({ range: null });
    expect(fieldDate()).toBe('3 Jul 2026');
  });
});

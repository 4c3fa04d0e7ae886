// Month steps for the range slider's thumbs. MUI's Slider moves PageUp/PageDown and Shift+Arrow
// by a fixed `shiftStep`; a month is 28 to 31 days, and a person paging from 1 December expects
// 1 January, so these keys are handled here instead, before the slider sees them.
import { addMonths } from '@atrium/contract';
import { clampDate, type DataSpan, type DateRange } from './dateRange.ts';

/** +1 or −1 month for PageUp/PageDown and Shift+Arrow; 0 for any other key (the slider's). */
export function monthsForKey({ key, shiftKey }: { key: string; shiftKey: boolean }): number {
  if (key === 'PageUp' || (shiftKey && (key === 'ArrowRight' || key === 'ArrowUp'))) return 1;
  if (key === 'PageDown' || (shiftKey && (key === 'ArrowLeft' || key === 'ArrowDown'))) return -1;
  return 0;
}

export type Thumb = 'start' | 'end';

/**
 * The thumb a key event is for: MUI marks each thumb's range input with `data-index` (0 for
 * the start, 1 for the end).
 */
export function thumbOf(target: EventTarget): Thumb | null {
  if (!(target instanceof HTMLInputElement)) return null;
  const index = target.getAttribute('data-index');
  return index === '0' ? 'start' : index === '1' ? 'end' : null;
}

/** One end moved by whole months, kept inside the span and not past the other end. */
export function moveByMonths(
  range: DateRange,
  thumb: Thumb,
  months: number,
  span: DataSpan,
): DateRange {
  if (thumb === 'start') {
    const bounds = { startDate: span.first, endDate: range.endDate };
    return { ...range, startDate: clampDate(addMonths(range.startDate, months), bounds) };
  }
  const bounds = { startDate: range.startDate, endDate: span.last };
  return { ...range, endDate: clampDate(addMonths(range.endDate, months), bounds) };
}

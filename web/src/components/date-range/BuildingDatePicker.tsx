import { useMemo, useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateProviders } from './DateProviders.tsx';
import { isValid } from 'date-fns';
import { DISPLAY_FORMAT, fromLocalDate, toLocalDate, todayIn } from './calendarDate.ts';
import { selectedDate, type DateRange } from './dateRange.ts';

export type BuildingDatePickerProps = {
  /** The chosen date, YYYY-MM-DD; null for the default (the range's end). */
  value: string | null;
  onChange: (date: string) => void;
  /** The dates that may be chosen (the data's span or the applied range); null for any until today. */
  range: DateRange | null;
  /** The building's IANA zone: its "today" bounds a picker without a range. */
  timeZone: string;
  label?: string;
  disabled?: boolean;
};

/**
 * A single-date filter on a building's calendar: the date shown is `selectedDate` (clamped into
 * the range, the range's end by default), so a screen asking for data with that function asks
 * for the date the person sees.
 */
export function BuildingDatePicker({
  value,
  onChange,
  range,
  timeZone,
  label = 'Date',
  disabled = false,
}: BuildingDatePickerProps) {
  const today = todayIn(timeZone);
  const shown = selectedDate(value, range, today);
  const shownDate = useMemo(() => toLocalDate(shown), [shown]);
  // What the field holds while it is not a date of the range (half typed, or out of it): kept
  // in the field, shown as an error, and not passed on. The shown date changing, or leaving the
  // field, puts the shown date back, so that the field does not disagree with the data.
  const [typed, setTyped] = useState<{ over: string; date: Date | null } | null>(null);
  const fieldValue = typed?.over === shown ? typed.date : shownDate;
  return (
    <DateProviders>
      <DatePicker
        label={label}
        value={fieldValue}
        onChange={(date, { validationError }) => {
          setTyped({ over: shown, date });
          if (date && isValid(date) && validationError === null) onChange(fromLocalDate(date));
        }}
        minDate={range ? toLocalDate(range.startDate) : undefined}
        maxDate={toLocalDate(range?.endDate ?? today)}
        format={DISPLAY_FORMAT}
        disabled={disabled}
        slotProps={{
          textField: {
            size: 'small',
            onBlur: () => {
              setTyped(null);
            },
          },
          // '3 Jul 2026' as everywhere else in the kit, not the field's default '03 Jul 2026'.
          field: { shouldRespectLeadingZeros: true },
        }}
      />
    </DateProviders>
  );
}

import { Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateProviders } from '../date-range/DateProviders.tsx';
import { DISPLAY_FORMAT, fromLocalDate, toLocalDate } from '../date-range/calendarDate.ts';

export type DateBounds = { from: string | null; to: string | null };

function DateBound({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <DatePicker
      label={label}
      format={DISPLAY_FORMAT}
      value={value === null ? null : toLocalDate(value)}
      onChange={(date) => {
        // A half-typed date is not a filter yet.
        if (date === null) onChange(null);
        else if (!Number.isNaN(date.getTime())) onChange(fromLocalDate(date));
      }}
      slotProps={{ textField: { size: 'small', sx: { width: 180 } }, field: { clearable: true } }}
    />
  );
}

/** A range of calendar dates for a list filter (`gte` and `lte`), each end optional. */
export function DateRangeFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: DateBounds;
  onChange: (value: DateBounds) => void;
}) {
  return (
    <DateProviders>
      <Stack direction="row" spacing={2} role="group" aria-label={label}>
        <DateBound
          label={`${label} from`}
          value={value.from}
          onChange={(from) => {
            onChange({ ...value, from });
          }}
        />
        <DateBound
          label={`${label} to`}
          value={value.to}
          onChange={(to) => {
            onChange({ ...value, to });
          }}
        />
      </Stack>
    </DateProviders>
  );
}

import { useMemo, useState, type KeyboardEvent } from 'react';
import { Box, Button, Skeleton, Slider, Stack, Typography } from '@mui/material';
import { formatCalendarDate } from './calendarDate.ts';
import {
  clampRange,
  dateAtIndex,
  dayIndex,
  defaultRangeOfSpan,
  sameRange,
  type DataSpan,
  type DateRange,
} from './dateRange.ts';
import { monthsForKey, moveByMonths, thumbOf } from './sliderKeys.ts';

export type DateRangeSelectorProps = {
  /** The data's first and last day (and its days, for the exact default); null without data. */
  span: DataSpan | null;
  /** The range in use; null for the default. */
  applied: DateRange | null;
  onApply: (range: DateRange) => void;
  loading?: boolean;
  /** The group's accessible name. */
  label?: string;
};

/**
 * The date-range selector of the analytics screens (spec section 4): a two-thumb slider over
 * the days of the data, 'Reset' back to the default range and 'Apply' of the slider's range.
 */
export function DateRangeSelector({
  span,
  applied,
  onApply,
  loading = false,
  label = 'Date range',
}: DateRangeSelectorProps) {
  const defaultRange = useMemo(() => defaultRangeOfSpan(span), [span]);
  if (loading) {
    return (
      <Box role="group" aria-label={label} aria-busy="true">
        <Skeleton variant="rounded" height={72} />
      </Box>
    );
  }
  if (!span || !defaultRange) {
    return (
      <Box role="group" aria-label={label}>
        <Typography color="textSecondary">No data available</Typography>
      </Box>
    );
  }
  if (span.first === span.last) {
    // One day of data: nothing to choose.
    return (
      <Box role="group" aria-label={label}>
        <Typography variant="subtitle2" component="p">
          {formatCalendarDate(span.first)}
        </Typography>
      </Box>
    );
  }
  return (
    <RangeSlider
      span={span}
      defaultRange={defaultRange}
      applied={applied}
      onApply={onApply}
      label={label}
    />
  );
}

const THUMB_LABELS = ['Start date', 'End date'];

function RangeSlider({
  span,
  defaultRange,
  applied,
  onApply,
  label,
}: {
  span: DataSpan;
  defaultRange: DateRange;
  applied: DateRange | null;
  onApply: (range: DateRange) => void;
  label: string;
}) {
  const base = clampRange(applied ?? defaultRange, span);
  // The slider's own range, until it is applied or the applied range changes under it.
  const [draft, setDraft] = useState<{ base: DateRange; range: DateRange } | null>(null);
  const shown = draft && sameRange(draft.base, base) ? draft.range : base;
  const lastIndex = dayIndex(span, span.last);
  const dateAt = (index: number) => dateAtIndex(span, index);
  const show = (range: DateRange) => {
    setDraft({ base, range });
  };

  const handleChange = (_event: Event, value: number | number[]) => {
    if (!Array.isArray(value)) return;
    const [start = 0, end = lastIndex] = value;
    show({ startDate: dateAt(start), endDate: dateAt(end) });
  };
  const handleMonthKeys = (event: KeyboardEvent<HTMLElement>) => {
    const months = monthsForKey(event);
    const thumb = thumbOf(event.target);
    if (months === 0 || thumb === null) return;
    // Stopped in the capture phase, so that the slider does not move the thumb as well.
    event.preventDefault();
    event.stopPropagation();
    show(moveByMonths(shown, thumb, months, span));
  };
  const reset = () => {
    setDraft(null);
    onApply(defaultRange);
  };

  const changed = !sameRange(shown, base);
  const atDefault = sameRange(shown, defaultRange) && sameRange(base, defaultRange);
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 5, rowGap: 2 }}
    >
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography variant="subtitle2" component="p">
          {formatCalendarDate(shown.startDate)} – {formatCalendarDate(shown.endDate)}
        </Typography>
        {/* Inset by half a thumb, so that the thumbs at the ends stay inside the box. */}
        <Box sx={{ px: 2 }} onKeyDownCapture={handleMonthKeys}>
          <Slider
            size="small"
            min={0}
            max={lastIndex}
            step={1}
            value={[dayIndex(span, shown.startDate), dayIndex(span, shown.endDate)]}
            onChange={handleChange}
            disableSwap
            getAriaLabel={(index) => THUMB_LABELS[index] ?? ''}
            getAriaValueText={(index) => formatCalendarDate(dateAt(index))}
            valueLabelDisplay="auto"
            valueLabelFormat={(index) => formatCalendarDate(dateAt(index))}
          />
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: -0.5 }}>
          <Typography variant="caption" color="textSecondary">
            {formatCalendarDate(span.first)}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {formatCalendarDate(span.last)}
          </Typography>
        </Stack>
      </Box>
      <Stack direction="row" spacing={2} sx={{ ml: 'auto' }}>
        <Button onClick={reset} disabled={atDefault}>
          Reset
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            onApply(shown);
          }}
          disabled={!changed}
        >
          Apply
        </Button>
      </Stack>
    </Box>
  );
}

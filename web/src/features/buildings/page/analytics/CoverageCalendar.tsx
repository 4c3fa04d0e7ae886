import { Box, Card, Stack, Typography } from '@mui/material';
import {
  addDays,
  formatPercent,
  isoDayOfWeek,
  type StatisticsResponse,
  type statisticsCalls,
} from '@atrium/contract';
import { formatDay, formatMonth } from '../../../../components/charts/formats.ts';

type Daily = StatisticsResponse<typeof statisticsCalls.dailyOccupancy>;
type Coverage = StatisticsResponse<typeof statisticsCalls.occupancyCoverage>['items'][number];

export type DayState = 'data' | 'backfilled' | 'gap' | 'off';

// Data and backfill in the palette's blues; a gap is a state (amber); days off are neutral.
const colours: Record<DayState, string> = {
  data: '#00AAEF',
  backfilled: '#5E35B1',
  gap: '#FFB300',
  off: 'rgba(127, 127, 127, 0.18)',
};
const labels: Record<DayState, string> = {
  data: 'Data',
  backfilled: 'Backfilled',
  gap: 'Working day without data',
  off: 'Day off without data',
};

/** Each day of the range: with data, filled in afterwards, a working day missing, or a day off. */
export function dayStates(
  range: { startDate: string; endDate: string },
  daily: Daily,
  workingDays: readonly number[],
): Map<string, DayState> {
  const byDate = new Map(daily.items.map((item) => [item.date, Object.values(item.counts)]));
  const states = new Map<string, DayState>();
  for (let date = range.startDate; date <= range.endDate; date = addDays(date, 1)) {
    const counts = byDate.get(date);
    if (counts && counts.length > 0) {
      states.set(date, counts.some((c) => c.hasBackfill) ? 'backfilled' : 'data');
    } else states.set(date, workingDays.includes(isoDayOfWeek(date)) ? 'gap' : 'off');
  }
  return states;
}

/** The months of the range, each with its days 1–31 (null past the month's end or the range). */
function monthRows(states: Map<string, DayState>) {
  const months = new Map<string, (string | null)[]>();
  for (const date of states.keys()) {
    const key = date.slice(0, 7);
    const days = months.get(key) ?? Array.from<string | null>({ length: 31 }).fill(null);
    days[Number(date.slice(8, 10)) - 1] = date;
    months.set(key, days);
  }
  return [...months];
}

const CELL = 14;

/**
 * The occupancy coverage calendar: a row per month, a square per day coloured by whether it has
 * data, was filled in afterwards, or is a working day without data (a gap).
 */
export function CoverageCalendar({
  range,
  daily,
  coverage,
  workingDays,
}: {
  range: { startDate: string; endDate: string };
  daily: Daily;
  coverage: Coverage | undefined;
  workingDays: readonly number[];
}) {
  const states = dayStates(range, daily, workingDays);
  const rows = monthRows(states);
  const summary = coverage
    ? `${coverage.daysWithData} days with data, ${formatPercent(coverage.coverage)} of working days; ` +
      `${coverage.gaps.length} ${coverage.gaps.length === 1 ? 'gap' : 'gaps'}, ` +
      `${coverage.backfilledDays} backfilled days`
    : undefined;
  return (
    <Card variant="outlined" sx={{ p: { xs: 4, md: 5 }, height: '100%' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Occupancy Coverage
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 4 }}>
        {summary ?? 'Days with data and gaps'}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Box role="img" aria-label={`Occupancy coverage calendar. ${summary ?? ''}`}>
          {rows.map(([month, days]) => (
            <Stack key={month} direction="row" sx={{ alignItems: 'center', mb: '3px' }}>
              <Typography
                variant="caption"
                color="textSecondary"
                sx={{ width: 64, flexShrink: 0 }}
                aria-hidden
              >
                {formatMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))}
              </Typography>
              {days.map((date, index) => {
                const state = date ? states.get(date) : undefined;
                return (
                  <Box
                    key={index}
                    title={date && state ? `${formatDay(date)}: ${labels[state]}` : undefined}
                    sx={{
                      width: CELL,
                      height: CELL,
                      mr: '3px',
                      flexShrink: 0,
                      borderRadius: '3px',
                      bgcolor: state ? colours[state] : 'transparent',
                    }}
                  />
                );
              })}
            </Stack>
          ))}
        </Box>
      </Box>
      <Stack direction="row" spacing={4} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
        {(Object.keys(labels) as DayState[]).map((state) => (
          <Stack key={state} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: colours[state] }} />
            <Typography variant="caption">{labels[state]}</Typography>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

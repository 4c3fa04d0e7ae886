import { Stack } from '@mui/material';
import { formatPercent, statisticsCalls } from '@atrium/contract';
import { useStatistic } from '../../api/statistics.ts';
import { BarChart } from '../../components/charts/BarChart.tsx';
import { formatDay } from '../../components/charts/formats.ts';
import { StatTile } from '../../components/StatTile.tsx';
import { DashboardSection } from './DashboardSection.tsx';

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** The return to office since the organization's RTO period began: the rate and each month. */
export function ReturnToOffice() {
  const summary = useStatistic(statisticsCalls.rto, {});
  const trends = useStatistic(statisticsCalls.rtoTrends, {});
  const period = trends.data?.period ?? null;
  const rate = summary.data?.summary?.rtoRate ?? null;
  return (
    <DashboardSection
      title="Return to Office"
      link={{ label: 'Organizations', to: '/organizations' }}
    >
      <Stack spacing={3}>
        <StatTile
          label="RTO Rate"
          value={rate === null ? null : formatPercent(rate)}
          caption={
            !period
              ? 'No RTO period is set for the organization'
              : rate === null
                ? `No data before ${formatDay(period.startDate)} to compare the period with`
                : `People since ${formatDay(period.startDate)} against as many days before`
          }
          loading={summary.isPending}
        />
        <BarChart
          title="Average people per month"
          subtitle={period ? `Since ${formatDay(period.startDate)}` : undefined}
          headingLevel="h3"
          height={200}
          error={trends.error}
          categoryLabel="Month"
          data={
            trends.data && {
              categories: (trends.data.items ?? []).map(
                (item) => `${monthNames[item.month - 1] ?? item.month} ${item.year}`,
              ),
              series: [
                { name: 'Average people', values: (trends.data.items ?? []).map((i) => i.average) },
              ],
            }
          }
        />
      </Stack>
    </DashboardSection>
  );
}

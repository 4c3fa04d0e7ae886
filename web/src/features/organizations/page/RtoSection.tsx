import { Alert, Button } from '@mui/material';
import { Link } from 'react-router';
import { can, statisticsCalls, type RtoTrends } from '@atrium/contract';
import { useStatistic } from '../../../api/statistics.ts';
import { useCurrentUser } from '../../../auth/currentUser.ts';
import { BarChart } from '../../../components/charts/BarChart.tsx';
import { UTILIZATION_HEADROOM } from '../../../components/charts/barChart.ts';
import {
  formatCount,
  formatDay,
  formatFlooredPercent,
  formatMonth,
  formatRange,
} from '../../../components/charts/formats.ts';
import { ChartGrid, TileRow } from '../../../components/PageGrid.tsx';
import { QueryError } from '../../../components/QueryError.tsx';
import { Section } from '../../../components/Section.tsx';
import { StatTile } from '../../../components/StatTile.tsx';
import { notTheirFigures } from './organizationTabs.ts';
import type { OrganizationFull } from './OrganizationPage.tsx';

type Month = NonNullable<RtoTrends['items']>[number];

const monthly = (
  items: readonly Month[],
  series: readonly [string, (m: Month) => number | null][],
) => ({
  categories: items.map((m) => formatMonth(m.year, m.month)),
  series: series.map(([name, value]) => ({ name, values: items.map(value) })),
});

/** Return to office: `/rto` against the organization's RTO period, and `/rto/trends` by month. */
export function RtoSection({ organization }: { organization: OrganizationFull }) {
  const user = useCurrentUser();
  const body = { organizationId: organization.id };
  const rto = useStatistic(statisticsCalls.rto, body);
  const trends = useStatistic(statisticsCalls.rtoTrends, body);
  const summary = rto.data?.summary ?? null;
  const period = rto.data?.period ?? null;
  const loading = rto.isPending;
  let content;
  if (rto.isError) {
    content = <QueryError query={rto} notFound={notTheirFigures(organization.name)} />;
  } else if (!loading && period === null) {
    content = (
      <Alert
        severity="info"
        action={
          can(user, 'organizations.update') && (
            <Button color="inherit" component={Link} to={`/organizations/${organization.id}/edit`}>
              Set it
            </Button>
          )
        }
      >
        {organization.name} has no return-to-office period. Once one is set, its figures are
        measured against the same number of days before it.
      </Alert>
    );
  } else if (!loading && summary === null && period !== null) {
    content = (
      <Alert severity="info">
        The RTO period starts on {formatDay(period.startDate)}: its figures come once it has begun.
      </Alert>
    );
  } else {
    const items = trends.data?.items ?? undefined;
    const range = formatRange(summary?.startDate, summary?.endDate);
    content = (
      <>
        <TileRow label="Return to office">
          <StatTile
            label="RTO rate"
            value={summary && formatFlooredPercent(summary.rtoRate)}
            loading={loading}
            caption="Average occupancy in the period as a share of the days before it"
          />
          <StatTile
            label="Average occupancy"
            value={summary?.averageOccupancy}
            unit="people"
            change={summary && summary.rtoRate !== null ? summary.rtoRate - 1 : null}
            changeLabel="against the days before the period"
            loading={loading}
            caption={range}
          />
          <StatTile
            label="Before the period"
            value={summary?.baselineAverageOccupancy}
            unit="people"
            loading={loading}
            caption={formatRange(summary?.baselineStartDate, summary?.baselineEndDate)}
          />
          <StatTile
            label="Utilization"
            value={summary && formatFlooredPercent(summary.utilization)}
            loading={loading}
            caption={
              rto.data?.capacity != null ? `Of ${formatCount(rto.data.capacity)} seats` : undefined
            }
          />
        </TileRow>
        <ChartGrid>
          <BarChart
            title="Occupancy by month"
            subtitle={range}
            data={
              items &&
              monthly(items, [
                ['Average', (m) => m.average],
                ['Peak', (m) => m.peak],
              ])
            }
            categoryLabel="Month"
            loading={trends.isPending}
            error={trends.error}
          />
          <BarChart
            title="Utilization by month"
            subtitle={range}
            data={items && monthly(items, [['Utilization', (m) => m.utilization]])}
            format="percent"
            headroom={UTILIZATION_HEADROOM}
            categoryLabel="Month"
            loading={trends.isPending}
            error={trends.error}
          />
        </ChartGrid>
      </>
    );
  }
  return (
    <Section
      title="Return to office"
      subtitle={
        period
          ? `RTO period from ${formatDay(period.startDate)}${period.endDate ? ` to ${formatDay(period.endDate)}` : ''}`
          : undefined
      }
    >
      {content}
    </Section>
  );
}

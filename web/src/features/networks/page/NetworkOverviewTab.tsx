import {
  buildingsResource,
  formatPercent,
  statisticsCalls,
  type StatisticsResponse,
} from '@atrium/contract';
import { useFullList } from '../../../api/resourceHooks.ts';
import { useStatistic } from '../../../api/statistics.ts';
import { areaTile } from '../../../components/areaByUnits.ts';
import { BarChart } from '../../../components/charts/BarChart.tsx';
import { UTILIZATION_HEADROOM } from '../../../components/charts/barChart.ts';
import {
  formatCount,
  formatDay,
  formatFlooredPercent,
  formatRange,
} from '../../../components/charts/formats.ts';
import { ChartGrid, TileRow } from '../../../components/PageGrid.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { QueryError } from '../../../components/QueryError.tsx';
import { Section } from '../../../components/Section.tsx';
import { StatTile } from '../../../components/StatTile.tsx';
import { BuildingSummaryCard } from '../../buildings/page/BuildingSummaryCard.tsx';
import type { NetworkFull } from '../networkColumns.tsx';

type Series = StatisticsResponse<
  typeof statisticsCalls.networkStatistics
>['items'][number]['occupancy'][number];

const labelOf = (series: Series, network: NetworkFull) => series.buildingName ?? network.name;

/**
 * The overview: `/networks/statistics` (one series for an AGGREGATED network, one per building
 * for an INDIVIDUAL one) and the summary card in its network form, a table of the buildings.
 */
export function NetworkOverviewTab({ network }: { network: NetworkFull }) {
  const statistics = useStatistic(statisticsCalls.networkStatistics, { networkId: network.id });
  const ids = network.buildings.map((b) => b.id);
  const buildings = useFullList(
    buildingsResource,
    { where: { id: { in: ids } }, orderBy: { name: 'asc' }, perPage: 500 },
    { enabled: ids.length > 0 },
  );
  if (statistics.isError) {
    return <QueryError query={statistics} notFound="The network's figures are not available." />;
  }
  const data = statistics.data?.items.find((item) => item.networkId === network.id);
  const loading = statistics.isPending;
  const series = data?.occupancy ?? [];
  // An AGGREGATED network has one curve: its figures are the network's.
  const whole = data?.defaultReporting === 'AGGREGATED' ? (series[0] ?? null) : null;
  const range = formatRange(data?.startDate, data?.endDate);
  const bars = (pick: [string, (s: Series) => number | null][]) =>
    data && {
      categories: series.map((s) => labelOf(s, network)),
      series: pick.map(([name, value]) => ({ name, values: series.map(value) })),
    };
  return (
    <>
      <TileRow label="Summary">
        <StatTile label="Buildings" value={data?.buildings} loading={loading} />
        <StatTile
          label="Rentable area"
          loading={loading}
          {...(data ? areaTile(data.rentableSF) : { value: null })}
        />
        <StatTile label="Capacity" value={data?.capacity} unit="seats" loading={loading} />
        {(loading || whole) && (
          <>
            <StatTile
              label="Peak utilization"
              value={whole && formatPercent(whole.peakUtilization)}
              loading={loading}
              caption={
                whole?.peakOccupancyDate
                  ? `${formatCount(whole.peakOccupancy)} people on ${formatDay(whole.peakOccupancyDate)}`
                  : undefined
              }
            />
            <StatTile
              label="Average utilization"
              value={whole && formatFlooredPercent(whole.averageUtilization)}
              loading={loading}
              caption={
                whole && whole.averageOccupancy !== null
                  ? `${formatCount(whole.averageOccupancy)} people on an average working day`
                  : undefined
              }
            />
          </>
        )}
      </TileRow>
      <ChartGrid>
        <BarChart
          title={whole ? 'Utilization' : 'Utilization by building'}
          subtitle={range}
          data={bars([
            ['Peak utilization', (s) => s.peakUtilization],
            ['Average utilization', (s) => s.averageUtilization],
          ])}
          format="percent"
          headroom={UTILIZATION_HEADROOM}
          categoryLabel={whole ? 'Network' : 'Building'}
          loading={loading}
        />
        <BarChart
          title={whole ? 'Occupancy' : 'Occupancy by building'}
          subtitle={range}
          data={bars([
            ['Capacity', (s) => s.capacity],
            ['Peak occupancy', (s) => s.peakOccupancy],
            ['Average occupancy', (s) => s.averageOccupancy],
          ])}
          categoryLabel={whole ? 'Network' : 'Building'}
          loading={loading}
        />
      </ChartGrid>
      <Section title="Buildings">
        {buildings.isError ? (
          <QueryError query={buildings} notFound="The buildings are not available." />
        ) : ids.length > 0 && buildings.isPending ? (
          <PageSpinner label="Loading the buildings" />
        ) : (
          <BuildingSummaryCard buildings={buildings.data?.items ?? []} showLeaseChips={false} />
        )}
      </Section>
    </>
  );
}

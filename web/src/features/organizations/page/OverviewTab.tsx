import { useNavigate } from 'react-router';
import { formatPercent, statisticsCalls, type OrganizationStatistics } from '@atrium/contract';
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
import { CoverageIndicator, coverageTexts } from '../../../components/CoverageIndicator.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { formatArea } from '../../../components/floor-plan/areaFormat.ts';
import { ChartGrid, TileRow } from '../../../components/PageGrid.tsx';
import { QueryError } from '../../../components/QueryError.tsx';
import { Section } from '../../../components/Section.tsx';
import { StatTile } from '../../../components/StatTile.tsx';
import { notTheirFigures } from './organizationTabs.ts';
import type { OrganizationFull } from './OrganizationPage.tsx';

type Building = OrganizationStatistics['buildings'][number];

/** Buildings whose spatial, financial and occupancy data are all covered. */
const fullyCovered = (coverages: OrganizationStatistics['dataCoverages']) =>
  coverages.filter(
    (c) => c.spatial === 'COVERED' && c.financial === 'COVERED' && c.occupancy === 'COVERED',
  ).length;

const utilizationBars = (buildings: readonly Building[]) => ({
  categories: buildings.map((b) => b.name),
  series: [
    { name: 'Peak utilization', values: buildings.map((b) => b.peakUtilization) },
    { name: 'Average utilization', values: buildings.map((b) => b.averageUtilization) },
  ],
});

const occupancyBars = (buildings: readonly Building[]) => ({
  categories: buildings.map((b) => b.name),
  series: [
    { name: 'Capacity', values: buildings.map((b) => b.capacity) },
    { name: 'Peak occupancy', values: buildings.map((b) => b.peakOccupancy) },
    { name: 'Average occupancy', values: buildings.map((b) => b.averageOccupancy) },
  ],
});

/** The overview: tiles and charts of `/organizations/statistics`, and its buildings. */
export function OverviewTab({ organization }: { organization: OrganizationFull }) {
  const navigate = useNavigate();
  const statistics = useStatistic(statisticsCalls.organizationStatistics, {
    organizationId: organization.id,
  });
  if (statistics.isError) {
    return <QueryError query={statistics} notFound={notTheirFigures(organization.name)} />;
  }
  const data = statistics.data;
  const loading = statistics.isPending;
  const range = formatRange(data?.startDate, data?.endDate);
  return (
    <>
      <TileRow label="Summary">
        <StatTile label="Buildings" value={data?.buildingCount} loading={loading} />
        <StatTile label="Leases" value={data?.leaseCount} loading={loading} caption="Active" />
        <StatTile
          label="Rentable area"
          loading={loading}
          {...(data ? areaTile(data.rentableSF) : { value: null })}
        />
        <StatTile label="Capacity" value={data?.capacity} unit="seats" loading={loading} />
        <StatTile
          label="Peak utilization"
          value={data && formatPercent(data.peakUtilization)}
          loading={loading}
          caption={
            data?.peakOccupancyDate
              ? `${formatCount(data.peakOccupancy)} people on ${formatDay(data.peakOccupancyDate)}`
              : undefined
          }
        />
        <StatTile
          label="Average utilization"
          value={data && formatFlooredPercent(data.averageUtilization)}
          loading={loading}
          caption={
            data && data.averageOccupancy !== null
              ? `${formatCount(data.averageOccupancy)} people on an average working day`
              : undefined
          }
        />
        <StatTile
          label="Fully covered buildings"
          value={data && `${fullyCovered(data.dataCoverages)} of ${data.dataCoverages.length}`}
          loading={loading}
          caption={
            data && (
              <>
                <CoverageIndicator kind="Data coverage" state={data.coverage} />{' '}
                {coverageTexts[data.coverage].label}: spatial, financial and occupancy data
              </>
            )
          }
        />
      </TileRow>
      <ChartGrid>
        <BarChart
          title="Utilization by building"
          subtitle={range}
          data={data && utilizationBars(data.buildings)}
          format="percent"
          headroom={UTILIZATION_HEADROOM}
          categoryLabel="Building"
          loading={loading}
        />
        <BarChart
          title="Occupancy by building"
          subtitle={range}
          data={data && occupancyBars(data.buildings)}
          categoryLabel="Building"
          loading={loading}
        />
      </ChartGrid>
      <Section title="Buildings" subtitle="Where the organization owns, leases or operates space.">
        <DataTable<Building>
          label="Buildings"
          rows={data?.buildings ?? []}
          loading={loading}
          getRowId={(building) => building.buildingId}
          emptyText="No buildings: the organization owns, leases and operates none."
          onRowClick={(building) => {
            void navigate(`/buildings/${building.buildingId}`);
          }}
          columns={[
            { field: 'name', header: 'Name' },
            {
              field: 'rentableSF',
              header: 'Rentable area',
              align: 'right',
              render: (b) => formatArea(b.rentableSF, b.units) ?? '–',
            },
            { field: 'leases', header: 'Leases', align: 'right' },
            {
              field: 'capacity',
              header: 'Capacity',
              align: 'right',
              render: (b) => formatCount(b.capacity),
            },
            {
              field: 'peakUtilization',
              header: 'Peak utilization',
              align: 'right',
              render: (b) => formatPercent(b.peakUtilization),
            },
            {
              field: 'averageUtilization',
              header: 'Average utilization',
              align: 'right',
              render: (b) => formatFlooredPercent(b.averageUtilization),
            },
          ]}
        />
      </Section>
    </>
  );
}

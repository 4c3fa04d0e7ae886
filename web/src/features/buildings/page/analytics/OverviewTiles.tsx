import {
  areaUnit,
  changePercent,
  formatPercent,
  lastTwoMonths,
  statisticsCalls,
  type BuildingFull,
  type StatisticsResponse,
} from '@atrium/contract';
import { useStatistic } from '../../../../api/statistics.ts';
import { useActingOrganization } from '../../../../auth/actingOrganization.ts';
import { TileGrid } from '../../../../components/AnalyticsGrid.tsx';
import { formatDay, formatFlooredPercent } from '../../../../components/charts/formats.ts';
import { formatArea } from '../../../../components/floor-plan/areaFormat.ts';
import { StatTile } from '../../../../components/StatTile.tsx';
import { coverageTexts } from '../../../../components/CoverageIndicator.tsx';
import type { TabRange } from './useTabRange.ts';

type Statistic = StatisticsResponse<typeof statisticsCalls.occupancyStatistic>;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * The building's (or the caller's floor's or lease's) headline figures over the range:
 * occupancy, utilization with its month-over-month change, leased and vacant area, tenants and
 * how much of the range has data.
 */
export function OverviewTiles({
  building,
  tab,
  statistic,
}: {
  building: BuildingFull;
  tab: TabRange;
  statistic: { data?: Statistic; isPending: boolean };
}) {
  // Leased and vacant area are the landlord's figures: not for operators (section 1).
  const operator = useActingOrganization().type === 'OPERATOR';
  const monthly = useStatistic(statisticsCalls.monthlyOccupancy, tab.body, { keepPrevious: true });
  const coverage = useStatistic(statisticsCalls.occupancyCoverage, tab.body, {
    keepPrevious: true,
  });
  const leased = useStatistic(
    statisticsCalls.leasedArea,
    operator ? null : { buildingId: building.id },
  );
  const tenants = useStatistic(statisticsCalls.tenantStatistics, { buildingId: building.id });
  const s = statistic.data;
  const loading = tab.loading(statistic.isPending);
  const { last, previous } = lastTwoMonths(monthly.data?.items ?? []);
  const change = monthly.data
    ? changePercent(last?.average ?? null, previous?.average ?? null)
    : undefined;
  const area = leased.data?.items[0];
  const partial = leased.data?.partial ?? false;
  const organizations = new Set(tenants.data?.items.map((t) => t.organizationId));
  const covered = coverage.data?.items[0];
  const occupancyShown = !tab.noData;
  return (
    <TileGrid label="Building figures">
      {occupancyShown && (
        <>
          <StatTile
            label="Peak occupancy"
            loading={loading}
            value={s?.peakOccupancy}
            unit="people"
            caption={s?.peakOccupancyDate ? `on ${formatDay(s.peakOccupancyDate)}` : undefined}
          />
          <StatTile
            label="Average occupancy"
            loading={loading}
            value={s?.averageOccupancy}
            unit="people"
            caption={s?.capacity == null ? 'Capacity is missing' : `of ${s.capacity} seats`}
          />
          <StatTile
            label="Average utilization"
            loading={loading}
            value={s ? formatFlooredPercent(s.averageUtilization) : null}
            change={change}
            caption={last ? `Last completed month vs the one before` : undefined}
          />
          <StatTile
            label="Peak utilization"
            loading={loading}
            value={s ? formatPercent(s.peakUtilization) : null}
          />
        </>
      )}
      {!operator && (
        <StatTile
          label={partial ? 'Your leased area' : 'Leased area'}
          loading={leased.isPending}
          value={area?.leasedSF}
          unit={area ? areaUnit(area.units) : undefined}
          caption={
            area?.leasedShare == null
              ? undefined
              : `${formatPercent(area.leasedShare)} of ${formatArea(area.rentableSF, area.units) ?? 'the building'}`
          }
        />
      )}
      {!operator && !partial && (
        <StatTile
          label="Vacant area"
          loading={leased.isPending}
          value={area?.vacantSF}
          unit={area ? areaUnit(area.units) : undefined}
          goodWhen="down"
          caption={area ? plural(area.leases, 'active lease') : undefined}
        />
      )}
      <StatTile
        label={partial ? 'Your leases' : 'Tenants'}
        loading={tenants.isPending}
        value={partial ? tenants.data?.items.length : tenants.data && organizations.size}
        caption={
          tenants.data && !partial ? plural(tenants.data.items.length, 'active lease') : undefined
        }
      />
      <StatTile
        label="Data coverage"
        loading={tab.group !== null && coverage.isPending && !tab.noData}
        value={covered?.coverage == null ? null : formatPercent(covered.coverage)}
        caption={
          covered
            ? [
                coverageTexts[covered.state].label,
                plural(covered.gaps.length, 'gap'),
                covered.backfilledDays > 0 ? `${covered.backfilledDays} backfilled days` : null,
              ]
                .filter(Boolean)
                .join(' · ')
            : tab.noData
              ? 'No occupancy data'
              : undefined
        }
      />
    </TileGrid>
  );
}

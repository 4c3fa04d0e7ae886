import {
  dataSourcesResource,
  encumbrancesResource,
  OFFICE_USAGE_TYPE,
  statisticsCalls,
  type BuildingFull,
} from '@atrium/contract';
import { useAll, useOne } from '../../api/resourceHooks.ts';
import { useStatistic } from '../../api/statistics.ts';
import { todayIn } from '../../components/date-range/calendarDate.ts';
import type { DateRange } from '../../components/date-range/dateRange.ts';
import { useOccupancyRange } from '../../components/date-range/useOccupancyRange.ts';
import { subleaseSituation, tenantFigures, type AnalysisMode } from './tenantFigures.ts';

/**
 * Everything the tenant analysis shows about one lease, asked once for the screen and its print
 * report: the lease, its data span and range, and the statistics calls over that range.
 * `rangeOverride` (the print report's address) replaces the range the span gives.
 */
export function useTenantAnalysis(
  buildings: readonly BuildingFull[],
  encumbranceId: number,
  mode: AnalysisMode,
  rangeOverride: DateRange | null = null,
  listed: { buildingId: number; hasOccupancyAnalytics: boolean } | null = null,
) {
  const lease = useOne(encumbrancesResource, encumbranceId);
  const current = lease.data;
  const building = buildings.find((b) => b.id === current?.buildingId) ?? null;
  // The lease's building is known before the lease arrives (the only building, or the one the
  // tenants list names): the data span is asked alongside the lease, not after it.
  const known =
    building ??
    buildings.find((b) => b.id === listed?.buildingId) ??
    (buildings.length === 1 ? buildings[0] : undefined);
  const group = known ? { buildingId: known.id, tenantId: encumbranceId } : null;
  const ranges = useOccupancyRange(group);
  const range = rangeOverride ?? ranges.range;
  // Once the span is known: over the range, or without dates when there is no data.
  const settled = group !== null && (rangeOverride !== null || !ranges.coverage.isPending);
  const body = settled ? { ...group, ...(range ?? {}) } : null;
  const tenantsBody = body && {
    buildingId: body.buildingId,
    ...(range ?? {}),
  };
  const statistic = useStatistic(statisticsCalls.occupancyStatistic, body, {
    keepPrevious: true,
  });
  const tenants = useStatistic(statisticsCalls.tenantStatistics, tenantsBody, {
    keepPrevious: true,
  });
  const tenant = tenants.data?.items.find((item) => item.tenantId === encumbranceId);
  // The tenants list says so too: the office-only calls need not wait for the lease.
  const isOffice = current
    ? current.usageType?.name === OFFICE_USAGE_TYPE
    : (listed?.hasOccupancyAnalytics ?? null);
  const hasData = range !== null;
  const officeBody = isOffice && hasData ? body : null;
  const monthly = useStatistic(statisticsCalls.monthlyOccupancy, body, {
    keepPrevious: true,
  });
  const daily = useStatistic(statisticsCalls.dailyOccupancy, officeBody, {
    keepPrevious: true,
  });
  const flex = useStatistic(statisticsCalls.flex, officeBody, {
    keepPrevious: true,
  });
  const sources = useAll(
    dataSourcesResource,
    { where: { buildingId: building?.id ?? 0 }, orderBy: { name: 'asc' } },
    { enabled: building !== null },
  );
  const today = building ? todayIn(building.timeZone) : null;
  const situation = current && today ? subleaseSituation(current, today) : null;
  // The toggle's choice counts only where the toggle is offered.
  const shownMode: AnalysisMode = situation?.hasModes ? mode : 'original';
  const figures =
    current && today && statistic.data && tenant
      ? tenantFigures({
          mode: shownMode,
          lease: current,
          today,
          statistic: statistic.data,
          tenant,
        })
      : null;
  // The cost of the seats the mode counts ('Subleases': the seats and area after deduction).
  // The lease as signed with its seats needs no figures first: its cost is asked alongside the
  // statistics.
  // (Without its own seats, a lease counts its spaces': the statistic says so.)
  const early = shownMode === 'original' && current?.capacity != null;
  const costBody =
    isOffice && body && (early || figures?.capacity != null)
      ? {
          buildingId: body.buildingId,
          tenantId: body.tenantId,
          ...(range ?? {}),
          ...(shownMode === 'subleases' &&
            figures?.capacity != null && {
              capacity: figures.capacity,
              ...(figures.rentableSF !== null && {
                rentableSF: figures.rentableSF,
              }),
            }),
        }
      : null;
  const cost = useStatistic(statisticsCalls.buildingCosts, costBody, {
    keepPrevious: true,
  });
  return {
    lease,
    building,
    ranges,
    range,
    today,
    situation,
    mode: shownMode,
    isOffice,
    statistic,
    tenants,
    tenant,
    figures,
    monthly,
    daily,
    flex,
    cost,
    sources,
  };
}

export type TenantAnalysisData = ReturnType<typeof useTenantAnalysis>;

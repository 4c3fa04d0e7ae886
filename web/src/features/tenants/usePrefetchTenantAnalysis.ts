import { encumbrancesResource, statisticsCalls } from '@atrium/contract';
import { useOne } from '../../api/resourceHooks.ts';
import { useStatistic } from '../../api/statistics.ts';

/**
 * What the tenant analysis asks first, asked by the building page from its address while the
 * building itself loads (the same queries, so the analysis finds them on their way or answered):
 * the building's tenants list, and for the lease the address names its row and its data span.
 * `buildingId` null: the page shows another tab, nothing is asked.
 */
export function usePrefetchTenantAnalysis(buildingId: number | null, encumbranceId: number | null) {
  useStatistic(statisticsCalls.tenantStatistics, buildingId === null ? null : { buildingId });
  const named = buildingId !== null && encumbranceId !== null;
  useOne(encumbrancesResource, named ? encumbranceId : null);
  useStatistic(
    statisticsCalls.occupancyCoverage,
    named ? { buildingId, tenantId: encumbranceId } : null,
  );
}

// /organizations/statistics: an organization's portfolio with its occupancy and data coverage.
import {
  areaByUnits,
  combineCoverage,
  pooledFigures,
  type OrganizationStatistics,
  type OrganizationStatisticsRequest,
} from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { groupBy } from '../resources/relations.ts';
import { coverageUnitsOf, dataCoverages } from './organization-coverage.ts';
import { readSeries, workingHoursOf } from './organization-repository.ts';
import { loadPortfolio, resolveOrganization } from './organization-target.ts';

export async function organizationStatistics(
  db: Db,
  scope: TenantScope,
  request: OrganizationStatisticsRequest,
): Promise<OrganizationStatistics> {
  const organization = await resolveOrganization(db, scope, request.organizationId);
  const portfolio = await loadPortfolio(db, scope, organization);
  // The occupancy series and the coverage's reads do not depend on each other: sent together,
  // on two connections of the pool, the database works on both at once.
  const units = coverageUnitsOf(portfolio);
  const [series, coverages] = await Promise.all([
    readSeries(db, scope, portfolio.groups, portfolio.info, request),
    dataCoverages(db, scope, units, portfolio.info),
  ]);
  const hoursOf = workingHoursOf(portfolio.info);
  const groupsIn = groupBy(portfolio.groups, (g) => g.buildingId);
  const leasesIn = groupBy(portfolio.leases, (l) => l.buildingId);
  const seriesOf = (buildingId?: number) =>
    (buildingId === undefined ? portfolio.groups : (groupsIn.get(buildingId) ?? [])).map((g) => ({
      capacity: g.capacity,
      days: series.daysOf(g),
    }));
  return {
    organization: {
      id: organization.id,
      key: organization.key,
      name: organization.name,
      type: organization.type,
      industry: organization.industry,
    },
    buildingCount: portfolio.buildings.length,
    leaseCount: portfolio.leases.length,
    rentableSF: areaByUnits(
      portfolio.buildings.map((b) => ({ units: b.units, area: b.rentableSF })),
    ),
    ...pooledFigures(seriesOf(), hoursOf(portfolio.buildings.map((b) => b.id))),
    buildings: portfolio.buildings.map((b) => ({
      buildingId: b.id,
      name: b.name,
      units: b.units,
      rentableSF: b.rentableSF,
      leases: leasesIn.get(b.id)?.length ?? 0,
      ...pooledFigures(seriesOf(b.id), hoursOf([b.id])),
    })),
    dataCoverages: coverages,
    coverage: combineCoverage(coverages.flatMap((c) => [c.spatial, c.financial, c.occupancy])),
    startDate: series.startDate,
    endDate: series.endDate,
  };
}

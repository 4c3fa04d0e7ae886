// /encumbrances/statistic/financial-coverage: per building and tenant organization, whether the
// leases carry their rent rate, area and dates (docs/metrics.md, "Data coverage").
import { localDatesNow } from '../clock.ts';
import type { z } from 'zod';
import {
  combineCoverage,
  financialCoverage,
  latestLeaseEnd,
  missingFinancialFields,
  type CoverageState,
  type ZFinancialCoverageRequestSchema,
  type ZFinancialCoverageResponseSchema,
} from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { groupBy } from '../resources/relations.ts';
import {
  findBuildings,
  findLeases,
  requireVisibleBuildings,
  type LeaseRow,
} from './portfolio-queries.ts';

type Response = z.output<typeof ZFinancialCoverageResponseSchema>;

/** The leases per tenant organization, with its name. */
function byOrganization(leases: LeaseRow[]) {
  const groups = new Map<number, { orgName: string; leases: LeaseRow[] }>();
  for (const lease of leases) {
    const group = groups.get(lease.organizationId) ?? { orgName: lease.orgName, leases: [] };
    group.leases.push(lease);
    groups.set(lease.organizationId, group);
  }
  return groups;
}

/** One organization's leases in one building: every lease it holds, whatever its status. */
function organizationCoverage(
  organizationId: number,
  orgName: string,
  leases: LeaseRow[],
  asOf: string,
) {
  const gaps = leases.map((l) => ({
    tenantId: l.id,
    status: l.status,
    missing: missingFinancialFields(l),
  }));
  const counts = {
    leases: leases.length,
    completeLeases: gaps.filter((g) => g.missing.length === 0).length,
  };
  return {
    organizationId,
    orgName,
    state: financialCoverage({
      ...counts,
      leaseEndDate: latestLeaseEnd(leases.map((l) => l.endDate)),
      today: asOf,
    }),
    ...counts,
    incomplete: gaps.filter((g) => g.missing.length > 0),
  };
}

export async function financialCoverageOf(
  db: Db,
  scope: TenantScope,
  body: z.output<typeof ZFinancialCoverageRequestSchema>,
): Promise<Response> {
  // Today in each building's own zone, unless the request names the day (docs/metrics.md).
  const dateIn = localDatesNow();
  const buildingIds = await requireVisibleBuildings(db, scope, body.buildingId);
  const [found, leases] = await Promise.all([
    findBuildings(db, scope, buildingIds),
    findLeases(db, scope, { buildingIds, organizationId: body.organizationId }),
  ]);
  const leasesOf = groupBy(leases, (l) => l.buildingId);
  const items: Response['items'] = [];
  const statesOf = new Map<number, { orgName: string; states: CoverageState[] }>();
  for (const building of found) {
    const inBuilding = leasesOf.get(building.id) ?? [];
    // Asked about one organization: only the buildings where it holds a lease.
    if (body.organizationId !== undefined && inBuilding.length === 0) continue;
    const organizations = [...byOrganization(inBuilding)].map(([id, own]) =>
      organizationCoverage(id, own.orgName, own.leases, body.asOf ?? dateIn(building.timeZone)),
    );
    for (const o of organizations) {
      const entry = statesOf.get(o.organizationId) ?? { orgName: o.orgName, states: [] };
      entry.states.push(o.state);
      statesOf.set(o.organizationId, entry);
    }
    items.push({
      buildingId: building.id,
      name: building.name,
      state: combineCoverage(organizations.map((o) => o.state)),
      leases: inBuilding.length,
      completeLeases: organizations.reduce((sum, o) => sum + o.completeLeases, 0),
      organizations,
    });
  }
  return {
    items,
    organizations: [...statesOf]
      .map(([organizationId, { orgName, states }]) => ({
        organizationId,
        orgName,
        state: combineCoverage(states),
      }))
      .sort((a, b) => a.orgName.localeCompare(b.orgName) || a.organizationId - b.organizationId),
  };
}

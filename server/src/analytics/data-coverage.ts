// `/data-coverage`: for every customer organization the caller sees (a master admin: all of them;
// acting as one: that one), the spatial, financial and occupancy coverage of each of its
// buildings, as /organizations/statistics works them out (organization-coverage.ts).
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  combineCoverage,
  customerOrganizationTypes,
  type DataCoverageResponse,
  type OrganizationCoverage,
} from '@atrium/contract';
import type { z } from 'zod';
import type { ZDataCoverageRequestSchema } from '@atrium/contract';
import { organizations } from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { NotFoundError } from '../http/errors.ts';
import { coverageUnitsOf, dataCoverages } from './organization-coverage.ts';
import { loadPortfolio, resolveOrganization } from './organization-target.ts';

type Request = z.output<typeof ZDataCoverageRequestSchema>;

export async function dataCoverage(
  db: Db,
  scope: TenantScope,
  request: Request,
): Promise<DataCoverageResponse> {
  const conditions: (SQL | undefined)[] = [
    // Acting as an organization, its own coverage: the others' are the platform's to compare.
    scope.kind === 'all' ? undefined : eq(organizations.id, scope.organizationId),
    inArray(organizations.type, request.type ? [request.type] : [...customerOrganizationTypes]),
  ];
  if (request.organizationId !== undefined)
    conditions.push(eq(organizations.id, request.organizationId));
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(...conditions))
    .orderBy(asc(organizations.name), asc(organizations.id));
  if (request.organizationId !== undefined && rows.length === 0) throw new NotFoundError();
  const items: OrganizationCoverage[] = [];
  // One organization at a time: each reads its portfolio and coverage in a few statements.
  for (const { id } of rows) {
    const organization = await resolveOrganization(db, scope, id);
    const portfolio = await loadPortfolio(db, scope, organization);
    const coverages = await dataCoverages(db, scope, coverageUnitsOf(portfolio), portfolio.info);
    const nameOf = new Map(portfolio.buildings.map((b) => [b.id, b.name]));
    const buildings = coverages.map((c) => ({ ...c, name: nameOf.get(c.buildingId) ?? '' }));
    items.push({
      organizationId: organization.id,
      key: organization.key,
      name: organization.name,
      type: organization.type,
      coverage: combineCoverage(coverages.flatMap((c) => [c.spatial, c.financial, c.occupancy])),
      spatial: combineCoverage(coverages.map((c) => c.spatial)),
      financial: combineCoverage(coverages.map((c) => c.financial)),
      occupancy: combineCoverage(coverages.map((c) => c.occupancy)),
      buildings,
    });
  }
  return { items };
}

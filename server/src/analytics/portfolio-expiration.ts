// /encumbrances/statistic/expiration and /expiration/by-year: when the active leases in view
// run out, with their area and rent.
import type { z } from 'zod';
import {
  expirationsByYear,
  expirationSummary,
  leaseMonthsRemaining,
  revenue,
  type ZExpirationByYearResponseSchema,
  type ZExpirationRequestSchema,
  type ZExpirationResponseSchema,
  type ZLeaseFilterSchema,
  compareIso,
} from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { todayIn } from '../clock.ts';
import { findLeases, requireVisibleBuildings } from './portfolio-queries.ts';

type Filter = z.output<typeof ZLeaseFilterSchema>;

/** The active top-level leases in view, with their annual rent, by end date (open-ended last). */
async function expiringLeases(db: Db, scope: TenantScope, filter: Filter) {
  const buildingIds = await requireVisibleBuildings(db, scope, filter.buildingId);
  const leases = await findLeases(db, scope, {
    buildingIds,
    organizationId: filter.organizationId,
    activeOnly: true,
    topLevelOnly: true,
  });
  const openEnded = (end: string | null) => Number(end === null);
  return leases
    .map((l) => ({ ...l, annualRent: revenue(l.rentRate, l.rentableSF) }))
    .sort(
      (a, b) =>
        openEnded(a.endDate) - openEnded(b.endDate) ||
        compareIso(a.endDate ?? '', b.endDate ?? '') ||
        a.id - b.id,
    );
}

export async function leaseExpiration(
  db: Db,
  scope: TenantScope,
  body: z.output<typeof ZExpirationRequestSchema>,
): Promise<z.output<typeof ZExpirationResponseSchema>> {
  const leases = await expiringLeases(db, scope, body);
  // Today for the leases' buildings: the earliest of their local dates (docs/metrics.md).
  const asOf = body.asOf ?? todayIn(leases);
  return {
    asOf,
    items: leases.map((l) => ({
      tenantId: l.id,
      buildingId: l.buildingId,
      buildingName: l.buildingName,
      organizationId: l.organizationId,
      orgName: l.orgName,
      startDate: l.startDate,
      endDate: l.endDate,
      status: l.status,
      monthsRemaining: leaseMonthsRemaining(l.endDate, l.status, asOf),
      rentableSF: l.rentableSF,
      units: l.units,
      annualRent: l.annualRent,
      currency: l.currency,
    })),
    summary: expirationSummary(leases, asOf),
  };
}

export async function leaseExpirationByYear(
  db: Db,
  scope: TenantScope,
  body: Filter,
): Promise<z.output<typeof ZExpirationByYearResponseSchema>> {
  const { years, openEnded } = expirationsByYear(await expiringLeases(db, scope, body));
  return { items: years, openEnded };
}

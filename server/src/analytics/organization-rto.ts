// /organizations/rto and /rto/trends: return-to-office figures (rtoFigures) of the organization's
// rtoPeriod over its portfolio's groups — an occupier's leases, an owner's buildings, an
// operator's floors — their daily peaks added per date and their capacities added.
import {
  addDays,
  daysBetween,
  rtoFigures,
  sumDailyPeaks,
  type RtoFigures,
  type RtoPeriod,
  sumKnown,
} from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { readGroupDays, groupKey, workingHoursOf } from './organization-repository.ts';
import { loadPortfolio, resolveOrganization } from './organization-target.ts';
import { todayIn } from '../clock.ts';

export type OrganizationRto = {
  organizationId: number;
  period: RtoPeriod | null;
  capacity: number | null;
  /** null without a period or when it starts after today. */
  figures: RtoFigures | null;
};

export async function organizationRto(
  db: Db,
  scope: TenantScope,
  organizationId: number | undefined,
): Promise<OrganizationRto> {
  const organization = await resolveOrganization(db, scope, organizationId);
  const period = organization.rtoPeriod;
  const { buildings, groups, info } = await loadPortfolio(db, scope, organization);
  const capacity = sumKnown(groups.map((g) => g.capacity));
  // Today for the portfolio: the earliest of its buildings' local dates (docs/metrics.md).
  const now = todayIn(buildings);
  if (period === null || period.startDate > now) {
    return { organizationId: organization.id, period, capacity, figures: null };
  }
  // The period up to today and as many days before it (the baseline).
  const end = period.endDate === null || period.endDate > now ? now : period.endDate;
  const from = addDays(period.startDate, -(daysBetween(period.startDate, end) + 1));
  const byGroup = await readGroupDays(db, scope, groups, info, { startDate: from, endDate: end });
  const days = sumDailyPeaks(groups.map((g) => byGroup.get(groupKey(g)) ?? []));
  return {
    organizationId: organization.id,
    period,
    capacity,
    figures: rtoFigures({
      period,
      days,
      capacity,
      today: now,
      hours: workingHoursOf(info)(groups.map((g) => g.buildingId)),
    }),
  };
}

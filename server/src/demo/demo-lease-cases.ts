// Two lease situations the tenant analysis must show and the generated floors never give, set
// up in the second sensored building (Federal Place in the `demo` size): a holdover — an ACTIVE
// lease whose end date has passed, shown 'EXPIRED' — and a new lease whose spaces are not
// mapped yet, so it has no seats on record ('Capacity is missing') and no occupancy.
import { asc, eq } from 'drizzle-orm';
import { encumbrances } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';
import {
  addMonths,
  isoDate,
  type PortfolioContext,
  type WrittenBuildings,
} from './portfolio-plan.ts';

export async function writeLeaseCases(
  db: Db,
  context: PortfolioContext,
  written: WrittenBuildings,
): Promise<void> {
  const buildingId = written.sensorPlans[1]?.buildingId;
  if (buildingId === undefined) return;
  const { services, today, orgId, usage } = context;
  const all = await db
    .select()
    .from(encumbrances)
    .where(eq(encumbrances.buildingId, buildingId))
    .orderBy(asc(encumbrances.id));
  const leases = all.filter((lease) => lease.status === 'ACTIVE' && lease.parentId === null);
  const parents = new Set(all.map((lease) => lease.parentId));
  const office = usage.get('Office') ?? null;
  const offices = leases.filter((lease) => lease.usageTypeId === office);
  // The holdover: the last office lease without subleases (which must end within it) — its
  // term ended two months ago; nobody has updated it.
  const holdover = offices.filter((lease) => !parents.has(lease.id)).at(-1);
  if (holdover) {
    await services.encumbrances.update(holdover.id, {
      endDate: isoDate(addMonths(today, -2)),
    });
  }
  // A lease signed last month whose spaces are still to be mapped: no capacity, no spaces.
  const template = offices[0];
  if (!template) return;
  await services.encumbrances.create({
    buildingId,
    organizationId: orgId('initech'),
    usageTypeId: office,
    leaseTypeId: template.leaseTypeId,
    startDate: isoDate(addMonths(today, -1)),
    endDate: isoDate(addMonths(today, 59)),
    status: 'ACTIVE',
    rentableSF: Math.round((template.rentableSF ?? 10_000) / 2),
    capacity: null,
    rentRate: template.rentRate,
    targetDensity: template.targetDensity,
    spaceIds: [],
  });
  context.summary.leases++;
}

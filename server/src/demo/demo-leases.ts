// A demo building's leases: each office floor goes to one tenant (or the operator, or stays
// vacant), the ground floor to a shop, and the first two large active leases sublet a third of
// their spaces.
import type { z } from 'zod';
import type { encumbrancesResource } from '@atrium/contract';
import type { Random } from './random.ts';
import type { Place } from './places.ts';
import { demoOrganizations, occupierKeys, tenantLevel } from './organizations.ts';
import type { ActivitySpace } from './activity.ts';
import type { SensoredSpace } from '../occupancy/synthetic.ts';
import {
  addMonths,
  isoDate,
  type DemoFloor,
  type DemoSpace,
  type PortfolioContext,
  type WrittenBuildings,
} from './portfolio-plan.ts';

type EncumbranceData = z.input<typeof encumbrancesResource.create>;
type LeasedBuilding = { id: number; index: number; place: Place; floors: DemoFloor[] };

/** Writes the building's leases; answers its sensored spaces and its office spaces' tenants. */
export async function writeLeases(
  context: PortfolioContext,
  written: WrittenBuildings,
  building: LeasedBuilding,
): Promise<{ sensored: SensoredSpace[]; officeSpaces: ActivitySpace[] }> {
  const { services, random, today, summary, orgId, usage, leaseTypeIds } = context;
  const imperial = building.place.units === 'IMPERIAL';
  const rate = rentRate(random, building.place.currency, imperial);
  const density = imperial ? random.int(150, 240) : random.int(12, 22);
  const leaseOf = async (data: EncumbranceData) => {
    const lease = await services.encumbrances.create(data);
    summary.leases++;
    return lease;
  };
  const sensored: SensoredSpace[] = [];
  const officeSpaces: ActivitySpace[] = [];
  const rtoOf = (key: string) => demoOrganizations.find((o) => o.key === key)?.rtoStart ?? null;
  const sense = (spaces: DemoSpace[], tenant: string) => {
    for (const space of spaces) {
      if (space.capacity === null || space.category === 'CIRCULATION') continue;
      officeSpaces.push({ spaceId: space.id, capacity: space.capacity, type: space.type, tenant });
      sensored.push({
        spaceId: space.id,
        capacity: space.capacity,
        level: tenantLevel(tenant) * random.between(0.85, 1.15),
        rtoStart: rtoOf(tenant),
      });
    }
  };
  for (const [index, floor] of building.floors.entries()) {
    if (floor.kind === 'parking') continue;
    const roll = random.next();
    const capacity = floor.spaces.reduce((sum, s) => sum + (s.capacity ?? 0), 0);
    const area = floor.spaces.reduce((sum, s) => sum + s.area, 0);
    const base = {
      buildingId: building.id,
      spaceIds: floor.spaces.filter((s) => s.category !== 'CIRCULATION').map((s) => s.id),
      rentableSF: area,
      capacity,
      rentRate: rate,
      targetDensity: density,
      leaseTypeId: random.pick(leaseTypeIds),
    };
    if (floor.kind === 'ground') {
      if (roll < 0.6) {
        await leaseOf({
          ...base,
          organizationId: orgId(random.pick(occupierKeys)),
          usageTypeId: usage.get('Retail') ?? null,
          startDate: isoDate(addMonths(today, -random.int(6, 40))),
          endDate: isoDate(addMonths(today, random.int(12, 60))),
          rentRate: Math.round(rate * 1.4),
        });
      }
      continue;
    }
    if (roll < 0.12 && index > 1) continue; // vacant
    if (roll < 0.3) {
      // The operator runs this floor as a flexible site.
      await services.floors.update(floor.floorId, {
        operatorOrganizationId: orgId('metrospaces'),
      });
      await leaseOf({
        ...base,
        organizationId: orgId('metrospaces'),
        usageTypeId: usage.get('Office') ?? null,
        startDate: isoDate(addMonths(today, -random.int(12, 36))),
        endDate: isoDate(addMonths(today, random.int(24, 84))),
      });
      sense(floor.spaces, 'metrospaces');
      continue;
    }
    const tenant = occupierKeys[(building.index + index) % occupierKeys.length] ?? 'northwind';
    const dates = leaseDates(random, today);
    const lease = await leaseOf({
      ...base,
      ...dates,
      organizationId: orgId(tenant),
      usageTypeId: usage.get('Office') ?? null,
    });
    // Subleases: the first is complete, the second has no capacity (the specification's
    // 'Capacity is missing in the sublease' case).
    if (dates.status === 'ACTIVE' && written.subleasesMade < 2 && base.spaceIds.length >= 4) {
      const subtenant =
        occupierKeys[(occupierKeys.indexOf(tenant) + 1) % occupierKeys.length] ?? 'initech';
      await leaseOf({
        buildingId: building.id,
        parentId: lease.id,
        organizationId: orgId(subtenant),
        spaceIds: base.spaceIds.slice(0, Math.floor(base.spaceIds.length / 3)),
        startDate: isoDate(addMonths(today, -6)),
        endDate: lease.endDate,
        status: 'ACTIVE',
        rentableSF: Math.round(area / 3),
        capacity: written.subleasesMade === 0 ? Math.round(capacity / 3) : null,
        rentRate: Math.round(rate * 0.9),
        targetDensity: density,
        usageTypeId: usage.get('Office') ?? null,
      });
      written.subleasesMade++;
    }
    if (dates.status === 'ACTIVE') sense(floor.spaces, tenant);
  }
  return { sensored, officeSpaces };
}

/** An office lease's state: one in ten has expired, about one in twelve is still to begin. */
function leaseDates(random: Random, today: Date) {
  const state = random.next();
  if (state < 0.1)
    return {
      status: 'EXPIRED' as const,
      startDate: isoDate(addMonths(today, -72)),
      endDate: isoDate(addMonths(today, -random.int(2, 10))),
    };
  if (state < 0.18)
    return {
      status: 'PENDING' as const,
      startDate: isoDate(addMonths(today, random.int(2, 8))),
      endDate: isoDate(addMonths(today, random.int(60, 120))),
    };
  return {
    status: 'ACTIVE' as const,
    startDate: isoDate(addMonths(today, -random.int(14, 60))),
    endDate: isoDate(addMonths(today, random.int(3, 96))),
  };
}

/** Yearly rent per area unit, realistic per currency. */
function rentRate(random: Random, currency: string, imperial: boolean): number {
  const perSqm: Record<string, [number, number]> = {
    EUR: [280, 650],
    GBP: [450, 950],
    CAD: [260, 480],
    SGD: [900, 1500],
    AUD: [650, 1100],
    JPY: [60_000, 110_000],
  };
  if (imperial) return random.int(42, 95);
  const range = perSqm[currency] ?? [300, 600];
  return random.int(range[0], range[1]);
}

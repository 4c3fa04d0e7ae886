// The demo portfolio, written through the same services as the API (validation, scope checks,
// audit) so that it is exactly what a person could have entered. Seeded: the same seed and the
// same day give the same portfolio.
import type { z } from 'zod';
import type { encumbrancesResource, ResourceContract } from '@atrium/contract';
import type { ResourceService } from '../http/resource-routes.ts';
import type { RequestAuth } from '../auth/guard.ts';
import { ALL } from '../auth/scope.ts';
import { ensurePlatformOrganization } from '../auth/bootstrap.ts';
import type { Db } from '../resources/resource-table.ts';
import { createResourceService } from '../resources/service.ts';
import { catalogueDefinitions } from '../resources/catalogues/index.ts';
import { organizationsDefinition } from '../resources/organizations/index.ts';
import { usersDefinition } from '../resources/users/index.ts';
import { buildingsDefinition } from '../resources/buildings/index.ts';
import { floorsDefinition } from '../resources/floors/index.ts';
import { spacesDefinition } from '../resources/spaces/index.ts';
import { encumbrancesDefinition } from '../resources/encumbrances/index.ts';
import { networksDefinition } from '../resources/networks/index.ts';
import { networkLevelsDefinition } from '../resources/networks/levels.ts';
import { dataSourcesDefinition } from '../resources/data-sources/index.ts';
import { seededRandom, type Random } from './random.ts';
import { buildingNames, places, type Place } from './places.ts';
import { planFloor, type FloorKind } from './floor-plan.ts';
import {
  DEMO_PASSWORD,
  demoAccounts,
  demoOrganizations,
  occupierKeys,
  tenantLevel,
} from './organizations.ts';
import {
  fullCadence,
  syntheticReadings,
  type Cadence,
  type SensoredSpace,
  type SyntheticBuilding,
  type SyntheticRow,
} from '../occupancy/synthetic.ts';
import { ingestReadings } from '../occupancy/ingest.ts';
import type { RawRow } from '../occupancy/parse.ts';
import type { FileStore } from '../storage/store.ts';
import { drawBuildingPictures, pictureSaver } from './images.ts';
import { importActivity, peakObserver, type ActivitySpace } from './activity.ts';

export type DemoSize = 'small' | 'demo' | 'large';
export type DemoOptions = {
  size: DemoSize;
  seed?: number;
  today?: Date;
  /** Generate occupancy readings, and the reservations and badge events that follow them (default true). */
  occupancy?: boolean;
  /** Where the buildings' pictures are stored (the storage routes' file store); null for none. */
  files: FileStore | null;
  onProgress?: (done: number, total: number, label: string) => void;
};
export type DemoSummary = {
  organizations: number;
  users: number;
  buildings: number;
  floors: number;
  spaces: number;
  leases: number;
  buildingIds: number[];
  sensoredSpaceIds: number[];
  readings: number;
  /** Of the readings, those sent later for part of the outage (`backfilled`). */
  backfilledReadings: number;
  images: number;
  /** The building with reservations and badge events, and how many of each. */
  activityBuildingId: number | null;
  reservations: number;
  badgeEvents: number;
};

const SQM_TO_SQFT = 10.7639;
type SizePlan = {
  buildings: number;
  officeFloors: [number, number];
  floorLength: [number, number];
  /** Days of occupancy readings up to yesterday, how often, and every how many buildings have sensors. */
  days: number;
  cadence: Cadence;
  sensorEvery: number;
};
const sizes: Record<DemoSize, SizePlan> = {
  small: {
    buildings: 3,
    officeFloors: [2, 2],
    floorLength: [36, 44],
    days: 56,
    cadence: fullCadence(60),
    sensorEvery: 1,
  },
  demo: {
    buildings: 14,
    officeFloors: [3, 5],
    floorLength: [44, 64],
    days: 365,
    // A year of hourly counts in half the buildings keeps the first start under a minute.
    cadence: { intervalMinutes: 60, hours: [7, 19], weekendHours: [10, 13, 16] },
    sensorEvery: 2,
  },
  large: {
    buildings: 100,
    officeFloors: [6, 8],
    floorLength: [90, 110],
    days: 365,
    cadence: fullCadence(15),
    sensorEvery: 1,
  },
};

type EncumbranceData = z.input<typeof encumbrancesResource.create>;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

const systemAuth = (platformId: number): RequestAuth => ({
  user: {
    id: 'demo-generator',
    email: 'demo-generator@atrium.local',
    name: 'Demo generator',
    orgKey: 'atrium',
    title: null,
    roles: ['master-admin'],
    realm: 'atrium',
    groups: [],
    permissions: [],
    organization: {
      id: platformId,
      key: 'atrium',
      name: 'Atrium',
      type: 'PLATFORM',
      realm: 'atrium',
    },
  },
  scope: ALL,
  impersonating: null,
  requestId: 'demo-generator',
});

export async function generatePortfolio(db: Db, options: DemoOptions): Promise<DemoSummary> {
  const seed = options.seed ?? 20261121;
  const random = seededRandom(seed);
  const today = options.today ?? new Date();
  const size = sizes[options.size];
  const progress = options.onProgress ?? (() => undefined);
  const total = 3 + size.buildings;
  let step = 0;
  const tick = (label: string) => {
    progress(++step, total, label);
  };

  // The platform organization first (as the first start makes it): the generator acts as its master admin.
  const platform = { id: await ensurePlatformOrganization(db) };
  const auth = systemAuth(platform.id);
  const services = {
    organizations: through(db, organizationsDefinition, auth),
    users: through(db, usersDefinition, auth),
    industries: through(db, catalogueDefinitions.industries, auth),
    usageTypes: through(db, catalogueDefinitions.usageTypes, auth),
    leaseTypes: through(db, catalogueDefinitions.leaseTypes, auth),
    buildings: through(db, buildingsDefinition, auth),
    floors: through(db, floorsDefinition, auth),
    spaces: through(db, spacesDefinition, auth),
    encumbrances: through(db, encumbrancesDefinition, auth),
    networks: through(db, networksDefinition, auth),
    networkLevels: through(db, networkLevelsDefinition, auth),
    dataSources: through(db, dataSourcesDefinition, auth),
  };
  const savePictures = options.files ? pictureSaver(db, options.files, auth) : null;

  const industryIds = new Map<string, number>();
  for (const name of [...new Set(demoOrganizations.map((o) => o.industry))]) {
    industryIds.set(name, (await services.industries.create({ name })).id);
  }
  const orgIds = new Map<string, number>([['atrium', platform.id]]);
  for (const o of demoOrganizations) {
    const created = await services.organizations.create({
      key: o.key,
      name: o.name,
      type: o.type,
      industryId: industryIds.get(o.industry) ?? null,
      rtoPeriod: o.rtoStart ? { startDate: o.rtoStart, endDate: null } : null,
    });
    orgIds.set(o.key, created.id);
  }
  const orgId = (key: string) => {
    const id = orgIds.get(key);
    if (id === undefined) throw new Error(`No demo organization ${key}`);
    return id;
  };
  for (const account of demoAccounts()) {
    const [local] = account.email.split('@');
    await services.users.create({
      email: account.email,
      name: `${local === 'admin' ? 'Admin' : 'Viewer'} ${account.organizationKey}`,
      role: account.role,
      organizationId: orgId(account.organizationKey),
      password: DEMO_PASSWORD,
    });
  }
  tick('Organizations and accounts');

  const usage = new Map<string, number>();
  for (const name of ['Office', 'Retail', 'Storage', 'Laboratory'])
    usage.set(name, (await services.usageTypes.create({ name })).id);
  const leaseTypeIds: number[] = [];
  for (const name of ['Gross', 'Net', 'Triple net'])
    leaseTypeIds.push((await services.leaseTypes.create({ name })).id);
  tick('Catalogues');

  const summary: DemoSummary = {
    organizations: orgIds.size,
    users: demoAccounts().length,
    buildings: 0,
    floors: 0,
    spaces: 0,
    leases: 0,
    buildingIds: [],
    sensoredSpaceIds: [],
    readings: 0,
    backfilledReadings: 0,
    images: 0,
    activityBuildingId: null,
    reservations: 0,
    badgeEvents: 0,
  };
  /** Per building: its sensored office spaces and their tenants, for reservations and badges. */
  const officeSpaces = new Map<number, ActivitySpace[]>();
  const badgeSources = new Map<number, number>();
  const sensorPlans: SyntheticBuilding[] = [];
  const buildingsByPlace: { id: number; name: string; place: Place }[] = [];
  let subleasesMade = 0;

  for (let b = 0; b < size.buildings; b++) {
    const place = places[b % places.length] ?? places[0];
    if (!place) throw new Error('No places');
    const imperial = place.units === 'IMPERIAL';
    const toUnits = (sqm: number) => Math.round(imperial ? sqm * SQM_TO_SQFT : sqm);
    const owner = b % 7 === 6 ? 'crescent' : 'harbor';
    const officeFloors = random.int(size.officeFloors[0], size.officeFloors[1]);
    const length = Math.round(random.between(size.floorLength[0], size.floorLength[1]));
    const depth = Math.round(random.between(20, 28));
    const hasParking = b % 3 === 0;
    const name = `${buildingNames[b % buildingNames.length] ?? 'Building'}${b >= buildingNames.length ? ` ${Math.floor(b / buildingNames.length) + 1}` : ''}`;
    const yearBuilt = random.int(1965, 2018);
    const floorArea = toUnits(length * depth);
    const floorCount = officeFloors + 1 + (hasParking ? 1 : 0);
    const building = await services.buildings.create({
      name,
      ownerOrganizationId: orgId(owner),
      street1: place.street,
      city: place.city,
      region: place.region,
      country: place.country,
      coordinates: [
        place.coordinates[0] + random.between(-0.002, 0.002),
        place.coordinates[1] + random.between(-0.002, 0.002),
      ],
      timeZone: place.timeZone,
      units: place.units,
      currency: place.currency,
      class: random.pick(['A', 'A', 'B', 'B+', 'C']),
      yearBuilt,
      yearRenovated:
        yearBuilt <= 2012 && random.chance(0.6)
          ? random.int(Math.max(yearBuilt + 10, 2000), 2025)
          : null,
      floorCount,
      totalSF: Math.round(floorArea * floorCount * 1.08),
      rentableSF: floorArea * floorCount,
      avgRentableSFPerFloor: floorArea,
      description: `${name} is a ${floorCount}-storey office building in ${place.city}.`,
    });
    buildingsByPlace.push({ id: building.id, name, place });
    summary.buildings++;
    summary.buildingIds.push(building.id);

    const levels: { kind: FloorKind; level: number }[] = [
      ...(hasParking ? [{ kind: 'parking' as const, level: -1 }] : []),
      { kind: 'ground', level: 0 },
      ...Array.from({ length: officeFloors }, (_, i) => ({
        kind: 'office' as const,
        level: i + 1,
      })),
    ];
    const floorSpaces: {
      floorId: number;
      kind: FloorKind;
      spaces: {
        id: number;
        capacity: number | null;
        area: number;
        category: string;
        type: string;
      }[];
    }[] = [];
    for (const { kind, level } of levels) {
      const floor = await services.floors.create({
        buildingId: building.id,
        name: level < 0 ? 'Parking P1' : level === 0 ? 'Ground floor' : `Level ${level}`,
        position: level,
        rentableSF: floorArea,
      });
      summary.floors++;
      const spaces = [];
      for (const planned of planFloor(random, kind, length, depth, level)) {
        const space = await services.spaces.create({
          floorId: floor.id,
          name: planned.name,
          category: planned.category,
          type: planned.type,
          rentableSF: toUnits(planned.area),
          usableSF: toUnits(planned.area * 0.92),
          capacity: planned.capacity,
          polygon: planned.polygon,
        });
        spaces.push({
          id: space.id,
          capacity: planned.capacity,
          area: toUnits(planned.area),
          category: planned.category,
          type: planned.type,
        });
        summary.spaces++;
      }
      floorSpaces.push({ floorId: floor.id, kind, spaces });
    }

    // Leases: each office floor goes to one tenant (or the operator, or stays vacant).
    const rate = rentRate(random, place.currency, imperial);
    const density = imperial ? random.int(150, 240) : random.int(12, 22);
    const leaseOf = async (data: EncumbranceData) => {
      const lease = await services.encumbrances.create(data);
      summary.leases++;
      return lease;
    };
    const sensored: SensoredSpace[] = [];
    const tenantsOfSpaces: ActivitySpace[] = [];
    officeSpaces.set(building.id, tenantsOfSpaces);
    const rtoOf = (key: string) => demoOrganizations.find((o) => o.key === key)?.rtoStart ?? null;
    const sense = (
      spaces: { id: number; capacity: number | null; category: string; type: string }[],
      tenant: string,
    ) => {
      for (const space of spaces) {
        if (space.capacity === null || space.category === 'CIRCULATION') continue;
        tenantsOfSpaces.push({
          spaceId: space.id,
          capacity: space.capacity,
          type: space.type,
          tenant,
        });
        sensored.push({
          spaceId: space.id,
          capacity: space.capacity,
          level: tenantLevel(tenant) * random.between(0.85, 1.15),
          rtoStart: rtoOf(tenant),
        });
      }
    };
    for (const [index, floor] of floorSpaces.entries()) {
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
      const tenant = occupierKeys[(b + index) % occupierKeys.length] ?? 'northwind';
      const state = random.next();
      const dates =
        state < 0.1
          ? {
              status: 'EXPIRED' as const,
              startDate: isoDate(addMonths(today, -72)),
              endDate: isoDate(addMonths(today, -random.int(2, 10))),
            }
          : state < 0.18
            ? {
                status: 'PENDING' as const,
                startDate: isoDate(addMonths(today, random.int(2, 8))),
                endDate: isoDate(addMonths(today, random.int(60, 120))),
              }
            : {
                status: 'ACTIVE' as const,
                startDate: isoDate(addMonths(today, -random.int(14, 60))),
                endDate: isoDate(addMonths(today, random.int(3, 96))),
              };
      const lease = await leaseOf({
        ...base,
        ...dates,
        organizationId: orgId(tenant),
        usageTypeId: usage.get('Office') ?? null,
      });
      // Subleases: the first is complete, the second has no capacity (the specification's
      // 'Capacity is missing in the sublease' case).
      if (dates.status === 'ACTIVE' && subleasesMade < 2 && base.spaceIds.length >= 4) {
        const sublet = base.spaceIds.slice(0, Math.floor(base.spaceIds.length / 3));
        const subtenant =
          occupierKeys[(occupierKeys.indexOf(tenant) + 1) % occupierKeys.length] ?? 'initech';
        await leaseOf({
          buildingId: building.id,
          parentId: lease.id,
          organizationId: orgId(subtenant),
          spaceIds: sublet,
          startDate: isoDate(addMonths(today, -6)),
          endDate: lease.endDate,
          status: 'ACTIVE',
          rentableSF: Math.round(area / 3),
          capacity: subleasesMade === 0 ? Math.round(capacity / 3) : null,
          rentRate: Math.round(rate * 0.9),
          targetDensity: density,
          usageTypeId: usage.get('Office') ?? null,
        });
        subleasesMade++;
      }
      if (dates.status === 'ACTIVE') sense(floor.spaces, tenant);
    }
    const counters = await services.dataSources.create({
      name: `${name} people counters`,
      buildingId: building.id,
      dataSystem: 'XOVIS',
    });
    // Pictures drawn from the building's own seed, apart from the portfolio's random sequence.
    const images = savePictures
      ? await savePictures(
          drawBuildingPictures({ name, storeys: officeFloors + 1, seed: seed + b }, b % 2 === 0),
        )
      : [];
    summary.images += images.length;
    await services.buildings.update(building.id, {
      primaryOccupancyDataSourceId: counters.id,
      images,
    });
    if (sensored.length && b % size.sensorEvery === 0) {
      // The second sensored building had a ten-day sensor outage four months ago (or, with
      // fewer days of counts, half-way through them).
      const outageStart =
        size.days > 150
          ? addMonths(today, -4)
          : new Date(today.getTime() - (size.days / 2) * 86_400_000);
      const outage =
        sensorPlans.length === 1
          ? {
              from: isoDate(outageStart),
              to: isoDate(new Date(outageStart.getTime() + 9 * 86_400_000)),
            }
          : null;
      sensorPlans.push({
        dataSourceId: counters.id,
        buildingId: building.id,
        timeZone: place.timeZone,
        spaces: sensored,
        outage,
      });
    }
    if (b % 2 === 0) {
      const badges = await services.dataSources.create({
        name: `${name} badge readers`,
        buildingId: building.id,
        dataSystem: 'BADGE',
      });
      badgeSources.set(building.id, badges.id);
    }
    tick(name);
  }

  // Networks: North America reports as one site; Europe and Asia-Pacific per building.
  const regions = [
    {
      name: 'Harbor North America',
      reporting: 'AGGREGATED' as const,
      countries: ['United States', 'Canada'],
    },
    {
      name: 'Harbor Europe',
      reporting: 'INDIVIDUAL' as const,
      countries: ['United Kingdom', 'Netherlands', 'Germany', 'France'],
    },
    {
      name: 'Harbor Asia-Pacific',
      reporting: 'INDIVIDUAL' as const,
      countries: ['Singapore', 'Australia', 'Japan'],
    },
  ];
  for (const region of regions) {
    const members = buildingsByPlace.filter((b) => region.countries.includes(b.place.country));
    if (members.length === 0) continue;
    const network = await services.networks.create({
      name: region.name,
      defaultReporting: region.reporting,
      organizationId: orgId('harbor'),
      buildingIds: members.map((m) => m.id),
    });
    const top = await services.networkLevels.create({
      networkId: network.id,
      name: region.name.replace('Harbor ', ''),
    });
    for (const country of [...new Set(members.map((m) => m.place.country))]) {
      await services.networkLevels.create({
        networkId: network.id,
        parentId: top.id,
        name: country,
      });
    }
  }
  tick('Networks');

  summary.sensoredSpaceIds = sensorPlans.flatMap((plan) =>
    plan.spaces.map((space) => space.spaceId),
  );
  if (options.occupancy === false) return summary;

  // Reservations and badge events in the building with the most sensored office tenants (of
  // several, the one with the fewest seats: a quicker first start), following its counts as
  // they are ingested.
  const tenantCount = (plan: SyntheticBuilding) =>
    new Set(officeSpaces.get(plan.buildingId)?.map((s) => s.tenant)).size;
  const seats = (plan: SyntheticBuilding) => plan.spaces.reduce((sum, s) => sum + s.capacity, 0);
  const activityPlan = sensorPlans.reduce<SyntheticBuilding | null>(
    (best, plan) =>
      best &&
      (tenantCount(best) > tenantCount(plan) ||
        (tenantCount(best) === tenantCount(plan) && seats(best) <= seats(plan)))
        ? best
        : plan,
    null,
  );
  const observer = activityPlan
    ? peakObserver(officeSpaces.get(activityPlan.buildingId) ?? [], activityPlan.timeZone)
    : null;

  const range = {
    from: isoDate(new Date(today.getTime() - size.days * 86_400_000)),
    to: isoDate(new Date(today.getTime() - 86_400_000)),
  };
  for (const [index, plan] of sensorPlans.entries()) {
    summary.readings += await ingestSynthetic(db, plan, range, size.cadence, seed + index, {
      observe: plan === activityPlan ? observer?.observe : undefined,
    });
    progress(total, total, `Occupancy ${index + 1}/${sensorPlans.length}`);
  }

  // The outage was later backfilled in part: its last four days were sent again, marked.
  const outagePlan = sensorPlans.find((plan) => plan.outage);
  if (outagePlan?.outage) {
    const to = outagePlan.outage.to;
    const backfill = { from: isoDate(new Date(Date.parse(to) - 3 * 86_400_000)), to };
    const backfilled = await ingestSynthetic(
      db,
      { ...outagePlan, outage: null },
      backfill,
      size.cadence,
      seed + sensorPlans.length,
      { backfilled: true },
    );
    summary.readings += backfilled;
    summary.backfilledReadings = backfilled;
  }

  if (activityPlan && observer) {
    const building = activityPlan.buildingId;
    const name = buildingsByPlace.find((b) => b.id === building)?.name ?? 'Building';
    const bookings = await services.dataSources.create({
      name: `${name} desk and room booking`,
      buildingId: building,
      dataSystem: 'RESERVATIONS',
    });
    const badges =
      badgeSources.get(building) ??
      (
        await services.dataSources.create({
          name: `${name} badge readers`,
          buildingId: building,
          dataSystem: 'BADGE',
        })
      ).id;
    const written = await importActivity(db, auth, {
      timeZone: activityPlan.timeZone,
      reservationSourceId: bookings.id,
      badgeSourceId: badges,
      spaces: officeSpaces.get(building) ?? [],
      organizationIdOf: orgId,
      from: range.from,
      to: range.to,
      aheadDays: 14,
      peaks: observer.peaks,
      seed: seed + 101,
    });
    summary.activityBuildingId = building;
    summary.reservations = written.reservations;
    summary.badgeEvents = written.badgeEvents;
    progress(total, total, 'Reservations and badge events');
  }
  return summary;
}

/** Readings go through the ingestion path, a month of one building at a time. */
async function ingestSynthetic(
  db: Db,
  plan: SyntheticBuilding,
  range: { from: string; to: string },
  cadence: Cadence,
  seed: number,
  extra: { observe?: ((day: SyntheticRow[]) => void) | undefined; backfilled?: boolean } = {},
): Promise<number> {
  let pending: RawRow[] = [];
  let accepted = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    accepted += (await ingestReadings(db, pending, 'Line')).accepted;
    pending = [];
  };
  for (const day of syntheticReadings(plan, range, cadence, seed)) {
    extra.observe?.(day);
    for (const r of day)
      pending.push({
        line: pending.length + 1,
        dataSourceId: r.dataSourceId,
        spaceId: r.spaceId,
        timestamp: r.at.toISOString(),
        occupancy: r.occupancy,
        ...(extra.backfilled ? { backfilled: true } : {}),
      });
    if (pending.length >= 20_000) await flush();
  }
  await flush();
  return accepted;
}

/** A service used as the API uses it: the body is parsed (defaults, validation) by the contract first. */
function through<C extends ResourceContract>(
  db: Db,
  definition: { contract: C } & Parameters<typeof createResourceService<C>>[1],
  auth: RequestAuth,
) {
  const service: ResourceService<C> = createResourceService(db, definition);
  return {
    create: (data: z.input<C['create']>) =>
      service.create(auth, definition.contract.create.parse(data) as z.output<C['create']>),
    update: (id: number, data: z.input<C['update']>) =>
      service.update(auth, id, definition.contract.update.parse(data) as z.output<C['update']>),
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

// The large portfolio (`LARGE` in synthetic.ts): 100 buildings of 100 sensored spaces each, with
// tenants on their floors. It is written to the database in bulk, not through the services: the
// analytics benchmark measures how readings are ingested and read, not how fast 10,000 spaces can
// be entered one by one. Seeded: the same seed gives the same plan on every machine.
import { sql } from 'drizzle-orm';
import type { SpaceCategory } from '@atrium/contract';
import {
  buildings,
  dataSources,
  encumbrances,
  encumbranceSpaces,
  floors,
  networkBuildings,
  networks,
  organizations,
  spaces,
  usageTypes,
} from '../src/db/schema/index.ts';
import type { Db } from '../src/resources/resource-table.ts';
import { ensurePlatformOrganization } from '../src/auth/bootstrap.ts';
import { seededRandom, type Random } from '../src/demo/random.ts';
import { buildingNames, places, type Place } from '../src/demo/places.ts';
import { demoOrganizations, occupierKeys, tenantLevel } from '../src/demo/organizations.ts';
import { LARGE, type SyntheticBuilding } from '../src/occupancy/synthetic.ts';

export type LargeSpace = {
  name: string;
  category: SpaceCategory;
  type: string;
  capacity: number;
  /** Square metres. */
  area: number;
  /** Typical share of capacity in use at the busiest hour (see SensoredSpace). */
  level: number;
};
export type LargeFloor = {
  name: string;
  position: number;
  /** The organization leasing the floor: an occupier, the operator, or nobody (vacant). */
  tenant: string | null;
  operated: boolean;
  spaces: LargeSpace[];
};
export type LargeBuilding = {
  index: number;
  name: string;
  place: Place;
  owner: string;
  floors: LargeFloor[];
  /** A ten-day sensor outage starting this many days before today, or none. */
  outageDaysAgo: number | null;
};

/** A vacant floor still sees a few people (visits, maintenance). */
const VACANT_LEVEL = 0.03;

type RoomKind = {
  category: SpaceCategory;
  type: string;
  capacity: [number, number];
  perSeat: number;
};
const rooms: RoomKind[] = [
  { category: 'WORK', type: 'Open office', capacity: [12, 40], perSeat: 9 },
  { category: 'WORK', type: 'Focus room', capacity: [1, 2], perSeat: 6 },
  { category: 'COLLABORATIVE', type: 'Meeting room', capacity: [4, 12], perSeat: 2.5 },
  { category: 'COLLABORATIVE', type: 'Meeting room', capacity: [4, 12], perSeat: 2.5 },
  { category: 'SOCIAL', type: 'Kitchen', capacity: [6, 14], perSeat: 4 },
];

function planSpace(random: Random, floorName: string, n: number, level: number): LargeSpace {
  const kind = n === 0 ? rooms[0] : random.pick(rooms);
  if (!kind) throw new Error('No room kinds');
  const capacity = random.int(kind.capacity[0], kind.capacity[1]);
  return {
    name: `${floorName} ${String(n + 1).padStart(2, '0')} ${kind.type}`,
    category: kind.category,
    type: kind.type,
    capacity,
    area: Math.round(capacity * kind.perSeat * random.between(0.9, 1.2)),
    level: level * random.between(0.85, 1.15),
  };
}

/** The large portfolio's buildings, floors, spaces and tenants; no database involved. */
export function planLargePortfolio(seed: number): LargeBuilding[] {
  const random = seededRandom(seed);
  return Array.from({ length: LARGE.buildings }, (_, index): LargeBuilding => {
    const place = places[index % places.length];
    if (!place) throw new Error('No places');
    const round = Math.floor(index / buildingNames.length);
    const name = `${buildingNames[index % buildingNames.length] ?? 'Building'}${round ? ` ${round + 1}` : ''}`;
    const floorCount = random.int(8, 12);
    const floors: LargeFloor[] = [];
    for (let position = 0; position < floorCount; position++) {
      // Spread the building's spaces evenly over its floors (the lower floors take the rest).
      const count =
        Math.floor(LARGE.spacesPerBuilding / floorCount) +
        (position < LARGE.spacesPerBuilding % floorCount ? 1 : 0);
      const operated = (index + position) % 5 === 0;
      const vacant = !operated && random.chance(0.08);
      const tenant = operated
        ? 'metrospaces'
        : vacant
          ? null
          : (occupierKeys[(index + position) % occupierKeys.length] ?? 'northwind');
      const level = tenant === null ? VACANT_LEVEL : tenantLevel(tenant);
      const floorName = position === 0 ? 'Ground floor' : `Level ${position}`;
      floors.push({
        name: floorName,
        position,
        tenant,
        operated,
        spaces: Array.from({ length: count }, (_, n) => planSpace(random, floorName, n, level)),
      });
    }
    return {
      index,
      name,
      place,
      owner: index % 7 === 6 ? 'crescent' : 'harbor',
      floors,
      outageDaysAgo: index % 36 === 1 ? random.int(30, 300) : null,
    };
  });
}

export type LargeFloorRecord = {
  id: number;
  position: number;
  tenant: string | null;
  operated: boolean;
  leaseId: number | null;
};
export type LargeBuildingRecord = {
  index: number;
  id: number;
  owner: string;
  floors: LargeFloorRecord[];
  /** What synthetic.ts needs to make the building's readings. */
  sensors: SyntheticBuilding;
};
export type LargeNetworkRecord = { id: number; name: string; buildingIds: number[] };
export type LargePortfolio = {
  organizationIds: Map<string, number>;
  buildings: LargeBuildingRecord[];
  networks: LargeNetworkRecord[];
  spaces: number;
};

/** Each owner's networks by region: North America reports as one site, the others per building. */
const regions = [
  { name: 'North America', reporting: 'AGGREGATED', countries: ['United States', 'Canada'] },
  {
    name: 'Europe',
    reporting: 'INDIVIDUAL',
    countries: ['United Kingdom', 'Netherlands', 'Germany', 'France'],
  },
  { name: 'Asia-Pacific', reporting: 'INDIVIDUAL', countries: ['Singapore', 'Australia', 'Japan'] },
] as const;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);
const CHUNK = 1000;

/** Writes the plan in one transaction; leases run from three years before `today` to five after. */
export async function insertLargePortfolio(
  db: Db,
  plan: LargeBuilding[],
  today: Date,
): Promise<LargePortfolio> {
  await ensurePlatformOrganization(db);
  return db.transaction(async (tx) => {
    const orgRows = await tx
      .insert(organizations)
      .values(
        demoOrganizations.map((o) => ({
          key: o.key,
          name: o.name,
          type: o.type,
          realm: o.key,
          rtoPeriod: o.rtoStart ? { startDate: o.rtoStart, endDate: null } : null,
        })),
      )
      .returning({ id: organizations.id, key: organizations.key });
    const organizationIds = new Map(orgRows.map((o) => [o.key, o.id]));
    const orgId = (key: string) => {
      const id = organizationIds.get(key);
      if (id === undefined) throw new Error(`No organization ${key}`);
      return id;
    };

    // Office leases: the occupancy analytics of leases are for offices only.
    const [office] = await tx
      .insert(usageTypes)
      .values({ name: 'Office' })
      .returning({ id: usageTypes.id });
    if (!office) throw new Error('The Office usage type was not written');

    const buildingRows = await tx
      .insert(buildings)
      .values(
        plan.map((b) => {
          const rentable = b.floors.reduce(
            (sum, f) => sum + f.spaces.reduce((s, x) => s + x.area, 0),
            0,
          );
          return {
            name: b.name,
            ownerOrganizationId: orgId(b.owner),
            street1: b.place.street,
            city: b.place.city,
            region: b.place.region,
            country: b.place.country,
            latitude: b.place.coordinates[0],
            longitude: b.place.coordinates[1],
            timeZone: b.place.timeZone,
            units: 'METRIC' as const,
            currency: b.place.currency,
            floorCount: b.floors.length,
            rentableSF: rentable,
            totalSF: Math.round(rentable * 1.1),
          };
        }),
      )
      .returning({ id: buildings.id, name: buildings.name });
    const buildingId = new Map(buildingRows.map((b) => [b.name, b.id]));
    const idOf = (b: LargeBuilding) => {
      const id = buildingId.get(b.name);
      if (id === undefined) throw new Error(`Building ${b.name} was not written`);
      return id;
    };

    const sourceRows = await tx
      .insert(dataSources)
      .values(
        plan.map((b) => ({
          name: `${b.name} people counters`,
          buildingId: idOf(b),
          dataSystem: 'XOVIS' as const,
        })),
      )
      .returning({ id: dataSources.id, buildingId: dataSources.buildingId });
    await tx.execute(sql`update buildings b set primary_occupancy_data_source_id = d.id
      from data_sources d where d.building_id = b.id`);
    const sourceOf = new Map(sourceRows.map((s) => [s.buildingId, s.id]));

    const floorRows = await tx
      .insert(floors)
      .values(
        plan.flatMap((b) =>
          b.floors.map((f) => ({
            buildingId: idOf(b),
            name: f.name,
            position: f.position,
            rentableSF: f.spaces.reduce((sum, s) => sum + s.area, 0),
            operatorOrganizationId: f.operated ? orgId('metrospaces') : null,
          })),
        ),
      )
      .returning({ id: floors.id, buildingId: floors.buildingId, position: floors.position });
    const floorId = new Map(floorRows.map((f) => [`${f.buildingId}:${f.position}`, f.id]));
    const floorOf = (b: LargeBuilding, f: LargeFloor) => {
      const id = floorId.get(`${idOf(b)}:${f.position}`);
      if (id === undefined) throw new Error(`Floor ${f.name} of ${b.name} was not written`);
      return id;
    };

    const spaceValues = plan.flatMap((b) =>
      b.floors.flatMap((f) =>
        f.spaces.map((s) => ({
          floorId: floorOf(b, f),
          name: s.name,
          category: s.category,
          type: s.type,
          capacity: s.capacity,
          rentableSF: s.area,
          usableSF: Math.round(s.area * 0.92),
        })),
      ),
    );
    const spaceId = new Map<string, number>();
    for (let at = 0; at < spaceValues.length; at += CHUNK) {
      const written = await tx
        .insert(spaces)
        .values(spaceValues.slice(at, at + CHUNK))
        .returning({ id: spaces.id, floorId: spaces.floorId, name: spaces.name });
      for (const s of written) spaceId.set(`${s.floorId}:${s.name}`, s.id);
    }
    const spaceOf = (floor: number, s: LargeSpace) => {
      const id = spaceId.get(`${floor}:${s.name}`);
      if (id === undefined) throw new Error(`Space ${s.name} was not written`);
      return id;
    };

    // One lease per let floor, written one by one: its id must be tied to its floor's spaces.
    const records: LargeBuildingRecord[] = [];
    const links: { encumbranceId: number; spaceId: number }[] = [];
    for (const b of plan) {
      const id = idOf(b);
      const floorRecords: LargeFloorRecord[] = [];
      const spaceIds: number[] = [];
      for (const f of b.floors) {
        const floor = floorOf(b, f);
        const ids = f.spaces.map((s) => spaceOf(floor, s));
        spaceIds.push(...ids);
        let leaseId: number | null = null;
        if (f.tenant !== null) {
          const [lease] = await tx
            .insert(encumbrances)
            .values({
              buildingId: id,
              organizationId: orgId(f.tenant),
              startDate: isoDate(daysBefore(today, 3 * 365)),
              endDate: isoDate(daysBefore(today, -5 * 365)),
              status: 'ACTIVE',
              rentRate: 450,
              rentableSF: f.spaces.reduce((sum, s) => sum + s.area, 0),
              capacity: f.spaces.reduce((sum, s) => sum + s.capacity, 0),
              targetDensity: 15,
              usageTypeId: office.id,
            })
            .returning({ id: encumbrances.id });
          if (!lease) throw new Error(`The lease of ${f.name} in ${b.name} was not written`);
          leaseId = lease.id;
          for (const space of ids) links.push({ encumbranceId: lease.id, spaceId: space });
        }
        floorRecords.push({
          id: floor,
          position: f.position,
          tenant: f.tenant,
          operated: f.operated,
          leaseId,
        });
      }
      const dataSourceId = sourceOf.get(id);
      if (dataSourceId === undefined) throw new Error(`No data source for ${b.name}`);
      records.push({
        index: b.index,
        id,
        owner: b.owner,
        floors: floorRecords,
        sensors: sensorsOf(b, { buildingId: id, dataSourceId, spaceIds }, today),
      });
    }
    for (let at = 0; at < links.length; at += CHUNK)
      await tx.insert(encumbranceSpaces).values(links.slice(at, at + CHUNK));

    const networkRecords: LargeNetworkRecord[] = [];
    for (const owner of [...new Set(plan.map((b) => b.owner))].sort()) {
      for (const region of regions) {
        const members = plan
          .filter(
            (b) =>
              b.owner === owner &&
              (region.countries as readonly string[]).includes(b.place.country),
          )
          .map(idOf);
        if (members.length === 0) continue;
        const name = `${demoOrganizations.find((o) => o.key === owner)?.name ?? owner} ${region.name}`;
        const [network] = await tx
          .insert(networks)
          .values({ name, defaultReporting: region.reporting, organizationId: orgId(owner) })
          .returning({ id: networks.id });
        if (!network) throw new Error(`The network ${name} was not written`);
        await tx
          .insert(networkBuildings)
          .values(members.map((buildingId) => ({ networkId: network.id, buildingId })));
        networkRecords.push({ id: network.id, name, buildingIds: members });
      }
    }
    return {
      organizationIds,
      buildings: records,
      networks: networkRecords,
      spaces: spaceValues.length,
    };
  });
}

/**
 * What synthetic.ts needs to make a building's readings: its spaces (ids in the plan's order,
 * floor by floor), each with its tenant's level and return-to-office date, and its outage.
 */
export function sensorsOf(
  b: LargeBuilding,
  ids: { buildingId: number; dataSourceId: number; spaceIds: number[] },
  today: Date,
): SyntheticBuilding {
  const planned = b.floors.flatMap((f) => f.spaces.map((space) => ({ space, tenant: f.tenant })));
  if (planned.length !== ids.spaceIds.length)
    throw new Error(`${b.name} has ${planned.length} spaces, got ${ids.spaceIds.length} ids`);
  const rtoStart = (tenant: string | null) =>
    demoOrganizations.find((o) => o.key === tenant && o.type === 'OCCUPIER')?.rtoStart ?? null;
  const outageStart = b.outageDaysAgo === null ? null : daysBefore(today, b.outageDaysAgo);
  return {
    dataSourceId: ids.dataSourceId,
    buildingId: ids.buildingId,
    timeZone: b.place.timeZone,
    spaces: planned.map(({ space, tenant }, n) => ({
      spaceId: ids.spaceIds[n] ?? 0,
      capacity: space.capacity,
      level: space.level,
      rtoStart: rtoStart(tenant),
    })),
    outage: outageStart && {
      from: isoDate(outageStart),
      to: isoDate(daysBefore(outageStart, -9)),
    },
  };
}

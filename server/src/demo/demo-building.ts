// One demo building: its floors and spaces, its leases (demo-leases.ts), its people counters,
// pictures and badge readers.
import { buildingNames, places } from './places.ts';
import { planFloor, type FloorKind } from './floor-plan.ts';
import { drawBuildingPictures } from './images.ts';
import { writeLeases } from './demo-leases.ts';
import {
  addMonths,
  isoDate,
  type DemoFloor,
  type DemoSpace,
  type PortfolioContext,
  type WrittenBuildings,
} from './portfolio-plan.ts';

const SQM_TO_SQFT = 10.7639;

/** A demo building's external spatial id: its owner's prefix and its number (HAR-001). */
export const demoBuildingExternalId = (owner: string, b: number): string =>
  `${owner.slice(0, 3).toUpperCase()}-${String(b + 1).padStart(3, '0')}`;

export async function writeBuilding(
  context: PortfolioContext,
  written: WrittenBuildings,
  b: number,
): Promise<void> {
  const { services, random, size, summary, orgId } = context;
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
    // The owner's own id of the building, which its import files name it by (demo-imports.ts).
    externalSpatialId: demoBuildingExternalId(owner, b),
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
  written.byPlace.push({ id: building.id, name, place });
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
  const floors: DemoFloor[] = [];
  for (const { kind, level } of levels) {
    const floor = await services.floors.create({
      buildingId: building.id,
      name: level < 0 ? 'Parking P1' : level === 0 ? 'Ground floor' : `Level ${level}`,
      position: level,
      rentableSF: floorArea,
    });
    summary.floors++;
    const spaces: DemoSpace[] = [];
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
    floors.push({ floorId: floor.id, kind, spaces });
  }

  const { sensored, officeSpaces } = await writeLeases(context, written, {
    id: building.id,
    index: b,
    place,
    floors,
  });
  written.officeSpaces.set(building.id, officeSpaces);
  const counters = await services.dataSources.create({
    name: `${name} people counters`,
    buildingId: building.id,
    dataSystem: 'XOVIS',
  });
  // Pictures drawn from the building's own seed, apart from the portfolio's random sequence.
  const images = context.savePictures
    ? await context.savePictures(
        drawBuildingPictures(
          { name, storeys: officeFloors + 1, seed: context.seed + b },
          b % 2 === 0,
        ),
      )
    : [];
  summary.images += images.length;
  await services.buildings.update(building.id, {
    primaryOccupancyDataSourceId: counters.id,
    images,
  });
  if (sensored.length && b % size.sensorEvery === 0) {
    written.sensorPlans.push({
      dataSourceId: counters.id,
      buildingId: building.id,
      timeZone: place.timeZone,
      spaces: sensored,
      outage: written.sensorPlans.length === 1 ? outage(context) : null,
    });
  }
  if (b % 2 === 0) {
    const badges = await services.dataSources.create({
      name: `${name} badge readers`,
      buildingId: building.id,
      dataSystem: 'BADGE',
    });
    written.badgeSources.set(building.id, badges.id);
  }
}

/**
 * The second sensored building had a ten-day sensor outage four months ago (or, with fewer days
 * of counts, half-way through them).
 */
function outage({ size, today }: PortfolioContext): { from: string; to: string } {
  const start =
    size.days > 150
      ? addMonths(today, -4)
      : new Date(today.getTime() - (size.days / 2) * 86_400_000);
  return {
    from: isoDate(start),
    to: isoDate(new Date(start.getTime() + 9 * 86_400_000)),
  };
}

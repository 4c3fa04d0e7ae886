// The spatial import: buildings, floors and spaces, from a CSV/XLSX sheet (one row per space, floor
// or building) or from an IFC model (ifc.ts), matched on external ids so that running it twice
// changes nothing: a building by its external spatial id (in the owner organization), a floor by
// its name in the building, a space by its SPATIAL external id (else its name on the floor).
import { and, eq, inArray } from 'drizzle-orm';
import {
  ZBuildingCreateSchema,
  ZFloorCreateSchema,
  ZSpaceCreateSchema,
  type SpaceCategory,
} from '@atrium/contract';
import { assets, buildings, floors, spaceExternalIds, spaces } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';
import type { TableRow } from './table.ts';
import { checkWith, chunks, differs, numberCell, PlanReport, textCell } from './plan.ts';

export type BuildingIn = {
  key: string;
  row: TableRow | null;
  fields: {
    name: string;
    street1?: string | null;
    city?: string | null;
    region?: string | null;
    country?: string | null;
    timeZone?: string;
    units?: 'IMPERIAL' | 'METRIC';
    coordinates?: [number, number] | null;
  };
};
export type FloorIn = { buildingKey: string; name: string; position: number; row: TableRow | null };
export type SpaceIn = {
  buildingKey: string;
  floorName: string;
  /** The SPATIAL external id; null: matched by name on the floor. */
  key: string | null;
  parentKey: string | null;
  row: TableRow | null;
  fields: {
    name: string;
    category: SpaceCategory;
    type: string | null;
    rentableSF: number | null;
    usableSF: number | null;
    capacity: number | null;
    polygon: [number, number][] | null;
  };
};

/** A space's own columns as written (its polygon goes to its first asset). */
const spaceValues = (fields: Omit<SpaceIn['fields'], 'polygon'>) => ({
  name: fields.name,
  category: fields.category,
  type: fields.type,
  rentableSF: fields.rentableSF,
  usableSF: fields.usableSF,
  capacity: fields.capacity,
});

export type SpatialInput = { buildings: BuildingIn[]; floors: FloorIn[]; spaces: SpaceIn[] };

const BUILDING_COLUMNS: Record<string, string> = {
  name: 'buildingName',
  street1: 'street1',
  city: 'city',
  country: 'country',
  timeZone: 'timeZone',
  units: 'units',
};
const SPACE_COLUMNS: Record<string, string> = {
  name: 'spaceName',
  category: 'category',
  type: 'type',
  rentableSF: 'rentableArea',
  usableSF: 'usableArea',
  capacity: 'capacity',
  polygon: 'outline',
};

/** The sheet's rows as buildings, floors and spaces, each checked with the contract's schemas. */
export async function spatialFromRows(
  rows: AsyncIterable<TableRow>,
  report: PlanReport,
  ownerOrganizationId: number,
  progress: (rows: number) => void,
): Promise<SpatialInput> {
  const input: SpatialInput = { buildings: [], floors: [], spaces: [] };
  const buildingByKey = new Map<string, BuildingIn>();
  const floorKeys = new Map<string, FloorIn>();
  const spaceKeys = new Map<string, number>();
  for await (const row of rows) {
    report.seen(row);
    progress(report.rows);
    const key = textCell(row, 'buildingExternalId');
    if (!key) {
      report.error(row, 'buildingExternalId', 'buildingExternalId is missing');
      continue;
    }
    let building = buildingByKey.get(key);
    if (!building) {
      const units = textCell(row, 'units')?.toUpperCase() ?? 'IMPERIAL';
      const fields = checkWith(
        report,
        row,
        ZBuildingCreateSchema,
        {
          name: textCell(row, 'buildingName') ?? '',
          street1: textCell(row, 'street1'),
          city: textCell(row, 'city'),
          country: textCell(row, 'country'),
          timeZone: textCell(row, 'timeZone') ?? 'UTC',
          units,
          ownerOrganizationId,
        },
        BUILDING_COLUMNS,
      );
      if (!fields) continue;
      building = {
        key,
        row,
        fields: {
          name: fields.name,
          street1: fields.street1,
          city: fields.city,
          country: fields.country,
          timeZone: fields.timeZone,
          units: fields.units,
        },
      };
      buildingByKey.set(key, building);
      input.buildings.push(building);
    }
    const floorName = textCell(row, 'floorName');
    if (!floorName) {
      if (textCell(row, 'spaceName') || textCell(row, 'spaceExternalId'))
        report.error(row, 'floorName', 'floorName is missing: a space is on a floor');
      continue;
    }
    const floorKey = `${key}\u0000${floorName}`;
    let floor = floorKeys.get(floorKey);
    if (!floor) {
      const position = numberCell(report, row, 'floorPosition');
      if (position === undefined) continue;
      const checked = checkWith(
        report,
        row,
        ZFloorCreateSchema,
        { buildingId: 1, name: floorName, position: position ?? floorKeys.size + 1 },
        { name: 'floorName', position: 'floorPosition' },
      );
      if (!checked) continue;
      floor = { buildingKey: key, name: checked.name, position: checked.position, row };
      floorKeys.set(floorKey, floor);
      input.floors.push(floor);
    }
    const spaceName = textCell(row, 'spaceName');
    const spaceKey = textCell(row, 'spaceExternalId');
    if (!spaceName && !spaceKey) continue;
    if (spaceKey) {
      const earlier = spaceKeys.get(spaceKey);
      if (earlier !== undefined) {
        report.error(
          row,
          'spaceExternalId',
          `spaceExternalId ${spaceKey} is already on row ${earlier}`,
        );
        continue;
      }
      spaceKeys.set(spaceKey, row.row);
    }
    const numbers = ['rentableArea', 'usableArea', 'capacity'].map((c) =>
      numberCell(report, row, c),
    );
    if (numbers.includes(undefined)) continue;
    let polygon: unknown = null;
    const outline = textCell(row, 'outline');
    if (outline) {
      try {
        polygon = JSON.parse(outline);
      } catch {
        report.error(row, 'outline', 'outline must be JSON like [[0,0],[10,0],[10,8]]');
        continue;
      }
    }
    const fields = checkWith(
      report,
      row,
      ZSpaceCreateSchema,
      {
        floorId: 1,
        name: spaceName ?? spaceKey ?? '',
        category: textCell(row, 'category')?.toUpperCase() ?? 'GENERAL',
        type: textCell(row, 'type'),
        rentableSF: numbers[0] ?? null,
        usableSF: numbers[1] ?? null,
        capacity: numbers[2] ?? null,
        polygon,
      },
      SPACE_COLUMNS,
    );
    if (!fields) continue;
    input.spaces.push({
      buildingKey: key,
      floorName: floor.name,
      key: spaceKey,
      parentKey: textCell(row, 'parentSpaceExternalId'),
      row,
      fields: { ...spaceValues(fields), polygon: fields.polygon },
    });
  }
  for (const space of input.spaces)
    if (space.parentKey && !spaceKeys.has(space.parentKey))
      report.error(
        space.row,
        'parentSpaceExternalId',
        `parentSpaceExternalId ${space.parentKey} is not a space of this file`,
      );
  return input;
}

type BuildingRow = typeof buildings.$inferSelect;
type FloorRow = typeof floors.$inferSelect;
type SpaceRow = typeof spaces.$inferSelect;

/** What the write will do, worked out against the database. */
export type SpatialPlan = {
  input: SpatialInput;
  ownerOrganizationId: number;
  buildings: Map<string, BuildingRow>;
  floors: Map<string, FloorRow>;
  spaces: Map<string, SpaceRow & { polygon: string | null; externalId: string | null }>;
};

const floorKey = (buildingKey: string, name: string) => `${buildingKey}\u0000${name}`;
const spaceKeyOf = (s: SpaceIn) =>
  s.key ?? `${floorKey(s.buildingKey, s.floorName)}\u0000${s.fields.name}`;

function buildingValues(b: BuildingIn): Record<string, unknown> {
  const { coordinates, ...rest } = b.fields;
  return {
    ...rest,
    ...(coordinates != null ? { latitude: coordinates[0], longitude: coordinates[1] } : {}),
  };
}

/** Counts what would be created, updated and left alone; nothing is written. */
export async function planSpatial(
  db: Db,
  input: SpatialInput,
  ownerOrganizationId: number,
  report: PlanReport,
): Promise<SpatialPlan> {
  const plan: SpatialPlan = {
    input,
    ownerOrganizationId,
    buildings: new Map(),
    floors: new Map(),
    spaces: new Map(),
  };
  const keys = input.buildings.map((b) => b.key);
  for (const part of chunks(keys, 1000)) {
    const found = await db
      .select()
      .from(buildings)
      .where(
        and(
          eq(buildings.ownerOrganizationId, ownerOrganizationId),
          inArray(buildings.externalSpatialId, part),
        ),
      );
    for (const b of found) if (b.externalSpatialId) plan.buildings.set(b.externalSpatialId, b);
  }
  const buildingIds = [...plan.buildings.values()].map((b) => b.id);
  const keyOfBuilding = new Map([...plan.buildings].map(([key, b]) => [b.id, key]));
  const floorRows = buildingIds.length
    ? await db.select().from(floors).where(inArray(floors.buildingId, buildingIds))
    : [];
  for (const f of floorRows)
    plan.floors.set(floorKey(keyOfBuilding.get(f.buildingId) ?? '', f.name), f);
  const floorIds = floorRows.map((f) => f.id);
  const keyOfFloor = new Map(
    floorRows.map((f) => [f.id, floorKey(keyOfBuilding.get(f.buildingId) ?? '', f.name)]),
  );
  if (floorIds.length) {
    const spaceRows = await db
      .select({ space: spaces, externalId: spaceExternalIds.value })
      .from(spaces)
      .leftJoin(
        spaceExternalIds,
        and(eq(spaceExternalIds.spaceId, spaces.id), eq(spaceExternalIds.type, 'SPATIAL')),
      )
      .where(inArray(spaces.floorId, floorIds));
    const outlines = new Map<number, string>();
    for (const part of chunks(
      spaceRows.map((s) => s.space.id),
      1000,
    )) {
      const found = await db
        .select({ spaceId: assets.spaceId, position: assets.position, id: assets.id })
        .from(assets)
        .where(inArray(assets.spaceId, part))
        .orderBy(assets.id);
      for (const a of found) if (!outlines.has(a.spaceId)) outlines.set(a.spaceId, a.position);
    }
    for (const { space, externalId } of spaceRows) {
      const key = externalId ?? `${keyOfFloor.get(space.floorId) ?? ''}\u0000${space.name}`;
      plan.spaces.set(key, { ...space, externalId, polygon: outlines.get(space.id) ?? null });
    }
  }
  for (const b of input.buildings) {
    const current = plan.buildings.get(b.key);
    report.count(
      'buildings',
      !current ? 'created' : differs(current, buildingValues(b)) ? 'updated' : 'unchanged',
    );
  }
  for (const f of input.floors) {
    const current = plan.floors.get(floorKey(f.buildingKey, f.name));
    report.count(
      'floors',
      !current ? 'created' : current.position !== f.position ? 'updated' : 'unchanged',
    );
  }
  for (const s of input.spaces) {
    const current = plan.spaces.get(spaceKeyOf(s));
    const polygon = s.fields.polygon ? JSON.stringify(s.fields.polygon) : null;
    report.count(
      'spaces',
      !current
        ? 'created'
        : differs(current, spaceValues(s.fields)) ||
            (polygon !== null && polygon !== current.polygon)
          ? 'updated'
          : 'unchanged',
    );
  }
  return plan;
}

/** Writes the plan (in the caller's transaction); the ids written, per kind. */
export async function writeSpatial(
  tx: Db,
  plan: SpatialPlan,
  progress: (fraction: number) => void,
): Promise<Record<string, number[]>> {
  const written: Record<string, number[]> = { buildings: [], floors: [], spaces: [] };
  const buildingId = new Map<string, number>();
  for (const b of plan.input.buildings) {
    const current = plan.buildings.get(b.key);
    const values = buildingValues(b);
    if (!current) {
      const [row] = await tx
        .insert(buildings)
        .values({
          ...values,
          name: b.fields.name,
          externalSpatialId: b.key,
          ownerOrganizationId: plan.ownerOrganizationId,
        })
        .returning({ id: buildings.id });
      if (!row) throw new Error('building not written');
      buildingId.set(b.key, row.id);
      written.buildings?.push(row.id);
    } else {
      buildingId.set(b.key, current.id);
      if (differs(current, values)) {
        await tx
          .update(buildings)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(buildings.id, current.id));
        written.buildings?.push(current.id);
      }
    }
  }
  progress(0.2);
  const floorId = new Map<string, number>();
  for (const f of plan.input.floors) {
    const key = floorKey(f.buildingKey, f.name);
    const current = plan.floors.get(key);
    if (!current) {
      const [row] = await tx
        .insert(floors)
        .values({
          buildingId: buildingId.get(f.buildingKey) ?? 0,
          name: f.name,
          position: f.position,
        })
        .returning({ id: floors.id });
      if (!row) throw new Error('floor not written');
      floorId.set(key, row.id);
      written.floors?.push(row.id);
    } else {
      floorId.set(key, current.id);
      if (current.position !== f.position) {
        await tx
          .update(floors)
          .set({ position: f.position, updatedAt: new Date() })
          .where(eq(floors.id, current.id));
        written.floors?.push(current.id);
      }
    }
  }
  progress(0.4);
  const spaceId = new Map<string, number>();
  const total = plan.input.spaces.length || 1;
  let done = 0;
  for (const s of plan.input.spaces) {
    const key = spaceKeyOf(s);
    const current = plan.spaces.get(key);
    const values = spaceValues(s.fields);
    const polygon = s.fields.polygon ? JSON.stringify(s.fields.polygon) : null;
    let id: number;
    if (!current) {
      const [row] = await tx
        .insert(spaces)
        .values({ ...values, floorId: floorId.get(floorKey(s.buildingKey, s.floorName)) ?? 0 })
        .returning({ id: spaces.id });
      if (!row) throw new Error('space not written');
      id = row.id;
      if (s.key)
        await tx.insert(spaceExternalIds).values({ spaceId: id, type: 'SPATIAL', value: s.key });
      if (polygon)
        await tx.insert(assets).values({ spaceId: id, name: 'Outline', position: polygon });
      written.spaces?.push(id);
    } else {
      id = current.id;
      const outlineChanged = polygon !== null && polygon !== current.polygon;
      if (differs(current, values) || outlineChanged) {
        await tx
          .update(spaces)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(spaces.id, id));
        written.spaces?.push(id);
      }
      if (outlineChanged) {
        const [first] = await tx
          .select({ id: assets.id })
          .from(assets)
          .where(eq(assets.spaceId, id))
          .orderBy(assets.id)
          .limit(1);
        if (first)
          await tx.update(assets).set({ position: polygon }).where(eq(assets.id, first.id));
        else await tx.insert(assets).values({ spaceId: id, name: 'Outline', position: polygon });
      }
    }
    spaceId.set(key, id);
    done++;
    if (done % 200 === 0) progress(0.4 + (0.5 * done) / total);
  }
  for (const s of plan.input.spaces) {
    if (!s.parentKey) continue;
    const id = spaceId.get(spaceKeyOf(s));
    const parent = spaceId.get(s.parentKey);
    if (id !== undefined && parent !== undefined)
      await tx.update(spaces).set({ parentId: parent }).where(eq(spaces.id, id));
  }
  progress(1);
  return written;
}

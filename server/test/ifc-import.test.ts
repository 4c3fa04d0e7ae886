// The spatial IFC import on every IFC file of the fixtures: the two bim-whale samples (IFC2X3,
// millimetres) with the counts of their README, and a hand-written IFC4 file in feet
// (fixtures/ifc-feet-ifc4/README.md) whose elevations, areas and outlines must come out in metres.
// First what the reader makes of each file, then each through the pipeline into a database.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataImport, DataImportFull, ImportPreview } from '@atrium/contract';
import { readIfc, polygonArea } from '../src/imports/ifc.ts';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

const FILES = {
  large: 'ifc-bim-whale-samples/LargeBuilding.ifc',
  tall: 'ifc-bim-whale-samples/TallBuilding.ifc',
  feet: 'ifc-feet-ifc4/FeetHouse_IFC4.ifc',
} as const;
const bytesOf = (path: string) => readFileSync(new URL(`fixtures/${path}`, import.meta.url));
const read = (file: keyof typeof FILES) =>
  readIfc(new Uint8Array(bytesOf(FILES[file])), FILES[file].replace(/^.*\/|\.ifc$/g, ''));

const FOOT = 0.3048;
const round2 = (n: number) => Math.round(n * 100) / 100;
const SQUARE_FOOT = FOOT * FOOT;

/** The spaces as [floor, name, area] sorted by name, for comparing with a README's table. */
const spacesOf = (result: Awaited<ReturnType<typeof read>>) =>
  result.input.spaces
    .map((s) => [s.floorName, s.fields.name, s.fields.usableSF] as const)
    .sort((a, b) => a[1].localeCompare(b[1], 'en', { numeric: true }));

describe('the IFC reader', () => {
  it('reads LargeBuilding.ifc: 2 storeys, 8 spaces all on Level 1 with the README areas (mm)', async () => {
    const result = await read('large');
    expect(result.schema).toBe('IFC2X3');
    expect(result.skipped).toEqual([]);
    // The building's name is Revit's placeholder: the file's name stands in.
    expect(result.input.buildings.map((b) => b.fields.name)).toEqual(['LargeBuilding']);
    // Revit wrote Boston as the address's Region (its Town is empty) and 'Enter address here'.
    expect(result.input.buildings[0]?.fields).toMatchObject({
      street1: null,
      city: null,
      region: 'Boston',
    });
    expect(result.storeys).toEqual([
      { name: 'Level 1', elevation: 0 },
      { name: 'Level 2', elevation: 4 },
    ]);
    expect(result.input.floors.map((f) => [f.name, f.position])).toEqual([
      ['Level 1', 1],
      ['Level 2', 2],
    ]);
    expect(spacesOf(result)).toEqual([
      ['Level 1', '1 Room', 49.92],
      ['Level 1', '2 Room', 39.78],
      ['Level 1', '3 Room', 33.18],
      ['Level 1', '4 Room', 26.86],
      ['Level 1', '5 Room', 49.92],
      ['Level 1', '6 Room', 39.78],
      ['Level 1', '7 Room', 33.18],
      ['Level 1', '8 Room', 26.86],
    ]);
    // Outlines in metres, not millimetres: a room's footprint is about its area.
    for (const space of result.input.spaces) {
      const outline = space.fields.polygon;
      expect(outline, space.fields.name).not.toBeNull();
      expect(polygonArea(outline ?? [])).toBeGreaterThan((space.fields.usableSF ?? 0) * 0.8);
      expect(polygonArea(outline ?? [])).toBeLessThan((space.fields.usableSF ?? 0) * 1.25);
    }
  });

  it('reads TallBuilding.ifc: 5 storeys in elevation order, 3 spaces on Level 1 (mm)', async () => {
    const result = await read('tall');
    expect(result.schema).toBe('IFC2X3');
    expect(result.storeys).toEqual([
      { name: 'Level 1', elevation: 0 },
      { name: 'Level 2', elevation: 4 },
      { name: 'Level 4', elevation: 8 },
      { name: 'Level 5', elevation: 12 },
      { name: 'Level 6', elevation: 16 },
    ]);
    expect(result.input.floors.map((f) => [f.name, f.position])).toEqual([
      ['Level 1', 1],
      ['Level 2', 2],
      ['Level 4', 3],
      ['Level 5', 4],
      ['Level 6', 5],
    ]);
    expect(spacesOf(result)).toEqual([
      ['Level 1', '10 Room', 29.64],
      ['Level 1', '11 Room', 14.44],
      ['Level 1', '12 Room', 14.44],
    ]);
  });

  it('reads an IFC4 file in feet: elevations in metres, ft² quantities and feet geometry as m²', async () => {
    const result = await read('feet');
    expect(result.schema).toBe('IFC4');
    expect(result.skipped).toEqual([]);
    expect(result.input.buildings.map((b) => [b.fields.name, b.fields.street1])).toEqual([
      ['Feet House', '1 Main Street'],
    ]);
    // The file lists the second floor first: the elevation (12 ft) orders them.
    expect(result.storeys).toEqual([
      { name: 'Ground Floor', elevation: 0 },
      { name: 'Second Floor', elevation: 3.6576 },
    ]);
    expect(result.input.floors.map((f) => [f.name, f.position])).toEqual([
      ['Ground Floor', 1],
      ['Second Floor', 2],
    ]);
    const byName = new Map(result.input.spaces.map((s) => [s.fields.name, s]));
    expect([...byName.keys()].sort()).toEqual(['101 Living Room', '201 Bedroom', '202 Closet']);
    // A quantity of 200 ft².
    const living = byName.get('101 Living Room');
    expect(living?.floorName).toBe('Ground Floor');
    expect(living?.fields.usableSF).toBeCloseTo(200 * SQUARE_FOOT, 2);
    // Its 20 × 10 ft footprint, in metres.
    expect(sortedCorners(living?.fields.polygon)).toEqual([
      [0, 0],
      [0, 3.048],
      [6.096, 0],
      [6.096, 3.048],
    ]);
    // No quantity: the area of its 30 × 15 ft footprint, 25 ft along the x axis.
    const bedroom = byName.get('201 Bedroom');
    expect(bedroom?.floorName).toBe('Second Floor');
    expect(bedroom?.fields.usableSF).toBeCloseTo(450 * SQUARE_FOOT, 2);
    expect(sortedCorners(bedroom?.fields.polygon)).toEqual([
      [7.62, 0],
      [7.62, 4.572],
      [16.764, 0],
      [16.764, 4.572],
    ]);
    // A quantity of 120 ft² and no geometry: no outline.
    const closet = byName.get('202 Closet');
    expect(closet?.fields.usableSF).toBeCloseTo(120 * SQUARE_FOOT, 2);
    expect(closet?.fields.polygon).toBeNull();
  });

  it('converts by the conversion factor whatever the unit is named, and areas by the length unit without an area unit', async () => {
    const text = bytesOf(FILES.feet).toString('utf8');
    // 'ft' is no name we know: the factor (0.3048 of a metre) says what it is. Without an area
    // unit, the quantities are in the length unit squared: ft².
    const variant = text
      .replace("'FOOT'", "'ft'")
      .replace('IFCUNITASSIGNMENT((#14,#18,#19))', 'IFCUNITASSIGNMENT((#14,#19))');
    expect(variant).not.toBe(text);
    const result = await readIfc(new TextEncoder().encode(variant), 'variant');
    expect(result.skipped).toEqual([]);
    expect(result.storeys.map((s) => s.elevation)).toEqual([0, 3.6576]);
    const areas = Object.fromEntries(
      result.input.spaces.map((s) => [s.fields.name, s.fields.usableSF]),
    );
    expect(areas).toEqual({
      '101 Living Room': round2(200 * SQUARE_FOOT),
      '201 Bedroom': round2(450 * SQUARE_FOOT),
      '202 Closet': round2(120 * SQUARE_FOOT),
    });
  });
});

/** A rectangle's corners in a fixed order, to millimetres. */
function sortedCorners(polygon: [number, number][] | null | undefined) {
  return (
    (polygon ?? [])
      // `+ 0` makes −0 (a mirrored axis) 0.
      .map(([x, y]) => [Math.round(x * 1000) / 1000 + 0, Math.round(y * 1000) / 1000 + 0])
      .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0))
  );
}

function multipart(filename: string, data: Buffer) {
  const boundary = `----atrium${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(databaseKinds)('the spatial IFC import on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
  });
  afterAll(() => t.close());

  /**
   * Uploads, previews and commits one file for an owner; answers the preview and the floors. Both
   * bim-whale files have the same building GlobalId: they go to different owners.
   */
  const importFile = async (file: keyof typeof FILES, organizationId: number) => {
    const path = FILES[file];
    const body = multipart(path.replace(/^.*\//, ''), bytesOf(path));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/data-imports/upload',
      payload: body.payload,
      headers: { authorization: `Bearer ${master}`, ...body.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const request = {
      type: 'SPATIAL',
      fileId: uploaded.json<{ id: number }>().id,
      options: { organizationId },
    };
    const previewed = await t.post('/api/data-imports/preview', request, master);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const created = await t.post('/api/data-imports/create', request, master);
    expect(created.statusCode, created.body).toBe(200);
    await t.app.jobs.drain();
    const got = await t.post(
      '/api/data-imports/get',
      { id: created.json<DataImport>().id },
      master,
    );
    const done = got.json<DataImportFull>();
    expect(done.status, JSON.stringify(done.errors)).toBe('COMPLETED');
    const floors = (
      await t.database.pool.query<{ name: string; position: number; spaces: string; area: string }>(
        `select f.name, f.position, count(s.id) spaces, coalesce(sum(s.usable_sf), 0) area
         from floors f left join spaces s on s.floor_id = f.id
         where f.building_id = $1 group by f.id order by f.position`,
        [done.buildingId],
      )
    ).rows.map((f) => [
      f.name,
      f.position,
      Number(f.spaces),
      Math.round(Number(f.area) * 100) / 100,
    ]);
    return { preview: previewed.json<ImportPreview>(), floors };
  };

  it('imports LargeBuilding.ifc: 1 building, 2 floors, 8 spaces on Level 1', async () => {
    const { preview, floors } = await importFile('large', p.orgs.harbor.id);
    expect(preview.counts).toMatchObject({
      buildings: { created: 1 },
      floors: { created: 2 },
      spaces: { created: 8 },
    });
    expect(floors).toEqual([
      ['Level 1', 1, 8, 299.48],
      ['Level 2', 2, 0, 0],
    ]);
  });

  it('imports TallBuilding.ifc: 1 building, 5 floors in elevation order, 3 spaces', async () => {
    const { preview, floors } = await importFile('tall', p.orgs.skyline.id);
    expect(preview.counts).toMatchObject({
      buildings: { created: 1 },
      floors: { created: 5 },
      spaces: { created: 3 },
    });
    expect(floors).toEqual([
      ['Level 1', 1, 3, 58.52],
      ['Level 2', 2, 0, 0],
      ['Level 4', 3, 0, 0],
      ['Level 5', 4, 0, 0],
      ['Level 6', 5, 0, 0],
    ]);
  });

  it('imports the IFC4 file in feet with its areas in square metres', async () => {
    const { preview, floors } = await importFile('feet', p.orgs.harbor.id);
    expect(preview.counts).toMatchObject({
      buildings: { created: 1 },
      floors: { created: 2 },
      spaces: { created: 3 },
    });
    // 200 ft² = 18.58 m²; 450 + 120 ft² = 41.81 + 11.15 m² (each rounded to 0.01 m²).
    expect(floors).toEqual([
      ['Ground Floor', 1, 1, 18.58],
      ['Second Floor', 2, 2, 52.96],
    ]);
  });
});

// IFC models (IFC2X3, IFC4) read with web-ifc into the spatial import's buildings, floors and
// spaces: IfcBuilding → building (its GlobalId as the external spatial id), IfcBuildingStorey →
// floors in elevation order (storeys without an elevation keep the file's order, after the
// others), IfcSpace → spaces (Name and LongName, area from the model's quantities or else from the
// footprint of its geometry, the footprint as its outline). Lengths in the file's unit (mm, m,
// ft…) are converted to metres; areas to square metres. What cannot be placed is reported.
import * as WebIfc from 'web-ifc';
import type { SpaceIn, SpatialInput } from './spatial.ts';

type Line = Record<string, unknown> & { expressID: number };
type Value = { value?: unknown } | null | undefined;

const valueOf = (field: unknown): unknown =>
  field && typeof field === 'object' && 'value' in field ? field.value : undefined;
const textOf = (field: unknown): string | null => {
  const value = valueOf(field);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};
const numberOf = (field: unknown): number | null => {
  const value = valueOf(field);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
const enumOf = (field: unknown): string => {
  const value = valueOf(field);
  return typeof value === 'string' ? value : '';
};
const handles = (field: unknown): number[] =>
  Array.isArray(field)
    ? field.map((h) => valueOf(h)).filter((v): v is number => typeof v === 'number')
    : typeof valueOf(field) === 'number'
      ? [valueOf(field) as number]
      : [];

const SI_PREFIX: Record<string, number> = {
  MILLI: 1e-3,
  CENTI: 1e-2,
  DECI: 1e-1,
  KILO: 1e3,
};

/** Names of conversion-based units when their conversion factor cannot be read. */
const KNOWN_UNITS: Record<string, { LENGTHUNIT: number; AREAUNIT: number }> = {
  FOOT: { LENGTHUNIT: 0.3048, AREAUNIT: 0.09290304 },
  INCH: { LENGTHUNIT: 0.0254, AREAUNIT: 0.00064516 },
};

/**
 * Metres (square metres for an area unit) in one of the unit: an IfcSIUnit by its prefix, an
 * IfcConversionBasedUnit by its conversion factor (e.g. FOOT: 0.3048 of a METRE; SQUARE FOOT:
 * 0.09290304 of a SQUARE_METRE), else by its name; null for a unit it cannot place.
 */
function unitFactor(unit: Line, unitType: 'LENGTHUNIT' | 'AREAUNIT', depth = 0): number | null {
  const name = enumOf(unit.Name);
  const prefix = SI_PREFIX[enumOf(unit.Prefix)] ?? 1;
  if (name === 'METRE') return unitType === 'AREAUNIT' ? prefix * prefix : prefix;
  if (name === 'SQUARE_METRE') return prefix * prefix;
  const conversion = unit.ConversionFactor;
  if (depth < 3 && conversion && typeof conversion === 'object') {
    const measure = conversion as Line;
    const value = numberOf(measure.ValueComponent);
    const base =
      measure.UnitComponent && typeof measure.UnitComponent === 'object'
        ? unitFactor(measure.UnitComponent as Line, unitType, depth + 1)
        : null;
    if (value !== null && value > 0 && base !== null) return value * base;
  }
  if (/FOOT|FEET/i.test(name)) return KNOWN_UNITS.FOOT?.[unitType] ?? null;
  if (/INCH/i.test(name)) return KNOWN_UNITS.INCH?.[unitType] ?? null;
  return null;
}

/** A placeholder Revit leaves in the building's name. */
const PLACEHOLDER = /^\/\/.*\/\/$|^enter .* here$/i;

/** The shoelace area of a polygon (absolute). */
export function polygonArea(points: readonly [number, number][]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i] ?? [0, 0];
    const [x2, y2] = points[(i + 1) % points.length] ?? [0, 0];
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum) / 2;
}

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

/** `storeys`: the storeys read, in floor order, with their elevations in metres (for the report). */
export type IfcResult = {
  input: SpatialInput;
  skipped: string[];
  schema: string;
  storeys: { name: string; elevation: number | null }[];
};

let api: WebIfc.IfcAPI | null = null;
async function ifcApi(): Promise<WebIfc.IfcAPI> {
  if (!api) {
    const created = new WebIfc.IfcAPI();
    await created.Init();
    api = created;
  }
  return api;
}

/**
 * Reads an IFC file into buildings, floors and spaces. `fallbackName` names a building whose name
 * is empty or a placeholder (the file's name).
 */
export async function readIfc(bytes: Uint8Array, fallbackName: string): Promise<IfcResult> {
  const ifc = await ifcApi();
  const model = ifc.OpenModel(bytes, { COORDINATE_TO_ORIGIN: false });
  try {
    return readModel(ifc, model, fallbackName);
  } finally {
    ifc.CloseModel(model);
  }
}

function readModel(ifc: WebIfc.IfcAPI, model: number, fallbackName: string): IfcResult {
  const schema = ifc.GetModelSchema(model);
  const idsOf = (type: number): number[] => {
    const vector = ifc.GetLineIDsWithType(model, type);
    const out: number[] = [];
    for (let i = 0; i < vector.size(); i++) out.push(vector.get(i));
    return out;
  };
  const line = (id: number, flat = false): Line => ifc.GetLine(model, id, flat) as Line;
  const skipped: string[] = [];

  // Units: the length unit scales elevations; the area unit scales quantities (the length
  // unit squared when the file gives none).
  let lengthToMetre = 1;
  let areaToSquareMetre: number | null = null;
  for (const id of idsOf(WebIfc.IFCUNITASSIGNMENT)) {
    const units = (line(id, true).Units ?? []) as Line[];
    for (const unit of units) {
      const unitType = enumOf(unit.UnitType);
      if (unitType !== 'LENGTHUNIT' && unitType !== 'AREAUNIT') continue;
      const factor = unitFactor(unit, unitType);
      if (factor === null) {
        const [what, as] =
          unitType === 'LENGTHUNIT' ? ['length unit', 'metres'] : ['area unit', 'square metres'];
        skipped.push(`Unknown ${what} "${enumOf(unit.Name)}": read as ${as}`);
        continue;
      }
      if (unitType === 'LENGTHUNIT') lengthToMetre = factor;
      else areaToSquareMetre = factor;
    }
  }
  const areaFactor = areaToSquareMetre ?? lengthToMetre * lengthToMetre;

  // What contains what: aggregation (building → storeys → spaces) and containment (IFC4 files
  // may put a space in a storey's structure).
  const parentOf = new Map<number, number>();
  for (const type of [WebIfc.IFCRELAGGREGATES, WebIfc.IFCRELCONTAINEDINSPATIALSTRUCTURE]) {
    for (const id of idsOf(type)) {
      const rel = line(id);
      const parent = handles(rel.RelatingObject ?? rel.RelatingStructure)[0];
      if (parent === undefined) continue;
      for (const child of handles(rel.RelatedObjects ?? rel.RelatedElements))
        parentOf.set(child, parent);
    }
  }

  // Area quantities of each object (IfcElementQuantity through IfcRelDefinesByProperties).
  const areasOf = new Map<number, Map<string, number>>();
  for (const id of idsOf(WebIfc.IFCRELDEFINESBYPROPERTIES)) {
    const rel = line(id);
    const definition = handles(rel.RelatingPropertyDefinition)[0];
    if (definition === undefined) continue;
    const def = line(definition);
    if (!Array.isArray(def.Quantities)) continue;
    const found = new Map<string, number>();
    for (const q of handles(def.Quantities)) {
      const quantity = line(q);
      const area = numberOf(quantity.AreaValue);
      const name = textOf(quantity.Name);
      if (area !== null && name) found.set(name, area * areaFactor);
    }
    if (found.size === 0) continue;
    for (const object of handles(rel.RelatedObjects)) {
      const merged = areasOf.get(object) ?? new Map<string, number>();
      for (const [k, v] of found) merged.set(k, v);
      areasOf.set(object, merged);
    }
  }

  const input: SpatialInput = { buildings: [], floors: [], spaces: [] };
  const buildingIds = idsOf(WebIfc.IFCBUILDING);
  const site = idsOf(WebIfc.IFCSITE)[0];
  const coordinates = site === undefined ? null : siteCoordinates(line(site));
  const keyOfBuilding = new Map<number, string>();
  for (const id of buildingIds) {
    const b = line(id);
    const key = textOf(b.GlobalId) ?? `ifc-${id}`;
    const named = textOf(b.Name) ?? textOf(b.LongName);
    const address = handles(b.BuildingAddress)[0];
    const postal = address === undefined ? null : line(address);
    const lines =
      postal && Array.isArray(postal.AddressLines) ? (postal.AddressLines as Value[]) : [];
    const street = lines.map((l) => textOf(l)).find((l) => l && !PLACEHOLDER.test(l)) ?? null;
    input.buildings.push({
      key,
      row: null,
      fields: {
        name: named && !PLACEHOLDER.test(named) ? named : fallbackName,
        street1: street,
        city: postal ? textOf(postal.Town) : null,
        region: postal ? textOf(postal.Region) : null,
        units: 'METRIC',
        coordinates,
      },
    });
    keyOfBuilding.set(id, key);
  }
  if (input.buildings.length === 0) {
    skipped.push('The model has no IfcBuilding: nothing to import');
    return { input, skipped, schema, storeys: [] };
  }
  const onlyBuilding = buildingIds.length === 1 ? buildingIds[0] : undefined;

  // Storeys by elevation; those without keep the file's order after the others.
  const storeys = idsOf(WebIfc.IFCBUILDINGSTOREY).map((id, order) => {
    const s = line(id);
    const elevation = numberOf(s.Elevation);
    let building = parentOf.get(id);
    while (building !== undefined && !keyOfBuilding.has(building))
      building = parentOf.get(building);
    return {
      id,
      order,
      name: textOf(s.Name) ?? textOf(s.LongName) ?? `Storey ${order + 1}`,
      elevation: elevation === null ? null : elevation * lengthToMetre,
      building: building ?? onlyBuilding,
    };
  });
  storeys.sort((a, b) =>
    a.elevation === null || b.elevation === null
      ? (a.elevation === null ? 1 : 0) - (b.elevation === null ? 1 : 0) || a.order - b.order
      : a.elevation - b.elevation || a.order - b.order,
  );
  const floorOf = new Map<number, { buildingKey: string; name: string }>();
  const usedNames = new Map<string, Set<string>>();
  for (const [building, key] of keyOfBuilding) {
    const own = storeys.filter((s) => s.building === building);
    // Below ground: −1, −2 … downwards; the rest 1, 2, 3 … upwards (a storey at 0 is level 1).
    const below = own.filter((s) => s.elevation !== null && s.elevation < -1e-6);
    own.forEach((s, index) => {
      const position = index < below.length ? index - below.length : index - below.length + 1;
      const names = usedNames.get(key) ?? new Set<string>();
      usedNames.set(key, names);
      let name = s.name;
      for (let n = 2; names.has(name); n++) name = `${s.name} (${n})`;
      names.add(name);
      input.floors.push({ buildingKey: key, name, position, row: null });
      floorOf.set(s.id, { buildingKey: key, name });
    });
  }
  for (const s of storeys)
    if (s.building === undefined) skipped.push(`Storey "${s.name}" belongs to no building`);

  for (const id of idsOf(WebIfc.IFCSPACE)) {
    const s = line(id);
    const label = [textOf(s.Name), textOf(s.LongName)].filter(Boolean).join(' ') || `#${id}`;
    let parent = parentOf.get(id);
    while (parent !== undefined && !floorOf.has(parent)) parent = parentOf.get(parent);
    const floor = parent === undefined ? undefined : floorOf.get(parent);
    if (!floor) {
      skipped.push(`Space "${label}" is on no storey`);
      continue;
    }
    const outline = footprint(ifc, model, id);
    const quantities = areasOf.get(id);
    const quantity =
      quantities?.get('NetFloorArea') ??
      quantities?.get('GrossFloorArea') ??
      [...(quantities?.entries() ?? [])].find(
        ([name]) => /area/i.test(name) && !/wall|ceiling|side/i.test(name),
      )?.[1] ??
      null;
    const area = quantity ?? (outline ? polygonArea(outline) : null);
    if (area === null) skipped.push(`Space "${label}": no area in its quantities or geometry`);
    const space: SpaceIn = {
      buildingKey: floor.buildingKey,
      floorName: floor.name,
      key: textOf(s.GlobalId) ?? `ifc-${id}`,
      parentKey: null,
      row: null,
      fields: {
        name: label.slice(0, 200),
        category: 'GENERAL',
        type: textOf(s.LongName)?.slice(0, 100) ?? null,
        rentableSF: area === null ? null : round(area, 2),
        usableSF: area === null ? null : round(area, 2),
        capacity: null,
        polygon: outline,
      },
    };
    input.spaces.push(space);
  }
  const report = storeys.map((s) => ({
    name: s.name,
    elevation: s.elevation === null ? null : round(s.elevation, 4),
  }));
  return { input, skipped, schema, storeys: report };
}

/** IfcSite's RefLatitude/RefLongitude (degrees, minutes, seconds, millionths) as decimal degrees. */
function siteCoordinates(site: Line): [number, number] | null {
  const angle = (field: unknown): number | null => {
    if (!Array.isArray(field)) return null;
    const parts = field.map((p) => numberOf(p) ?? (typeof p === 'number' ? p : 0));
    const [d = 0, m = 0, s = 0, millionths = 0] = parts;
    const sign = [d, m, s, millionths].some((x) => x < 0) ? -1 : 1;
    return (
      sign * (Math.abs(d) + Math.abs(m) / 60 + (Math.abs(s) + Math.abs(millionths) / 1e6) / 3600)
    );
  };
  const lat = angle(site.RefLatitude);
  const lng = angle(site.RefLongitude);
  if (lat === null || lng === null || (lat === 0 && lng === 0)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return [round(lat, 6), round(lng, 6)];
}

/**
 * The space's footprint in plan metres: the outline of its geometry's lowest faces. web-ifc gives
 * placed meshes in metres with Y up, so plan x is X and plan y is −Z. Null without geometry.
 */
function footprint(ifc: WebIfc.IfcAPI, model: number, id: number): [number, number][] | null {
  let mesh: WebIfc.FlatMesh;
  try {
    mesh = ifc.GetFlatMesh(model, id);
  } catch {
    return null;
  }
  const points: [number, number, number][] = [];
  const triangles: [number, number, number][] = [];
  for (let g = 0; g < mesh.geometries.size(); g++) {
    const placed = mesh.geometries.get(g);
    const geometry = ifc.GetGeometry(model, placed.geometryExpressID);
    const vertices = ifc.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
    const indices = ifc.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize());
    const t = placed.flatTransformation;
    const base = points.length;
    for (let i = 0; i + 2 < vertices.length; i += 6) {
      const x = vertices[i] ?? 0;
      const y = vertices[i + 1] ?? 0;
      const z = vertices[i + 2] ?? 0;
      const at = (k: number) => t[k] ?? 0;
      points.push([
        at(0) * x + at(4) * y + at(8) * z + at(12),
        at(1) * x + at(5) * y + at(9) * z + at(13),
        at(2) * x + at(6) * y + at(10) * z + at(14),
      ]);
    }
    for (let i = 0; i + 2 < indices.length; i += 3)
      triangles.push([
        base + (indices[i] ?? 0),
        base + (indices[i + 1] ?? 0),
        base + (indices[i + 2] ?? 0),
      ]);
    geometry.delete();
  }
  (mesh as { delete?: () => void }).delete?.();
  if (points.length < 3) return null;
  const bottom = Math.min(...points.map((p) => p[1]));
  const low = (i: number) => Math.abs((points[i]?.[1] ?? Infinity) - bottom) < 1e-3;
  // Vertices at the same place are one (meshes repeat them per face).
  const keyOf = (i: number) => {
    const p = points[i] ?? [0, 0, 0];
    return `${Math.round(p[0] * 1000)},${Math.round(p[2] * 1000)}`;
  };
  const where = new Map<string, [number, number]>();
  const edges = new Map<string, number>();
  for (const tri of triangles) {
    if (!tri.every(low)) continue;
    const keys = tri.map(keyOf);
    tri.forEach((i, k) => {
      const p = points[i] ?? [0, 0, 0];
      where.set(keys[k] ?? '', [round(p[0]), round(-p[2])]);
    });
    for (let k = 0; k < 3; k++) {
      const a = keys[k] ?? '';
      const b = keys[(k + 1) % 3] ?? '';
      if (a === b) continue;
      const edge = a < b ? `${a}|${b}` : `${b}|${a}`;
      edges.set(edge, (edges.get(edge) ?? 0) + 1);
    }
  }
  // The boundary: edges of one bottom triangle only, chained into loops; the largest loop wins.
  const next = new Map<string, string[]>();
  for (const [edge, uses] of edges) {
    if (uses !== 1) continue;
    const [a = '', b = ''] = edge.split('|');
    next.set(a, [...(next.get(a) ?? []), b]);
    next.set(b, [...(next.get(b) ?? []), a]);
  }
  let best: [number, number][] | null = null;
  const visited = new Set<string>();
  for (const start of next.keys()) {
    if (visited.has(start)) continue;
    const loop: string[] = [];
    let previous = '';
    let current = start;
    while (!visited.has(current)) {
      visited.add(current);
      loop.push(current);
      const options = (next.get(current) ?? []).filter((n) => n !== previous);
      const step = options.find((n) => !visited.has(n)) ?? options[0];
      if (step === undefined) break;
      previous = current;
      current = step;
    }
    const polygon = simplify(loop.map((k) => where.get(k) ?? [0, 0]));
    if (polygon.length >= 3 && (!best || polygonArea(polygon) > polygonArea(best))) best = polygon;
  }
  return best;
}

/** Drops points on a straight line between their neighbours. */
function simplify(points: [number, number][]): [number, number][] {
  const out = points.filter((p, i) => {
    const a = points[(i - 1 + points.length) % points.length] ?? p;
    const b = points[(i + 1) % points.length] ?? p;
    const cross = (p[0] - a[0]) * (b[1] - a[1]) - (p[1] - a[1]) * (b[0] - a[0]);
    return Math.abs(cross) > 1e-6;
  });
  return out.length >= 3 ? out : points;
}

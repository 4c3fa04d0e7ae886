// The financial import: leases and subleases, matched on their external id (the lease number) so
// that running it twice changes nothing. The tenant organization is found by name (created, as an
// OCCUPIER, when missing); the building by its external id in the owner organization (created
// from the row's name and address when missing); dates as YYYY-MM-DD or Excel serial dates.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ZEncumbranceCreateSchema } from '@atrium/contract';
import {
  buildings,
  encumbrances,
  encumbranceSpaces,
  floors,
  leaseTypes,
  organizations,
  spaceExternalIds,
  spaces,
  usageTypes,
} from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';
import { queueRederive } from '../occupancy/rederive.ts';
import type { TableRow } from './table.ts';
import { checkWith, chunks, dateCell, differs, numberCell, PlanReport, textCell } from './plan.ts';

/**
 * Column names of common exports, read as the template's: the US GSA IOLP leases workbook
 * (`Lease Number`, `Location Code`, `Lease Effective Date`…). Matched without regard to case.
 */
export const FINANCIAL_ALIASES: Readonly<Record<string, string>> = {
  'lease number': 'leaseExternalId',
  'location code': 'buildingExternalId',
  'real property asset name': 'buildingName',
  'street address': 'street1',
  city: 'city',
  state: 'region',
  'zip code': 'postalCode',
  latitude: 'latitude',
  longitude: 'longitude',
  'building rentable square feet': 'rentableArea',
  'lease effective date': 'startDate',
  'lease expiration date': 'endDate',
  tenant: 'tenant',
};

type Lease = {
  row: TableRow;
  /** The lease number and the building: one lease number may cover several buildings (GSA). */
  key: string;
  /** The lease number, stored as the lease's external id. */
  number: string;
  /** The parent's key (its number in the same building). */
  parentKey: string | null;
  parentNumber: string | null;
  tenant: string;
  buildingKey: string;
  building: {
    name: string;
    street1: string | null;
    city: string | null;
    region: string | null;
    postalCode: string | null;
    latitude: number | null;
    longitude: number | null;
  };
  floors: string[];
  spaces: string[];
  usageType: string | null;
  leaseType: string | null;
  values: {
    startDate: string;
    endDate: string | null;
    status: 'ACTIVE' | 'PENDING' | 'EXPIRED' | 'TERMINATED';
    rentRate: number | null;
    rentableSF: number | null;
    capacity: number | null;
    targetDensity: number | null;
  };
};

export type FinancialPlan = {
  leases: Lease[];
  ownerOrganizationId: number;
  buildingIds: Map<string, number>;
  tenantIds: Map<string, number>;
  usageTypeIds: Map<string, number>;
  leaseTypeIds: Map<string, number>;
  spaceIds: Map<string, number[]>;
  existing: Map<string, typeof encumbrances.$inferSelect & { spaceIds: number[] }>;
  /** Existing leases the file changes. */
  changed: Set<string>;
};

const COLUMN_OF: Record<string, string> = {
  startDate: 'startDate',
  endDate: 'endDate',
  status: 'status',
  rentRate: 'rentRate',
  rentableSF: 'rentableArea',
  capacity: 'capacity',
  targetDensity: 'targetDensity',
};

const list = (value: string | null) =>
  value
    ? value
        .split(';')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
const lower = (s: string) => s.trim().toLowerCase();

/** The rows as leases, each checked with the contract's lease schema. */
export async function leasesFromRows(
  rows: AsyncIterable<TableRow>,
  report: PlanReport,
  defaultTenant: string | null,
  progress: (rows: number) => void,
): Promise<Lease[]> {
  const leases: Lease[] = [];
  /** The first row of each lease number in its building. */
  const firstOf = new Map<string, Lease>();
  for await (const row of rows) {
    report.seen(row);
    progress(report.rows);
    const before = report.errorCount;
    const number = textCell(row, 'leaseExternalId');
    const buildingKey = textCell(row, 'buildingExternalId');
    const key = number && buildingKey ? `${number}\u0000${buildingKey}` : null;
    if (!number) report.error(row, 'leaseExternalId', 'leaseExternalId is missing');
    if (!buildingKey) report.error(row, 'buildingExternalId', 'buildingExternalId is missing');
    const tenant = textCell(row, 'tenant') ?? defaultTenant;
    if (!tenant)
      report.error(row, 'tenant', 'tenant is missing (or choose a tenant for the whole file)');
    const startDate = dateCell(report, row, 'startDate');
    const endDate = dateCell(report, row, 'endDate');
    const numbers = ['rentRate', 'rentableArea', 'capacity', 'targetDensity'].map((c) =>
      numberCell(report, row, c),
    );
    const latitude = numberCell(report, row, 'latitude');
    const longitude = numberCell(report, row, 'longitude');
    if (report.errorCount > before || !key || !number || !buildingKey || !tenant) continue;
    const checked = checkWith(
      report,
      row,
      ZEncumbranceCreateSchema,
      {
        buildingId: 1,
        organizationId: 1,
        startDate: startDate ?? '',
        endDate: endDate ?? null,
        status: textCell(row, 'status')?.toUpperCase() ?? 'ACTIVE',
        rentRate: numbers[0] ?? null,
        rentableSF: numbers[1] ?? null,
        capacity: numbers[2] ?? null,
        targetDensity: numbers[3] ?? null,
      },
      COLUMN_OF,
    );
    if (!checked) continue;
    const lease: Lease = {
      row,
      key,
      number,
      parentNumber: textCell(row, 'parentLeaseExternalId'),
      parentKey: textCell(row, 'parentLeaseExternalId')
        ? `${textCell(row, 'parentLeaseExternalId') ?? ''}\u0000${buildingKey}`
        : null,
      tenant,
      buildingKey,
      building: {
        name: textCell(row, 'buildingName') ?? buildingKey,
        street1: textCell(row, 'street1'),
        city: textCell(row, 'city'),
        region: textCell(row, 'region'),
        postalCode: textCell(row, 'postalCode'),
        latitude: latitude != null && Math.abs(latitude) <= 90 ? latitude : null,
        longitude: longitude != null && Math.abs(longitude) <= 180 ? longitude : null,
      },
      floors: list(textCell(row, 'floors')),
      spaces: list(textCell(row, 'spaces')),
      usageType: textCell(row, 'usageType'),
      leaseType: textCell(row, 'leaseType'),
      values: {
        startDate: checked.startDate,
        endDate: checked.endDate,
        status: checked.status,
        rentRate: checked.rentRate,
        rentableSF: checked.rentableSF,
        capacity: checked.capacity,
        targetDensity: checked.targetDensity,
      },
    };
    const first = firstOf.get(key);
    if (first) repeated(report, first, lease);
    else {
      firstOf.set(key, lease);
      leases.push(lease);
    }
  }
  return leases;
}

/** What a lease row says about the lease, by the column it comes from. */
const leaseFields = (l: Lease): [column: string, value: string][] => [
  ['tenant', l.tenant.trim()],
  ['startDate', l.values.startDate],
  ['endDate', l.values.endDate ?? ''],
  ['status', l.values.status],
  ['rentRate', String(l.values.rentRate ?? '')],
  ['rentableArea', String(l.values.rentableSF ?? '')],
  ['capacity', String(l.values.capacity ?? '')],
  ['targetDensity', String(l.values.targetDensity ?? '')],
  ['parentLeaseExternalId', l.parentNumber ?? ''],
  ['floors', l.floors.join(';')],
  ['spaces', l.spaces.join(';')],
  ['usageType', l.usageType ?? ''],
  ['leaseType', l.leaseType ?? ''],
];

/**
 * A second row of a lease number in the same building. Exports list a lease once per asset it
 * covers (GSA's IOLP workbook: one row per structure of a border station, the asset's name the
 * only difference): a row that says the same of the lease is left alone, with a note; one that
 * says something else (another end date, area, tenant…) is a problem on that column, because
 * which of the two is right cannot be told.
 */
function repeated(report: PlanReport, first: Lease, lease: Lease): void {
  const was = new Map(leaseFields(first));
  // Names of tenants and types are matched without regard to case.
  const conflicts = leaseFields(lease).filter(
    ([column, value]) => was.get(column)?.toLowerCase() !== value.toLowerCase(),
  );
  const what = `lease ${lease.number} in building ${lease.buildingKey}`;
  for (const [column, value] of conflicts)
    report.error(
      lease.row,
      column,
      `${column}: ${what} is also on row ${first.row.row} with ${column} "${was.get(column) ?? ''}", here "${value}"; a lease has one ${column}`,
    );
  if (conflicts.length) return;
  const other = lease.building.name !== first.building.name;
  report.count('leases', 'skipped');
  report.note(
    `Row ${lease.row.row} repeats ${what} of row ${first.row.row}${other ? ` for another of its assets ("${lease.building.name}")` : ''}: left alone`,
  );
}

/** Finds what the leases name and counts what would change; nothing is written. */
export async function planFinancial(
  db: Db,
  leases: Lease[],
  ownerOrganizationId: number,
  report: PlanReport,
): Promise<FinancialPlan> {
  const plan: FinancialPlan = {
    leases,
    ownerOrganizationId,
    buildingIds: new Map(),
    tenantIds: new Map(),
    usageTypeIds: new Map(),
    leaseTypeIds: new Map(),
    spaceIds: new Map(),
    existing: new Map(),
    changed: new Set(),
  };
  const buildingKeys = [...new Set(leases.map((l) => l.buildingKey))];
  for (const part of chunks(buildingKeys, 1000)) {
    const found = await db
      .select({ id: buildings.id, key: buildings.externalSpatialId })
      .from(buildings)
      .where(
        and(
          eq(buildings.ownerOrganizationId, ownerOrganizationId),
          inArray(buildings.externalSpatialId, part),
        ),
      );
    for (const b of found) if (b.key) plan.buildingIds.set(b.key, b.id);
  }
  const newBuildings = buildingKeys.filter((k) => !plan.buildingIds.has(k));
  report.count('buildings', 'created', newBuildings.length);
  report.count('buildings', 'unchanged', buildingKeys.length - newBuildings.length);

  const tenants = [...new Set(leases.map((l) => lower(l.tenant)))];
  for (const part of chunks(tenants, 1000)) {
    const found = await db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(inArray(sql`lower(${organizations.name})`, part));
    for (const o of found) plan.tenantIds.set(lower(o.name), o.id);
  }
  report.count('organizations', 'created', tenants.filter((t) => !plan.tenantIds.has(t)).length);
  report.count('organizations', 'unchanged', tenants.filter((t) => plan.tenantIds.has(t)).length);

  for (const [table, into] of [
    [usageTypes, plan.usageTypeIds],
    [leaseTypes, plan.leaseTypeIds],
  ] as const)
    for (const t of await db.select({ id: table.id, name: table.name }).from(table))
      into.set(lower(t.name), t.id);

  // Floors and spaces of the known buildings, for the leases that name them.
  const known = [...plan.buildingIds.values()];
  const floorRows = known.length
    ? await db
        .select({ id: floors.id, buildingId: floors.buildingId, name: floors.name })
        .from(floors)
        .where(inArray(floors.buildingId, known))
    : [];
  const needsSpaces = leases.some((l) => l.floors.length || l.spaces.length);
  const spaceRows =
    needsSpaces && floorRows.length
      ? await db
          .select({ id: spaces.id, floorId: spaces.floorId, externalId: spaceExternalIds.value })
          .from(spaces)
          .leftJoin(
            spaceExternalIds,
            and(eq(spaceExternalIds.spaceId, spaces.id), eq(spaceExternalIds.type, 'SPATIAL')),
          )
          .where(
            inArray(
              spaces.floorId,
              floorRows.map((f) => f.id),
            ),
          )
      : [];

  // Existing leases by external id, in the owner's buildings.
  const keys = leases.map((l) => l.key);
  const numbers = [...new Set(leases.map((l) => l.number))];
  for (const part of chunks(numbers, 1000)) {
    const found = await db
      .select({ lease: encumbrances, buildingKey: buildings.externalSpatialId })
      .from(encumbrances)
      .innerJoin(buildings, eq(buildings.id, encumbrances.buildingId))
      .where(
        and(
          eq(buildings.ownerOrganizationId, ownerOrganizationId),
          inArray(encumbrances.externalId, part),
        ),
      );
    for (const { lease, buildingKey } of found)
      if (lease.externalId && buildingKey)
        plan.existing.set(`${lease.externalId}\u0000${buildingKey}`, { ...lease, spaceIds: [] });
  }
  const existingIds = [...plan.existing.values()].map((l) => l.id);
  for (const part of chunks(existingIds, 1000)) {
    const links = await db
      .select()
      .from(encumbranceSpaces)
      .where(inArray(encumbranceSpaces.encumbranceId, part));
    const byLease = new Map([...plan.existing.values()].map((l) => [l.id, l]));
    for (const link of links) byLease.get(link.encumbranceId)?.spaceIds.push(link.spaceId);
  }
  const keysInFile = new Set(keys);
  const existingById = new Map([...plan.existing.values()].map((l) => [l.id, l]));

  for (const lease of leases) {
    const before = report.errorCount;
    const buildingId = plan.buildingIds.get(lease.buildingKey);
    if (lease.usageType && !plan.usageTypeIds.has(lower(lease.usageType)))
      report.error(
        lease.row,
        'usageType',
        `usageType "${lease.usageType}" is not a known usage type`,
      );
    if (lease.leaseType && !plan.leaseTypeIds.has(lower(lease.leaseType)))
      report.error(
        lease.row,
        'leaseType',
        `leaseType "${lease.leaseType}" is not a known lease type`,
      );
    if (lease.parentKey && !keysInFile.has(lease.parentKey) && !plan.existing.has(lease.parentKey))
      report.error(
        lease.row,
        'parentLeaseExternalId',
        `parentLeaseExternalId ${lease.parentNumber ?? ''} is not a lease of this file or of the organization in building ${lease.buildingKey}`,
      );
    if (lease.parentKey === lease.key)
      report.error(lease.row, 'parentLeaseExternalId', 'A lease cannot be its own parent');
    const ids: number[] = [];
    if (lease.floors.length || lease.spaces.length) {
      if (buildingId === undefined) {
        // The row names floors or spaces of a building the organization does not have: a
        // mistyped id, or a building whose spaces were not imported yet. Either way the id is
        // the cell to look at.
        report.error(
          lease.row,
          'buildingExternalId',
          `buildingExternalId ${lease.buildingKey} is not a building of the organization, so its ${lease.floors.length ? 'floors' : 'spaces'} cannot be found: check the id, or import the building's spaces first`,
        );
      } else {
        const floorsOfBuilding = floorRows.filter((f) => f.buildingId === buildingId);
        for (const name of lease.floors) {
          const floor = floorsOfBuilding.find((f) => lower(f.name) === lower(name));
          if (!floor)
            report.error(
              lease.row,
              'floors',
              `floor "${name}" is not a floor of building ${lease.buildingKey}`,
            );
          else ids.push(...spaceRows.filter((s) => s.floorId === floor.id).map((s) => s.id));
        }
        const floorIds = new Set(floorsOfBuilding.map((f) => f.id));
        for (const key of lease.spaces) {
          const space = spaceRows.find((s) => s.externalId === key && floorIds.has(s.floorId));
          if (!space)
            report.error(
              lease.row,
              'spaces',
              `space ${key} is not a space of building ${lease.buildingKey}`,
            );
          else ids.push(space.id);
        }
      }
    }
    plan.spaceIds.set(
      lease.key,
      [...new Set(ids)].sort((a, b) => a - b),
    );
    if (report.errorCount > before) continue;
    const current = plan.existing.get(lease.key);
    if (!current) {
      report.count('leases', 'created');
      continue;
    }
    const parent =
      current.parentId === null
        ? null
        : (existingById.get(current.parentId)?.externalId ?? 'other');
    const changed =
      differs(current, {
        ...lease.values,
        buildingId: buildingId ?? -1,
        organizationId: plan.tenantIds.get(lower(lease.tenant)) ?? -1,
      }) ||
      parent !== lease.parentNumber ||
      (lease.usageType !== null &&
        current.usageTypeId !== plan.usageTypeIds.get(lower(lease.usageType))) ||
      (lease.floors.length + lease.spaces.length > 0 &&
        JSON.stringify([...current.spaceIds].sort((a, b) => a - b)) !==
          JSON.stringify(plan.spaceIds.get(lease.key)));
    if (changed) plan.changed.add(lease.key);
    report.count('leases', changed ? 'updated' : 'unchanged');
  }
  return plan;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'organization';

/** Writes the plan in the caller's transaction; ids written per kind. */
export async function writeFinancial(
  tx: Db,
  plan: FinancialPlan,
  progress: (fraction: number) => void,
): Promise<Record<string, number[]>> {
  const written: Record<string, number[]> = { buildings: [], organizations: [], leases: [] };
  // Buildings that are missing, from the first row naming each.
  const missing = new Map<string, Lease['building']>();
  for (const l of plan.leases)
    if (!plan.buildingIds.has(l.buildingKey) && !missing.has(l.buildingKey))
      missing.set(l.buildingKey, l.building);
  for (const part of chunks([...missing], 500)) {
    const rows = await tx
      .insert(buildings)
      .values(
        part.map(([key, b]) => ({
          name: b.name,
          street1: b.street1,
          city: b.city,
          region: b.region,
          postalCode: b.postalCode,
          latitude: b.latitude !== null && b.longitude !== null ? b.latitude : null,
          longitude: b.latitude !== null && b.longitude !== null ? b.longitude : null,
          externalSpatialId: key,
          ownerOrganizationId: plan.ownerOrganizationId,
        })),
      )
      .returning({ id: buildings.id, key: buildings.externalSpatialId });
    for (const r of rows) {
      if (r.key) plan.buildingIds.set(r.key, r.id);
      written.buildings?.push(r.id);
    }
  }
  progress(0.2);
  const newTenants = new Map<string, string>();
  for (const l of plan.leases)
    if (!plan.tenantIds.has(lower(l.tenant))) newTenants.set(lower(l.tenant), l.tenant.trim());
  for (const [low, name] of newTenants) {
    const key = `${slug(name)}-${randomBytes(3).toString('hex')}`;
    const [row] = await tx
      .insert(organizations)
      .values({ name, key, realm: key, type: 'OCCUPIER' })
      .returning({ id: organizations.id });
    if (!row) throw new Error('organization not written');
    plan.tenantIds.set(low, row.id);
    written.organizations?.push(row.id);
  }
  progress(0.3);
  // Parents first, so that a sublease finds its parent's id.
  const ordered = [...plan.leases].sort(
    (a, b) => Number(a.parentKey !== null) - Number(b.parentKey !== null),
  );
  const idOf = new Map([...plan.existing].map(([key, l]) => [key, l.id]));
  let done = 0;
  const valuesOf = (l: Lease) => ({
    ...l.values,
    buildingId: plan.buildingIds.get(l.buildingKey) ?? 0,
    organizationId: plan.tenantIds.get(lower(l.tenant)) ?? 0,
    usageTypeId: l.usageType ? (plan.usageTypeIds.get(lower(l.usageType)) ?? null) : null,
    leaseTypeId: l.leaseType ? (plan.leaseTypeIds.get(lower(l.leaseType)) ?? null) : null,
    externalId: l.number,
  });
  // New leases without a parent go in batches (most of a large workbook).
  const fresh = ordered.filter((l) => !plan.existing.has(l.key) && l.parentKey === null);
  for (const part of chunks(fresh, 500)) {
    const rows = await tx
      .insert(encumbrances)
      .values(part.map(valuesOf))
      .returning({ id: encumbrances.id });
    // A multi-row insert returns its rows in the order of its values.
    rows.forEach((r, i) => {
      const lease = part[i];
      if (lease) idOf.set(lease.key, r.id);
      written.leases?.push(r.id);
    });
    done += part.length;
    progress(0.3 + (0.6 * done) / Math.max(1, plan.leases.length));
  }
  for (const l of ordered) {
    const spaceIds = plan.spaceIds.get(l.key) ?? [];
    const current = plan.existing.get(l.key);
    const parentId = l.parentKey ? (idOf.get(l.parentKey) ?? null) : null;
    let id = idOf.get(l.key);
    if (!current && l.parentKey !== null) {
      const [row] = await tx
        .insert(encumbrances)
        .values({ ...valuesOf(l), parentId })
        .returning({ id: encumbrances.id });
      if (!row) throw new Error('lease not written');
      id = row.id;
      idOf.set(l.key, id);
      written.leases?.push(id);
    } else if (current && plan.changed.has(l.key)) {
      await tx
        .update(encumbrances)
        .set({ ...valuesOf(l), parentId, updatedAt: new Date() })
        .where(eq(encumbrances.id, current.id));
      written.leases?.push(current.id);
    }
    const relink = current
      ? plan.changed.has(l.key) && l.floors.length + l.spaces.length > 0
      : spaceIds.length > 0;
    if (id !== undefined && relink) {
      await tx.delete(encumbranceSpaces).where(eq(encumbranceSpaces.encumbranceId, id));
      if (spaceIds.length)
        await tx
          .insert(encumbranceSpaces)
          .values(spaceIds.map((spaceId) => ({ encumbranceId: id, spaceId })));
    }
  }
  // The occupancy rollups group by lease spaces: rebuild those of the buildings whose links changed.
  const rederive = new Set<number>();
  for (const l of plan.leases)
    if (plan.spaceIds.get(l.key)?.length) rederive.add(plan.buildingIds.get(l.buildingKey) ?? 0);
  for (const buildingId of rederive) if (buildingId) await queueRederive(tx, buildingId);
  progress(1);
  return written;
}

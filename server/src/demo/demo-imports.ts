// The demo's data imports (issue 33): files a customer's onboarding would send, stored as uploads
// and imported through the product's own pipeline (imports/pipeline.ts) as jobs on the queue, by
// the platform's master admins (only they import: section 6). Harbor's annex of one of its
// sensored buildings: its floors and spaces (spatial), three leases in it (financial), a week of
// its new people counters (occupancy), and a leases file with two bad rows that FAILED, so that
// the Data imports list, an import's page, its errors table and its fix page have something to
// show. Nothing here says how an import ends: the statuses and counts are the pipeline's.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, isoDayOfWeek, localDate, type PipelineImportType } from '@atrium/contract';
import { now } from '../clock.ts';
import type { RequestAuth } from '../auth/guard.ts';
import { dataImports, spaceExternalIds } from '../db/schema/index.ts';
import type { ImportService } from '../imports/pipeline.ts';
import type { Db } from '../resources/resource-table.ts';
import { createStorageService } from '../storage/service.ts';
import type { FileStore } from '../storage/store.ts';
import { demoLog } from './images.ts';
import { systemAuth } from './demo-services.ts';
import { seededRandom } from './random.ts';
import { MASTER_ADMIN_EMAIL } from './organizations.ts';

/** The platform's onboarding specialist (people.ts), who imports most of the customers' files. */
export const ONBOARDING_EMAIL = 'onboarding@atrium.test';

const SQM_TO_SQFT = 10.7639;

type AnnexSpace = {
  code: string;
  name: string;
  category: string;
  type: string;
  /** Its outline's corners on the annex's plan, in metres: [x0, y0, x1, y1]. */
  box: [number, number, number, number];
  capacity: number | null;
  /** Counted by the annex's new people counters (the occupancy import). */
  sensored?: boolean;
};

/** The annex: two floors of 30 × 16 m, each a corridor with rooms on both sides. */
const annexFloors: { name: string; position: number; spaces: AnnexSpace[] }[] = [
  {
    name: 'Annex ground floor',
    position: 0,
    spaces: [
      {
        code: 'A-002',
        name: 'A-002 Café',
        category: 'RETAIL',
        type: 'Café',
        box: [0, 0, 10, 6],
        capacity: null,
      },
      {
        code: 'A-003',
        name: 'A-003 Shop 1',
        category: 'RETAIL',
        type: 'Shop',
        box: [10, 0, 17, 6],
        capacity: null,
      },
      {
        code: 'A-004',
        name: 'A-004 Shop 2',
        category: 'RETAIL',
        type: 'Shop',
        box: [17, 0, 24, 6],
        capacity: null,
      },
      {
        code: 'A-005',
        name: 'A-005 Shop 3',
        category: 'RETAIL',
        type: 'Shop',
        box: [24, 0, 30, 6],
        capacity: null,
      },
      {
        code: 'A-008',
        name: 'A-008 Corridor',
        category: 'CIRCULATION',
        type: 'Corridor',
        box: [0, 6, 30, 9],
        capacity: null,
      },
      {
        code: 'A-001',
        name: 'A-001 Reception',
        category: 'SOCIAL',
        type: 'Reception',
        box: [0, 9, 10, 16],
        capacity: null,
      },
      {
        code: 'A-009',
        name: 'A-009 Kiosk',
        category: 'RETAIL',
        type: 'Kiosk',
        box: [10, 9, 13, 16],
        capacity: null,
      },
      {
        code: 'A-006',
        name: 'A-006 Storage',
        category: 'SUPPORT',
        type: 'Storage',
        box: [13, 9, 19, 16],
        capacity: null,
      },
      {
        code: 'A-010',
        name: 'A-010 Archive',
        category: 'SUPPORT',
        type: 'Archive',
        box: [19, 9, 24, 16],
        capacity: null,
      },
      {
        code: 'A-007',
        name: 'A-007 Bike store',
        category: 'PARKING',
        type: 'Bike store',
        box: [24, 9, 30, 16],
        capacity: null,
      },
    ],
  },
  {
    name: 'Annex level 1',
    position: 1,
    spaces: [
      {
        code: 'A-101',
        name: 'A-101 Open office',
        category: 'WORK',
        type: 'Open office',
        box: [0, 0, 20, 6],
        capacity: 14,
        sensored: true,
      },
      {
        code: 'A-102',
        name: 'A-102 Focus room',
        category: 'WORK',
        type: 'Focus room',
        box: [20, 0, 24, 6],
        capacity: 2,
        sensored: true,
      },
      {
        code: 'A-104',
        name: 'A-104 Kitchen',
        category: 'SOCIAL',
        type: 'Kitchen',
        box: [24, 0, 30, 6],
        capacity: null,
      },
      {
        code: 'A-105',
        name: 'A-105 Corridor',
        category: 'CIRCULATION',
        type: 'Corridor',
        box: [0, 6, 30, 9],
        capacity: null,
      },
      {
        code: 'A-103',
        name: 'A-103 Meeting room',
        category: 'COLLABORATIVE',
        type: 'Meeting room',
        box: [0, 9, 8, 16],
        capacity: 8,
        sensored: true,
      },
      {
        code: 'A-106',
        name: 'A-106 Open office',
        category: 'WORK',
        type: 'Open office',
        box: [8, 9, 30, 16],
        capacity: 18,
        sensored: true,
      },
    ],
  },
];

type Target = {
  id: number;
  name: string;
  externalSpatialId: string;
  street1: string | null;
  city: string | null;
  country: string | null;
  timeZone: string;
  units: 'IMPERIAL' | 'METRIC';
  countersId: number;
};

/** What the demo's imports are, by their role (the ids of the data import records). */
export type DemoImports = {
  buildingId: number;
  spatial: string;
  leases: string;
  failedLeases: string;
  occupancy: string | null;
};

const quote = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
const csv = (columns: readonly string[], rows: readonly Record<string, string>[]): string =>
  `${[columns.map(quote).join(','), ...rows.map((r) => columns.map((c) => quote(r[c] ?? '')).join(','))].join('\n')}\n`;

/** A platform person as a request would carry them: the master admin's scope, their e-mail. */
function personAuth(platformId: number, email: string): RequestAuth {
  const system = systemAuth(platformId);
  return {
    ...system,
    user: { ...system.user, id: `demo:${email}`, email, name: email },
    requestId: `demo-imports:${email}`,
  };
}

/**
 * Harbor's building that gets the annex: its last one with readings that has no booking system
 * (Harbor Point keeps its reservations and badge story as it is), else its last one.
 */
async function targetBuilding(db: Db): Promise<Target | undefined> {
  const { rows } = await db.execute<Target>(sql`
    select b.id, b.name, b.external_spatial_id as "externalSpatialId", b.street1, b.city,
      b.country, b.time_zone as "timeZone", b.units,
      (select ds.id from data_sources ds where ds.building_id = b.id and ds.data_system = 'XOVIS'
        order by ds.id limit 1) as "countersId"
    from buildings b join organizations o on o.id = b.owner_organization_id
    where o.key = 'harbor' and b.external_spatial_id is not null
      and exists (select 1 from data_sources ds where ds.building_id = b.id and ds.data_system = 'XOVIS')
    order by
      exists (select 1 from occupancy_group_daily d where d.building_id = b.id) desc,
      exists (select 1 from data_sources ds where ds.building_id = b.id
        and ds.data_system = 'RESERVATIONS'),
      b.id desc
    limit 1`);
  return rows[0];
}

function spatialFile(target: Target): string {
  const area = (box: AnnexSpace['box']) => {
    const sqm = (box[2] - box[0]) * (box[3] - box[1]);
    return target.units === 'IMPERIAL' ? sqm * SQM_TO_SQFT : sqm;
  };
  const building = {
    buildingExternalId: target.externalSpatialId,
    buildingName: target.name,
    street1: target.street1 ?? '',
    city: target.city ?? '',
    country: target.country ?? '',
    timeZone: target.timeZone,
    units: target.units,
  };
  const rows: Record<string, string>[] = [building];
  for (const floor of annexFloors) {
    const floorCells = {
      ...building,
      floorName: floor.name,
      floorPosition: String(floor.position),
    };
    rows.push(floorCells);
    for (const space of floor.spaces) {
      const [x0, y0, x1, y1] = space.box;
      rows.push({
        ...floorCells,
        spaceExternalId: `${target.externalSpatialId}-${space.code}`,
        spaceName: space.name,
        category: space.category,
        type: space.type,
        rentableArea: String(Math.round(area(space.box) * 1.1)),
        usableArea: String(Math.round(area(space.box))),
        capacity: space.capacity === null ? '' : String(space.capacity),
        outline: JSON.stringify([
          [x0, y0],
          [x1, y0],
          [x1, y1],
          [x0, y1],
        ]),
      });
    }
  }
  return csv(
    [
      'buildingExternalId',
      'buildingName',
      'street1',
      'city',
      'country',
      'timeZone',
      'units',
      'floorName',
      'floorPosition',
      'spaceExternalId',
      'spaceName',
      'category',
      'type',
      'rentableArea',
      'usableArea',
      'capacity',
      'outline',
    ],
    rows,
  );
}

const LEASE_COLUMNS = [
  'leaseExternalId',
  'tenant',
  'buildingExternalId',
  'floors',
  'spaces',
  'startDate',
  'endDate',
  'status',
  'rentRate',
  'rentableArea',
  'capacity',
  'targetDensity',
  'usageType',
  'leaseType',
] as const;
type LeaseCells = Partial<Record<(typeof LEASE_COLUMNS)[number], string>>;

/** Rentable area of some annex spaces, in the building's units, as the spatial file gives it. */
function rentable(target: Target, codes: readonly string[]): string {
  const spaces = annexFloors.flatMap((f) => f.spaces).filter((s) => codes.includes(s.code));
  const sqm = spaces.reduce((sum, s) => sum + (s.box[2] - s.box[0]) * (s.box[3] - s.box[1]), 0);
  return String(Math.round((target.units === 'IMPERIAL' ? sqm * SQM_TO_SQFT : sqm) * 1.1));
}

type GroundFloorLease = {
  number: string;
  tenant: string;
  /** The space's code on the annex's plan (`A-002`). */
  space: string;
  usage: string;
  /** The rent as a multiple of the office floor's. */
  factor: number;
  startDate: string;
  endDate: string;
  status: string;
};

/** The office floor's yearly rent per square foot or metre. */
const officeRate = (target: Target) => (target.units === 'IMPERIAL' ? 52 : 560);

/** A gross lease of one of the annex's ground-floor spaces. */
function groundFloorLease(target: Target, lease: GroundFloorLease): LeaseCells {
  const code = target.externalSpatialId;
  return {
    leaseExternalId: lease.number,
    tenant: lease.tenant,
    buildingExternalId: code,
    spaces: `${code}-${lease.space}`,
    startDate: lease.startDate,
    endDate: lease.endDate,
    status: lease.status,
    rentRate: String(Math.round(officeRate(target) * lease.factor)),
    rentableArea: rentable(target, [lease.space]),
    usageType: lease.usage,
    leaseType: 'Gross',
  };
}

/** The leases of the annex that started this year: the office floor, the café and a store. */
function leasesFile(target: Target, today: string): string {
  const imperial = target.units === 'IMPERIAL';
  const since = (months: number) => {
    const [year = 2026, month = 1] = today.split('-').map(Number);
    const first = new Date(Date.UTC(year, month - 1 - months, 1));
    return first.toISOString().slice(0, 10);
  };
  const until = (start: string, years: number) =>
    addDays(`${String(Number(start.slice(0, 4)) + years)}${start.slice(4)}`, -1);
  const code = target.externalSpatialId;
  const office = since(3);
  const level1 = annexFloors[1]?.spaces ?? [];
  const active = (start: string, years: number) => ({
    startDate: start,
    endDate: until(start, years),
    status: 'ACTIVE',
  });
  const rows: LeaseCells[] = [
    {
      leaseExternalId: 'ANX-L-101',
      tenant: 'Northwind Traders',
      buildingExternalId: code,
      floors: 'Annex level 1',
      startDate: office,
      endDate: until(office, 5),
      status: 'ACTIVE',
      rentRate: String(officeRate(target)),
      rentableArea: rentable(
        target,
        level1.map((s) => s.code),
      ),
      capacity: String(level1.reduce((sum, s) => sum + (s.capacity ?? 0), 0)),
      targetDensity: imperial ? '150' : '14',
      usageType: 'Office',
      leaseType: 'Net',
    },
    groundFloorLease(target, {
      number: 'ANX-R-002',
      tenant: 'Globex Corporation',
      space: 'A-002',
      usage: 'Retail',
      factor: 1.4,
      ...active(since(2), 3),
    }),
    groundFloorLease(target, {
      number: 'ANX-T-006',
      tenant: 'Initech',
      space: 'A-006',
      usage: 'Storage',
      factor: 0.5,
      ...active(since(1), 2),
    }),
  ];
  return csv(LEASE_COLUMNS, rows);
}

/**
 * Next year's leases of the annex's ground floor, as a leasing team might send them: row 4 has a
 * date that does not exist and row 7 names the building by a mistyped id (the header is row 1).
 */
function failedLeasesFile(target: Target, today: string): string {
  const next = Number(today.slice(0, 4)) + 1;
  const code = target.externalSpatialId;
  const lease = (number: string, tenant: string, space: string, usage: string, factor: number) =>
    groundFloorLease(target, {
      number,
      tenant,
      space,
      usage,
      factor,
      startDate: `${String(next)}-01-01`,
      endDate: `${String(next + 4)}-12-31`,
      status: 'PENDING',
    });
  const rows: LeaseCells[] = [
    lease('ANX-R-003', 'Contoso Financial', 'A-003', 'Retail', 1.4),
    lease('ANX-R-004', 'Northwind Traders', 'A-004', 'Retail', 1.4),
    {
      ...lease('ANX-R-005', 'Globex Corporation', 'A-005', 'Retail', 1.4),
      startDate: `${String(next)}-02-30`,
    },
    lease('ANX-T-007', 'Northwind Traders', 'A-007', 'Storage', 0.4),
    lease('ANX-T-010', 'Contoso Financial', 'A-010', 'Storage', 0.5),
    // The building's id without its first zero ("HAR-11" for "HAR-011").
    {
      ...lease('ANX-R-009', 'Initech', 'A-009', 'Retail', 1.6),
      buildingExternalId: code.replace('-0', '-'),
    },
    lease('ANX-K-001', 'Contoso Financial', 'A-001', 'Retail', 1.2),
  ];
  return csv(LEASE_COLUMNS, rows);
}

/**
 * A week of the annex's new people counters: each sensored space's count every hour from 08:00 to
 * 18:00 on the last five working days before today, local time in a date and a time column (as
 * vendors export them).
 */
function countersFile(target: Target, today: string, spaceIds: Map<string, number>): string {
  const random = seededRandom(20261127);
  const days: string[] = [];
  for (let day = addDays(today, -1); days.length < 5; day = addDays(day, -1))
    if (isoDayOfWeek(day) <= 5) days.unshift(day);
  const sensored = annexFloors.flatMap((f) => f.spaces).filter((s) => s.sensored);
  const rows: Record<string, string>[] = [];
  for (const day of days) {
    // Tuesday to Thursday busiest, Monday and Friday lighter.
    const dayFactor = [0.7, 0.95, 1, 0.9, 0.55][isoDayOfWeek(day) - 1] ?? 0.5;
    for (let hour = 8; hour <= 18; hour++) {
      // Arrivals in the morning, a dip at lunch, leaving from four.
      const hourFactor = hour < 10 ? 0.5 : hour === 12 ? 0.6 : hour >= 17 ? 0.35 : 0.9;
      for (const space of sensored) {
        const spaceId = spaceIds.get(space.code);
        if (spaceId === undefined || space.capacity === null) continue;
        const expected = space.capacity * dayFactor * hourFactor * random.between(0.6, 1.1);
        rows.push({
          spaceId: String(spaceId),
          date: day,
          time: `${String(hour).padStart(2, '0')}:00`,
          occupancy: String(Math.min(space.capacity, Math.round(expected))),
        });
      }
    }
  }
  return csv(['spaceId', 'date', 'time', 'occupancy'], rows);
}

/** Waits until the import has ended (COMPLETED or FAILED); answers its status, or null. */
async function ended(db: Db, id: string, timeoutMs: number): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await db
      .select({ status: dataImports.status })
      .from(dataImports)
      .where(eq(dataImports.id, id));
    if (row?.status === 'COMPLETED' || row?.status === 'FAILED') return row.status;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return null;
}

/**
 * Uploads the demo's import files and imports them (each a job on the queue; the job runner must
 * be started). The counters file names the annex's spaces by id, so it waits for the spatial
 * import to end first (a second or so). Answers the import records' ids; null when Harbor has no
 * building to take the annex (a portfolio made without the demo's buildings).
 */
export async function queueDemoImports(
  db: Db,
  imports: ImportService,
  files: FileStore,
  { waitMs = 120_000 }: { waitMs?: number } = {},
): Promise<DemoImports | null> {
  const target = await targetBuilding(db);
  const { rows: orgs } = await db.execute<{ key: string; id: number }>(
    sql`select key, id from organizations where key in ('atrium', 'harbor')`,
  );
  const platformId = orgs.find((o) => o.key === 'atrium')?.id;
  const harborId = orgs.find((o) => o.key === 'harbor')?.id;
  if (!target || platformId === undefined || harborId === undefined) return null;
  const today = localDate(now(), target.timeZone);
  const storage = createStorageService(db, files, demoLog);
  const onboarding = personAuth(platformId, ONBOARDING_EMAIL);
  const master = personAuth(platformId, MASTER_ADMIN_EMAIL);

  const importFile = async (
    auth: RequestAuth,
    type: PipelineImportType,
    filename: string,
    text: string,
    options: { dataSourceId?: number } = {},
  ) => {
    const bytes = Buffer.from(text, 'utf8');
    const file = await storage.save(auth, { filename, mimetype: 'text/csv', bytes });
    const record = await imports.create(auth, {
      type,
      fileId: file.id,
      options: { organizationId: harborId, buildingId: target.id, ...options },
    });
    return record.id;
  };

  const code = target.externalSpatialId.toLowerCase();
  const spatial = await importFile(
    onboarding,
    'SPATIAL',
    `${code}-annex-spaces.csv`,
    spatialFile(target),
  );
  const leases = await importFile(
    onboarding,
    'FINANCIAL',
    `${code}-annex-leases.csv`,
    leasesFile(target, today),
  );
  const failedLeases = await importFile(
    onboarding,
    'FINANCIAL',
    `${code}-annex-leases-${String(Number(today.slice(0, 4)) + 1)}.csv`,
    failedLeasesFile(target, today),
  );
  let occupancy: string | null = null;
  if ((await ended(db, spatial, waitMs)) === 'COMPLETED') {
    const codes = annexFloors
      .flatMap((f) => f.spaces)
      .map((s) => `${target.externalSpatialId}-${s.code}`);
    const found = await db
      .select({ spaceId: spaceExternalIds.spaceId, value: spaceExternalIds.value })
      .from(spaceExternalIds)
      .where(and(eq(spaceExternalIds.type, 'SPATIAL'), inArray(spaceExternalIds.value, codes)));
    const spaceIds = new Map(
      found.map((f) => [f.value.slice(target.externalSpatialId.length + 1), f.spaceId]),
    );
    occupancy = await importFile(
      master,
      'OCCUPANCY',
      `${code}-annex-counters-${today}.csv`,
      countersFile(target, today, spaceIds),
      { dataSourceId: target.countersId },
    );
  }
  return { buildingId: target.id, spatial, leases, failedLeases, occupancy };
}

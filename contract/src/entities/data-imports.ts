// Data imports (specification sections 2 "Data imports", 3 "Data import filter", 6): one record per
// import of a file, whatever its kind, with its status, counts, row-level errors and the job that
// commits it. The import pipeline: upload → preview → create (commit as a job) → the record.
import { z } from 'zod';
import { ZIdSchema } from '../query.ts';
import type { ResourceContract } from '../resource.ts';
import { ZRefSchema } from './common.ts';

export const dataImportTypes = [
  'SPATIAL',
  'FINANCIAL',
  'OCCUPANCY',
  'PROFILE',
  'RESERVATIONS',
  'EVENTS',
] as const;
export type DataImportType = (typeof dataImportTypes)[number];
export const dataImportStatuses = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type DataImportStatus = (typeof dataImportStatuses)[number];

/**
 * The import pipeline's size limits (production values; a server may be set lower): an upload of
 * up to 1 GiB, streamed (ten million readings are about 320 MiB of CSV); an XLSX or IFC file of up
 * to 128 MiB, which exceljs and web-ifc read whole.
 */
export const MAX_IMPORT_FILE_SIZE = 1024 * 1024 * 1024;
export const MAX_WHOLE_IMPORT_FILE_SIZE = 128 * 1024 * 1024;

/** The kinds the import pipeline takes today (the others keep their own import calls). */
export const pipelineImportTypes = ['SPATIAL', 'FINANCIAL', 'OCCUPANCY'] as const;
export type PipelineImportType = (typeof pipelineImportTypes)[number];

/** A problem of one row: the row as in the file (the header is row 1), the column, the message. */
export const ZRowErrorSchema = z.object({
  row: z.int().nullable(),
  column: z.string().nullable(),
  message: z.string(),
});
export type RowError = z.infer<typeof ZRowErrorSchema>;

/** What an import creates, updates and leaves alone, per kind of thing. */
export const ZImportCountsSchema = z.object({
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  skipped: z.int(),
  rows: z.int(),
});
export type ImportCounts = z.infer<typeof ZImportCountsSchema>;

/**
 * Options of an import. `organizationId`: the owner of new buildings (spatial, financial) — the
 * impersonated organization when left out. `tenantName`: the tenant of rows without one
 * (financial). `dataSourceId`: where readings without one go (occupancy). `mapping`: which of the
 * file's columns holds each template column (vendor exports). `timeZone`: for local times when the
 * building is unknown. `buildingId`: the building the import is about (listed by it).
 */
export const ZImportOptionsSchema = z.strictObject({
  organizationId: ZIdSchema.optional(),
  buildingId: ZIdSchema.optional(),
  tenantName: z.string().trim().min(1).max(200).optional(),
  dataSourceId: ZIdSchema.optional(),
  mapping: z.record(z.string().max(100), z.string().max(200)).optional(),
});
export type ImportOptions = z.infer<typeof ZImportOptionsSchema>;

export const ZImportRequestSchema = z.strictObject({
  type: z.enum(pipelineImportTypes),
  fileId: ZIdSchema,
  options: ZImportOptionsSchema.default({}),
});
export type ImportRequest = z.input<typeof ZImportRequestSchema>;

/** The preview: nothing is written; the counts by kind and every row's problem. */
export const ZImportPreviewSchema = z.object({
  type: z.enum(pipelineImportTypes),
  rows: z.int(),
  counts: z.record(z.string(), ZImportCountsSchema),
  errors: z.array(ZRowErrorSchema),
  /** How many errors there were in all (the list stops at a few hundred). */
  errorCount: z.int(),
  /** What the file holds that the import leaves out (IFC elements without a place…). */
  skipped: z.array(z.string()),
  /** The first rows as read, for the preview table. */
  sample: z.array(z.record(z.string(), z.string())),
  columns: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof ZImportPreviewSchema>;

export const ZDataImportSchema = z.object({
  id: z.uuid(),
  type: z.enum(dataImportTypes),
  status: z.enum(dataImportStatuses),
  organizationId: z.int(),
  buildingId: z.int().nullable(),
  userId: z.int().nullable(),
  fileId: z.int().nullable(),
  filename: z.string().nullable(),
  jobId: z.int().nullable(),
  /** 0–100 while the job runs; 100 when done. */
  progress: z.int(),
  summary: z.record(z.string(), z.number()).nullable(),
  errors: z.array(ZRowErrorSchema),
  fixOf: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DataImport = z.infer<typeof ZDataImportSchema>;

export const ZDataImportFullSchema = ZDataImportSchema.extend({
  organization: ZRefSchema,
  building: ZRefSchema.nullable(),
  user: z.object({ id: z.int(), email: z.string() }).nullable(),
  options: z.record(z.string(), z.unknown()),
  /** The failed rows as read, for the fix page. */
  failedRows: z.array(z.object({ row: z.int(), values: z.record(z.string(), z.string()) })),
  /** Ids of what the import wrote, per kind. */
  created: z.record(z.string(), z.array(z.int())),
  job: z
    .object({
      id: z.int(),
      status: z.string(),
      attempts: z.int(),
      error: z.string().nullable(),
      startedAt: z.string().nullable(),
      finishedAt: z.string().nullable(),
    })
    .nullable(),
});
export type DataImportFull = z.infer<typeof ZDataImportFullSchema>;

/** `/data-imports/get`: one import by its uuid. */
export const ZDataImportGetSchema = z.strictObject({ id: z.uuid() });

/** `/data-imports/fix`: the corrected rows of a failed import, re-run as a new import. */
export const ZDataImportFixSchema = z.strictObject({
  id: z.uuid(),
  rows: z
    .array(z.record(z.string().max(100), z.string().max(10_000)))
    .min(1)
    .max(20_000),
});

export const dataImportsResource = {
  name: 'data-imports',
  permission: 'dataImports',
  entity: ZDataImportSchema,
  full: ZDataImportFullSchema,
  create: ZImportRequestSchema,
  update: z.never(),
  filters: {
    id: 'string',
    type: { kind: 'enum', values: dataImportTypes },
    status: { kind: 'enum', values: dataImportStatuses },
    buildingId: 'number',
    userId: 'number',
    organizationId: 'number',
    createdAt: 'date',
  },
  sortable: ['createdAt', 'type', 'status', 'updatedAt'],
  relations: {},
} as const satisfies ResourceContract;

/** The columns of each import's template, in order, with a sample row and the allowed values. */
export type TemplateColumn = {
  name: string;
  required?: boolean;
  /** What goes in it, for the template's second sheet. */
  help: string;
  sample: string;
  allowed?: readonly string[];
};

export const spatialColumns: readonly TemplateColumn[] = [
  {
    name: 'buildingExternalId',
    required: true,
    help: 'The building’s id in your system; rows with the same id are one building',
    sample: 'HQ-1',
  },
  { name: 'buildingName', required: true, help: 'The building’s name', sample: 'Harbor House' },
  { name: 'street1', help: 'Street address', sample: '1 Harbor Way' },
  { name: 'city', help: 'City', sample: 'Boston' },
  { name: 'country', help: 'Country', sample: 'US' },
  { name: 'timeZone', help: 'IANA time zone (UTC when empty)', sample: 'America/New_York' },
  {
    name: 'units',
    help: 'Area units of the row',
    sample: 'IMPERIAL',
    allowed: ['IMPERIAL', 'METRIC'],
  },
  { name: 'floorName', help: 'The floor; empty for a building row', sample: 'Level 1' },
  { name: 'floorPosition', help: 'Level number (−20 to 300)', sample: '1' },
  {
    name: 'spaceExternalId',
    help: 'The space’s id in your system; empty for a floor row',
    sample: 'HQ-1-101',
  },
  { name: 'spaceName', help: 'The space’s name', sample: '101 Open office' },
  {
    name: 'category',
    help: 'Space category',
    sample: 'WORK',
    allowed: [
      'WORK',
      'COLLABORATIVE',
      'CIRCULATION',
      'SOCIAL',
      'GENERAL',
      'SUPPORT',
      'RETAIL',
      'PARKING',
    ],
  },
  { name: 'type', help: 'Space type (free text)', sample: 'Open office' },
  { name: 'rentableArea', help: 'Rentable area in the units', sample: '1200' },
  { name: 'usableArea', help: 'Usable area in the units', sample: '1100' },
  { name: 'capacity', help: 'Seats', sample: '12' },
  {
    name: 'parentSpaceExternalId',
    help: 'The external id of the space this one is part of',
    sample: '',
  },
  {
    name: 'outline',
    help: 'The outline as JSON [[x, y], …] in metres on the floor plan (3 points or more)',
    sample: '[[0,0],[10,0],[10,8],[0,8]]',
  },
];

export const financialColumns: readonly TemplateColumn[] = [
  {
    name: 'leaseExternalId',
    required: true,
    help: 'The lease number; rows with a known number update that lease',
    sample: 'L-2024-001',
  },
  {
    name: 'parentLeaseExternalId',
    help: 'For a sublease: the number of the lease it is carved from',
    sample: '',
  },
  {
    name: 'tenant',
    help: 'The tenant organization by name (created when missing)',
    sample: 'Acme Corp',
  },
  {
    name: 'buildingExternalId',
    required: true,
    help: 'The building’s external id (created with the name and address when missing)',
    sample: 'HQ-1',
  },
  { name: 'buildingName', help: 'For a new building', sample: 'Harbor House' },
  { name: 'street1', help: 'For a new building', sample: '1 Harbor Way' },
  { name: 'city', help: 'For a new building', sample: 'Boston' },
  { name: 'region', help: 'For a new building', sample: 'MA' },
  { name: 'postalCode', help: 'For a new building', sample: '02110' },
  { name: 'latitude', help: 'For a new building', sample: '42.35' },
  { name: 'longitude', help: 'For a new building', sample: '-71.05' },
  { name: 'floors', help: 'Floor names of the building, separated by ;', sample: 'Level 1' },
  { name: 'spaces', help: 'Space external ids, separated by ;', sample: '' },
  {
    name: 'startDate',
    required: true,
    help: 'YYYY-MM-DD or an Excel date',
    sample: '2024-01-01',
  },
  { name: 'endDate', help: 'YYYY-MM-DD or an Excel date', sample: '2029-12-31' },
  {
    name: 'status',
    help: 'ACTIVE when empty',
    sample: 'ACTIVE',
    allowed: ['ACTIVE', 'PENDING', 'EXPIRED', 'TERMINATED'],
  },
  { name: 'rentRate', help: 'Rent per area and year', sample: '45' },
  { name: 'rentableArea', help: 'Rentable area in the building’s units', sample: '12000' },
  { name: 'capacity', help: 'Seats', sample: '80' },
  { name: 'targetDensity', help: 'Area per person', sample: '150' },
  { name: 'usageType', help: 'Usage type by name (must exist)', sample: 'Office' },
  { name: 'leaseType', help: 'Lease type by name (must exist)', sample: '' },
];

export const occupancyColumns: readonly TemplateColumn[] = [
  {
    name: 'dataSourceId',
    help: 'The data source (the import’s data source when empty)',
    sample: '1',
  },
  { name: 'spaceId', help: 'The space; empty for a building-level counter', sample: '12' },
  {
    name: 'timestamp',
    help: 'ISO 8601; without a zone, the building’s local time',
    sample: '2026-03-02T09:15:00Z',
  },
  { name: 'date', help: 'Or a date and a time in two columns (local time)', sample: '' },
  { name: 'time', help: 'The time of `date`', sample: '' },
  { name: 'occupancy', required: true, help: 'People counted', sample: '4' },
  {
    name: 'backfilled',
    help: 'true when filled in afterwards',
    sample: 'false',
    allowed: ['true', 'false'],
  },
];

export const importColumns: Record<PipelineImportType, readonly TemplateColumn[]> = {
  SPATIAL: spatialColumns,
  FINANCIAL: financialColumns,
  OCCUPANCY: occupancyColumns,
};

/** The template's file: `/api/data-imports/template/{type}.{csv|xlsx}`. */
export const templateLink = (type: PipelineImportType, format: 'csv' | 'xlsx'): string =>
  `/api/data-imports/template/${type.toLowerCase()}.${format}`;

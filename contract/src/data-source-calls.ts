// The data sources' own calls (specification section 7): data systems, the status of each source
// and its sensors, excluded organizations; and the occupancy screen's day of readings and the
// deletion of a range of readings.
import { z } from 'zod';
import { dataSystems, ZDataSourceFullSchema } from './entities/data-sources.ts';
import { ZDateSchema, ZIdSchema } from './query.ts';
import { sensorHealthStates } from './analytics/sensor-health.ts';
import { coverageStates, organizationTypes } from './entities/organizations.ts';
import type { StatisticsCall } from './statistics-calls.ts';

// ——— /data-sources/data-systems

export const ZDataSystemSchema = z.object({
  value: z.enum(dataSystems),
  label: z.string(),
  description: z.string(),
});
export const ZDataSystemsResponseSchema = z.object({ items: z.array(ZDataSystemSchema) });
export type DataSystem = z.infer<typeof ZDataSystemSchema>;

/** What each system is, as the data-source form and list show it. */
export const dataSystemDetails: Record<
  (typeof dataSystems)[number],
  { label: string; description: string }
> = {
  CSV: {
    label: 'CSV upload',
    description: 'People counts uploaded as CSV files or through the API.',
  },
  BUTLR: { label: 'Butlr', description: 'Butlr thermal people-counting sensors.' },
  AVUITY: { label: 'Avuity', description: 'Avuity occupancy sensors.' },
  XOVIS: { label: 'Xovis', description: 'Xovis 3D people counters.' },
  DENSITY: { label: 'Density', description: 'Density depth and radar people counters.' },
  BADGE: { label: 'Badge readers', description: 'Access-control badge events.' },
  RESERVATIONS: {
    label: 'Reservations',
    description: 'Desk and room bookings from a reservation system.',
  },
  OTHER: { label: 'Other', description: 'Any other source of people counts.' },
};

export const dataSystemList: DataSystem[] = dataSystems.map((value) => ({
  value,
  ...dataSystemDetails[value],
}));

// ——— /data-sources/get-status

/** The most data sources one status call answers about. */
export const MAX_STATUS_SOURCES = 500;
/** The days, up to yesterday, whose working days without data are reported as gaps. */
export const STATUS_GAP_DAYS = 30;

export const ZDataSourceStatusRequestSchema = z.strictObject({
  /** These data sources; none: every one the caller sees (of the building, when given). */
  dataSourceIds: z.array(ZIdSchema).min(1).max(MAX_STATUS_SOURCES).optional(),
  buildingId: ZIdSchema.optional(),
  /** Also each sensor (a space, or the building counter) of each source. */
  sensors: z.boolean().default(false),
});
export type DataSourceStatusRequest = z.input<typeof ZDataSourceStatusRequestSchema>;

const ZGapSchema = z.object({ startDate: z.string(), endDate: z.string() });
const statusFields = {
  /** ISO instant of the last reading; null when it never reported. */
  lastReadingAt: z.string().nullable(),
  /** Readings in the 24 hours and the 7 days before the answer's `checkedAt`. */
  readingsLastDay: z.int(),
  readingsLastWeek: z.int(),
  /** Working days without a reading over the last STATUS_GAP_DAYS days before today. */
  gaps: z.array(ZGapSchema),
  health: z.enum(sensorHealthStates),
};
export const ZSensorStatusSchema = z.object({
  /** Null for a building-level counter (an entrance). */
  spaceId: z.int().nullable(),
  space: z.string().nullable(),
  floor: z.string().nullable(),
  ...statusFields,
});
export type SensorStatus = z.infer<typeof ZSensorStatusSchema>;
export const ZDataSourceStatusSchema = z.object({
  dataSourceId: z.int(),
  name: z.string(),
  dataSystem: z.enum(dataSystems),
  buildingId: z.int().nullable(),
  building: z.string().nullable(),
  /** The building's time zone (the local days of the gaps); null without a building. */
  timeZone: z.string().nullable(),
  ...statusFields,
  /** Sensors that ever reported, and those of them STOPPED. */
  sensorCount: z.int(),
  stoppedSensors: z.int(),
  /** Only when asked (`sensors: true`): stopped first, then late, then by name. */
  sensors: z.array(ZSensorStatusSchema),
});
export type DataSourceStatus = z.infer<typeof ZDataSourceStatusSchema>;
export const ZDataSourceStatusResponseSchema = z.object({
  /** Stopped sources first, then late, never reported, healthy; then by name. */
  items: z.array(ZDataSourceStatusSchema),
  checkedAt: z.string(),
});
export type DataSourceStatusResponse = z.infer<typeof ZDataSourceStatusResponseSchema>;

// ——— /data-sources/delete-excluded-organization

export const ZDeleteExcludedOrganizationRequestSchema = z.strictObject({
  dataSourceId: ZIdSchema,
  organizationId: ZIdSchema,
});
export const ZDeleteExcludedOrganizationResponseSchema = ZDataSourceFullSchema;

// ——— /data-sources/readings-day: one local day of a source's readings, per sensor

export const ZReadingsDayRequestSchema = z.strictObject({
  dataSourceId: ZIdSchema,
  /** The building's local day. */
  date: ZDateSchema,
});
export const ZReadingsDayReadingSchema = z.object({
  at: z.string(),
  /** The building's wall clock, HH:MM. */
  time: z.string(),
  occupancy: z.int(),
  backfilled: z.boolean(),
});
export const ZReadingsDaySensorSchema = z.object({
  spaceId: z.int().nullable(),
  space: z.string().nullable(),
  floor: z.string().nullable(),
  readings: z.array(ZReadingsDayReadingSchema),
});
export const ZReadingsDaySchema = z.object({
  dataSourceId: z.int(),
  date: z.string(),
  timeZone: z.string(),
  /** The source's first and last days with readings (null: none). */
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  sensors: z.array(ZReadingsDaySensorSchema),
});
export type ReadingsDay = z.infer<typeof ZReadingsDaySchema>;

// ——— /occupancy/delete-readings

/** The longest range one deletion covers: a year and a day. */
export const MAX_DELETE_RANGE_DAYS = 366;

export const ZDeleteReadingsRequestSchema = z
  .strictObject({
    dataSourceId: ZIdSchema,
    /** One sensor's readings (null: the building counter); absent: every sensor's. */
    spaceId: ZIdSchema.nullable().optional(),
    /** Readings at or after `from` and before `to` (ISO instants with a zone). */
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    /** Only count what would go (for the confirmation). */
    dryRun: z.boolean().default(false),
  })
  .refine((r) => Date.parse(r.from) < Date.parse(r.to), {
    message: 'The end must be after the start',
    path: ['to'],
  })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= MAX_DELETE_RANGE_DAYS * 86_400_000, {
    message: `The range may cover at most ${MAX_DELETE_RANGE_DAYS} days`,
    path: ['to'],
  });
export type DeleteReadingsRequest = z.input<typeof ZDeleteReadingsRequestSchema>;
export const ZDeleteReadingsResponseSchema = z.object({
  /** Readings removed (or that would be, on a dry run). */
  deleted: z.int(),
  /** Local days whose rollups were worked out again. */
  days: z.int(),
  dryRun: z.boolean(),
});
export type DeleteReadingsResponse = z.infer<typeof ZDeleteReadingsResponseSchema>;

// ——— /data-coverage: coverage per organization and building (the Admin group's Data Coverage)

export const customerOrganizationTypes = ['OWNER', 'OPERATOR', 'OCCUPIER'] as const;
export const ZDataCoverageRequestSchema = z.strictObject({
  /** One organization; none: every customer organization (acting as one: that one). */
  organizationId: ZIdSchema.optional(),
  type: z.enum(customerOrganizationTypes).optional(),
});
const ZCoverageState = z.enum(coverageStates);
export const ZBuildingCoverageSchema = z.object({
  buildingId: z.int(),
  name: z.string(),
  spatial: ZCoverageState,
  financial: ZCoverageState,
  occupancy: ZCoverageState,
});
export const ZOrganizationCoverageSchema = z.object({
  organizationId: z.int(),
  key: z.string(),
  name: z.string(),
  type: z.enum(organizationTypes),
  /** Every building's three states combined (combineCoverage). */
  coverage: ZCoverageState,
  spatial: ZCoverageState,
  financial: ZCoverageState,
  occupancy: ZCoverageState,
  buildings: z.array(ZBuildingCoverageSchema),
});
export type OrganizationCoverage = z.infer<typeof ZOrganizationCoverageSchema>;
export const ZDataCoverageResponseSchema = z.object({
  items: z.array(ZOrganizationCoverageSchema),
});
export type DataCoverageResponse = z.infer<typeof ZDataCoverageResponseSchema>;

// ——— The calls, as data (like statistics-calls.ts: the server registers them, the web asks them)

const call = <Request extends z.ZodType, Response extends z.ZodType>(
  definition: StatisticsCall<Request, Response>,
): StatisticsCall<Request, Response> => definition;

export const dataSourceCalls = {
  dataSystems: call({
    path: 'data-sources/data-systems',
    permission: 'dataSources.read',
    summary: 'The systems a data source can take its readings from',
    request: z.strictObject({}).nullish(),
    response: ZDataSystemsResponseSchema,
  }),
  status: call({
    path: 'data-sources/get-status',
    permission: 'sensors.status',
    summary:
      'Status of data sources and their sensors: last reading, readings in the last day and week, gaps, health',
    request: ZDataSourceStatusRequestSchema,
    response: ZDataSourceStatusResponseSchema,
  }),
  deleteExcludedOrganization: call({
    path: 'data-sources/delete-excluded-organization',
    permission: 'dataSources.update',
    summary: 'Stop excluding an organization from a data source',
    request: ZDeleteExcludedOrganizationRequestSchema,
    response: ZDeleteExcludedOrganizationResponseSchema,
    mutation: true,
  }),
  readingsDay: call({
    path: 'data-sources/readings-day',
    permission: 'occupancy.ingest',
    summary: 'One local day of a data source’s readings as received, per sensor',
    request: ZReadingsDayRequestSchema,
    response: ZReadingsDaySchema,
  }),
  dataCoverage: call({
    path: 'data-coverage',
    permission: 'admin.read',
    summary:
      'Spatial, financial and occupancy data coverage per customer organization and building',
    request: ZDataCoverageRequestSchema,
    response: ZDataCoverageResponseSchema,
  }),
  deleteReadings: call({
    path: 'occupancy/delete-readings',
    permission: 'occupancy.ingest',
    summary:
      'Delete a data source’s readings in a time range (one sensor or all); the rollups of the days follow',
    request: ZDeleteReadingsRequestSchema,
    response: ZDeleteReadingsResponseSchema,
    mutation: true,
  }),
} as const;

// The one import pipeline (issue 33): a stored file → parsed with maintained libraries (csv-parse,
// exceljs, web-ifc) → every row checked with the contract's schemas → a preview of what would be
// created, updated and left alone, with each row's problems → committed all-or-nothing by a job
// with a progress percentage → a data import record. Imports match on external ids, so running
// one twice changes nothing.
import { Transform, type Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type DataImport,
  type DataImportFull,
  type ImportOptions,
  MAX_WHOLE_IMPORT_FILE_SIZE,
  type ImportPreview,
  type PipelineImportType,
  type RowError,
} from '@atrium/contract';
import {
  buildings,
  dataImports,
  dataSources,
  jobs,
  organizations,
  users,
} from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';
import type { RequestAuth } from '../auth/guard.ts';
import { ALL, organizationScope, type TenantScope } from '../auth/scope.ts';
import { BadRequestError, ImportFailedError, NotFoundError } from '../http/errors.ts';
import { isTransientError, type JobQueue } from '../jobs/queue.ts';
import type { FileStore } from '../storage/store.ts';
import { findVisibleFile } from '../storage/repository.ts';
import { liftStatementTimeout } from '../db/statement-timeout.ts';
import { byId, namedOr, namesOf } from '../resources/relations.ts';
import { formatOf, readTable, type TableRow } from './table.ts';
import { PlanReport } from './plan.ts';
import { planSpatial, spatialFromRows, writeSpatial } from './spatial.ts';
import { readIfc } from './ifc.ts';
import { FINANCIAL_ALIASES, leasesFromRows, planFinancial, writeFinancial } from './financial.ts';
import { importOccupancy, OCCUPANCY_BATCH_ROWS } from './occupancy.ts';
import { sizeLabel } from '../http/size-label.ts';
import { ImportJobFailure, importFailureReason, importJobCap, importJobOptions } from './job.ts';

export const IMPORT_JOB = 'data-import.commit';

type ImportRow = typeof dataImports.$inferSelect;
type Source = { bytes: () => Promise<Readable>; size: number; filename: string; mimetype: string };
/** Fraction of the work done (0–1). */
type Progress = (fraction: number) => void;

/**
 * How imports run: `batchRows`, the rows of a readings file checked and written at a time;
 * `maxWholeFileBytes`, the largest file read whole (XLSX, IFC; CSV is streamed and may be larger).
 */
export type ImportSettings = { batchRows: number; maxWholeFileBytes: number };

/** The work of one import: checked, then (when `write`) written in one transaction. */
type Outcome = { report: PlanReport; written: Record<string, number[]>; buildingId: number | null };

const isIfc = (s: Source) => /\.ifc$/i.test(s.filename) || s.mimetype === 'application/x-step';

/** The file's bytes, counting how far the reader has got. */
function counted(stream: Readable, size: number, progress: Progress): Readable {
  let read = 0;
  return stream.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        read += chunk.length;
        progress(size > 0 ? read / size : 0);
        done(null, chunk);
      },
    }),
  );
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) parts.push(chunk);
  return new Uint8Array(Buffer.concat(parts));
}

async function* withAliases(
  rows: AsyncIterable<TableRow>,
  type: PipelineImportType,
): AsyncGenerator<TableRow> {
  for await (const row of rows) {
    if (type !== 'FINANCIAL') {
      yield row;
      continue;
    }
    const values: TableRow['values'] = {};
    for (const [name, value] of Object.entries(row.values))
      values[FINANCIAL_ALIASES[name.toLowerCase()] ?? name] = value;
    yield { row: row.row, values };
  }
}

/** CSV is streamed; a workbook (exceljs) and a model (web-ifc) are read whole, up to `max` bytes. */
function refuseTooLargeToReadWhole(
  file: Pick<Source, 'size' | 'filename' | 'mimetype'>,
  max: number,
): void {
  if (file.size > max && formatOf(file.mimetype, file.filename) !== 'csv')
    throw new BadRequestError([
      {
        path: ['fileId'],
        message: `${file.filename}: an XLSX or IFC file is read whole and may be at most ${sizeLabel(max)}; save larger data as CSV`,
      },
    ]);
}

/**
 * Runs an import: reads and checks everything, and writes it (all or nothing) when `write` and
 * there is no problem. `scope` is the scope of the person who asked.
 */
async function run(
  db: Db,
  type: PipelineImportType,
  source: Source,
  options: ImportOptions,
  ownerOrganizationId: number,
  scope: TenantScope,
  write: boolean,
  progress: Progress,
  settings: ImportSettings,
): Promise<Outcome> {
  const report = new PlanReport();
  const reading = (f: number) => {
    progress(write ? f * 0.5 : f);
  };
  const writing = (f: number) => {
    progress(0.5 + f * 0.5);
  };
  const rows = async (onBytes: Progress = reading) => {
    const stream = counted(await source.bytes(), source.size, onBytes);
    const format = formatOf(source.mimetype, source.filename);
    if (!format)
      throw new BadRequestError([
        {
          path: ['fileId'],
          message: `${source.filename}: expected a CSV or XLSX file${type === 'SPATIAL' ? ', or IFC' : ''}`,
        },
      ]);
    return withAliases(
      readTable(format, stream, options.mapping ?? {}, (columns) => {
        report.columns = columns.map((c) =>
          type === 'FINANCIAL' ? (FINANCIAL_ALIASES[c.toLowerCase()] ?? c) : c,
        );
      }),
      type,
    );
  };
  const outcome: Outcome = { report, written: {}, buildingId: options.buildingId ?? null };
  refuseTooLargeToReadWhole(source, settings.maxWholeFileBytes);

  if (type === 'SPATIAL') {
    let input;
    if (isIfc(source)) {
      const ifc = await readIfc(
        await readAll(counted(await source.bytes(), source.size, reading)),
        source.filename.replace(/\.ifc$/i, ''),
      );
      input = ifc.input;
      report.skipped.push(...ifc.skipped);
      report.rows = input.buildings.length + input.floors.length + input.spaces.length;
      report.columns = ['building', 'floor', 'space', 'type', 'area (m²)'];
      for (const s of input.spaces.slice(0, 20))
        report.sample.push({
          building: input.buildings.find((b) => b.key === s.buildingKey)?.fields.name ?? '',
          floor: s.floorName,
          space: s.fields.name,
          type: s.fields.type ?? '',
          'area (m²)': s.fields.usableSF === null ? '' : String(s.fields.usableSF),
        });
    } else {
      input = await spatialFromRows(await rows(), report, ownerOrganizationId, () => undefined);
    }
    const plan = await planSpatial(db, input, ownerOrganizationId, report);
    if (write && report.ok)
      outcome.written = await db.transaction(async (tx) => {
        await liftStatementTimeout(tx);
        return writeSpatial(tx, plan, writing);
      });
    if (input.buildings.length === 1) {
      const key = input.buildings[0]?.key ?? '';
      outcome.buildingId =
        plan.buildings.get(key)?.id ?? outcome.written.buildings?.[0] ?? outcome.buildingId;
    }
    return outcome;
  }

  if (type === 'FINANCIAL') {
    const leases = await leasesFromRows(
      await rows(),
      report,
      options.tenantName ?? null,
      () => undefined,
    );
    const plan = await planFinancial(db, leases, ownerOrganizationId, report);
    if (write && report.ok)
      outcome.written = await db.transaction(async (tx) => {
        await liftStatementTimeout(tx);
        return writeFinancial(tx, plan, writing);
      });
    return outcome;
  }

  // OCCUPANCY: streamed, checked in one pass and written in batches in another.
  await importOccupancy(
    db,
    (progress) => rows(progress),
    report,
    { dataSourceId: options.dataSourceId, scope, write, batchRows: settings.batchRows },
    {
      checking: (f) => {
        progress(write ? f * 0.45 : f);
      },
      writing: (f) => {
        progress(0.45 + f * 0.45);
      },
      rollups: (f) => {
        progress(0.9 + f * 0.1);
      },
    },
  );
  return outcome;
}

const toEntity = (row: ImportRow, progress: number): DataImport => ({
  id: row.id,
  type: row.type,
  status: row.status,
  organizationId: row.organizationId,
  buildingId: row.buildingId,
  userId: row.userId,
  fileId: row.fileId,
  filename: row.filename,
  jobId: row.jobId,
  progress,
  summary: row.summary ?? null,
  errors: row.errors.map((e) => ({
    row: e.row ?? null,
    column: e.column ?? null,
    message: e.message,
  })),
  fixOf: row.fixOf,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** An error that stopped an import, as the import's errors: the problems it names, else its message. */
function errorsOf(error: unknown): RowError[] {
  const listed =
    error instanceof BadRequestError
      ? error.issues.map((issue) => issue.message)
      : error instanceof ImportFailedError
        ? error.errors.map((e) => e.message)
        : [];
  const messages =
    listed.length > 0 ? listed : [error instanceof Error ? error.message : String(error)];
  return messages.map((message) => ({ row: null, column: null, message }));
}

const summaryOf = (report: PlanReport): Record<string, number> => {
  const summary: Record<string, number> = { rows: report.rows, errors: report.errorCount };
  for (const [kind, counts] of Object.entries(report.counts))
    for (const what of ['created', 'updated', 'unchanged', 'skipped'] as const)
      summary[`${kind}.${what}`] = counts[what];
  return summary;
};

/** The distinct ids that the records' `key` names. */
const idsIn = (rows: ImportRow[], key: 'jobId' | 'userId'): number[] => [
  ...new Set(rows.flatMap((row) => (row[key] === null ? [] : [row[key]]))),
];

export type ImportService = ReturnType<typeof createImportService>;

/** What to import: the file, its kind and the options of that kind. */
export type ImportRequest = { type: PipelineImportType; fileId: number; options: ImportOptions };

export function createImportService(
  db: Db,
  store: FileStore,
  queue: JobQueue,
  log?: FastifyBaseLogger,
  settings: ImportSettings = {
    batchRows: OCCUPANCY_BATCH_ROWS,
    maxWholeFileBytes: MAX_WHOLE_IMPORT_FILE_SIZE,
  },
) {
  /** The stored file, readable by the caller. */
  async function sourceOf(scope: TenantScope, fileId: number): Promise<Source> {
    const file = await findVisibleFile(db, scope, fileId);
    if (!file) throw new NotFoundError();
    return {
      filename: file.filename,
      mimetype: file.mimetype,
      size: file.size,
      bytes: async () => {
        const stored = await store.get(file.storageKey);
        if (!stored) throw new Error(`The bytes of file ${fileId} are missing`);
        return stored.body;
      },
    };
  }

  /** The organization an import is for: the option, else the impersonated one, else the caller's. */
  async function ownerOf(
    auth: RequestAuth,
    type: PipelineImportType,
    options: ImportOptions,
  ): Promise<number> {
    if (type === 'OCCUPANCY' && options.dataSourceId !== undefined) {
      const [found] = await db
        .select({ owner: buildings.ownerOrganizationId })
        .from(dataSources)
        .innerJoin(buildings, eq(buildings.id, dataSources.buildingId))
        .where(eq(dataSources.id, options.dataSourceId));
      if (found) return found.owner;
    }
    const id = options.organizationId ?? auth.impersonating?.id ?? auth.user.organization.id;
    if (auth.scope.kind === 'organization' && id !== auth.scope.organizationId)
      throw new BadRequestError([
        { path: ['options', 'organizationId'], message: 'Not the organization you act as' },
      ]);
    const [org] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, id));
    if (!org)
      throw new BadRequestError([
        { path: ['options', 'organizationId'], message: `Organization ${id} not found` },
      ]);
    return id;
  }

  async function preview(
    auth: RequestAuth,
    { type, fileId, options }: ImportRequest,
  ): Promise<ImportPreview> {
    const source = await sourceOf(auth.scope, fileId);
    const owner = await ownerOf(auth, type, options);
    const { report } = await run(
      db,
      type,
      source,
      options,
      owner,
      auth.scope,
      false,
      () => undefined,
      settings,
    );
    return {
      type,
      rows: report.rows,
      counts: report.counts,
      errors: report.errors,
      errorCount: report.errorCount,
      skipped: report.skipped,
      sample: report.sample,
      columns: report.columns,
    };
  }

  async function create(
    auth: RequestAuth,
    { type, fileId, options }: ImportRequest,
    fixOf: string | null = null,
  ): Promise<DataImport> {
    const file = await findVisibleFile(db, auth.scope, fileId);
    if (!file) throw new NotFoundError();
    refuseTooLargeToReadWhole(file, settings.maxWholeFileBytes);
    const owner = await ownerOf(auth, type, options);
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.email, auth.user.email), eq(users.organizationId, auth.user.organization.id)),
      )
      .limit(1);
    let buildingId = options.buildingId ?? null;
    if (type === 'OCCUPANCY' && options.dataSourceId !== undefined) {
      const [source] = await db
        .select({ buildingId: dataSources.buildingId })
        .from(dataSources)
        .where(eq(dataSources.id, options.dataSourceId));
      buildingId = source?.buildingId ?? buildingId;
    }
    // The record and its job together: past the organization's cap of waiting imports, neither.
    const [row, saved] = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dataImports)
        .values({
          type,
          organizationId: owner,
          buildingId,
          userId: user?.id ?? null,
          fileId,
          filename: file.filename,
          options,
          fixOf,
        })
        .returning();
      if (!row) throw new Error('The import was not recorded');
      const job = await queue.enqueue(
        IMPORT_JOB,
        {
          importId: row.id,
          scopeOrganizationId: auth.scope.kind === 'all' ? null : auth.scope.organizationId,
        },
        owner,
        { in: tx, cap: importJobCap },
      );
      const [saved] = await tx
        .update(dataImports)
        .set({ jobId: job.id })
        .where(eq(dataImports.id, row.id))
        .returning();
      return [row, saved];
    });
    return toEntity(saved ?? row, 0);
  }

  /** The job: runs the import again from its file and records the outcome. */
  async function commit(
    payload: Record<string, unknown>,
    progress: (percent: number) => void,
  ): Promise<unknown> {
    const id = String(payload.importId);
    const [row] = await db.select().from(dataImports).where(eq(dataImports.id, id));
    if (!row) throw new Error(`Data import ${id} not found`);
    // Finished by an earlier run that the server's stop cut off before the job was closed.
    if (row.status === 'COMPLETED') return { status: row.status };
    if (row.status === 'FAILED')
      throw new ImportJobFailure(importFailureReason(row.errors, row.summary?.errors ?? 0));
    await db
      .update(dataImports)
      .set({ status: 'PROCESSING', updatedAt: new Date() })
      .where(eq(dataImports.id, id));
    const scopeId =
      typeof payload.scopeOrganizationId === 'number' ? payload.scopeOrganizationId : null;
    let scope: TenantScope = ALL;
    if (scopeId !== null) {
      const [org] = await db.select().from(organizations).where(eq(organizations.id, scopeId));
      if (!org) throw new Error(`Organization ${scopeId} not found`);
      scope = organizationScope({
        id: org.id,
        key: org.key,
        name: org.name,
        type: org.type,
        realm: org.realm,
      });
    }
    let report: PlanReport;
    try {
      if (row.fileId === null) throw new Error('The import’s file was deleted');
      const source = await sourceOf(ALL, row.fileId);
      const outcome = await run(
        db,
        row.type as PipelineImportType,
        source,
        row.options,
        row.organizationId,
        scope,
        true,
        (fraction) => {
          progress(fraction * 100);
        },
        settings,
      );
      report = outcome.report;
      await db
        .update(dataImports)
        .set({
          status: report.ok ? 'COMPLETED' : 'FAILED',
          summary: summaryOf(report),
          errors: report.errors,
          failedRows: [...report.failedRows].map(([r, values]) => ({ row: r, values })),
          created: outcome.written,
          buildingId: outcome.buildingId ?? row.buildingId,
          updatedAt: new Date(),
        })
        .where(eq(dataImports.id, id));
    } catch (error) {
      // A deadlock, a lost connection: nothing was written (one transaction), so the import waits
      // again and the queue runs its job again; when the queue gives up, the import is FAILED
      // (importJobOptions' `abandoned`).
      if (isTransientError(error)) {
        log?.warn({ err: error, importId: id }, 'import met a transient database error');
        await db
          .update(dataImports)
          .set({ status: 'PENDING', updatedAt: new Date() })
          .where(eq(dataImports.id, id));
        throw error;
      }
      log?.error({ err: error, importId: id }, 'import failed');
      const errors = errorsOf(error);
      await db
        .update(dataImports)
        .set({ status: 'FAILED', errors, updatedAt: new Date() })
        .where(eq(dataImports.id, id));
      throw new ImportJobFailure(importFailureReason(errors, errors.length));
    }
    // The import's failure is its job's: the Jobs screen says FAILED, with the first problem.
    if (!report.ok)
      throw new ImportJobFailure(importFailureReason(report.errors, report.errorCount));
    return { status: 'COMPLETED', errors: 0 };
  }

  queue.register(
    IMPORT_JOB,
    (payload, context) =>
      commit(payload, (percent) => {
        context.progress(percent);
      }),
    importJobOptions(db),
  );

  /** The progress of an import: live while its job runs here, else from the record. */
  const progressOf = (row: ImportRow, jobProgress: number | null): number =>
    row.status === 'COMPLETED' || row.status === 'FAILED'
      ? 100
      : ((row.jobId !== null ? queue.liveProgress(row.jobId) : undefined) ?? jobProgress ?? 0);

  /** The jobs of the records, by id, in one read (none when no record has a job). */
  async function jobsOf(rows: ImportRow[]) {
    const ids = idsIn(rows, 'jobId');
    const found =
      ids.length === 0
        ? []
        : await db
            .select({
              id: jobs.id,
              status: jobs.status,
              attempts: jobs.attempts,
              error: jobs.error,
              progress: jobs.progress,
              startedAt: jobs.startedAt,
              finishedAt: jobs.finishedAt,
            })
            .from(jobs)
            .where(inArray(jobs.id, ids));
    return byId(found);
  }

  /** The records as a list answers them, each with its job's progress. */
  async function entities(rows: ImportRow[]): Promise<DataImport[]> {
    const jobById = await jobsOf(rows);
    return rows.map((row) =>
      toEntity(
        row,
        progressOf(row, row.jobId === null ? null : (jobById.get(row.jobId)?.progress ?? null)),
      ),
    );
  }

  /** The records with their organization, building, user and job, read once for all rows. */
  async function full(rows: ImportRow[]): Promise<DataImportFull[]> {
    const userIds = idsIn(rows, 'userId');
    const [organizationById, buildingById, userRows, jobById] = await Promise.all([
      namesOf(db, organizations, rows, 'organizationId'),
      namesOf(db, buildings, rows, 'buildingId'),
      userIds.length === 0
        ? []
        : db
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(inArray(users.id, userIds)),
      jobsOf(rows),
    ]);
    const userById = byId(userRows);
    const out: DataImportFull[] = [];
    for (const row of rows) {
      const building = row.buildingId === null ? undefined : buildingById.get(row.buildingId);
      const user = row.userId === null ? undefined : userById.get(row.userId);
      const job = row.jobId === null ? undefined : jobById.get(row.jobId);
      out.push({
        ...toEntity(row, progressOf(row, job?.progress ?? null)),
        organization: namedOr(organizationById, row.organizationId),
        building: building ?? null,
        user: user ?? null,
        options: row.options,
        failedRows: row.failedRows,
        created: row.created,
        job: job
          ? {
              id: job.id,
              status: job.status,
              attempts: job.attempts,
              error: job.error,
              startedAt: job.startedAt?.toISOString() ?? null,
              finishedAt: job.finishedAt?.toISOString() ?? null,
            }
          : null,
      });
    }
    return out;
  }

  /** The corrected rows of an import, written as a CSV file and imported again. */
  async function fix(
    auth: RequestAuth,
    row: ImportRow,
    rows: Record<string, string>[],
    saveFile: (name: string, bytes: Uint8Array) => Promise<number>,
  ) {
    if (!['SPATIAL', 'FINANCIAL', 'OCCUPANCY'].includes(row.type))
      throw new BadRequestError([
        { path: ['id'], message: `A ${row.type} import cannot be fixed here` },
      ]);
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const quote = (value: string) =>
      /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
    const csv = [
      columns.map(quote).join(','),
      ...rows.map((r) => columns.map((c) => quote(r[c] ?? '')).join(',')),
    ].join('\n');
    const base = (row.filename ?? 'import').replace(/\.[^.]+$/, '');
    const fileId = await saveFile(`${base}-fixed.csv`, new TextEncoder().encode(`${csv}\n`));
    const options = { ...(row.options as ImportOptions) };
    // The corrected rows use the template's column names already.
    delete options.mapping;
    return create(auth, { type: row.type as PipelineImportType, fileId, options }, row.id);
  }

  return {
    preview,
    create,
    commit,
    full,
    fix,
    entities,
  };
}

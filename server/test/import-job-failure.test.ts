// An import that fails fails its job too (issue 33): the Jobs screen says FAILED beside a FAILED
// import, with the import's reason as the job's error, and the job is not run again (the failure
// is in the file, not transient). The import keeps its row errors as they are.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataImport, DataImportFull, JobFull, ListResponse } from '@atrium/contract';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { importFailureReason } from '../src/imports/job.ts';

function multipart(filename: string, data: string | Buffer) {
  const boundary = `----atrium${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.from(data),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const HEADER =
  'buildingExternalId,buildingName,city,timeZone,units,floorName,floorPosition,spaceExternalId,spaceName,category,rentableArea,capacity,parentSpaceExternalId,outline';

describe('the reason of a failed import, in one line', () => {
  it('counts the problems and names the first one by row and column', () => {
    expect(
      importFailureReason(
        [
          { row: 3, column: 'category', message: 'Expected one of WORK, MEETING' },
          { row: 4, column: 'rentableArea', message: 'Expected a number' },
        ],
        7,
      ),
    ).toBe(
      '7 problems in the file; nothing was written. First: row 3, column category: Expected one of WORK, MEETING',
    );
    expect(importFailureReason([{ row: 2, column: null, message: 'Empty row' }], 1)).toBe(
      '1 problem in the file; nothing was written. First: row 2: Empty row',
    );
    expect(importFailureReason([{ row: null, column: null, message: 'The file is gone' }], 1)).toBe(
      'The file is gone; nothing was written',
    );
    expect(importFailureReason([], 0)).toBe('The import failed; nothing was written');
  });
});

describe.each(databaseKinds)('an import job on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  let harborAdmin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    harborAdmin = await tokenFor(p.orgs.harbor, 'org-admin');
  });
  afterAll(() => t.close());

  const upload = async (filename: string, data: string | Buffer) => {
    const body = multipart(filename, data);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/data-imports/upload',
      payload: body.payload,
      headers: { authorization: `Bearer ${master}`, ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }>().id;
  };
  const getImport = async (id: string, token = master) => {
    const response = await t.post('/api/data-imports/get', { id }, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DataImportFull>();
  };
  /** Imports the file as Harbor's and waits for its job. */
  const importFile = async (filename: string, data: string | Buffer) => {
    const fileId = await upload(filename, data);
    const response = await t.post(
      '/api/data-imports/create',
      { type: 'SPATIAL', fileId, options: { organizationId: p.orgs.harbor.id } },
      master,
    );
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<DataImport>();
    await t.app.jobs.drain();
    return getImport(created.id);
  };
  const jobOf = async (id: number, token = master) => {
    const response = await t.post('/api/jobs/full', { where: { id } }, token);
    expect(response.statusCode, response.body).toBe(200);
    const [job] = response.json<ListResponse<JobFull>>().items;
    if (!job) throw new Error(`Job ${String(id)} not found`);
    return job;
  };

  it('is FAILED with the first problem by row and column when the file has bad rows, and not run again', async () => {
    const failed = await importFile(
      'bad-rows.csv',
      [
        HEADER,
        'JF-1,Failing House,Boston,UTC,METRIC,Level 1,1,JF-1-1,Fine,WORK,10,2,,',
        'JF-1,Failing House,Boston,UTC,METRIC,Level 1,1,JF-1-2,Wrong,KITCHEN,10,2,,',
        'JF-1,Failing House,Boston,UTC,METRIC,Level 1,1,JF-1-3,Also wrong,WORK,lots,2,,',
      ].join('\n'),
    );
    // The import's row errors are as they were.
    expect(failed.status).toBe('FAILED');
    expect(failed.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'category'],
      [4, 'rentableArea'],
    ]);
    expect(failed.failedRows.map((r) => r.row)).toEqual([3, 4]);
    const first = failed.errors[0]?.message ?? '';
    expect(first).not.toBe('');
    const reason = `2 problems in the file; nothing was written. First: row 3, column category: ${first}`;
    expect(failed.job).toMatchObject({ status: 'FAILED', attempts: 1, error: reason });
    expect(failed.job?.finishedAt).not.toBeNull();

    // The Jobs screen's list: FAILED beside the FAILED import, for its organization's admin too.
    const jobId = failed.jobId ?? 0;
    for (const token of [master, harborAdmin])
      expect(await jobOf(jobId, token)).toMatchObject({
        kind: 'data-import.commit',
        status: 'FAILED',
        attempts: 1,
        error: reason,
        organization: { id: p.orgs.harbor.id },
        dataImport: { id: failed.id, status: 'FAILED', filename: 'bad-rows.csv' },
      });
    // Not transient: the runner does not take it again.
    await t.app.jobs.drain();
    expect(await jobOf(jobId)).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(
      Number(
        (
          await t.database.pool.query<{ n: string }>(
            `select count(*) n from buildings where external_spatial_id = 'JF-1'`,
          )
        ).rows[0]?.n,
      ),
    ).toBe(0);
  });

  it('is FAILED with the reason when the file cannot be read at all; its preview says why', async () => {
    // A quote never closed: csv-parse stops, so the problem is the file's, with no column.
    const unclosed = `${HEADER}\nJF-2,"Never closed,Boston,UTC,METRIC,Level 1,1,JF-2-1,Room,WORK,10,2,,\n`;
    const problem =
      'Line 2: a quoted field is never closed: a field that starts with " must end with "';
    const fileId = await upload('unclosed.csv', unclosed);
    const preview = await t.post(
      '/api/data-imports/preview',
      { type: 'SPATIAL', fileId, options: { organizationId: p.orgs.harbor.id } },
      master,
    );
    expect(preview.statusCode, preview.body).toBe(400);
    expect(preview.json()).toEqual({
      name: 'ImportFailed',
      message: '1 row is invalid; nothing was imported',
      errors: [{ message: problem }],
    });
    const failed = await importFile('unclosed.csv', unclosed);
    expect(failed.status).toBe('FAILED');
    expect(failed.errors).toEqual([{ row: null, column: null, message: problem }]);
    expect(failed.job).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      error: `${problem}; nothing was written`,
    });
  });

  it('is FAILED with the reason when an .xlsx file is not a workbook; its preview says why', async () => {
    // A ZIP's signature and then nothing a workbook holds: stored as XLSX, unreadable by exceljs.
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(600)]);
    const fileId = await upload('broken.xlsx', broken);
    const preview = await t.post(
      '/api/data-imports/preview',
      { type: 'SPATIAL', fileId, options: { organizationId: p.orgs.harbor.id } },
      master,
    );
    expect(preview.statusCode, preview.body).toBe(400);
    const body = preview.json<{ name: string; errors: { message: string }[] }>();
    expect(body.name).toBe('ImportFailed');
    expect(body.errors[0]?.message).toMatch(
      /^The file could not be read as an XLSX workbook \(.+\): save it again from the spreadsheet program, or as CSV$/,
    );
    const failed = await importFile('broken.xlsx', broken);
    expect(failed.status).toBe('FAILED');
    expect(failed.errors[0]?.message).toBe(body.errors[0]?.message);
    expect(failed.job).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(failed.job?.error).toBe(`${body.errors[0]?.message ?? ''}; nothing was written`);
  });

  it('ends SUCCEEDED beside a COMPLETED import', async () => {
    const done = await importFile(
      'fine.csv',
      `${HEADER}\nJF-3,Fine House,Boston,UTC,METRIC,Level 1,1,JF-3-1,Room,WORK,10,2,,\n`,
    );
    expect(done.status).toBe('COMPLETED');
    expect(done.job).toMatchObject({ status: 'SUCCEEDED', attempts: 1, error: null });
  });

  it('closed by a stop after its import failed: run again, it fails with the import’s reason', async () => {
    const failed = await importFile(
      'bad-again.csv',
      `${HEADER}\nJF-4,Bad House,Boston,UTC,METRIC,Level 1,1,JF-4-1,Room,WORK,many,2,,\n`,
    );
    const jobId = failed.jobId ?? 0;
    const reason = (await jobOf(jobId)).error;
    expect(reason).toMatch(
      /^1 problem in the file; nothing was written\. First: row 2, column rentableArea: /,
    );
    // As a stop between the import's record and the job's leaves it: queued again, the import FAILED.
    await t.database.pool.query(
      "update jobs set status = 'QUEUED', error = null, finished_at = null where id = $1",
      [jobId],
    );
    await t.app.jobs.drain();
    expect(await jobOf(jobId)).toMatchObject({ status: 'FAILED', attempts: 2, error: reason });
    const again = await getImport(failed.id);
    expect(again.errors).toEqual(failed.errors);
  });

  /**
   * The database refuses the import's first `failures` building inserts with a serialization
   * failure (SQLSTATE 40001), a real error from the database: a sequence counts the attempts, as
   * it is not rolled back with the import's transaction.
   */
  const failBuildingInserts = async (failures: number) => {
    await t.database.pool.query(`
      create sequence transient_failures;
      create function transient_failure() returns trigger language plpgsql as $$
      begin
        if nextval('transient_failures') <= ${String(failures)} then
          raise exception 'could not serialize access due to concurrent update' using errcode = '40001';
        end if;
        return new;
      end $$;
      create trigger transient_failure before insert on buildings
        for each row execute function transient_failure();`);
    return async () => {
      await t.database.pool.query(`
        drop trigger transient_failure on buildings;
        drop function transient_failure();
        drop sequence transient_failures;`);
    };
  };
  const buildingsNamed = async (externalId: string) =>
    Number(
      (
        await t.database.pool.query<{ n: string }>(
          'select count(*) n from buildings where external_spatial_id = $1',
          [externalId],
        )
      ).rows[0]?.n,
    );

  it('runs again after a transient database error, and completes', async () => {
    const restore = await failBuildingInserts(1);
    try {
      const done = await importFile(
        'transient.csv',
        `${HEADER}\nJF-5,Retried House,Boston,UTC,METRIC,Level 1,1,JF-5-1,Room,WORK,10,2,,\n`,
      );
      expect(done.status).toBe('COMPLETED');
      expect(done.errors).toEqual([]);
      expect(done.job).toMatchObject({ status: 'SUCCEEDED', attempts: 2, error: null });
      expect(await buildingsNamed('JF-5')).toBe(1);
    } finally {
      await restore();
    }
  });

  it('is FAILED, with nothing written, when the database fails every attempt', async () => {
    const restore = await failBuildingInserts(1000);
    try {
      const failed = await importFile(
        'always-transient.csv',
        `${HEADER}\nJF-6,Unlucky House,Boston,UTC,METRIC,Level 1,1,JF-6-1,Room,WORK,10,2,,\n`,
      );
      const reason = 'could not serialize access due to concurrent update';
      expect(failed.job).toMatchObject({ status: 'FAILED', attempts: 3, error: reason });
      expect(failed.status).toBe('FAILED');
      expect(failed.errors).toEqual([
        {
          row: null,
          column: null,
          message: `The database failed during each of 3 attempts (last: ${reason}); nothing was written`,
        },
      ]);
      expect(await buildingsNamed('JF-6')).toBe(0);
    } finally {
      await restore();
    }
  });
});

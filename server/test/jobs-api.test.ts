// Jobs (issue 33, item 2): the per-organization cap on waiting imports, and the jobs list with
// its scope (the master admin every job, an organization's admins their own, viewers refused).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataImport, DataImportFull, Job, JobFull, ListResponse } from '@atrium/contract';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import * as s from '../src/db/schema/index.ts';
import { IMPORT_RETRY_AFTER_S, MAX_QUEUED_IMPORTS } from '../src/imports/job.ts';
import { REDERIVE_JOB } from '../src/occupancy/rederive.ts';

function multipart(filename: string, data: string) {
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

const SPATIAL = (n: number) =>
  `buildingExternalId,buildingName,city,timeZone\nCAP-${String(n)},Cap building ${String(n)},Boston,America/New_York\n`;

describe.each(databaseKinds)('jobs on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  let harborAdmin: string;
  let harborViewer: string;
  let skylineAdmin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    // Nothing runs until a test drains the queue: imports stay queued, as behind a long one.
    await t.app.jobs.stop();
    master = await tokenFor(p.orgs.platform, 'master-admin');
    harborAdmin = await tokenFor(p.orgs.harbor, 'org-admin');
    harborViewer = await tokenFor(p.orgs.harbor, 'viewer');
    skylineAdmin = await tokenFor(p.orgs.skyline, 'org-admin');
  });
  afterAll(() => t.close());

  let uploads = 0;
  const upload = async () => {
    const body = multipart(`cap-${String(uploads)}.csv`, SPATIAL(uploads));
    uploads++;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/data-imports/upload',
      payload: body.payload,
      headers: { authorization: `Bearer ${master}`, ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }>().id;
  };
  const createImport = async (organizationId: number) =>
    t.post(
      '/api/data-imports/create',
      { type: 'SPATIAL', fileId: await upload(), options: { organizationId } },
      master,
    );
  const importCount = async () =>
    Number(
      (await t.database.pool.query<{ n: string }>('select count(*) as n from data_imports')).rows[0]
        ?.n,
    );
  const listJobs = async (body: unknown, token: string) => {
    const response = await t.post('/api/jobs/full', body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListResponse<JobFull>>();
  };

  describe('the cap on waiting imports', () => {
    it(`takes ${String(MAX_QUEUED_IMPORTS)} imports of an organization and refuses the next with 429, recording nothing`, async () => {
      for (let i = 0; i < MAX_QUEUED_IMPORTS; i++) {
        const response = await createImport(p.orgs.harbor.id);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<DataImport>().status).toBe('PENDING');
      }
      const before = await importCount();
      const refused = await createImport(p.orgs.harbor.id);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(IMPORT_RETRY_AFTER_S));
      expect(refused.json<{ message: string }>().message).toBe(
        `The organization already has ${String(MAX_QUEUED_IMPORTS)} imports queued or running: at most ${String(MAX_QUEUED_IMPORTS)} import jobs may wait per organization; wait for one to finish`,
      );
      // Neither a record nor a job for the refused import.
      expect(await importCount()).toBe(before);
      const { total } = await listJobs(
        { where: { kind: 'data-import.commit', organizationId: p.orgs.harbor.id } },
        master,
      );
      expect(total).toBe(MAX_QUEUED_IMPORTS);
    });

    it('leaves another organization free to import', async () => {
      const response = await createImport(p.orgs.skyline.id);
      expect(response.statusCode, response.body).toBe(200);
    });

    it('takes the organization’s imports again once its jobs have run', async () => {
      t.app.jobs.start(60_000, 10);
      await t.app.jobs.drain();
      await t.app.jobs.stop();
      const response = await createImport(p.orgs.harbor.id);
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  describe('the list', () => {
    beforeAll(async () => {
      // A platform job (no organization), a failed and a running one of Skyline's.
      await t.database.db.insert(s.jobs).values([
        { kind: REDERIVE_JOB, payload: { buildingId: 1 }, status: 'SUCCEEDED', attempts: 1 },
        {
          kind: REDERIVE_JOB,
          payload: { buildingId: p.buildings.skylineTower.id },
          organizationId: p.orgs.skyline.id,
          status: 'FAILED',
          attempts: 3,
          error: 'deadlock detected',
          startedAt: new Date(),
          finishedAt: new Date(),
        },
        {
          kind: 'flex-requirements',
          payload: { buildingIds: [p.buildings.skylineTower.id] },
          organizationId: p.orgs.skyline.id,
          status: 'RUNNING',
          attempts: 1,
          progress: 40,
          startedAt: new Date(),
        },
      ]);
    });

    it('answers 401 without a token', async () => {
      for (const url of ['/api/jobs', '/api/jobs/full'])
        expect((await t.post(url, {})).statusCode, url).toBe(401);
    });

    it('answers 403 to a viewer', async () => {
      for (const url of ['/api/jobs', '/api/jobs/full'])
        expect((await t.post(url, {}, harborViewer)).statusCode, url).toBe(403);
    });

    it('answers 400 naming what is wrong in the request', async () => {
      const unknownField = await t.post('/api/jobs', { where: { colour: 'red' } }, master);
      expect(unknownField.statusCode).toBe(400);
      expect(JSON.stringify(unknownField.json())).toMatch(/colour/);
      const badStatus = await t.post('/api/jobs', { where: { status: 'DONE' } }, master);
      expect(badStatus.statusCode).toBe(400);
      const badSort = await t.post('/api/jobs', { orderBy: { payload: 'asc' } }, master);
      expect(badSort.statusCode).toBe(400);
      expect((await t.post('/api/jobs', { perPage: 0 }, master)).statusCode).toBe(400);
    });

    it('gives the master admin every job, newest first, with organization and data import', async () => {
      const all = await listJobs({ perPage: 100 }, master);
      expect(all.total).toBe(all.items.length);
      expect(all.items.map((j) => j.id)).toEqual(
        [...all.items.map((j) => j.id)].sort((a, b) => b - a),
      );
      const kinds = new Set(all.items.map((j) => j.kind));
      expect(kinds).toEqual(new Set(['data-import.commit', REDERIVE_JOB, 'flex-requirements']));
      expect(all.items.some((j) => j.organizationId === null && j.organization === null)).toBe(
        true,
      );
      const imports = all.items.filter((j) => j.kind === 'data-import.commit');
      // Harbor's five and the one after they ran, Skyline's one.
      expect(imports).toHaveLength(MAX_QUEUED_IMPORTS + 2);
      const done = imports.find((j) => j.status === 'SUCCEEDED');
      expect(done).toMatchObject({
        progress: 100,
        attempts: 1,
        error: null,
        organization: { name: expect.any(String) as string },
        dataImport: {
          type: 'SPATIAL',
          status: 'COMPLETED',
          filename: expect.stringMatching(/^cap-\d+\.csv$/) as string,
        },
      });
      expect(done?.startedAt).not.toBeNull();
      expect(done?.finishedAt).not.toBeNull();
      const failed = all.items.find((j) => j.status === 'FAILED');
      expect(failed).toMatchObject({
        kind: REDERIVE_JOB,
        attempts: 3,
        error: 'deadlock detected',
        organization: { id: p.orgs.skyline.id, name: p.orgs.skyline.name },
        dataImport: null,
      });
      expect(all.items.find((j) => j.status === 'RUNNING')?.progress).toBe(40);
    });

    it('filters by status and kind, sorts and pages', async () => {
      const running = await t.post('/api/jobs', { where: { status: 'RUNNING' } }, master);
      expect(running.json<ListResponse<Job>>().items.map((j) => j.kind)).toEqual([
        'flex-requirements',
      ]);
      const page = await t.post(
        '/api/jobs',
        { where: { kind: 'data-import.commit' }, orderBy: { id: 'asc' }, page: 1, perPage: 2 },
        master,
      );
      const body = page.json<ListResponse<Job>>();
      expect(body.total).toBe(MAX_QUEUED_IMPORTS + 2);
      expect(body.items).toHaveLength(2);
      expect((body.items[0]?.id ?? 0) < (body.items[1]?.id ?? 0)).toBe(true);
    });

    it("gives an organization's admin its own jobs only, whatever the filter asks", async () => {
      const harbor = await listJobs({ perPage: 100 }, harborAdmin);
      expect(harbor.items.length).toBe(MAX_QUEUED_IMPORTS + 1);
      expect(harbor.items.every((j) => j.organizationId === p.orgs.harbor.id)).toBe(true);
      const skyline = await listJobs({ perPage: 100 }, skylineAdmin);
      expect(skyline.items.map((j) => j.kind).sort()).toEqual([
        'data-import.commit',
        'flex-requirements',
        REDERIVE_JOB,
      ]);
      // Another organization's jobs are not found, not even by asking for them.
      const asked = await listJobs({ where: { organizationId: p.orgs.skyline.id } }, harborAdmin);
      expect(asked).toEqual({ items: [], total: 0 });
      const byId = await listJobs({ where: { id: skyline.items[0]?.id ?? 0 } }, harborAdmin);
      expect(byId.total).toBe(0);
    });
  });
  describe('an import whose job was given up after server stops', () => {
    it('is FAILED with the reason, and its job too', async () => {
      const waiting = await listJobs(
        { where: { kind: 'data-import.commit', status: 'QUEUED' } },
        master,
      );
      const job = waiting.items[0];
      if (!job?.dataImport) throw new Error('Expected a waiting import');
      // As a server stopped during its last allowed attempt leaves it.
      await t.database.pool.query(
        "update jobs set status = 'RUNNING', attempts = 3, started_at = now() where id = $1",
        [job.id],
      );
      await t.database.pool.query("update data_imports set status = 'PROCESSING' where id = $1", [
        job.dataImport.id,
      ]);
      t.app.jobs.start(60_000, 0);
      let state: DataImportFull | undefined;
      for (let i = 0; i < 50; i++) {
        state = (await t.post('/api/data-imports/get', { id: job.dataImport.id }, master)).json();
        if (state?.status === 'FAILED') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await t.app.jobs.stop();
      const message = 'The server stopped during this job (3 attempts); nothing was written';
      expect(state).toMatchObject({
        status: 'FAILED',
        errors: [{ row: null, column: null, message }],
        job: { id: job.id, status: 'FAILED', attempts: 3, error: message },
      });
    });
  });
});

// The financial import on the US GSA IOLP leases workbook (shared/datasets/leases-gsa-iolp): 7,512
// real leases with Excel serial dates, read through the pipeline's column names for that export.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataImport, DataImportFull } from '@atrium/contract';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

const WORKBOOK = new URL('fixtures/leases-gsa-iolp/2025-6-20-iolp-leases.xlsx', import.meta.url);

describe('the GSA leases workbook', () => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
  });
  afterAll(() => t.close());

  it(
    'reads all 7,512 rows, lists the repeated leases by row and column, and writes nothing',
    { timeout: 120_000 },
    async () => {
      const boundary = `----atrium${randomBytes(8).toString('hex')}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="iolp-leases.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/data-imports/upload',
        payload: Buffer.concat([
          Buffer.from(head),
          readFileSync(WORKBOOK),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: {
          authorization: `Bearer ${master}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const fileId = uploaded.json<{ id: number }>().id;
      const started = Date.now();
      const response = await t.post(
        '/api/data-imports/create',
        {
          type: 'FINANCIAL',
          fileId,
          options: {
            organizationId: p.orgs.harbor.id,
            tenantName: 'US General Services Administration',
          },
        },
        master,
      );
      expect(response.statusCode, response.body).toBe(200);
      await t.app.jobs.drain();
      const done = (
        await t.post('/api/data-imports/get', { id: response.json<DataImport>().id }, master)
      ).json<DataImportFull>();
      const seconds = (Date.now() - started) / 1000;
      const leases = async () =>
        Number(
          (
            await t.database.pool.query<{ n: string }>(
              `select count(*) n from encumbrances where external_id is not null`,
            )
          ).rows[0]?.n,
        );
      // The workbook repeats some leases: the same lease number in the same building on several
      // rows (LTX17098 in TX7018 on rows 35, 278, 1460…). Each repeat is listed by row and column,
      // and nothing at all is written (all-or-nothing), though every other row is fine.
      expect(done.status).toBe('FAILED');
      expect(done.summary?.rows).toBe(7512);
      expect(done.errors.length).toBeGreaterThan(0);
      expect(done.errors[0]).toEqual({
        row: 278,
        column: 'leaseExternalId',
        message: 'leaseExternalId LTX17098 in building TX7018 is already on row 35',
      });
      expect(done.errors.every((e) => e.column === 'leaseExternalId' && e.row !== null)).toBe(true);
      expect((done.summary?.['leases.created'] ?? 0) + done.errors.length).toBe(7512);
      expect(done.failedRows).toHaveLength(done.errors.length);
      expect(await leases()).toBe(0);
      const buildings = await t.database.pool.query(
        `select 1 from buildings where external_spatial_id is not null`,
      );
      expect(buildings.rowCount).toBe(0);
      console.log(
        `GSA leases workbook: 7,512 rows read, checked and refused in ${seconds.toFixed(1)} s`,
      );
    },
  );
});

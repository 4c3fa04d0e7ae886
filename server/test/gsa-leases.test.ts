// The financial import on the US GSA IOLP leases workbook (shared/datasets/leases-gsa-iolp): 7,512
// real leases with Excel serial dates, read through the pipeline's column names for that export.
// The workbook lists some leases once per asset of their site (LTX17098 in TX7018, the Progreso
// border station, on rows 35, 278, 1460…: the asset's name is the only difference).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataImport, DataImportFull, ImportPreview } from '@atrium/contract';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

const WORKBOOK = new URL('fixtures/leases-gsa-iolp/2025-6-20-iolp-leases.xlsx', import.meta.url);
const ROWS = 7512;
/** Lease number and location code pairs of the workbook, and the rows repeating one. */
const LEASES = 7461;
const REPEATS = 51;
const LOCATIONS = 6423;
const TENANT = 'US General Services Administration';

describe('the GSA leases workbook', () => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  let temp: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    temp = mkdtempSync(join(tmpdir(), 'atrium-gsa-'));
  });
  afterAll(async () => {
    rmSync(temp, { recursive: true, force: true });
    await t.close();
  });

  const upload = async (filename: string, data: Buffer) => {
    const boundary = `----atrium${randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/data-imports/upload',
      payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: {
        authorization: `Bearer ${master}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    return uploaded.json<{ id: number }>().id;
  };
  const optionsFor = (organizationId: number) => ({ organizationId, tenantName: TENANT });
  const preview = async (fileId: number, organizationId: number) => {
    const response = await t.post(
      '/api/data-imports/preview',
      { type: 'FINANCIAL', fileId, options: optionsFor(organizationId) },
      master,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ImportPreview>();
  };
  /** Creates the import, waits for its job; the import and its seconds. */
  const commit = async (fileId: number, organizationId: number) => {
    const started = Date.now();
    const response = await t.post(
      '/api/data-imports/create',
      { type: 'FINANCIAL', fileId, options: optionsFor(organizationId) },
      master,
    );
    expect(response.statusCode, response.body).toBe(200);
    await t.app.jobs.drain();
    const got = await t.post(
      '/api/data-imports/get',
      { id: response.json<DataImport>().id },
      master,
    );
    return { done: got.json<DataImportFull>(), seconds: (Date.now() - started) / 1000 };
  };
  /** What an import may write, in every organization. */
  const written = async () => {
    const { rows } = await t.database.pool.query<{
      leases: number;
      buildings: number;
      organizations: number;
    }>(
      `select (select count(*)::int from encumbrances) as leases,
        (select count(*)::int from buildings) as buildings,
        (select count(*)::int from organizations) as organizations`,
    );
    return rows[0];
  };

  it(
    'fails a copy with one bad row, naming its row and column, and writes nothing',
    { timeout: 180_000 },
    async () => {
      // The workbook with one unreadable date, written by exceljs as a spreadsheet program would.
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(WORKBOOK.pathname);
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error('The workbook has no sheet');
      const column = (sheet.getRow(1).values as ExcelJS.CellValue[]).indexOf(
        'Lease Effective Date',
      );
      expect(column).toBeGreaterThan(0);
      sheet.getRow(5000).getCell(column).value = '31/02/2021';
      const copy = join(temp, 'iolp-leases-one-bad-row.xlsx');
      await workbook.xlsx.writeFile(copy);

      const before = await written();
      const { done, seconds } = await commit(
        await upload('iolp-leases-one-bad-row.xlsx', readFileSync(copy)),
        p.orgs.skyline.id,
      );
      expect(done.status).toBe('FAILED');
      expect(done.summary?.rows).toBe(ROWS);
      expect(done.errors).toEqual([
        {
          row: 5000,
          column: 'startDate',
          message: 'startDate must be a date as YYYY-MM-DD or an Excel date, got "31/02/2021"',
        },
      ]);
      expect(done.failedRows.map((r) => r.row)).toEqual([5000]);
      expect(await written()).toEqual(before);
      console.log(`GSA leases workbook with one bad row: refused in ${seconds.toFixed(1)} s`);
    },
  );

  it(
    'imports the 7,512 rows: a lease per number and building, a repeat for another asset left alone',
    { timeout: 180_000 },
    async () => {
      const fileId = await upload('iolp-leases.xlsx', readFileSync(WORKBOOK));
      const seen = await preview(fileId, p.orgs.harbor.id);
      expect(seen.errors).toEqual([]);
      expect(seen.counts.leases).toMatchObject({ created: LEASES, skipped: REPEATS });
      expect(seen.counts.buildings).toMatchObject({ created: LOCATIONS, unchanged: 0 });
      expect(seen.counts.organizations).toMatchObject({ created: 1 });
      expect(seen.skipped).toHaveLength(REPEATS);
      expect(seen.skipped[0]).toBe(
        'Row 278 repeats lease LTX17098 in building TX7018 of row 35 for another of its assets ("USBS PROGRESO ADMINISTRATION BUILDING"): left alone',
      );

      const before = await written();
      const { done, seconds } = await commit(fileId, p.orgs.harbor.id);
      expect(done.status, JSON.stringify(done.errors.slice(0, 3))).toBe('COMPLETED');
      expect(done.summary).toMatchObject({
        rows: ROWS,
        errors: 0,
        'leases.created': LEASES,
        'leases.skipped': REPEATS,
        'buildings.created': LOCATIONS,
        'organizations.created': 1,
      });
      expect(await written()).toEqual({
        leases: (before?.leases ?? 0) + LEASES,
        buildings: (before?.buildings ?? 0) + LOCATIONS,
        organizations: (before?.organizations ?? 0) + 1,
      });
      const { rows } = await t.database.pool.query<{
        name: string;
        start: string;
        end: string;
        area: number;
        tenant: string;
      }>(
        `select b.name, e.start_date::text as start, e.end_date::text as end, e.rentable_sf as area,
          o.name as tenant
        from encumbrances e join buildings b on b.id = e.building_id
          join organizations o on o.id = e.organization_id
        where e.external_id = 'LTX17098' and b.external_spatial_id = 'TX7018'
          and b.owner_organization_id = $1`,
        [p.orgs.harbor.id],
      );
      // Row 35: the first row names the building; Excel serials 41214 and 46691.
      expect(rows).toEqual([
        {
          name: 'USBS PROGRESO IMPORT DOCK',
          start: '2012-11-01',
          end: '2027-10-31',
          area: 24484,
          tenant: TENANT,
        },
      ]);
      console.log(
        `GSA leases workbook: ${ROWS.toLocaleString('en')} rows read, checked and written (${LEASES.toLocaleString('en')} leases, ${LOCATIONS.toLocaleString('en')} buildings) in ${seconds.toFixed(1)} s`,
      );

      // Running it again changes nothing.
      const again = await commit(
        await upload('iolp-leases.xlsx', readFileSync(WORKBOOK)),
        p.orgs.harbor.id,
      );
      expect(again.done.status).toBe('COMPLETED');
      expect(again.done.summary).toMatchObject({
        'leases.created': 0,
        'leases.updated': 0,
        'leases.unchanged': LEASES,
        'leases.skipped': REPEATS,
        'buildings.created': 0,
        'buildings.unchanged': LOCATIONS,
        'organizations.created': 0,
      });
      expect(again.done.created).toEqual({ buildings: [], organizations: [], leases: [] });
      expect(await written()).toEqual({
        leases: (before?.leases ?? 0) + LEASES,
        buildings: (before?.buildings ?? 0) + LOCATIONS,
        organizations: (before?.organizations ?? 0) + 1,
      });
      console.log(`GSA leases workbook again: nothing changed, in ${again.seconds.toFixed(1)} s`);
    },
  );

  it('refuses a repeated lease that says something else of it, naming row and column', async () => {
    const csv = [
      'leaseExternalId,buildingExternalId,buildingName,tenant,startDate,endDate,rentableArea',
      'L-1,B-1,Dock,Acme,2024-01-01,2030-12-31,1000',
      'L-1,B-1,Kennel,Acme,2024-01-01,2031-12-31,1000',
    ].join('\n');
    const seen = await preview(await upload('repeats.csv', Buffer.from(csv)), p.orgs.metro.id);
    expect(seen.errors).toEqual([
      {
        row: 3,
        column: 'endDate',
        message:
          'endDate: lease L-1 in building B-1 is also on row 2 with endDate "2030-12-31", here "2031-12-31"; a lease has one endDate',
      },
    ]);
  });
});

// The import pipeline (issue 33): upload → preview → create (a job commits all-or-nothing) → the
// data import record; spatial CSV and IFC, financial, occupancy with vendor columns; the list with
// its search parameters, one import by uuid, the fix of a failed import; access and tenancy.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataImport, DataImportFull, ImportPreview } from '@atrium/contract';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

const DUPLEX = new URL('fixtures/ifc-duplex-apartment/Duplex_A_20110907.ifc', import.meta.url);

function multipart(filename: string, data: Buffer) {
  const boundary = `----atrium${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const SPATIAL_HEADER =
  'buildingExternalId,buildingName,city,timeZone,units,floorName,floorPosition,spaceExternalId,spaceName,category,rentableArea,capacity,parentSpaceExternalId,outline';

describe.each(databaseKinds)('data imports on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  let harborViewer: string;
  let harborAdmin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    harborViewer = await tokenFor(p.orgs.harbor, 'viewer');
    harborAdmin = await tokenFor(p.orgs.harbor, 'org-admin');
  });
  afterAll(() => t.close());

  const upload = async (filename: string, data: Buffer | string, token = master) => {
    const body = multipart(filename, Buffer.from(data));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/data-imports/upload',
      payload: body.payload,
      headers: { authorization: `Bearer ${token}`, ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }>().id;
  };
  const preview = async (type: string, fileId: number, options: Record<string, unknown> = {}) => {
    const response = await t.post('/api/data-imports/preview', { type, fileId, options }, master);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ImportPreview>();
  };
  /** Creates the import and waits for its job. */
  const commit = async (type: string, fileId: number, options: Record<string, unknown> = {}) => {
    const response = await t.post('/api/data-imports/create', { type, fileId, options }, master);
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<DataImport>();
    expect(created.status).toBe('PENDING');
    await t.app.jobs.drain();
    return getImport(created.id);
  };
  const getImport = async (id: string, token = master) => {
    const response = await t.post('/api/data-imports/get', { id }, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DataImportFull>();
  };
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.database.pool.query<{ n: string }>(sql, params)).rows[0]?.n);

  describe('access', () => {
    const routes = [
      '/api/data-imports',
      '/api/data-imports/get',
      '/api/data-imports/preview',
      '/api/data-imports/create',
      '/api/data-imports/fix',
      '/api/data-imports/upload',
    ];
    it('answers 401 without a token', async () => {
      for (const url of routes) expect((await t.post(url, {})).statusCode, url).toBe(401);
      const template = await t.app.inject({
        method: 'GET',
        url: '/api/data-imports/template/spatial.csv',
      });
      expect(template.statusCode).toBe(401);
    });

    it('answers 403 to org-admins and viewers for what only the master admin may do', async () => {
      for (const token of [harborAdmin, harborViewer])
        for (const url of routes.slice(2))
          expect((await t.post(url, {}, token)).statusCode, url).toBe(403);
    });

    it('answers 400 for a body that is not an import request', async () => {
      for (const body of [
        { type: 'SPATIAL' },
        { type: 'NOPE', fileId: 1 },
        { type: 'SPATIAL', fileId: 1, extra: 1 },
      ]) {
        const response = await t.post('/api/data-imports/preview', body, master);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await t.post('/api/data-imports/get', { id: 'not-a-uuid' }, master)).statusCode).toBe(
        400,
      );
      expect(
        (await t.post('/api/data-imports', { where: { colour: 'red' } }, master)).statusCode,
      ).toBe(400);
    });

    it('answers 404 for a file or an import that does not exist', async () => {
      expect(
        (await t.post('/api/data-imports/preview', { type: 'SPATIAL', fileId: 999999 }, master))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await t.post(
            '/api/data-imports/get',
            { id: '00000000-0000-4000-8000-000000000000' },
            master,
          )
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('spatial CSV', () => {
    const rows = [
      SPATIAL_HEADER,
      'IMP-1,Import House,Boston,America/New_York,METRIC,Level 1,1,IMP-1-101,"Room 101, the big one",WORK,40,8,,"[[0,0],[8,0],[8,5],[0,5]]"',
      // A quoted field holding a newline, which splitting lines by hand broke.
      'IMP-1,Import House,Boston,America/New_York,METRIC,Level 1,1,IMP-1-102,"Room 102\nwith a note",COLLABORATIVE,20,4,IMP-1-101,',
      'IMP-1,Import House,Boston,America/New_York,METRIC,Level 2,2,,,,,,,',
    ];

    it('previews, commits as a job, and changes nothing when run twice', async () => {
      const fileId = await upload('spaces.csv', rows.join('\n'));
      const seen = await preview('SPATIAL', fileId, { organizationId: p.orgs.harbor.id });
      expect(seen.errors).toEqual([]);
      expect(seen.counts).toMatchObject({
        buildings: { created: 1 },
        floors: { created: 2 },
        spaces: { created: 2 },
      });
      expect(
        await count(`select count(*) n from buildings where external_spatial_id = 'IMP-1'`),
      ).toBe(0);

      const done = await commit('SPATIAL', fileId, { organizationId: p.orgs.harbor.id });
      expect(done).toMatchObject({
        status: 'COMPLETED',
        progress: 100,
        type: 'SPATIAL',
        organizationId: p.orgs.harbor.id,
      });
      expect(done.summary).toMatchObject({
        'spaces.created': 2,
        'floors.created': 2,
        'buildings.created': 1,
      });
      expect(done.created.spaces).toHaveLength(2);
      expect(done.buildingId).not.toBeNull();
      const spaces = (
        await t.database.pool.query<{ name: string; category: string; parent_id: number | null }>(
          `select s.name, s.category, s.parent_id from spaces s join floors f on f.id = s.floor_id
           join buildings b on b.id = f.building_id where b.external_spatial_id = 'IMP-1' order by s.name`,
        )
      ).rows;
      expect(spaces.map((s) => s.name)).toEqual(['Room 101, the big one', 'Room 102\nwith a note']);
      expect(spaces[1]?.parent_id).not.toBeNull();
      expect(
        await count(
          `select count(*) n from assets a join space_external_ids e on e.space_id = a.space_id where e.value = 'IMP-1-101'`,
        ),
      ).toBe(1);

      // The same file again: nothing to do.
      const again = await preview('SPATIAL', fileId, { organizationId: p.orgs.harbor.id });
      expect(again.counts).toMatchObject({
        buildings: { created: 0, updated: 0, unchanged: 1 },
        floors: { created: 0, unchanged: 2 },
        spaces: { created: 0, updated: 0, unchanged: 2 },
      });
      const rerun = await commit('SPATIAL', fileId, { organizationId: p.orgs.harbor.id });
      expect(rerun.status).toBe('COMPLETED');
      expect(rerun.created.spaces).toEqual([]);
      expect(
        await count(`select count(*) n from buildings where external_spatial_id = 'IMP-1'`),
      ).toBe(1);
    });

    it('fails an import with one bad row, names row and column, and writes nothing', async () => {
      const bad = [
        SPATIAL_HEADER,
        'IMP-2,Bad House,Boston,UTC,METRIC,Level 1,1,IMP-2-1,Fine,WORK,10,2,,',
        'IMP-2,Bad House,Boston,UTC,METRIC,Level 1,1,IMP-2-2,Wrong,KITCHEN,10,2,,',
        'IMP-2,Bad House,Boston,UTC,METRIC,Level 1,1,IMP-2-3,Also wrong,WORK,lots,2,,',
      ].join('\n');
      const fileId = await upload('bad.csv', bad);
      const seen = await preview('SPATIAL', fileId, { organizationId: p.orgs.harbor.id });
      expect(seen.errorCount).toBe(2);
      expect(seen.errors.map((e) => [e.row, e.column])).toEqual([
        [3, 'category'],
        [4, 'rentableArea'],
      ]);
      const failed = await commit('SPATIAL', fileId, { organizationId: p.orgs.harbor.id });
      expect(failed.status).toBe('FAILED');
      expect(failed.errors).toHaveLength(2);
      expect(failed.failedRows.map((r) => r.row)).toEqual([3, 4]);
      expect(failed.failedRows[0]?.values.category).toBe('KITCHEN');
      expect(
        await count(`select count(*) n from buildings where external_spatial_id = 'IMP-2'`),
      ).toBe(0);

      // The fix page: the corrected rows re-run as a new import.
      const response = await t.post(
        '/api/data-imports/fix',
        {
          id: failed.id,
          rows: failed.failedRows.map((r) => ({
            ...r.values,
            category: 'WORK',
            rentableArea: '12',
          })),
        },
        master,
      );
      expect(response.statusCode, response.body).toBe(200);
      const fixed = response.json<DataImport>();
      expect(fixed.fixOf).toBe(failed.id);
      await t.app.jobs.drain();
      const done = await getImport(fixed.id);
      expect(done.status).toBe('COMPLETED');
      expect(done.summary).toMatchObject({ 'spaces.created': 2 });
    });
  });

  it('imports the Duplex IFC: one building, 4 floors in elevation order, 21 spaces with outlines', async () => {
    const fileId = await upload('Duplex_A_20110907.ifc', readFileSync(DUPLEX));
    const seen = await preview('SPATIAL', fileId, { organizationId: p.orgs.harbor.id });
    expect(seen.counts).toMatchObject({
      buildings: { created: 1 },
      floors: { created: 4 },
      spaces: { created: 21 },
    });
    const done = await commit('SPATIAL', fileId, { organizationId: p.orgs.harbor.id });
    expect(done.status).toBe('COMPLETED');
    const floors = (
      await t.database.pool.query<{ name: string; position: number; spaces: string }>(
        `select f.name, f.position, (select count(*) from spaces s where s.floor_id = f.id) spaces
         from floors f where f.building_id = $1 order by f.position`,
        [done.buildingId],
      )
    ).rows;
    expect(floors.map((f) => [f.name, f.position, Number(f.spaces)])).toEqual([
      ['T/FDN', -1, 0],
      ['Level 1', 1, 10],
      ['Level 2', 2, 10],
      ['Roof', 3, 1],
    ]);
    const foyer = (
      await t.database.pool.query<{ usable_sf: number; position: string }>(
        `select s.usable_sf, a.position from spaces s join assets a on a.space_id = s.id
         join floors f on f.id = s.floor_id where f.building_id = $1 and s.name = 'A101 Foyer'`,
        [done.buildingId],
      )
    ).rows[0];
    expect(foyer?.usable_sf).toBeCloseTo(17.94, 2);
    expect(JSON.parse(foyer?.position ?? '[]')).toHaveLength(12);
    // Again: unchanged.
    const again = await preview('SPATIAL', fileId, { organizationId: p.orgs.harbor.id });
    expect(again.counts.spaces).toMatchObject({ created: 0, updated: 0, unchanged: 21 });
  });

  it('imports leases and subleases: tenants by name, Excel serial dates, idempotent by lease number', async () => {
    const csv = [
      'leaseExternalId,parentLeaseExternalId,tenant,buildingExternalId,buildingName,city,startDate,endDate,rentRate,rentableArea,capacity,usageType',
      'LSE-1,,Brand New Tenant Inc,FIN-1,Finance Tower,Boston,43873,49351,42.5,10000,60,Office',
      'LSE-2,LSE-1,Northwind Traders,FIN-1,Finance Tower,Boston,2024-01-01,2026-12-31,,2000,10,',
    ].join('\n');
    const fileId = await upload('leases.csv', csv);
    const seen = await preview('FINANCIAL', fileId, { organizationId: p.orgs.harbor.id });
    expect(seen.errors).toEqual([]);
    expect(seen.counts).toMatchObject({
      leases: { created: 2 },
      buildings: { created: 1 },
      organizations: { created: 1, unchanged: 1 },
    });
    const done = await commit('FINANCIAL', fileId, { organizationId: p.orgs.harbor.id });
    expect(done.status, JSON.stringify(done.errors)).toBe('COMPLETED');
    const leases = (
      await t.database.pool.query<{
        external_id: string;
        start_date: string;
        end_date: string;
        parent: string | null;
        tenant: string;
      }>(
        `select e.external_id, e.start_date::text, e.end_date::text, p.external_id parent, o.name tenant
         from encumbrances e left join encumbrances p on p.id = e.parent_id join organizations o on o.id = e.organization_id
         where e.external_id in ('LSE-1', 'LSE-2') order by e.external_id`,
      )
    ).rows;
    expect(leases).toEqual([
      {
        external_id: 'LSE-1',
        start_date: '2020-02-12',
        end_date: '2035-02-11',
        parent: null,
        tenant: 'Brand New Tenant Inc',
      },
      {
        external_id: 'LSE-2',
        start_date: '2024-01-01',
        end_date: '2026-12-31',
        parent: 'LSE-1',
        tenant: 'Northwind Traders',
      },
    ]);
    const again = await preview('FINANCIAL', fileId, { organizationId: p.orgs.harbor.id });
    expect(again.counts.leases).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('imports occupancy readings from a vendor export: date and time columns, local time, counts column', async () => {
    const space = p.spaces.hpOpen.id;
    const source = p.dataSources.harborSensors.id;
    const csv = [
      'Day,Clock,Room,People',
      `2026-02-02,09:00,${space},3`,
      `2026-02-02,09:15,${space},5`,
    ].join('\n');
    const fileId = await upload('vendor.csv', csv);
    const options = {
      dataSourceId: source,
      mapping: { date: 'Day', time: 'Clock', spaceId: 'Room', occupancy: 'People' },
    };
    const seen = await preview('OCCUPANCY', fileId, options);
    expect(seen.errors).toEqual([]);
    expect(seen.counts.readings?.created).toBe(2);
    const done = await commit('OCCUPANCY', fileId, options);
    expect(done.status, JSON.stringify(done.errors)).toBe('COMPLETED');
    expect(done.buildingId).toBe(p.buildings.harborPoint.id);

    // Without the mapping, the file's columns are not the template's: one problem for the file.
    const unmapped = await preview('OCCUPANCY', fileId, { dataSourceId: source });
    expect(unmapped.errors.map((e) => e.column)).toEqual(['timestamp', 'occupancy']);
  });

  describe('the list', () => {
    it('filters by id as text: an exact uuid, its start, or a string that is no uuid', async () => {
      const all = await t.post('/api/data-imports', { perPage: 100 }, master);
      const [first] = all.json<{ items: DataImport[] }>().items;
      if (!first) throw new Error('no import to filter');
      const ids = async (where: unknown, url = '/api/data-imports') => {
        const response = await t.post(url, { where }, master);
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ items: DataImport[] }>().items.map((i) => i.id);
      };
      expect(await ids({ id: first.id })).toEqual([first.id]);
      expect(await ids({ id: { startsWith: first.id.slice(0, 13) } })).toContain(first.id);
      expect(await ids({ id: '' })).toEqual([]);
      expect(await ids({ id: { in: ['not-a-uuid', first.id] } }, '/api/data-imports/full')).toEqual(
        [first.id],
      );
    });

    it('filters by type, status, building and creation date, newest first', async () => {
      const all = await t.post('/api/data-imports', { perPage: 100 }, master);
      expect(all.statusCode, all.body).toBe(200);
      const items = all.json<{ items: DataImport[]; total: number }>().items;
      expect(items.length).toBeGreaterThanOrEqual(6);
      const dates = items.map((i) => i.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);

      const failed = await t.post(
        '/api/data-imports',
        { where: { status: 'FAILED', type: 'SPATIAL' } },
        master,
      );
      expect(
        failed
          .json<{ items: DataImport[] }>()
          .items.every((i) => i.status === 'FAILED' && i.type === 'SPATIAL'),
      ).toBe(true);
      expect(failed.json<{ total: number }>().total).toBe(1);

      const future = await t.post(
        '/api/data-imports',
        { where: { createdAt: { gte: '2999-01-01' } } },
        master,
      );
      expect(future.json<{ total: number }>().total).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      const range = await t.post(
        '/api/data-imports',
        { where: { createdAt: { gte: '2000-01-01', lte: `${today}T23:59:59Z` } } },
        master,
      );
      expect(range.json<{ total: number }>().total).toBe(items.length);

      const byBuilding = await t.post(
        '/api/data-imports',
        { where: { buildingId: p.buildings.harborPoint.id } },
        master,
      );
      expect(byBuilding.json<{ items: DataImport[] }>().items.map((i) => i.type)).toEqual([
        'OCCUPANCY',
      ]);
    });

    it('shows an organization only the imports of its own data (cross-tenant)', async () => {
      const skylineViewer = await tokenFor(p.orgs.skyline, 'viewer');
      const theirs = await t.post('/api/data-imports', {}, skylineViewer);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json<{ total: number }>().total).toBe(0);
      const harbor = await t.post('/api/data-imports', { perPage: 100 }, harborViewer);
      const harborItems = harbor.json<{ items: DataImport[] }>().items;
      expect(harborItems.length).toBeGreaterThan(0);
      expect(harborItems.every((i) => i.organizationId === p.orgs.harbor.id)).toBe(true);
      const one = harborItems[0];
      if (!one) throw new Error('no import');
      expect(
        (await t.post('/api/data-imports/get', { id: one.id }, skylineViewer)).statusCode,
      ).toBe(404);
      expect((await getImport(one.id, harborViewer)).id).toBe(one.id);
    });
  });

  it('serves the templates as CSV and XLSX', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/data-imports/template/spatial.csv',
      headers: { authorization: `Bearer ${master}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('buildingExternalId,buildingName');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/data-imports/template/financial.xlsx',
      headers: { authorization: `Bearer ${master}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/data-imports/template/nothing.csv',
      headers: { authorization: `Bearer ${master}` },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

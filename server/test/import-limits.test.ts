// The import pipeline's size limits (issue 33): an upload above the limit (1 GiB) is refused with
// 413 naming it, one at the limit is stored; an XLSX or IFC file above the whole-file limit
// (128 MiB: exceljs and web-ifc read a file whole) is refused at preview and at import naming it,
// while a CSV of that size is streamed and imported. The limits are settings read once
// (IMPORT_MAX_FILE_BYTES, IMPORT_MAX_WHOLE_FILE_BYTES): the tests use small ones, so no big file
// is written anywhere, and check the production defaults apart.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  MAX_IMPORT_FILE_SIZE,
  MAX_WHOLE_IMPORT_FILE_SIZE,
  type DataImport,
  type DataImportFull,
} from '@atrium/contract';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { sizeLabel } from '../src/http/size-label.ts';

const FILE_LIMIT = 64 * 1024;
const WHOLE_LIMIT = 8 * 1024;

function multipart(filename: string, data: Buffer) {
  const boundary = `----atrium${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const COLUMNS = [
  'buildingExternalId',
  'buildingName',
  'city',
  'timeZone',
  'units',
  'floorName',
  'floorPosition',
  'spaceExternalId',
  'spaceName',
  'category',
  'rentableArea',
  'capacity',
];
/** Spaces of one building, `n` rows, each named with random letters (a workbook barely packs them). */
const spaceRows = (key: string, n: number): string[][] =>
  Array.from({ length: n }, (_, i) => [
    key,
    `Limit House ${key}`,
    'Boston',
    'UTC',
    'METRIC',
    'Level 1',
    '1',
    `${key}-${String(i)}`,
    `Room ${randomBytes(12).toString('hex')}`,
    'WORK',
    '10',
    '2',
  ]);

async function workbookOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  sheet.addRow(COLUMNS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csvOf = (rows: string[][]) =>
  Buffer.from([COLUMNS, ...rows].map((r) => r.join(',')).join('\n') + '\n');

/** A STEP file as an IFC model starts, padded with comments to `size` bytes. */
function ifcOf(size: number): Buffer {
  const head =
    "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');\nFILE_NAME('limit.ifc','2026-01-01T00:00:00',(''),(''),'','','');\nFILE_SCHEMA(('IFC4'));\nENDSEC;\nDATA;\n";
  const tail = 'ENDSEC;\nEND-ISO-10303-21;\n';
  const line = '/* padding of a large model */\n';
  const padding = line.repeat(Math.ceil((size - head.length - tail.length) / line.length));
  return Buffer.from(head + padding + tail);
}

describe('the import limits’ production values', () => {
  it('are 1 GiB for an upload and 128 MiB for a file read whole, by default', () => {
    expect(loadConfig({}).importLimits).toEqual({
      fileBytes: 1024 ** 3,
      wholeFileBytes: 128 * 1024 ** 2,
    });
    expect([MAX_IMPORT_FILE_SIZE, MAX_WHOLE_IMPORT_FILE_SIZE].map(sizeLabel)).toEqual([
      '1 GiB',
      '128 MiB',
    ]);
  });

  it('may be lowered, not raised, and a wrong value names its variable', () => {
    expect(
      loadConfig({ IMPORT_MAX_FILE_BYTES: '65536', IMPORT_MAX_WHOLE_FILE_BYTES: '1048576' })
        .importLimits,
    ).toEqual({ fileBytes: 65536, wholeFileBytes: 65536 });
    expect(() => loadConfig({ IMPORT_MAX_FILE_BYTES: String(2 * 1024 ** 3) })).toThrow(
      /IMPORT_MAX_FILE_BYTES: must be at most 1 GiB/,
    );
    expect(() => loadConfig({ IMPORT_MAX_WHOLE_FILE_BYTES: String(256 * 1024 ** 2) })).toThrow(
      /IMPORT_MAX_WHOLE_FILE_BYTES: must be at most 128 MiB/,
    );
    expect(() => loadConfig({ IMPORT_MAX_FILE_BYTES: 'lots' })).toThrow(ConfigError);
  });

  it('are named as limits read', () => {
    expect([1024 ** 3, 25 * 1024 ** 2, 64 * 1024, 1536, 100].map(sizeLabel)).toEqual([
      '1 GiB',
      '25 MiB',
      '64 KiB',
      '2 KiB',
      '100 bytes',
    ]);
  });
});

describe.each(databaseKinds)('import limits on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: {
        IMPORT_MAX_FILE_BYTES: String(FILE_LIMIT),
        IMPORT_MAX_WHOLE_FILE_BYTES: String(WHOLE_LIMIT),
      },
    });
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
  });
  afterAll(() => t.close());

  const folder = () => join(t.database.dataDir, 'files');
  /** The keys in the store, and what a partial write left behind. */
  const stored = () => ({
    keys: existsSync(folder()) ? readdirSync(folder()).filter((n) => n !== '.tmp') : [],
    partial: existsSync(join(folder(), '.tmp')) ? readdirSync(join(folder(), '.tmp')) : [],
  });
  const send = (filename: string, data: Buffer) => {
    const body = multipart(filename, data);
    return t.app.inject({
      method: 'POST',
      url: '/api/data-imports/upload',
      payload: body.payload,
      headers: { authorization: `Bearer ${master}`, ...body.headers },
    });
  };
  const upload = async (filename: string, data: Buffer) => {
    const response = await send(filename, data);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number; size: number }>();
  };
  const request = (fileId: number) => ({
    type: 'SPATIAL',
    fileId,
    options: { organizationId: p.orgs.harbor.id },
  });
  const importCount = async () =>
    Number(
      (await t.database.pool.query<{ n: string }>('select count(*) n from data_imports')).rows[0]
        ?.n,
    );

  it('refuses an upload over the limit with 413 naming it, and keeps nothing', async () => {
    const before = stored();
    const response = await send('too-big.csv', Buffer.alloc(FILE_LIMIT + 1, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe(
      'The file is larger than the 64 KiB limit',
    );
    expect(stored()).toEqual(before);
  });

  it('stores an upload at the limit', async () => {
    const before = stored().keys.length;
    const file = await upload('just-fits.csv', Buffer.alloc(FILE_LIMIT, 'a'));
    expect(file.size).toBe(FILE_LIMIT);
    expect(stored().keys).toHaveLength(before + 1);
    expect(stored().partial).toEqual([]);
  });

  it('refuses an XLSX or IFC file over the whole-file limit at preview and at import, naming it', async () => {
    const workbook = await workbookOf(spaceRows('LIM-X', 300));
    const model = ifcOf(WHOLE_LIMIT + 1);
    // Both fit the upload limit; neither fits the whole-file limit.
    for (const data of [workbook, model]) {
      expect(data.length).toBeGreaterThan(WHOLE_LIMIT);
      expect(data.length).toBeLessThan(FILE_LIMIT);
    }
    for (const [name, data] of [
      ['too-big.xlsx', workbook],
      ['too-big.ifc', model],
    ] as const) {
      const file = await upload(name, data);
      const message = `${name}: an XLSX or IFC file is read whole and may be at most 8 KiB; save larger data as CSV`;
      const before = await importCount();
      for (const call of ['/api/data-imports/preview', '/api/data-imports/create']) {
        const response = await t.post(call, request(file.id), master);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ issues: [{ path: ['fileId'], message }] });
      }
      // Refused before anything was recorded or queued.
      expect(await importCount()).toBe(before);
    }
  });

  it('imports an XLSX file under the whole-file limit', async () => {
    const workbook = await workbookOf(spaceRows('LIM-S', 3));
    expect(workbook.length).toBeLessThanOrEqual(WHOLE_LIMIT);
    const file = await upload('small.xlsx', workbook);
    const preview = await t.post('/api/data-imports/preview', request(file.id), master);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ rows: 3, errorCount: 0 });
  });

  it('streams a CSV file over the whole-file limit and imports it', async () => {
    const rows = spaceRows('LIM-C', 300);
    const csv = csvOf(rows);
    expect(csv.length).toBeGreaterThan(WHOLE_LIMIT);
    const file = await upload('large.csv', csv);
    const preview = await t.post('/api/data-imports/preview', request(file.id), master);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      rows: 300,
      errorCount: 0,
      counts: { spaces: { created: 300 } },
    });
    const created = await t.post('/api/data-imports/create', request(file.id), master);
    expect(created.statusCode, created.body).toBe(200);
    await t.app.jobs.drain();
    const done = await t.post(
      '/api/data-imports/get',
      { id: created.json<DataImport>().id },
      master,
    );
    expect(done.json<DataImportFull>()).toMatchObject({
      status: 'COMPLETED',
      summary: { 'spaces.created': 300 },
      job: { status: 'SUCCEEDED' },
    });
  });
});

// The storage calls on a real database and a real folder: uploads typed by content, the headers
// that keep uploads from running in Atrium's origin, saving, deleting, tenant scope and audit.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MAX_FILE_SIZE, type StoredFile } from '@atrium/contract';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

const bytes = {
  png: Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(200)]),
  jpeg: Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), randomBytes(200)]),
  pdf: Buffer.from(
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n',
    'latin1',
  ),
  svg: Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  ),
  csv: Buffer.from('name,capacity\nÉtage 1,40\n'),
  zip: Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), randomBytes(100)]),
  ifc: Buffer.from("ISO-10303-21;\nHEADER;\nFILE_NAME('model.ifc');\nENDSEC;\nEND-ISO-10303-21;\n"),
  exe: Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), randomBytes(100)]),
  latin1: Buffer.from('caf\xe9 cr\xe8me\n', 'latin1'),
};

type Part = { field?: string; filename: string; data: Buffer; contentType?: string };

/** A multipart/form-data body, written out by hand as a browser sends it. */
function multipart(part: Part): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----atrium${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
    `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), part.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type ErrorBody = { message: string; issues?: { path: (string | number)[]; message: string }[] };

describe.each(databaseKinds)('storage on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  let harborAdmin: string;
  let harborViewer: string;
  let skylineAdmin: string;
  let northwind: string;
  let contoso: string;
  let metro: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    harborAdmin = await tokenFor(p.orgs.harbor, 'org-admin');
    harborViewer = await tokenFor(p.orgs.harbor, 'viewer');
    skylineAdmin = await tokenFor(p.orgs.skyline, 'org-admin');
    northwind = await tokenFor(p.orgs.northwind, 'viewer');
    contoso = await tokenFor(p.orgs.contoso, 'viewer');
    metro = await tokenFor(p.orgs.metro, 'viewer');
  });
  afterAll(() => t.close());

  const auth = (token: string, headers: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    ...headers,
  });
  const upload = (token: string, part: Part, headers: Record<string, string> = {}) => {
    const body = multipart(part);
    return t.app.inject({
      method: 'POST',
      url: '/api/storage',
      payload: body.payload,
      headers: { ...auth(token, headers), ...body.headers },
    });
  };
  const uploaded = async (token: string, part: Part, headers?: Record<string, string>) => {
    const response = await upload(token, part, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StoredFile>();
  };
  const get = (token: string, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/storage/${id}`, headers: auth(token) });
  const rename = (token: string, id: number, filename: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/storage/${id}`,
      payload: { filename },
      headers: auth(token),
    });
  const remove = (token: string, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/storage/${id}`, headers: auth(token) });
  const getFiles = async (token: string, ids: number[]) => {
    const response = await t.post('/api/storage/get-files', { ids }, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: StoredFile[] }>().items.map((f) => f.id);
  };
  const folder = () => join(t.database.dataDir, 'files');
  /** The keys in the store, and whether a partial write was left behind. */
  const stored = () => ({
    keys: existsSync(folder()) ? readdirSync(folder()).filter((n) => n !== '.tmp') : [],
    partial: existsSync(join(folder(), '.tmp')) ? readdirSync(join(folder(), '.tmp')) : [],
  });
  const refusedFileIssue = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.issues?.[0]?.path).toEqual(['body', 'file']);
    return body.issues?.[0]?.message ?? '';
  };

  describe('upload', () => {
    it('stores a PNG under a random key and answers the file with its link', async () => {
      const before = stored().keys.length;
      const file = await uploaded(harborAdmin, {
        filename: 'lobby.png',
        data: bytes.png,
        contentType: 'image/png',
      });
      expect(file).toEqual({
        id: expect.any(Number) as number,
        link: `/api/storage/${file.id}`,
        filename: 'lobby.png',
        mimetype: 'image/png',
        size: bytes.png.length,
        createdAt: expect.any(String) as string,
      });
      const { keys, partial } = stored();
      expect(keys).toHaveLength(before + 1);
      expect(keys.some((k) => k.includes('lobby'))).toBe(false);
      expect(partial).toEqual([]);
    });

    it.each([
      ['plan.pdf', bytes.pdf, 'application/pdf'],
      ['drawing.svg', bytes.svg, 'image/svg+xml'],
      ['photo.jpg', bytes.jpeg, 'image/jpeg'],
      ['counts.csv', bytes.csv, 'text/csv'],
      ['notes.txt', bytes.csv, 'text/plain'],
      [
        'areas.xlsx',
        bytes.zip,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      [
        'lease.docx',
        bytes.zip,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['bundle.zip', bytes.zip, 'application/zip'],
      ['model.ifc', bytes.ifc, 'application/x-step'],
      ['no-extension', bytes.pdf, 'application/pdf'],
      // Misnamed photos are common: a raster image name may hold another raster format.
      ['photo.png', bytes.jpeg, 'image/jpeg'],
    ])('types %s by its content', async (filename, data, mimetype) => {
      const file = await uploaded(harborAdmin, { filename, data, contentType: 'text/html' });
      expect(file.mimetype).toBe(mimetype);
      expect(file.filename).toBe(filename);
    });

    it('refuses what the bytes do not prove, whatever the name says, and keeps nothing', async () => {
      const before = stored().keys;
      for (const data of [bytes.exe, randomBytes(5000), bytes.latin1]) {
        const message = refusedFileIssue(
          await upload(harborAdmin, { filename: 'image.png', data, contentType: 'image/png' }),
        );
        expect(message).toMatch(/^Unsupported file type/);
      }
      // A ZIP or a PDF is accepted, but not under a name that says it is an image.
      for (const data of [bytes.zip, bytes.pdf]) {
        const message = refusedFileIssue(
          await upload(harborAdmin, { filename: 'image.png', data, contentType: 'image/png' }),
        );
        expect(message).toMatch(
          /^Unsupported file type: the name ends in \.png but the content is/,
        );
      }
      expect(
        refusedFileIssue(await upload(harborAdmin, { filename: 'a.exe', data: bytes.exe })),
      ).toMatch(/^Unsupported file type/);
      expect(stored()).toEqual({ keys: before, partial: [] });
    });

    it('refuses a file over 25 MiB with the limit in the message', async () => {
      const before = stored().keys;
      const response = await upload(harborAdmin, {
        filename: 'huge.csv',
        data: Buffer.alloc(MAX_FILE_SIZE + 1, 'a'),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json<ErrorBody>().message).toBe('The file is larger than the 25 MiB limit');
      expect(stored()).toEqual({ keys: before, partial: [] });
      // Exactly the limit is fine.
      const file = await uploaded(harborAdmin, {
        filename: 'limit.csv',
        data: Buffer.alloc(MAX_FILE_SIZE, 'a'),
      });
      expect(file.size).toBe(MAX_FILE_SIZE);
    });

    it('answers 400 for an empty file, another field, or no multipart at all', async () => {
      expect(
        refusedFileIssue(await upload(harborAdmin, { filename: 'a.txt', data: Buffer.alloc(0) })),
      ).toBe('The file is empty');
      expect(
        refusedFileIssue(
          await upload(harborAdmin, { field: 'upload', filename: 'a.png', data: bytes.png }),
        ),
      ).toMatch(/field "file"/);
      refusedFileIssue(await t.post('/api/storage', { file: 'aGVsbG8=' }, harborAdmin));
      const missing = await t.post('/api/storage', {}, harborAdmin);
      expect(missing.statusCode).toBe(400);
    });

    it('cleans the name it was sent', async () => {
      const file = await uploaded(harborAdmin, {
        filename: 'C:\\Users\\me\\Étage 2.png',
        data: bytes.png,
      });
      expect(file.filename).toBe('Étage 2.png');
    });

    it('keeps multipart away from the JSON routes', async () => {
      const body = multipart({ filename: 'a.png', data: bytes.png });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/buildings',
        payload: body.payload,
        headers: { ...auth(master), ...body.headers },
      });
      expect(response.statusCode).toBe(415);
    });

    it('removes the bytes when the row cannot be saved', async () => {
      const db = t.database.db;
      await db.execute(
        sql.raw(`alter table files add constraint no_fail check (filename <> 'fail.png')`),
      );
      try {
        const before = stored().keys;
        const response = await upload(harborAdmin, { filename: 'fail.png', data: bytes.png });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ message: 'Internal server error' });
        expect(stored()).toEqual({ keys: before, partial: [] });
      } finally {
        await db.execute(sql.raw('alter table files drop constraint no_fail'));
      }
    });
  });

  describe('serving', () => {
    it('answers the bytes with their type, inline for images and PDF', async () => {
      const png = await uploaded(harborAdmin, { filename: 'plan été (1).png', data: bytes.png });
      const response = await get(harborViewer, png.id);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes.png)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-length']).toBe(String(bytes.png.length));
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="plan _t_ (1).png"; filename*=UTF-8''plan%20%C3%A9t%C3%A9%20%281%29.png`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe('sandbox');

      const pdf = await uploaded(harborAdmin, { filename: 'plan.pdf', data: bytes.pdf });
      expect((await get(harborViewer, pdf.id)).headers['content-disposition']).toMatch(/^inline;/);
    });

    it('never shows an SVG or other documents inline', async () => {
      const svg = await uploaded(harborAdmin, { filename: 'drawing.svg', data: bytes.svg });
      const response = await get(harborViewer, svg.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['content-disposition']).toMatch(/^attachment; /);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe('sandbox');
      expect(response.body).toBe(bytes.svg.toString());

      const csv = await uploaded(harborAdmin, { filename: 'counts.csv', data: bytes.csv });
      const text = await get(harborViewer, csv.id);
      expect(text.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(text.headers['content-disposition']).toMatch(/^attachment; /);
    });

    it('answers 404 for a missing file and 400 for a bad id', async () => {
      expect((await get(master, 999_999)).json()).toEqual({ message: 'Not found' });
      expect((await get(master, 999_999)).statusCode).toBe(404);
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/storage/abc',
        headers: auth(master),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().issues?.[0]?.path).toEqual(['params', 'id']);
    });
  });

  describe('saving', () => {
    it('renames a file', async () => {
      const file = await uploaded(harborAdmin, { filename: 'old.png', data: bytes.png });
      const response = await rename(harborViewer, file.id, '  Lobby, north side.png ');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<StoredFile>()).toMatchObject({
        id: file.id,
        filename: 'Lobby, north side.png',
        mimetype: 'image/png',
      });
      expect((await get(harborViewer, file.id)).headers['content-disposition']).toContain(
        'Lobby%2C%20north%20side.png',
      );
    });

    it.each([
      ['', 'Required'],
      ['a/b.png', 'A file name cannot contain / or \\'],
      ['..\\b.png', 'A file name cannot contain / or \\'],
      ['x'.repeat(256), 'At most 255 characters'],
      ['a\nb', 'A file name cannot contain control characters'],
      [42, undefined],
    ])('refuses the name %j', async (filename, message) => {
      const file = await uploaded(harborAdmin, { filename: 'keep.png', data: bytes.png });
      const response = await rename(harborAdmin, file.id, filename);
      expect(response.statusCode).toBe(400);
      const issue = response.json<ErrorBody>().issues?.[0];
      expect(issue?.path).toEqual(['body', 'filename']);
      if (message) expect(issue?.message).toBe(message);
    });

    it("applies the upload's rule to a new name: no other kind of content, the type refined", async () => {
      const picture = await uploaded(harborAdmin, { filename: 'pic.png', data: bytes.png });
      const refused = await rename(harborAdmin, picture.id, 'pic.pdf');
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().issues?.[0]).toEqual({
        path: ['body', 'filename'],
        message: 'Unsupported file type: the name ends in .pdf but the content is a PNG image',
      });
      const served = await get(harborAdmin, picture.id);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['content-disposition']).toContain('pic.png');
      // A raster image may take another raster extension, as on upload.
      expect((await rename(harborAdmin, picture.id, 'pic.jpg')).json<StoredFile>().mimetype).toBe(
        'image/png',
      );
      // Only the name tells a workbook from another ZIP, and CSV from other text.
      const archive = await uploaded(harborAdmin, { filename: 'data.zip', data: bytes.zip });
      const workbook = await rename(harborAdmin, archive.id, 'data.xlsx');
      expect(workbook.json<StoredFile>().mimetype).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect((await rename(harborAdmin, archive.id, 'data.docx.pdf')).statusCode).toBe(400);
      const table = await uploaded(harborAdmin, { filename: 'seats.csv', data: bytes.csv });
      expect((await rename(harborAdmin, table.id, 'seats.txt')).json<StoredFile>().mimetype).toBe(
        'text/plain',
      );
      expect((await rename(harborAdmin, table.id, 'seats.png')).statusCode).toBe(400);
    });

    it('replaces the content, typed the same way, and drops the old bytes', async () => {
      const file = await uploaded(harborAdmin, { filename: 'floor.png', data: bytes.png });
      const before = stored().keys;
      const body = multipart({ filename: 'whatever.bin', data: bytes.jpeg });
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/storage/${file.id}`,
        payload: body.payload,
        headers: { ...auth(harborAdmin), ...body.headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<StoredFile>()).toMatchObject({
        filename: 'floor.png',
        mimetype: 'image/jpeg',
        size: bytes.jpeg.length,
      });
      expect((await get(harborAdmin, file.id)).rawPayload.equals(bytes.jpeg)).toBe(true);
      expect(stored().keys).toHaveLength(before.length);
      expect(stored().keys).not.toEqual(before);

      const pdf = multipart({ filename: 'x.pdf', data: bytes.pdf });
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/api/storage/${file.id}`,
        payload: pdf.payload,
        headers: { ...auth(harborAdmin), ...pdf.headers },
      });
      expect(refusedFileIssue(refused)).toMatch(/the name ends in \.png but the content is a PDF/);
    });
  });

  describe('deleting', () => {
    it('deletes the row and the bytes', async () => {
      const file = await uploaded(harborAdmin, { filename: 'gone.png', data: bytes.png });
      const before = stored().keys.length;
      const response = await remove(harborAdmin, file.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ id: file.id });
      expect(stored().keys).toHaveLength(before - 1);
      expect((await get(harborAdmin, file.id)).statusCode).toBe(404);
      expect((await remove(harborAdmin, file.id)).statusCode).toBe(404);
    });

    it('refuses while a building or floor shows it, naming them', async () => {
      const file = await uploaded(master, { filename: 'facade.png', data: bytes.png });
      const setImages = async (base: 'buildings' | 'floors', id: number, images: number[]) => {
        const response = await t.post(`/api/${base}/update`, { id, data: { images } }, master);
        expect(response.statusCode, response.body).toBe(200);
      };
      await setImages('buildings', p.buildings.harborPoint.id, [file.id]);
      await setImages('floors', p.floors.hp2.id, [file.id]);
      const response = await remove(master, file.id);
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>().message).toBe(
        'This file cannot be deleted: it is still used by building "Harbor Point", floor "Level 2" of "Harbor Point". Remove it there first.',
      );
      await setImages('buildings', p.buildings.harborPoint.id, []);
      await setImages('floors', p.floors.hp2.id, []);
      expect((await remove(master, file.id)).statusCode).toBe(200);
    });
  });

  describe('tenant scope', () => {
    it('keeps another organization’s file out of reach: 404 to read, save or delete', async () => {
      const file = await uploaded(skylineAdmin, { filename: 'skyline.png', data: bytes.png });
      expect((await get(skylineAdmin, file.id)).statusCode).toBe(200);
      for (const token of [harborAdmin, harborViewer, northwind]) {
        for (const response of [
          await get(token, file.id),
          await rename(token, file.id, 'mine.png'),
          await remove(token, file.id),
        ]) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ message: 'Not found' });
        }
      }
      expect(await getFiles(harborAdmin, [file.id])).toEqual([]);
      expect((await get(master, file.id)).statusCode).toBe(200);
    });

    it('shows building and floor images to those who see the building or floor, read-only', async () => {
      const photo = await uploaded(master, { filename: 'harbor-point.png', data: bytes.png });
      const plan = await uploaded(master, { filename: 'level-2.png', data: bytes.png });
      expect((await get(northwind, photo.id)).statusCode).toBe(404);
      await t.post(
        '/api/buildings/update',
        { id: p.buildings.harborPoint.id, data: { images: [photo.id] } },
        master,
      );
      await t.post(
        '/api/floors/update',
        { id: p.floors.hp2.id, data: { images: [plan.id] } },
        master,
      );

      // Harbor owns the building; Northwind leases in it; MetroSpaces operates level 2.
      for (const token of [harborViewer, northwind]) {
        expect((await get(token, photo.id)).statusCode).toBe(200);
        expect(await getFiles(token, [plan.id, photo.id])).toEqual(
          token === northwind ? [photo.id] : [plan.id, photo.id],
        );
      }
      expect(await getFiles(metro, [photo.id, plan.id])).toEqual([photo.id, plan.id]);
      expect(await getFiles(contoso, [photo.id, plan.id])).toEqual([]);
      expect((await get(contoso, photo.id)).statusCode).toBe(404);

      // Seeing is not owning.
      const renamed = await rename(harborAdmin, photo.id, 'ours.png');
      expect(renamed.statusCode).toBe(403);
      expect(renamed.json<ErrorBody>().message).toMatch(/^Not allowed: only the organization/);
      expect((await remove(harborAdmin, photo.id)).statusCode).toBe(403);

      await t.post(
        '/api/buildings/update',
        { id: p.buildings.harborPoint.id, data: { images: [] } },
        master,
      );
      await t.post('/api/floors/update', { id: p.floors.hp2.id, data: { images: [] } }, master);
      expect((await get(northwind, photo.id)).statusCode).toBe(404);
    });

    it('files uploaded while impersonating belong to the impersonated organization', async () => {
      const file = await uploaded(
        master,
        { filename: 'for-harbor.png', data: bytes.png },
        { 'x-impersonate-org': 'harbor' },
      );
      expect((await get(harborViewer, file.id)).statusCode).toBe(200);
      expect((await rename(harborAdmin, file.id, 'harbor.png')).statusCode).toBe(200);
      const own = await uploaded(master, { filename: 'platform.png', data: bytes.png });
      expect((await get(harborViewer, own.id)).statusCode).toBe(404);
    });

    it('get-files answers in the order asked, once each, without unknown ids', async () => {
      const a = await uploaded(harborAdmin, { filename: 'a.png', data: bytes.png });
      const b = await uploaded(harborAdmin, { filename: 'b.pdf', data: bytes.pdf });
      const c = await uploaded(harborViewer, { filename: 'c.csv', data: bytes.csv });
      expect(await getFiles(harborViewer, [c.id, a.id, 999_999, b.id, a.id])).toEqual([
        c.id,
        a.id,
        b.id,
      ]);
      const response = await t.post('/api/storage/get-files', { ids: [a.id] }, harborViewer);
      expect(response.json<{ items: StoredFile[] }>().items[0]).toEqual(a);
      for (const ids of [[], Array.from({ length: 201 }, (_, i) => i + 1), [0], ['1']]) {
        expect((await t.post('/api/storage/get-files', { ids }, harborViewer)).statusCode).toBe(
          400,
        );
      }
    });
  });

  it('records uploads, saves and deletes in the audit log', async () => {
    const file = await uploaded(skylineAdmin, { filename: 'audited.png', data: bytes.png });
    await rename(skylineAdmin, file.id, 'audited-2.png');
    await remove(skylineAdmin, file.id);
    const response = await t.post(
      '/api/audit',
      { where: { resource: 'storage', entityId: String(file.id) }, orderBy: { id: 'asc' } },
      master,
    );
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json<{
      items: { action: string; actorEmail: string; details: Record<string, unknown> }[];
    }>().items;
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries.every((e) => e.actorEmail === 'org-admin@skyline.test')).toBe(true);
    expect(entries[0]?.details).toMatchObject({ filename: 'audited.png', mimetype: 'image/png' });
    expect(entries[1]?.details).toMatchObject({ from: 'audited.png', filename: 'audited-2.png' });
  });

  it('answers 401 without a token', async () => {
    const response = await upload('', { filename: 'a.png', data: bytes.png });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/storage/1' })).statusCode).toBe(401);
  });
});

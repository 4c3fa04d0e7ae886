// Reservations and badge events: master-admin only, imported all-or-nothing with bad lines
// reported like the occupancy import, re-imports replacing, lists within the tenant scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

const RESERVATION_HEADER = 'dataSourceId,spaceId,externalId,start,end,attendees,status';
const BADGE_HEADER = 'dataSourceId,badgeKey,timestamp,direction,reader';
const csv = (header: string, rows: (string | number)[][]) =>
  [header, ...rows.map((r) => r.join(','))].join('\n');

type ImportFailed = { name: string; message: string; errors: { message: string }[] };
const messages = (body: ImportFailed) => body.errors.map((e) => e.message);

describe.each(databaseKinds)('reservations and badge events on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  let source: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    source = p.dataSources.harborSensors.id;
  });
  afterAll(() => t.close());

  const postCsv = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${master}`, 'content-type': 'text/csv', ...headers },
      payload: body,
    });
  const count = async (table: 'reservations' | 'badge_events') =>
    Number(
      (await t.database.pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n,
    );
  const stored = async () =>
    (
      await t.database.pool.query<{
        id: number;
        external_id: string;
        building_id: number;
        space_id: number | null;
        organization_id: number | null;
        start_at: Date;
        end_at: Date;
        attendees: number;
        status: string;
      }>(
        `select id, external_id, building_id, space_id, organization_id, start_at, end_at, attendees, status
         from reservations where data_source_id = $1 order by external_id`,
        [source],
      )
    ).rows;

  describe('access', () => {
    const routes = [
      '/api/reservations',
      '/api/reservations/import',
      '/api/badge-events',
      '/api/badge-events/import',
    ];

    it('answers 401 without a token', async () => {
      for (const url of routes) expect((await t.post(url, [])).statusCode, url).toBe(401);
    });

    it('answers 403 to org-admins and viewers, even of the owner', async () => {
      for (const role of ['org-admin', 'viewer'] as const) {
        const token = await tokenFor(p.orgs.harbor, role);
        for (const url of routes) {
          const response = await t.post(url, url.endsWith('import') ? [] : {}, token);
          expect(response.statusCode, `${role} ${url}`).toBe(403);
        }
      }
    });

    it('answers 400 naming the field of a bad list or import body', async () => {
      const perPage = await t.post('/api/reservations', { perPage: 0 }, master);
      expect(perPage.statusCode).toBe(400);
      expect(perPage.json<{ issues: { path: string[] }[] }>().issues[0]?.path).toEqual([
        'body',
        'perPage',
      ]);
      const where = await t.post('/api/badge-events', { where: { nope: 1 } }, master);
      expect(where.statusCode).toBe(400);
      expect(where.json<{ issues: { path: string[] }[] }>().issues[0]?.path).toEqual([
        'where',
        'nope',
      ]);
      const order = await t.post('/api/reservations', { orderBy: { nope: 'asc' } }, master);
      expect(order.json<{ issues: { path: string[] }[] }>().issues[0]?.path).toEqual([
        'orderBy',
        'nope',
      ]);
      const object = await t.post('/api/reservations/import', { rows: [] }, master);
      expect(object.statusCode).toBe(400);
      expect(object.json<{ issues: { path: string[] }[] }>().issues[0]?.path[0]).toBe('body');
    });
  });

  describe('reservations', () => {
    const firstImport = () =>
      csv(`${RESERVATION_HEADER},organizationId`, [
        // No zone: New York time (UTC−5 on 2 March 2026).
        [
          source,
          p.spaces.hpOpen.id,
          'R-1',
          '2026-03-02T09:00',
          '2026-03-02T17:00',
          '',
          'checked_in',
          p.orgs.northwind.id,
        ],
        [
          source,
          p.spaces.hpCafe.id,
          'R-2',
          '2026-03-03T15:00:00Z',
          '2026-03-03T16:30:00Z',
          6,
          'BOOKED',
          '',
        ],
        // A visitor pass: no space.
        [
          source,
          '',
          'VISIT-1',
          '2026-03-04T13:00:00-05:00',
          '2026-03-04T14:00:00-05:00',
          1,
          'NO_SHOW',
          p.orgs.harbor.id,
        ],
      ]);

    it('imports CSV: building time zone, defaults, a building-level booking', async () => {
      const response = await postCsv('/api/reservations/import', firstImport());
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        accepted: 3,
        from: '2026-03-02T14:00:00.000Z',
        to: '2026-03-04T19:00:00.000Z',
      });
      const rows = await stored();
      expect(
        rows.map((r) => [
          r.external_id,
          r.building_id,
          r.space_id,
          r.organization_id,
          r.start_at.toISOString(),
          r.end_at.toISOString(),
          r.attendees,
          r.status,
        ]),
      ).toEqual([
        [
          'R-1',
          p.buildings.harborPoint.id,
          p.spaces.hpOpen.id,
          p.orgs.northwind.id,
          '2026-03-02T14:00:00.000Z',
          '2026-03-02T22:00:00.000Z',
          1,
          'CHECKED_IN',
        ],
        [
          'R-2',
          p.buildings.harborPoint.id,
          p.spaces.hpCafe.id,
          null,
          '2026-03-03T15:00:00.000Z',
          '2026-03-03T16:30:00.000Z',
          6,
          'BOOKED',
        ],
        [
          'VISIT-1',
          p.buildings.harborPoint.id,
          null,
          p.orgs.harbor.id,
          '2026-03-04T18:00:00.000Z',
          '2026-03-04T19:00:00.000Z',
          1,
          'NO_SHOW',
        ],
      ]);
      const audit = await t.database.pool.query<{ details: { imported: number } }>(
        `select details from audit_log where resource = 'reservations'`,
      );
      expect(audit.rows.map((r) => r.details.imported)).toEqual([3]);
    });

    it('replaces on re-import: the same externalId of the data source is one reservation', async () => {
      const before = await stored();
      expect((await postCsv('/api/reservations/import', firstImport())).statusCode).toBe(200);
      expect(await stored()).toEqual(before);

      const cancelled = csv(RESERVATION_HEADER, [
        [
          source,
          p.spaces.hpOpen.id,
          'R-1',
          '2026-03-02T10:00:00Z',
          '2026-03-02T12:00:00Z',
          2,
          'CANCELLED',
        ],
      ]);
      expect((await postCsv('/api/reservations/import', cancelled)).statusCode).toBe(200);
      const after = await stored();
      expect(after).toHaveLength(3);
      const r1 = after.find((r) => r.external_id === 'R-1');
      expect(r1?.id).toBe(before.find((r) => r.external_id === 'R-1')?.id);
      expect([r1?.status, r1?.attendees, r1?.organization_id, r1?.start_at.toISOString()]).toEqual([
        'CANCELLED',
        2,
        null,
        '2026-03-02T10:00:00.000Z',
      ]);
    });

    it('lists with where, orderBy and paging', async () => {
      const cancelled = await t.post(
        '/api/reservations',
        { where: { status: 'CANCELLED' } },
        master,
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({
        total: 1,
        items: [
          {
            externalId: 'R-1',
            buildingId: p.buildings.harborPoint.id,
            spaceId: p.spaces.hpOpen.id,
            dataSourceId: source,
            start: '2026-03-02T10:00:00.000Z',
            end: '2026-03-02T12:00:00.000Z',
            attendees: 2,
            status: 'CANCELLED',
          },
        ],
      });
      const page = await t.post(
        '/api/reservations',
        { where: { start: { gte: '2026-03-03' } }, orderBy: { start: 'desc' }, perPage: 1 },
        master,
      );
      expect(page.json()).toMatchObject({ total: 2, items: [{ externalId: 'VISIT-1' }] });
      const beyond = await t.post('/api/reservations', { page: 5, perPage: 1 }, master);
      expect(beyond.json()).toEqual({ items: [], total: 3 });
    });

    it('refuses the whole batch and lists every bad line', async () => {
      const before = await count('reservations');
      const { hpOpen, stDesk } = p.spaces;
      const response = await postCsv(
        '/api/reservations/import',
        csv(`${RESERVATION_HEADER},organizationId`, [
          [source, hpOpen.id, 'R-10', '2026-03-05T09:00', '2026-03-05T10:00', 1, 'BOOKED', ''],
          [999999, hpOpen.id, 'R-11', '2026-03-05T09:00', '2026-03-05T10:00', 1, 'BOOKED', ''],
          [source, stDesk.id, 'R-12', '2026-03-05T09:00', '2026-03-05T10:00', 1, 'BOOKED', ''],
          [source, hpOpen.id, 'R-13', '2026-03-05T10:00', '2026-03-05T09:00', 1, 'BOOKED', ''],
          [source, hpOpen.id, 'R-14', '2026-03-05T09:00', '2026-03-05T10:00', 1, 'MAYBE', ''],
          [source, hpOpen.id, 'R-15', 'tomorrow', '2026-03-05T10:00', 1, 'BOOKED', ''],
          [source, hpOpen.id, 'R-10', '2026-03-06T09:00', '2026-03-06T10:00', 1, 'BOOKED', ''],
          [
            source,
            hpOpen.id,
            'R-16',
            '2026-03-05T09:00',
            '2026-03-05T10:00',
            1,
            'BOOKED',
            p.orgs.contoso.id,
          ],
          [source, hpOpen.id, 'R-17', '2026-03-05T09:00', '2026-03-05T10:00', 0, 'BOOKED', ''],
          [source, hpOpen.id, 'R-18'],
        ]),
      );
      expect(response.statusCode).toBe(400);
      const body = response.json<ImportFailed>();
      expect(body.name).toBe('ImportFailed');
      expect(body.message).toBe('9 rows are invalid; nothing was imported');
      expect(messages(body)).toEqual([
        'Line 3: data source 999999 does not exist',
        `Line 4: space ${stDesk.id} is not in the building of data source ${source}`,
        'Line 5: end must be after start',
        'Line 6: status must be one of BOOKED, CHECKED_IN, CANCELLED, NO_SHOW, got "MAYBE"',
        expect.stringMatching(
          /^Line 7: start must be ISO 8601 .*got "tomorrow"$/,
        ) as unknown as string,
        `Line 8: externalId "R-10" of data source ${source} is already on line 2`,
        `Line 9: organization ${p.orgs.contoso.id} has no lease, floor or building in the building of data source ${source}`,
        'Line 10: attendees must be a whole number from 1 to 10000, got "0"',
        'Line 11: expected 8 fields, found 3',
      ]);
      expect(await count('reservations')).toBe(before);
    });

    it('names a wrong header and unknown JSON fields', async () => {
      const header = await postCsv('/api/reservations/import', 'source,space,id\n1,2,3');
      expect(messages(header.json<ImportFailed>())).toEqual([
        `Line 1: The header must be "${RESERVATION_HEADER}" (optionally followed by ",organizationId" or ",organizationId,person"), found "source,space,id"`,
      ]);
      const json = await t.post(
        '/api/reservations/import',
        [
          {
            dataSourceId: source,
            spaceId: null,
            externalId: 'J-1',
            start: '2026-03-05T09:00:00Z',
            end: '2026-03-05T10:00:00Z',
            room: 'Blue',
          },
          'not an object',
        ],
        master,
      );
      expect(messages(json.json<ImportFailed>())).toEqual([
        'Item 1: unknown field "room"',
        `Item 2: expected an object with ${RESERVATION_HEADER.split(',').join(', ')}`,
      ]);
    });
  });

  describe('badge events', () => {
    const events = () => [
      // No zone: New York time; a JSON number is a whole number too.
      {
        dataSourceId: source,
        badgeKey: 'b-7f3a',
        timestamp: '2026-03-02T08:55',
        direction: 'IN',
        reader: 'Turnstile 1',
        organizationId: p.orgs.northwind.id,
      },
      {
        dataSourceId: String(source),
        badgeKey: 'b-7f3a',
        timestamp: '2026-03-02T22:10:00Z',
        direction: 'out',
        reader: '',
      },
      {
        dataSourceId: source,
        badgeKey: 'b-91c0',
        timestamp: '2026-03-02T14:30:00Z',
        direction: 'IN',
        reader: null,
        organizationId: p.orgs.metro.id,
      },
    ];
    const storedEvents = async () =>
      (
        await t.database.pool.query<{
          badge_key: string;
          at: Date;
          direction: string;
          reader: string | null;
          organization_id: number | null;
        }>(
          'select badge_key, at, direction, reader, organization_id from badge_events where data_source_id = $1 order by at',
          [source],
        )
      ).rows.map((e) => [
        e.badge_key,
        e.at.toISOString(),
        e.direction,
        e.reader,
        e.organization_id,
      ]);

    it('imports a JSON array and lists it', async () => {
      const response = await t.post('/api/badge-events/import', events(), master);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        accepted: 3,
        from: '2026-03-02T13:55:00.000Z',
        to: '2026-03-02T22:10:00.000Z',
      });
      expect(await storedEvents()).toEqual([
        ['b-7f3a', '2026-03-02T13:55:00.000Z', 'IN', 'Turnstile 1', p.orgs.northwind.id],
        ['b-91c0', '2026-03-02T14:30:00.000Z', 'IN', null, p.orgs.metro.id],
        ['b-7f3a', '2026-03-02T22:10:00.000Z', 'OUT', null, null],
      ]);
      const list = await t.post(
        '/api/badge-events',
        { where: { badgeKey: 'b-7f3a' }, orderBy: { timestamp: 'asc' } },
        master,
      );
      expect(list.json()).toMatchObject({
        total: 2,
        items: [
          { badgeKey: 'b-7f3a', timestamp: '2026-03-02T13:55:00.000Z', direction: 'IN' },
          { badgeKey: 'b-7f3a', timestamp: '2026-03-02T22:10:00.000Z', direction: 'OUT' },
        ],
      });
    });

    it('replaces on re-import: the same card at the same instant is one event', async () => {
      const before = await storedEvents();
      expect((await t.post('/api/badge-events/import', events(), master)).statusCode).toBe(200);
      expect(await storedEvents()).toEqual(before);
      const moved = csv(BADGE_HEADER, [
        [source, 'b-91c0', '2026-03-02T14:30:00Z', 'OUT', 'Garage'],
      ]);
      expect((await postCsv('/api/badge-events/import', moved)).statusCode).toBe(200);
      expect((await storedEvents())[1]).toEqual([
        'b-91c0',
        '2026-03-02T14:30:00.000Z',
        'OUT',
        'Garage',
        null,
      ]);
      expect(await count('badge_events')).toBe(3);
    });

    it('refuses the whole batch and lists every bad line', async () => {
      const before = await count('badge_events');
      const response = await postCsv(
        '/api/badge-events/import',
        csv(BADGE_HEADER, [
          [source, 'b-1', '2026-03-05T09:00', 'IN', 'Main'],
          [source, 'jane doe@example.com', '2026-03-05T09:00', 'IN', 'Main'],
          [source, 'b-2', '2026-03-05T09:00', 'SIDEWAYS', 'Main'],
          [source, 'b-1', '2026-03-05T14:00:00Z', 'OUT', 'Main'],
          [source, 'b-3', '', 'IN', 'Main'],
          ['x', 'b-4', '2026-03-05T09:00', 'IN', 'Main'],
        ]),
      );
      expect(response.statusCode).toBe(400);
      const body = response.json<ImportFailed>();
      expect(body.message).toBe('5 rows are invalid; nothing was imported');
      expect(messages(body)).toEqual([
        `Line 3: badgeKey must be a pseudonymous key of 1–128 letters, digits, '.', '_', ':' or '-', got "jane doe@example.com"`,
        'Line 4: direction must be one of IN, OUT, got "SIDEWAYS"',
        'Line 5: badge b-1 already has an event at 2026-03-05T14:00:00.000Z on line 2',
        'Line 6: timestamp is missing',
        'Line 7: dataSourceId must be a positive whole number, got "x"',
      ]);
      expect(await count('badge_events')).toBe(before);
    });

    it('reads quoted fields with commas and newlines, naming each bad row by its line', async () => {
      const before = await count('badge_events');
      // Line 2: a reader with a comma (fine); lines 3–4: one record whose reader holds a newline
      // (a control character: refused, on the line the record ends on); line 5: a bad direction.
      const body = [
        BADGE_HEADER,
        `${source},b-20,2026-03-06T09:00,IN,"Door 1, north"`,
        `${source},b-21,2026-03-06T09:00,IN,"Door 2`,
        `south"`,
        `${source},b-22,2026-03-06T09:00,UP,Door 3`,
      ].join('\n');
      const response = await postCsv('/api/badge-events/import', body);
      expect(response.statusCode).toBe(400);
      expect(messages(response.json<ImportFailed>())).toEqual([
        'Line 4: reader must be text of at most 200 characters, got "Door 2\nsouth"',
        'Line 5: direction must be one of IN, OUT, got "UP"',
      ]);
      expect(await count('badge_events')).toBe(before);

      const fine = await postCsv(
        '/api/badge-events/import',
        body.split('\n').slice(0, 2).join('\n'),
      );
      expect(fine.statusCode, fine.body).toBe(200);
      const { rows } = await t.database.pool.query<{ reader: string }>(
        `select reader from badge_events where badge_key = 'b-20'`,
      );
      expect(rows).toEqual([{ reader: 'Door 1, north' }]);
    });
  });

  describe('tenant scope (a master admin acting as an organization)', () => {
    beforeAll(async () => {
      const skyline = p.dataSources.skylineSensors.id;
      const response = await postCsv(
        '/api/reservations/import',
        csv(`${RESERVATION_HEADER},organizationId`, [
          [
            skyline,
            p.spaces.stDesk.id,
            'S-1',
            '2026-03-02T09:00',
            '2026-03-02T17:00',
            1,
            'BOOKED',
            p.orgs.contoso.id,
          ],
        ]),
      );
      expect(response.statusCode, response.body).toBe(200);
    });
    const externalIds = async (organizationKey: string) =>
      (
        await t.post('/api/reservations', { orderBy: { externalId: 'asc' } }, master, {
          'x-impersonate-org': organizationKey,
        })
      )
        .json<{ items: { externalId: string }[] }>()
        .items.map((r) => r.externalId);

    it("lists an owner's buildings, an occupier's own people only", async () => {
      expect(await externalIds('harbor')).toEqual(['R-1', 'R-2', 'VISIT-1']);
      expect(await externalIds('skyline')).toEqual(['S-1']);
      expect(await externalIds('contoso')).toEqual(['S-1']);
      // Northwind's only reservation became anonymous when it was replaced.
      expect(await externalIds('northwind')).toEqual([]);
    });

    it("treats another owner's data source as unknown", async () => {
      const response = await postCsv(
        '/api/reservations/import',
        csv(RESERVATION_HEADER, [
          [
            p.dataSources.skylineSensors.id,
            '',
            'S-2',
            '2026-03-02T09:00',
            '2026-03-02T17:00',
            1,
            'BOOKED',
          ],
        ]),
        { 'x-impersonate-org': 'harbor' },
      );
      expect(messages(response.json<ImportFailed>())).toEqual([
        `Line 2: data source ${p.dataSources.skylineSensors.id} does not exist`,
      ]);
    });
  });
});

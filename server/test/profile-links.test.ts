// Badge events and reservations find their profile through its identifiers (docs/decisions.md,
// "Badge events and reservations find profiles when read"), on a real database: by each kind of
// identifier, letter case aside; never in another organization; an unknown identifier, or a row
// without an organization, finds none; an identifier added or removed later links or unlinks at
// once. And `profiles/activity`: 401, 400, 403, another organization's profile, the counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BadgeEvent, Profile, ProfileActivity, Reservation } from '@atrium/contract';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

const BADGE_HEADER = 'dataSourceId,badgeKey,timestamp,direction,reader,organizationId';
const RESERVATION_HEADER =
  'dataSourceId,spaceId,externalId,start,end,attendees,status,organizationId,person';
const csv = (header: string, rows: (string | number)[][]) =>
  [header, ...rows.map((r) => r.join(','))].join('\n');

describe.each(databaseKinds)('profiles of badge events and reservations on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  /** Northwind's person, with one identifier of each kind. */
  let ada: Profile;
  /** MetroSpaces' person, with the same badge id as Ada. */
  let max: Profile;

  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    ada = await create({
      organizationId: p.orgs.northwind.id,
      identifiers: [
        { type: 'BADGE_ID', value: 'B-100' },
        { type: 'EMAIL', value: 'Ada@Northwind.test' },
        { type: 'EMPLOYEE_NUMBER', value: 'E-7' },
        { type: 'OTHER', value: 'desk-user-9' },
      ],
    });
    max = await create({
      organizationId: p.orgs.metro.id,
      identifiers: [{ type: 'BADGE_ID', value: 'B-100' }],
    });
    const source = p.dataSources.harborSensors.id;
    const northwind = p.orgs.northwind.id;
    const metro = p.orgs.metro.id;
    await importCsv(
      '/api/badge-events/import',
      csv(BADGE_HEADER, [
        [source, 'B-100', '2026-03-02T08:00:00Z', 'IN', 'Main door', northwind],
        [source, 'E-7', '2026-03-02T09:00:00Z', 'IN', 'Main door', northwind],
        [source, 'B-100', '2026-03-02T10:00:00Z', 'IN', 'Main door', metro],
        [source, 'B-999', '2026-03-02T11:00:00Z', 'IN', 'Main door', northwind],
        [source, 'B-100', '2026-03-02T12:00:00Z', 'OUT', 'Main door', ''],
      ]),
    );
    const space = p.spaces.hpOpen.id;
    const booking = (id: string, hour: number, organizationId: number, person: string) => [
      source,
      space,
      id,
      `2026-03-03T${String(hour).padStart(2, '0')}:00:00Z`,
      `2026-03-03T${String(hour + 1).padStart(2, '0')}:00:00Z`,
      1,
      'BOOKED',
      organizationId,
      person,
    ];
    await importCsv(
      '/api/reservations/import',
      csv(RESERVATION_HEADER, [
        booking('R-email', 8, northwind, 'ada@NORTHWIND.test'),
        booking('R-employee', 9, northwind, 'E-7'),
        booking('R-other', 10, northwind, 'desk-user-9'),
        booking('R-badge', 11, northwind, 'b-100'),
        booking('R-metro', 12, metro, 'ada@northwind.test'),
        booking('R-unknown', 13, northwind, 'nobody@northwind.test'),
        booking('R-nobody', 14, northwind, ''),
      ]),
    );
  });
  afterAll(() => t.close());

  async function create(data: Record<string, unknown>): Promise<Profile> {
    const response = await t.post('/api/profiles/create', { data }, master);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Profile>();
  }
  async function importCsv(url: string, body: string) {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${master}`, 'content-type': 'text/csv' },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const activity = async (id: string, headers: Record<string, string> = {}) => {
    const response = await t.post('/api/profiles/activity', { id }, master, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProfileActivity>();
  };
  /** Each badge event's profile, by badge key and hour. */
  const badgeLinks = async () => {
    const response = await t.post('/api/badge-events', { perPage: 100 }, master);
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries(
      response
        .json<{ items: BadgeEvent[] }>()
        .items.map((e) => [`${e.badgeKey} ${e.timestamp.slice(11, 13)}`, e.profileId]),
    );
  };
  const reservationLinks = async () => {
    const response = await t.post('/api/reservations', { perPage: 100 }, master);
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries(
      response.json<{ items: Reservation[] }>().items.map((r) => [r.externalId, r.profileId]),
    );
  };

  it('links badge events by badge id and employee number, only within the organization', async () => {
    expect(await badgeLinks()).toEqual({
      'B-100 08': ada.id,
      'E-7 09': ada.id,
      // The same badge id in MetroSpaces is Max's, not Ada's.
      'B-100 10': max.id,
      // No profile has it.
      'B-999 11': null,
      // No organization: no profile to look among.
      'B-100 12': null,
    });
  });

  it('links reservations by e-mail (any letter case), employee number, other and badge id', async () => {
    expect(await reservationLinks()).toEqual({
      'R-email': ada.id,
      'R-employee': ada.id,
      'R-other': ada.id,
      'R-badge': ada.id,
      // Ada's e-mail booked under MetroSpaces finds no one there.
      'R-metro': null,
      'R-unknown': null,
      'R-nobody': null,
    });
  });

  it("answers a profile's counts and latest rows, the same links as the lists", async () => {
    const own = await activity(ada.id);
    expect(own.badgeEvents.total).toBe(2);
    expect(own.badgeEvents.recent.map((e) => e.badgeKey)).toEqual(['E-7', 'B-100']);
    expect(own.reservations.total).toBe(4);
    expect(own.reservations.recent.map((r) => r.externalId)).toEqual([
      'R-badge',
      'R-other',
      'R-employee',
      'R-email',
    ]);
    expect(own.reservations.recent.every((r) => r.profileId === ada.id)).toBe(true);
    const other = await activity(max.id);
    expect(other.badgeEvents.recent.map((e) => e.timestamp)).toEqual(['2026-03-02T10:00:00.000Z']);
    expect(other.reservations).toEqual({ total: 0, recent: [] });
  });

  it('links and unlinks at once when identifiers change later', async () => {
    const updated = await t.post(
      '/api/profiles/update',
      {
        id: ada.id,
        data: {
          identifiers: [
            { type: 'BADGE_ID', value: 'B-100' },
            { type: 'BADGE_ID', value: 'B-999' },
            { type: 'EMAIL', value: 'Ada@Northwind.test' },
          ],
        },
      },
      master,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const links = await badgeLinks();
    expect(links['B-999 11']).toBe(ada.id);
    expect(links['E-7 09']).toBeNull();
    const reservations = await reservationLinks();
    expect(reservations['R-employee']).toBeNull();
    expect(reservations['R-email']).toBe(ada.id);
    expect((await activity(ada.id)).badgeEvents.total).toBe(2);
  });

  it('refuses an identifier another profile of the organization has, in any case or kind', async () => {
    const response = await t.post(
      '/api/profiles/create',
      {
        data: {
          organizationId: p.orgs.northwind.id,
          identifiers: [{ type: 'EMPLOYEE_NUMBER', value: 'b-100' }],
        },
      },
      master,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: unknown[] }[] }>().issues[0]?.path).toEqual([
      'body',
      'data',
      'identifiers',
      0,
      'value',
    ]);
  });

  it('refuses a reservation person without the organization to look in, naming the line', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/import',
      headers: { authorization: `Bearer ${master}`, 'content-type': 'text/csv' },
      payload: csv(RESERVATION_HEADER, [
        [
          p.dataSources.harborSensors.id,
          '',
          'R-x',
          '2026-03-04T08:00:00Z',
          '2026-03-04T09:00:00Z',
          1,
          'BOOKED',
          '',
          'ada@northwind.test',
        ],
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { message: string }[] }>().errors).toEqual([
      { message: 'Line 2: person needs organizationId, the organization of the person' },
    ]);
  });

  describe('profiles/activity access', () => {
    it('answers 401 without a token, 400 for a bad id, 403 to others than the master admin', async () => {
      expect((await t.post('/api/profiles/activity', { id: ada.id })).statusCode).toBe(401);
      for (const body of [{}, { id: 'not-a-uuid' }, { id: ada.id, extra: 1 }]) {
        const response = await t.post('/api/profiles/activity', body, master);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      for (const role of ['org-admin', 'viewer'] as const) {
        const token = await tokenFor(p.orgs.northwind, role);
        const response = await t.post('/api/profiles/activity', { id: ada.id }, token);
        expect(response.statusCode, role).toBe(403);
      }
    });

    it("answers 404 for another organization's profile when acting as one", async () => {
      const response = await t.post('/api/profiles/activity', { id: ada.id }, master, {
        'x-impersonate-org': 'metrospaces',
      });
      expect(response.statusCode).toBe(404);
      // Acting as Northwind, its own profile.
      expect((await activity(ada.id, { 'x-impersonate-org': 'northwind' })).badgeEvents.total).toBe(
        2,
      );
    });
  });
});

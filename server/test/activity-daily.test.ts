// `/occupancy/activity`: a building's reservations, badge visitors and sensor peak per local day,
// on rows imported and readings ingested through the API; the expected figures are counted here
// from the rows sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { signToken } from './support/tokens.ts';

const URL = '/api/occupancy/activity';
const RANGE = { startDate: '2026-03-01', endDate: '2026-03-03' };

type Activity = {
  buildingId: number;
  items: {
    date: string;
    booked: number;
    checkedIn: number;
    noShows: number;
    cancelled: number;
    badgeVisitors: number;
    sensorPeak: number | null;
  }[];
  hasReservations: boolean;
  hasBadgeEvents: boolean;
  startDate: string;
  endDate: string;
};

describe.each(databaseKinds)('bookings, badges and sensors per day on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    const source = p.dataSources.harborSensors.id;
    const open = p.spaces.hpOpen.id;
    const cafe = p.spaces.hpCafe.id;
    // New York is UTC−5 in early March 2026.
    const readings = await t.post(
      '/api/occupancy/readings',
      [
        {
          dataSourceId: source,
          spaceId: open,
          timestamp: '2026-03-02T09:00:00-05:00',
          occupancy: 5,
        },
        {
          dataSourceId: source,
          spaceId: cafe,
          timestamp: '2026-03-02T09:00:00-05:00',
          occupancy: 4,
        },
        {
          dataSourceId: source,
          spaceId: open,
          timestamp: '2026-03-02T10:00:00-05:00',
          occupancy: 7,
        },
        {
          dataSourceId: source,
          spaceId: open,
          timestamp: '2026-03-03T09:00:00-05:00',
          occupancy: 3,
        },
      ],
      master,
    );
    expect(readings.statusCode, readings.body).toBe(200);
    const csv = (header: string, rows: (string | number)[][]) =>
      [header, ...rows.map((r) => r.join(','))].join('\n');
    const post = (url: string, body: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${master}`, 'content-type': 'text/csv' },
        payload: body,
      });
    const bookings = await post(
      '/api/reservations/import',
      csv('dataSourceId,spaceId,externalId,start,end,attendees,status', [
        [source, open, 'R-1', '2026-03-02T09:00', '2026-03-02T17:00', 1, 'CHECKED_IN'],
        [source, open, 'R-2', '2026-03-02T09:00', '2026-03-02T17:00', 1, 'NO_SHOW'],
        [source, open, 'R-3', '2026-03-02T09:00', '2026-03-02T17:00', 1, 'CANCELLED'],
        // 23:30 in New York is 04:30 UTC the next day: still the 2nd, locally.
        [source, cafe, 'R-4', '2026-03-02T23:30', '2026-03-02T23:45', 2, 'BOOKED'],
        [source, open, 'R-5', '2026-03-03T08:00', '2026-03-03T12:00', 1, 'CHECKED_IN'],
        // Outside the range.
        [source, open, 'R-6', '2026-03-05T08:00', '2026-03-05T12:00', 1, 'CHECKED_IN'],
      ]),
    );
    expect(bookings.statusCode, bookings.body).toBe(200);
    const badges = await post(
      '/api/badge-events/import',
      csv('dataSourceId,badgeKey,timestamp,direction,reader', [
        [source, 'b1', '2026-03-02T08:50', 'IN', 'Main'],
        [source, 'b1', '2026-03-02T13:05', 'IN', 'Main'],
        [source, 'b1', '2026-03-02T17:10', 'OUT', 'Main'],
        [source, 'b2', '2026-03-02T09:15', 'IN', 'Side'],
        [source, 'b3', '2026-03-02T18:00', 'OUT', 'Side'],
        [source, 'b1', '2026-03-03T08:55', 'IN', 'Main'],
      ]),
    );
    expect(badges.statusCode, badges.body).toBe(200);
  });
  afterAll(() => t.close());

  const body = () => ({ buildingId: p.buildings.harborPoint.id, ...RANGE });

  it('counts each local day: bookings by status, badges in, and the sensors’ peak', async () => {
    const response = await t.post(URL, body(), master);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Activity>();
    expect(answer).toMatchObject({
      buildingId: p.buildings.harborPoint.id,
      hasReservations: true,
      hasBadgeEvents: true,
      ...RANGE,
    });
    expect(answer.items).toEqual([
      {
        date: '2026-03-01',
        booked: 0,
        checkedIn: 0,
        noShows: 0,
        cancelled: 0,
        badgeVisitors: 0,
        sensorPeak: null,
      },
      // booked (R-3 cancelled); b1 and b2 came in; 5 + 4 at 09:00, 7 at 10:00.
      {
        date: '2026-03-02',
        booked: 3,
        checkedIn: 1,
        noShows: 1,
        cancelled: 1,
        badgeVisitors: 2,
        sensorPeak: 9,
      },
      {
        date: '2026-03-03',
        booked: 1,
        checkedIn: 1,
        noShows: 0,
        cancelled: 0,
        badgeVisitors: 1,
        sensorPeak: 3,
      },
    ]);
  });

  it('answers owners of the building, and no one else', async () => {
    const harbor = await tokenFor(p.orgs.harbor, 'viewer');
    expect((await t.post(URL, body(), harbor)).statusCode).toBe(200);
    // Another owner's building, and whole-building figures an occupier may not see.
    expect((await t.post(URL, body(), await tokenFor(p.orgs.skyline, 'viewer'))).statusCode).toBe(
      404,
    );
    expect(
      (await t.post(URL, body(), await tokenFor(p.orgs.northwind, 'org-admin'))).statusCode,
    ).toBe(404);
  });

  it('refuses without a token (401), without the permission (403) and bad bodies (400)', async () => {
    expect((await t.post(URL, body())).statusCode).toBe(401);
    const noRole = await signToken({
      email: 'nobody@harbor.test',
      roles: [],
      realm: p.orgs.harbor.realm,
      orgKey: p.orgs.harbor.key,
    });
    expect((await t.post(URL, body(), noRole)).statusCode).toBe(403);
    const paths = async (sent: object) => {
      const response = await t.post(URL, sent, master);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ issues: { path: unknown[] }[] }>().issues.map((i) => i.path);
    };
    expect(
      await paths({ buildingId: p.buildings.harborPoint.id, startDate: '2026-03-01' }),
    ).toEqual([['body', 'endDate']]);
    expect(
      await paths({ ...body(), startDate: '2026-03-04', endDate: '2026-03-01' }),
    ).toContainEqual(['body', 'startDate']);
    expect(await paths({ ...body(), startDate: '2025-01-01', endDate: '2026-03-01' })).toEqual([
      ['body', 'endDate'],
    ]);
  });
});

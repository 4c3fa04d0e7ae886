// `/occupancy/room-bookings`: each bookable room's bookings against its sensor's hourly counts,
// on rooms, readings and reservations sent through the API; the expected figures are worked out
// by hand from what was sent (New York, UTC−5 in early March 2026).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomBookings } from '@atrium/contract';
import * as s from '../src/db/schema/index.ts';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { signToken } from './support/tokens.ts';

const URL = '/api/occupancy/room-bookings';
const RANGE = { startDate: '2026-03-02', endDate: '2026-03-03' };

describe.each(databaseKinds)('meeting-room bookings against measured use on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  const rooms = { boardroom: 0, huddle: 0, studio: 0, quiet: 0 };
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    const room = async (floorId: number, name: string, capacity: number) => {
      const [row] = await t.database.db
        .insert(s.spaces)
        .values({ floorId, name, category: 'COLLABORATIVE', capacity })
        .returning();
      if (!row) throw new Error('No room');
      return row.id;
    };
    rooms.boardroom = await room(p.floors.hp1.id, 'Boardroom', 10);
    rooms.huddle = await room(p.floors.hp1.id, 'Huddle', 4);
    rooms.quiet = await room(p.floors.hp1.id, 'Quiet room', 2);
    // Level 2 is MetroSpaces' floor.
    rooms.studio = await room(p.floors.hp2.id, 'Studio', 6);
    // Northwind leases the Boardroom with its open office.
    await t.database.db
      .insert(s.encumbranceSpaces)
      .values({ encumbranceId: p.leases.northwindLease.id, spaceId: rooms.boardroom });
    const source = p.dataSources.harborSensors.id;
    const reading = (spaceId: number, timestamp: string, occupancy: number) => ({
      dataSourceId: source,
      spaceId,
      timestamp,
      occupancy,
    });
    const readings = await t.post(
      '/api/occupancy/readings',
      [
        // The Boardroom: someone at 9 and at 2 on the 2nd, nobody at 10 and 11, nobody at 9 on
        // the 3rd; five people on the 4th (after the range).
        reading(rooms.boardroom, '2026-03-02T09:00:00-05:00', 3),
        reading(rooms.boardroom, '2026-03-02T09:30:00-05:00', 0),
        reading(rooms.boardroom, '2026-03-02T10:00:00-05:00', 0),
        reading(rooms.boardroom, '2026-03-02T11:00:00-05:00', 0),
        reading(rooms.boardroom, '2026-03-02T14:00:00-05:00', 2),
        reading(rooms.boardroom, '2026-03-03T09:00:00-05:00', 0),
        reading(rooms.boardroom, '2026-03-04T09:00:00-05:00', 5),
        reading(rooms.studio, '2026-03-02T10:00:00-05:00', 4),
        reading(rooms.quiet, '2026-03-02T10:00:00-05:00', 1),
      ],
      master,
    );
    expect(readings.statusCode, readings.body).toBe(200);
    const northwind = p.orgs.northwind.id;
    const metro = p.orgs.metro.id;
    const booking = (
      spaceId: number,
      id: string,
      start: string,
      end: string,
      status: string,
      organizationId: number | string,
    ) => [source, spaceId, id, start, end, 2, status, organizationId].join(',');
    const bookings = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/import',
      headers: { authorization: `Bearer ${master}`, 'content-type': 'text/csv' },
      payload: [
        'dataSourceId,spaceId,externalId,start,end,attendees,status,organizationId',
        booking(
          rooms.boardroom,
          'B1',
          '2026-03-02T09:00',
          '2026-03-02T10:30',
          'CHECKED_IN',
          northwind,
        ),
        booking(
          rooms.boardroom,
          'B2',
          '2026-03-02T11:00',
          '2026-03-02T12:00',
          'NO_SHOW',
          northwind,
        ),
        // Not Northwind's: no organization.
        booking(rooms.boardroom, 'B3', '2026-03-02T16:00', '2026-03-02T17:00', 'BOOKED', ''),
        booking(
          rooms.boardroom,
          'B4',
          '2026-03-03T09:00',
          '2026-03-03T09:30',
          'CHECKED_IN',
          northwind,
        ),
        booking(
          rooms.boardroom,
          'B5',
          '2026-03-02T13:00',
          '2026-03-02T14:00',
          'CANCELLED',
          northwind,
        ),
        booking(
          rooms.boardroom,
          'B6',
          '2026-03-05T09:00',
          '2026-03-05T10:00',
          'CHECKED_IN',
          northwind,
        ),
        booking(
          rooms.huddle,
          'H1',
          '2026-03-02T10:00',
          '2026-03-02T11:00',
          'CHECKED_IN',
          northwind,
        ),
        booking(rooms.studio, 'S1', '2026-03-02T10:00', '2026-03-02T11:00', 'CHECKED_IN', metro),
        // A desk, not a room.
        booking(
          p.spaces.hpOpen.id,
          'D1',
          '2026-03-02T09:00',
          '2026-03-02T17:00',
          'CHECKED_IN',
          northwind,
        ),
      ].join('\n'),
    });
    expect(bookings.statusCode, bookings.body).toBe(200);
  });
  afterAll(() => t.close());

  const body = () => ({ buildingId: p.buildings.harborPoint.id, ...RANGE });
  const ask = async (token: string) => {
    const response = await t.post(URL, body(), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RoomBookings>();
  };
  const base = () => ({
    boardroom: {
      spaceId: rooms.boardroom,
      name: 'Boardroom',
      floorId: p.floors.hp1.id,
      floorName: 'Level 1',
      capacity: 10,
    },
    huddle: {
      spaceId: rooms.huddle,
      name: 'Huddle',
      floorId: p.floors.hp1.id,
      floorName: 'Level 1',
      capacity: 4,
    },
    studio: {
      spaceId: rooms.studio,
      name: 'Studio',
      floorId: p.floors.hp2.id,
      floorName: 'Level 2',
      capacity: 6,
    },
  });
  const studio = () => ({
    ...base().studio,
    bookings: 1,
    bookedHours: 1,
    markedNoShows: 0,
    occupiedHours: 1,
    measuredBookedHours: 1,
    usedBookedHours: 1,
    usedShare: 1,
    noShows: 0,
    unmeasuredBookings: 0,
  });

  it('sets each room’s bookings against the hours its sensor counted someone', async () => {
    const answer = await ask(master);
    expect(answer).toMatchObject({ buildingId: p.buildings.harborPoint.id, ...RANGE });
    expect(answer.items).toEqual([
      // B1–B4 (B5 cancelled, B6 after the range): 1.5 + 1 + 1 + 0.5 hours booked. Someone at
      // 9 and 2 on the 2nd (the 4th is after the range). B1's hour at 9 was used, its half hour
      // at 10 measured empty; B2 at 11 measured empty (a no-show, and marked one); B3 at 4 had
      // no reading (unmeasured); B4 at 9 on the 3rd measured empty (a no-show though checked
      // in). Used 1 of the 3 measured booked hours.
      {
        ...base().boardroom,
        bookings: 4,
        bookedHours: 4,
        markedNoShows: 1,
        occupiedHours: 2,
        measuredBookedHours: 3,
        usedBookedHours: 1,
        usedShare: 1 / 3,
        noShows: 2,
        unmeasuredBookings: 1,
      },
      // No sensor: the booked time alone.
      {
        ...base().huddle,
        bookings: 1,
        bookedHours: 1,
        markedNoShows: 0,
        occupiedHours: null,
        measuredBookedHours: null,
        usedBookedHours: null,
        usedShare: null,
        noShows: null,
        unmeasuredBookings: null,
      },
      studio(),
    ]);
  });

  it('gives the owner every room, an operator its floors’ rooms and an occupier its own', async () => {
    const owner = await ask(await tokenFor(p.orgs.harbor, 'viewer'));
    expect(owner.items.map((room) => room.name)).toEqual(['Boardroom', 'Huddle', 'Studio']);
    expect(owner).toEqual(await ask(master));
    // MetroSpaces operates Level 2: the Studio, with its own people's booking.
    const operator = await ask(await tokenFor(p.orgs.metro, 'org-admin'));
    expect(operator.items).toEqual([studio()]);
    // Northwind leases the Boardroom and sees its own people's bookings: B1, B2 and B4.
    const occupier = await ask(await tokenFor(p.orgs.northwind, 'org-admin'));
    expect(occupier.items).toEqual([
      {
        ...base().boardroom,
        bookings: 3,
        bookedHours: 3,
        markedNoShows: 1,
        occupiedHours: 2,
        measuredBookedHours: 3,
        usedBookedHours: 1,
        usedShare: 1 / 3,
        noShows: 2,
        unmeasuredBookings: 0,
      },
    ]);
  });

  it('answers 404 for a building of another owner, and an empty list without rooms', async () => {
    const skyline = await tokenFor(p.orgs.skyline, 'viewer');
    expect((await t.post(URL, body(), skyline)).statusCode).toBe(404);
    const contoso = await tokenFor(p.orgs.contoso, 'org-admin');
    expect((await t.post(URL, body(), contoso)).statusCode).toBe(404);
    const dockside = await t.post(URL, { ...body(), buildingId: p.buildings.dockside.id }, master);
    expect(dockside.statusCode, dockside.body).toBe(200);
    expect(dockside.json<RoomBookings>().items).toEqual([]);
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
    expect(await paths({ ...body(), buildingId: 'one' })).toEqual([['body', 'buildingId']]);
  });
});

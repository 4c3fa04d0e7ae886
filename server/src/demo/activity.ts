// A year of workplace activity for one demo building, consistent with its people counts: each
// tenant's unique visitors per day follow that day's peak (so weekdays, holidays, the summer dip
// and the return-to-office trend carry over), and those people badge in and out and book desks
// and meeting rooms. Bookings are made ahead of time, so the next two weeks hold a thinning tail
// of future bookings; past ones ended checked in, cancelled or as no-shows. Seeded.
import { addDays, daysBetween, localParts, localToInstant } from '@atrium/contract';
import { hourFactor, type SyntheticRow } from '../occupancy/synthetic.ts';
import type { RequestAuth } from '../auth/guard.ts';
import type { Db } from '../resources/resource-table.ts';
import { badgeEventKind } from '../activity/badge-events.ts';
import { reservationKind } from '../activity/reservations.ts';
import { importActivity as importRows } from '../activity/store.ts';
import { seededRandom, type Random } from './random.ts';

export type ActivitySpace = { spaceId: number; capacity: number; type: string; tenant: string };
/** Local date → tenant → the highest simultaneous count of the tenant's spaces that day. */
export type DailyPeaks = Map<string, Map<string, number>>;
/** A meeting room's count at a local minute of the day, as its sensor reported it. */
export type RoomReading = { minute: number; occupancy: number };
/** Local date → meeting room → its readings that day, in order. */
export type RoomReadings = Map<string, Map<number, RoomReading[]>>;

export type ActivityPlan = {
  timeZone: string;
  reservationSourceId: number;
  badgeSourceId: number;
  spaces: ActivitySpace[];
  organizationIdOf: (tenant: string) => number;
  /** The days with people counts (up to yesterday). */
  from: string;
  to: string;
  /** Bookings reach this many days beyond `to`. */
  aheadDays: number;
  peaks: DailyPeaks;
  /** The meeting rooms' readings: past bookings follow them (none: booked by chance). */
  roomReadings?: RoomReadings;
  seed: number;
};
export type ActivityDay = {
  date: string;
  reservations: Record<string, unknown>[];
  badgeEvents: Record<string, unknown>[];
};

const DESKS = new Set(['Open office', 'Focus room']);
const ROOMS = new Set(['Meeting room']);
/** People come and go: a day's unique visitors exceed its simultaneous peak. */
const VISITORS_PER_PEAK = 1.1;
const READERS = ['Main entrance 1', 'Main entrance 1', 'Main entrance 2', 'Side door', 'Garage'];

/**
 * Collects each tenant's daily peak, and each meeting room's readings, from the readings as they
 * are generated.
 */
export function peakObserver(spaces: ActivitySpace[], timeZone: string) {
  const tenantOf = new Map(spaces.map((s) => [s.spaceId, s.tenant]));
  const rooms = new Set(spaces.filter((s) => ROOMS.has(s.type)).map((s) => s.spaceId));
  const peaks: DailyPeaks = new Map();
  const roomReadings: RoomReadings = new Map();
  return {
    peaks,
    roomReadings,
    observe: (rows: SyntheticRow[]): void => {
      const first = rows[0];
      if (!first) return;
      const date = localParts(first.at, timeZone).date;
      const noon = localToInstant(`${date}T12:00`, timeZone)?.getTime() ?? first.at.getTime();
      const byRoom = new Map<number, RoomReading[]>();
      for (const row of rows) {
        if (!rooms.has(row.spaceId)) continue;
        const minute = 720 + Math.round((row.at.getTime() - noon) / 60_000);
        const own = byRoom.get(row.spaceId);
        if (own) own.push({ minute, occupancy: row.occupancy });
        else byRoom.set(row.spaceId, [{ minute, occupancy: row.occupancy }]);
      }
      roomReadings.set(date, byRoom);
      const sums = new Map<string, number>();
      for (const row of rows) {
        const tenant = tenantOf.get(row.spaceId);
        if (tenant === undefined) continue;
        const key = `${row.at.getTime()} ${tenant}`;
        sums.set(key, (sums.get(key) ?? 0) + row.occupancy);
      }
      const day = new Map<string, number>();
      for (const [key, sum] of sums) {
        const tenant = key.slice(key.indexOf(' ') + 1);
        day.set(tenant, Math.max(day.get(tenant) ?? 0, sum));
      }
      peaks.set(date, day);
    },
  };
}

type Person = {
  badgeKey: string;
  /** How often they come in, relative to colleagues. */
  weight: number;
  /** Usual arrival and length of stay, in minutes. */
  arrival: number;
  stay: number;
  /** Chance they book a desk for a day in the office. */
  books: number;
};
type Tenant = {
  key: string;
  organizationId: number;
  people: Person[];
  desks: ActivitySpace[];
  rooms: ActivitySpace[];
};

function tenantsOf(plan: ActivityPlan, random: Random): Tenant[] {
  const keys = new Set<string>();
  const tenants: Tenant[] = [];
  for (const key of [...new Set(plan.spaces.map((s) => s.tenant))]) {
    const own = plan.spaces.filter((s) => s.tenant === key);
    const desks = own.filter((s) => DESKS.has(s.type));
    const seats = desks.reduce((sum, s) => sum + s.capacity, 0);
    // More people than desks: hybrid work.
    const headcount = Math.max(5, Math.round(seats * 1.2));
    const people: Person[] = [];
    while (people.length < headcount) {
      const badgeKey = `b${random.int(0, 0xffffff).toString(16).padStart(6, '0')}${random.int(0, 0xfff).toString(16).padStart(3, '0')}`;
      if (keys.has(badgeKey)) continue;
      keys.add(badgeKey);
      people.push({
        badgeKey,
        weight: random.between(0.25, 1),
        arrival: random.int(7 * 60 + 15, 10 * 60),
        stay: random.int(6 * 60 + 30, 9 * 60 + 30),
        books: random.chance(0.3) ? 0 : random.between(0.3, 0.8),
      });
    }
    tenants.push({
      key,
      organizationId: plan.organizationIdOf(key),
      people,
      desks,
      rooms: own.filter((s) => ROOMS.has(s.type)),
    });
  }
  return tenants;
}

/** `count` people, the more regular ones more likely (weighted sampling without replacement). */
function present(people: Person[], count: number, random: Random): Person[] {
  return people
    .map((person) => ({ person, key: random.next() ** (1 / person.weight) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map((p) => p.person);
}

/** Instants of one local day: from noon, since clocks change at night. */
function clockOf(date: string, timeZone: string): (minutes: number) => string {
  const noon = localToInstant(`${date}T12:00`, timeZone)?.getTime() ?? Date.parse(`${date}T12:00Z`);
  return (minutes) => new Date(noon + (minutes - 720) * 60_000).toISOString();
}

const half = (minutes: number, up: boolean) => (up ? Math.ceil : Math.floor)(minutes / 30) * 30;

/** Past and future activity, one local day at a time. */
export function* activityDays(plan: ActivityPlan): Generator<ActivityDay> {
  const random = seededRandom(plan.seed);
  const tenants = tenantsOf(plan, random);
  const visitors = new Map<string, Map<string, number>>();
  const last = addDays(plan.to, plan.aheadDays);
  for (let date = plan.from; date <= last; date = addDays(date, 1)) {
    const ahead = daysBetween(plan.to, date);
    const clock = clockOf(date, plan.timeZone);
    const day: ActivityDay = { date, reservations: [], badgeEvents: [] };
    const serial = { desk: 0, room: 0 };
    const id = (kind: 'desk' | 'room') =>
      `${kind === 'desk' ? 'D' : 'M'}-${date.replaceAll('-', '')}-${String(++serial[kind]).padStart(4, '0')}`;
    const reserve = (
      tenant: Tenant,
      space: ActivitySpace,
      kind: 'desk' | 'room',
      from: number,
      to: number,
      attendees: number,
      status: string,
      /** Who booked a desk (their badge key, which their profile has); rooms are a team's. */
      person: string | null = null,
    ) => {
      day.reservations.push({
        ...(person !== null && { person }),
        dataSourceId: plan.reservationSourceId,
        spaceId: space.spaceId,
        externalId: id(kind),
        start: clock(from),
        end: clock(to),
        attendees,
        status,
        organizationId: tenant.organizationId,
      });
    };
    const counts = new Map<string, number>();
    visitors.set(date, counts);

    for (const tenant of tenants) {
      const expected = Math.min(
        tenant.people.length,
        expectedVisitors(plan, visitors, date, tenant.key),
      );
      counts.set(tenant.key, expected);
      const seats = new Map(tenant.desks.map((d) => [d.spaceId, d.capacity]));
      const deskFor = () => {
        const open = tenant.desks.filter((d) => (seats.get(d.spaceId) ?? 0) > 0);
        if (open.length === 0) return null;
        const desk = random.pick(open);
        seats.set(desk.spaceId, (seats.get(desk.spaceId) ?? 1) - 1);
        return desk;
      };
      // A desk for the person's usual eight hours, unless none is left; cancelled at these odds.
      const bookDesk = (person: Person, cancelOdds: number, otherwise: 'NO_SHOW' | 'BOOKED') => {
        const desk = deskFor();
        if (!desk) return false;
        const start = half(person.arrival, false);
        const status = random.chance(cancelOdds) ? 'CANCELLED' : otherwise;
        reserve(tenant, desk, 'desk', start, start + 8 * 60, 1, status, person.badgeKey);
        return true;
      };
      const busy = Math.min(1, (1.6 * expected) / tenant.people.length);

      if (ahead <= 0) {
        // A past day: people came, badged, and their bookings were settled.
        const came = present(tenant.people, expected, random);
        const cameIn = new Set(came);
        for (const person of came) {
          const arrival = person.arrival + random.int(-40, 40);
          const leaving = Math.min(21 * 60, arrival + person.stay + random.int(-60, 45));
          const badge = (minutes: number, direction: 'IN' | 'OUT') => {
            day.badgeEvents.push({
              dataSourceId: plan.badgeSourceId,
              badgeKey: person.badgeKey,
              timestamp: clock(minutes + random.next()),
              direction,
              reader: random.pick(READERS),
              organizationId: tenant.organizationId,
            });
          };
          badge(arrival, 'IN');
          // Some step out for lunch: another OUT and IN pair.
          const lunch = random.int(12 * 60, 13 * 60 + 15);
          if (random.chance(0.1) && lunch > arrival + 60 && lunch + 60 < leaving) {
            badge(lunch, 'OUT');
            badge(lunch + random.int(15, 50), 'IN');
          }
          badge(leaving, 'OUT');
          if (random.chance(person.books)) {
            const desk = deskFor();
            if (desk)
              reserve(
                tenant,
                desk,
                'desk',
                half(arrival, false),
                half(leaving, true),
                1,
                'CHECKED_IN',
                person.badgeKey,
              );
          }
        }
        // Bookings of people who did not come: cancelled in time, or not (no-shows).
        const absent = tenant.people.filter((p) => !cameIn.has(p) && random.chance(p.books * 0.12));
        for (const person of absent) {
          if (!bookDesk(person, 0.6, 'NO_SHOW')) break;
        }
      } else {
        // A future day: only the bookings made so far, fewer the further ahead.
        const booked = Math.round(expected * 0.55 * Math.exp(-ahead / 5));
        for (const person of present(tenant.people, booked, random)) {
          if (!bookDesk(person, 0.06, 'BOOKED')) break;
        }
      }

      // Meeting rooms: on a past day with readings the bookings follow them (most meetings
      // were booked, some rooms were taken without one, and some bookings stood empty);
      // otherwise (the future, an outage) booked by the half hour, more at the busy hours.
      const lead = ahead <= 0 ? 1 : Math.exp(-ahead / 7);
      for (const room of tenant.rooms) {
        const readings = ahead <= 0 ? plan.roomReadings?.get(date)?.get(room.spaceId) : undefined;
        if (readings?.length) {
          for (const meeting of roomMeetings(room, readings, busy, random)) {
            reserve(
              tenant,
              room,
              'room',
              meeting.from,
              meeting.to,
              meeting.attendees,
              meeting.status,
            );
          }
          continue;
        }
        let at = 8 * 60;
        while (at < 18 * 60) {
          if (!random.chance(0.75 * busy * lead * hourFactor(at / 60 + 0.5))) {
            at += 30;
            continue;
          }
          const length = random.pick([30, 60, 60, 60, 90, 120]);
          const attendees = random.int(2, Math.max(2, Math.min(room.capacity, 12)));
          const roll = random.next();
          const status =
            ahead > 0
              ? roll < 0.05
                ? 'CANCELLED'
                : 'BOOKED'
              : roll < 0.1
                ? 'CANCELLED'
                : roll < 0.18
                  ? 'NO_SHOW'
                  : 'CHECKED_IN';
          reserve(tenant, room, 'room', at, Math.min(at + length, 19 * 60), attendees, status);
          at += length + random.pick([0, 0, 30]);
        }
      }
    }
    yield day;
  }
}

type Meeting = { from: number; to: number; attendees: number; status: string };

/** Booked hours of a room between 08:00 and 18:00. */
const ROOM_DAY = { from: 8 * 60, to: 18 * 60 };

/**
 * A past day's bookings of a meeting room from its readings (each standing for the time until
 * the next): the runs of time with someone in it, in meetings of up to two hours, 85 % booked
 * (nine in ten checked in, the rest marked no-shows by people who forgot to check in) and the
 * rest taken without a booking; and, in the empty hours, bookings nobody came to (cancelled in
 * time, or not: marked no-shows, a few checked in from a phone).
 */
function roomMeetings(
  room: ActivitySpace,
  readings: readonly RoomReading[],
  busy: number,
  random: Random,
): Meeting[] {
  const meetings: Meeting[] = [];
  const slots = readings
    .map((reading, index) => ({
      from: reading.minute,
      to: readings[index + 1]?.minute ?? reading.minute + 60,
      occupancy: reading.occupancy,
    }))
    .filter((slot) => slot.from >= ROOM_DAY.from && slot.to <= ROOM_DAY.to);
  let run: typeof slots = [];
  const close = () => {
    for (let i = 0; i < run.length; i += 2) {
      const part = run.slice(i, i + 2);
      const first = part[0];
      const last = part.at(-1);
      if (!first || !last || !random.chance(0.85)) continue;
      const people = Math.max(...part.map((slot) => slot.occupancy));
      meetings.push({
        from: first.from,
        to: last.to,
        attendees: Math.max(1, Math.min(room.capacity, people + random.int(0, 2))),
        status: random.chance(0.9) ? 'CHECKED_IN' : 'NO_SHOW',
      });
    }
    run = [];
  };
  for (const slot of slots) {
    if (slot.occupancy > 0) {
      run.push(slot);
      continue;
    }
    close();
    if (random.chance(0.3 * Math.max(0.2, busy))) {
      const roll = random.next();
      meetings.push({
        from: slot.from,
        to: Math.min(slot.to, slot.from + 60),
        attendees: random.int(2, Math.max(2, Math.min(room.capacity, 8))),
        status: roll < 0.35 ? 'CANCELLED' : roll < 0.85 ? 'NO_SHOW' : 'CHECKED_IN',
      });
    }
  }
  close();
  return meetings;
}

/**
 * A tenant's unique visitors on a day: from its peak that day; on a day without counts (a sensor
 * outage, or the future) as on the same weekday a week before.
 */
function expectedVisitors(
  plan: ActivityPlan,
  visitors: Map<string, Map<string, number>>,
  date: string,
  tenant: string,
): number {
  const peak = plan.peaks.get(date)?.get(tenant);
  if (peak !== undefined) return Math.round(peak * VISITORS_PER_PEAK);
  return visitors.get(addDays(date, -7))?.get(tenant) ?? 0;
}

const FLUSH_AT = 20_000;

/**
 * Writes the plan's activity through the import services (validation, scope, audit), in
 * batches of some twenty thousand rows; answers how many of each were written.
 */
export async function importActivity(
  db: Db,
  auth: RequestAuth,
  plan: ActivityPlan,
): Promise<{ reservations: number; badgeEvents: number }> {
  const written = { reservations: 0, badgeEvents: 0 };
  let reservations: Record<string, unknown>[] = [];
  let badgeEvents: Record<string, unknown>[] = [];
  const asRows = (items: Record<string, unknown>[]) =>
    items.map((values, index) => ({ line: index + 1, values }));
  const flush = async () => {
    if (reservations.length)
      written.reservations += (
        await importRows(db, auth, reservationKind, asRows(reservations), 'Item')
      ).accepted;
    if (badgeEvents.length)
      written.badgeEvents += (
        await importRows(db, auth, badgeEventKind, asRows(badgeEvents), 'Item')
      ).accepted;
    reservations = [];
    badgeEvents = [];
  };
  for (const day of activityDays(plan)) {
    reservations.push(...day.reservations);
    badgeEvents.push(...day.badgeEvents);
    if (reservations.length + badgeEvents.length >= FLUSH_AT) await flush();
  }
  await flush();
  return written;
}

// The set-up of the occupancy calls on the generator's `small` portfolio: the running app with
// its raw readings and rows, a token per caller, and the helpers that read a building's or a
// lease's figures out of them (./small-occupancy-expected.ts).
import { expect } from 'vitest';
import { tokenFor } from './factories.ts';
import {
  addDays,
  groupDays,
  isWorkday,
  localDate,
  OCCUPANCY_STALE_AFTER_DAYS,
  sumOrNull,
  within,
  type Range,
  type WorkingHours,
} from './small-occupancy-expected.ts';
import { startSmallPortfolio } from './small-portfolio.ts';
import { now } from '../../src/clock.ts';

export type Answer = Record<string, unknown>;

// The small portfolio's cast, checked once (small-occupancy-building.test.ts) so that a change of
// the generator is seen there rather than as a puzzling figure in the other tests.
export const HARBOR_POINT = 1;
export const LIBERTY_PLAZA = 2;
export const FEDERAL_PLACE = 3;
export const GLOBEX_HARBOR_POINT = 1; // subleases spaces to initech (lease 2)
export const GLOBEX_LIBERTY = 4; // its sublease (lease 5) has no capacity
export const NORTHWIND_FEDERAL = 9;

export type SmallOccupancy = Awaited<ReturnType<typeof startSmallOccupancy>>;

/** Starts the small portfolio and signs in its callers; close it with `p.t.close()`. */
export async function startSmallOccupancy() {
  const p = await startSmallPortfolio();

  const org = (key: string) => {
    const found = p.organizations.find((o) => o.key === key);
    if (!found) throw new Error(`no organization ${key}`);
    return found;
  };
  const building = (id: number) => {
    const found = p.buildings.find((b) => b.id === id);
    if (!found) throw new Error(`no building ${String(id)}`);
    return found;
  };
  const lease = (id: number) => {
    const found = p.leases.find((l) => l.id === id);
    if (!found) throw new Error(`no lease ${String(id)}`);
    return found;
  };
  const zoneOf = (buildingId: number) => building(buildingId).timeZone;
  const hoursOf = (buildingId: number): WorkingHours => building(buildingId).workingHours;
  const primaryOf = (buildingId: number) => {
    const id = building(buildingId).primaryOccupancyDataSourceId;
    if (id === null) throw new Error('the small buildings have a primary source');
    return id;
  };
  const floorIdsOf = (buildingId: number) =>
    p.floors.filter((f) => f.buildingId === buildingId).map((f) => f.id);
  const spacesOnFloors = (floorIds: number[]) =>
    p.spaces.filter((s) => floorIds.includes(s.floorId));
  const buildingSpaceIds = (buildingId: number) =>
    spacesOnFloors(floorIdsOf(buildingId)).map((s) => s.id);
  const seatsOf = (spaceIds: readonly number[]) =>
    sumOrNull(p.spaces.filter((s) => spaceIds.includes(s.id)).map((s) => s.capacity));
  const spacesOfLease = (id: number) => p.leaseSpaces.get(id) ?? [];
  /** A lease's seats: its capacity, else its spaces'. */
  const leaseSeats = (id: number) => lease(id).capacity ?? seatsOf(spacesOfLease(id));
  const daysOf = (buildingId: number, spaceIds: readonly number[]) =>
    groupDays(p.readings, primaryOf(buildingId), spaceIds, zoneOf(buildingId), hoursOf(buildingId));
  const buildingDays = (buildingId: number) => daysOf(buildingId, buildingSpaceIds(buildingId));
  const leaseDays = (id: number) => daysOf(lease(id).buildingId, spacesOfLease(id));
  /** The leases' ACTIVE subleases in their term today (building's zone). */
  const activeSubleases = (id: number) => {
    const today = localDate(now().toISOString(), zoneOf(lease(id).buildingId));
    return p.leases.filter(
      (l) =>
        l.parentId === id &&
        l.status === 'ACTIVE' &&
        l.startDate <= today &&
        (l.endDate === null || today <= l.endDate),
    );
  };
  /** Days of a building's data source with no reading at all. */
  const daysWithoutData = (buildingId: number) => {
    const dates = new Set(buildingDays(buildingId).map((d) => d.date));
    const sorted = [...dates].sort();
    const missing: string[] = [];
    for (let d = sorted[0] ?? ''; d && d <= (sorted.at(-1) ?? ''); d = addDays(d, 1))
      if (!dates.has(d)) missing.push(d);
    return missing;
  };

  /** What /occupancy-coverage should answer for a group of spaces of a building over a range. */
  const expectedCoverage = (
    buildingId: number,
    spaceIds: number[],
    range: Range,
    leaseEnd: string | null,
  ) => {
    const zone = zoneOf(buildingId);
    const hours = hoursOf(buildingId);
    const days = daysOf(buildingId, spaceIds);
    const dates = days.map((d) => d.date);
    const firstDate = dates[0] ?? null;
    const lastDate = dates.at(-1) ?? null;
    // Sensored: the group's spaces with readings in the 30 days up to its last day with data.
    const from = addDays(lastDate ?? '', -OCCUPANCY_STALE_AFTER_DAYS);
    const sensored = new Set(
      p.readings
        .filter((r) => r.buildingId === buildingId && spaceIds.includes(r.spaceId ?? 0))
        .filter((r) => localDate(r.at, zone) >= from)
        .map((r) => r.spaceId),
    );
    const today = localDate(now().toISOString(), zone);
    const state =
      lastDate === null || sensored.size === 0
        ? 'NOT_COVERED'
        : (leaseEnd !== null && leaseEnd < today) ||
            lastDate < addDays(today, -OCCUPANCY_STALE_AFTER_DAYS)
          ? 'EXPIRED'
          : spaceIds.every((id) => sensored.has(id))
            ? 'COVERED'
            : 'PARTIALLY_COVERED';
    const workingDays: string[] = [];
    for (let d = range.startDate; d <= range.endDate; d = addDays(d, 1))
      if (isWorkday(d, hours)) workingDays.push(d);
    const withData = new Set(dates);
    // Maximal runs of working days without data; non-working days in between do not end a run.
    const gaps: Range[] = [];
    let run: Range | null = null;
    for (const d of workingDays) {
      if (withData.has(d)) run = null;
      else if (run) run.endDate = d;
      else gaps.push((run = { startDate: d, endDate: d }));
    }
    return {
      item: {
        buildingId,
        state,
        firstDate,
        lastDate,
        daysWithData: within(days, range).length,
        workingDays: workingDays.length,
        gaps,
        backfilledDays: within(days, range).filter((d) => d.hasBackfill).length,
      },
      coverage: workingDays.length
        ? workingDays.filter((d) => withData.has(d)).length / workingDays.length
        : null,
    };
  };

  const ok = async <T = Answer>(url: string, body: object, token: string): Promise<T> => {
    const response = await p.t.post(url, body, token);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  };

  const tokens = {
    master: await tokenFor(org('atrium'), 'master-admin'),
    harbor: await tokenFor(org('harbor'), 'org-admin'),
    northwind: await tokenFor(org('northwind'), 'viewer'),
    globex: await tokenFor(org('globex'), 'viewer'),
    metro: await tokenFor(org('metrospaces'), 'org-admin'),
  };

  return {
    p,
    tokens,
    org,
    building,
    lease,
    zoneOf,
    hoursOf,
    primaryOf,
    floorIdsOf,
    spacesOnFloors,
    buildingSpaceIds,
    seatsOf,
    spacesOfLease,
    leaseSeats,
    daysOf,
    buildingDays,
    leaseDays,
    activeSubleases,
    daysWithoutData,
    expectedCoverage,
    ok,
  };
}

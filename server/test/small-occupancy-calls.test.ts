// The occupancy calls on the generator's `small` portfolio: every figure of their answers is worked
// out again here from the raw readings (the `occupancy_readings` view) and the structure's rows,
// with plain loops and Intl, following docs/metrics.md — never with the product's analytics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyPeaks, mean, wallClock } from './support/expected-occupancy.ts';
import { tokenFor } from './support/factories.ts';
import {
  simultaneousSums,
  startSmallPortfolio,
  type RawReading,
  type SmallPortfolio,
} from './support/small-portfolio.ts';

// ---------------------------------------------------------------------------------------------
// Independent figures (docs/metrics.md)

type WorkingHours = { start: string; end: string; days: number[] };
type Range = { startDate: string; endDate: string };
/** A group's local day: peak (highest simultaneous sum), its time, working-hours mean, backfill. */
type Day = {
  date: string;
  peak: number;
  peakAt: string;
  average: number | null;
  hasBackfill: boolean;
};

const OCCUPANCY_STALE_AFTER_DAYS = 30;
const FLEX_PERCENTILE = 0.8;

const localDate = (iso: string, zone: string) => wallClock(iso, zone).slice(0, 10);
/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
const isoWeekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
/** Weekday as the day-of-week statistics number it: 0 = Sunday … 6 = Saturday. */
const sundayFirstWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const isWorkday = (date: string, hours: WorkingHours) => hours.days.includes(isoWeekday(date));
/** Working time: a listed weekday and start ≤ local time < end. */
const isWorkingTime = (local: string, hours: WorkingHours) => {
  const time = local.slice(11, 16);
  return isWorkday(local.slice(0, 10), hours) && time >= hours.start && time < hours.end;
};
const utilization = (value: number | null, capacity: number | null) =>
  value === null || capacity === null || capacity === 0 ? null : value / capacity;
const changePercent = (current: number | null, previous: number | null) =>
  current === null || previous === null || previous === 0 ? null : (current - previous) / previous;
const sumOrNull = (values: (number | null)[]) =>
  values.some((v) => v !== null) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null;

/** The daily figures of one data source over some spaces, from the raw readings. */
function groupDays(
  readings: readonly RawReading[],
  dataSourceId: number,
  spaceIds: readonly number[],
  zone: string,
  hours: WorkingHours,
): Day[] {
  const sums = simultaneousSums(readings, dataSourceId, spaceIds);
  const working = new Map<string, number[]>();
  for (const [at, n] of sums) {
    const local = wallClock(at, zone);
    if (isWorkingTime(local, hours))
      working.set(local.slice(0, 10), [...(working.get(local.slice(0, 10)) ?? []), n]);
  }
  const wanted = new Set(spaceIds);
  const backfilled = new Set(
    readings
      .filter((r) => r.dataSourceId === dataSourceId && r.spaceId !== null)
      .filter((r) => wanted.has(r.spaceId ?? 0) && r.backfilled)
      .map((r) => localDate(r.at, zone)),
  );
  return dailyPeaks(sums, zone).map((d) => {
    const values = working.get(d.date);
    return { ...d, average: values ? mean(values) : null, hasBackfill: backfilled.has(d.date) };
  });
}

/** Default range: the last data date, back to the latest data date on or before a year earlier. */
function defaultRange(dates: readonly string[]): Range | null {
  const sorted = [...new Set(dates)].sort();
  const endDate = sorted.at(-1);
  const firstDate = sorted[0];
  if (!endDate || !firstDate) return null;
  const yearBefore = `${String(Number(endDate.slice(0, 4)) - 1)}${endDate.slice(4).replace('-02-29', '-02-28')}`;
  const startDate = sorted.filter((d) => d <= yearBefore).at(-1) ?? firstDate;
  return { startDate, endDate };
}
const within = <T extends { date: string }>(days: readonly T[], range: Range) =>
  days.filter((d) => d.date >= range.startDate && d.date <= range.endDate);

/** Highest daily peak of the range, the earliest date on a tie. */
function peakOf(days: readonly { date: string; peak: number }[]) {
  let best: { date: string; peak: number } | null = null;
  for (const d of days) if (!best || d.peak > best.peak) best = d;
  return { peakOccupancy: best?.peak ?? null, peakOccupancyDate: best?.date ?? null };
}
/** Mean of daily peaks on workdays with data. */
function averageOf(days: readonly { date: string; peak: number }[], hours: WorkingHours) {
  const peaks = days.filter((d) => isWorkday(d.date, hours)).map((d) => d.peak);
  return peaks.length ? mean(peaks) : null;
}

/** Hyndman & Fan type 7. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * p;
  const low = sorted[Math.floor(h)] ?? 0;
  const high = sorted[Math.floor(h) + 1] ?? low;
  return low + (h - Math.floor(h)) * (high - low);
}
/** Box-plot figures of daily peaks (whiskers: most extreme values within 1.5·IQR). */
function describeValues(values: readonly number[]) {
  const q1 = percentile(values, 0.25);
  const q3 = percentile(values, 0.75);
  const iqr = q3 - q1;
  const inside = values.filter((v) => v >= q1 - 1.5 * iqr && v <= q3 + 1.5 * iqr);
  return {
    avg: mean([...values]),
    min: Math.min(...values),
    max: Math.max(...values),
    median: percentile(values, 0.5),
    percentile25: q1,
    percentile75: q3,
    whiskerLow: Math.min(...inside),
    whiskerHigh: Math.max(...inside),
    count: values.length,
  };
}
const flexNewCapacity = (peaks: readonly number[]) =>
  peaks.length ? Math.ceil(percentile(peaks, FLEX_PERCENTILE) - 1e-9) : null;
/** Daily peaks sorted descending; share = days with a peak ≥ this one ÷ days. */
const demandCurve = (peaks: readonly number[]) =>
  [...peaks]
    .sort((a, b) => b - a)
    .map((occupancy) => ({
      share: peaks.filter((p) => p >= occupancy).length / peaks.length,
      occupancy,
    }));

type Month = { year: number; month: number; average: number | null; peak: number; days: number };
/** Per local calendar month: mean of workday peaks, highest peak, days with data. */
function monthsOf(days: readonly { date: string; peak: number }[], hours: WorkingHours): Month[] {
  const byMonth = new Map<string, { date: string; peak: number }[]>();
  for (const d of days)
    byMonth.set(d.date.slice(0, 7), [...(byMonth.get(d.date.slice(0, 7)) ?? []), d]);
  return [...byMonth]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => ({
      year: Number(key.slice(0, 4)),
      month: Number(key.slice(5, 7)),
      average: averageOf(list, hours),
      peak: Math.max(...list.map((d) => d.peak)),
      days: list.length,
    }));
}
/** The months before today's month in the zone. */
const completed = (months: Month[], zone: string) => {
  const current = localDate(new Date().toISOString(), zone).slice(0, 7);
  return months.filter((m) => `${String(m.year)}-${String(m.month).padStart(2, '0')}` < current);
};
/** The last completed month with data and the calendar month just before it (if it has data). */
function lastTwo(months: Month[]) {
  const last = months.at(-1) ?? null;
  if (!last) return { last: null, previous: null };
  const [year, month] = last.month === 1 ? [last.year - 1, 12] : [last.year, last.month - 1];
  return { last, previous: months.find((m) => m.year === year && m.month === month) ?? null };
}
/** Σ of daily peaks per date. */
function sumByDate(lists: readonly (readonly { date: string; peak: number }[])[]) {
  const total = new Map<string, number>();
  for (const list of lists)
    for (const d of list) total.set(d.date, (total.get(d.date) ?? 0) + d.peak);
  return [...total].sort(([a], [b]) => a.localeCompare(b)).map(([date, peak]) => ({ date, peak }));
}

const expectClose = (actual: number | null | undefined, expected: number | null, label = '') => {
  if (expected === null) expect(actual, label).toBeNull();
  else expect(actual, label).toBeCloseTo(expected, 6);
};

// ---------------------------------------------------------------------------------------------

type Answer = Record<string, unknown>;

describe('occupancy calls on the small portfolio', () => {
  let p: SmallPortfolio;
  const tokens = { master: '', harbor: '', northwind: '', globex: '', metro: '' };

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
    const today = localDate(new Date().toISOString(), zoneOf(lease(id).buildingId));
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
    const today = localDate(new Date().toISOString(), zone);
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

  beforeAll(async () => {
    p = await startSmallPortfolio();
    tokens.master = await tokenFor(org('atrium'), 'master-admin');
    tokens.harbor = await tokenFor(org('harbor'), 'org-admin');
    tokens.northwind = await tokenFor(org('northwind'), 'viewer');
    tokens.globex = await tokenFor(org('globex'), 'viewer');
    tokens.metro = await tokenFor(org('metrospaces'), 'org-admin');
  }, 120_000);
  afterAll(() => p.t.close());

  // The small portfolio's cast, checked once so that a change of the generator is seen here
  // rather than as a puzzling figure below.
  const HARBOR_POINT = 1;
  const LIBERTY_PLAZA = 2;
  const FEDERAL_PLACE = 3;
  const GLOBEX_HARBOR_POINT = 1; // subleases spaces to initech (lease 2)
  const GLOBEX_LIBERTY = 4; // its sublease (lease 5) has no capacity
  const NORTHWIND_FEDERAL = 9;

  it('has the portfolio the checks below are written for', () => {
    expect(p.buildings.map((b) => b.id).sort()).toEqual([
      HARBOR_POINT,
      LIBERTY_PLAZA,
      FEDERAL_PLACE,
    ]);
    expect(lease(GLOBEX_HARBOR_POINT).organizationId).toBe(org('globex').id);
    expect(lease(2).parentId).toBe(GLOBEX_HARBOR_POINT);
    expect(lease(GLOBEX_LIBERTY).organizationId).toBe(org('globex').id);
    expect(lease(5)).toMatchObject({ parentId: GLOBEX_LIBERTY, capacity: null, status: 'ACTIVE' });
    expect(lease(NORTHWIND_FEDERAL).organizationId).toBe(org('northwind').id);
    expect(p.readings.some((r) => r.backfilled && r.buildingId === LIBERTY_PLAZA)).toBe(true);
    expect(daysWithoutData(LIBERTY_PLAZA).length).toBeGreaterThan(0);
    // No building-level counters, and one occupancy source with readings per building.
    expect(p.readings.every((r) => r.spaceId !== null)).toBe(true);
    for (const b of p.buildings)
      expect(
        new Set(p.readings.filter((r) => r.buildingId === b.id).map((r) => r.dataSourceId)),
      ).toEqual(new Set([primaryOf(b.id)]));
  });

  it('/occupancy/statistic: day-of-week statistics, peak, average and utilizations of a building', async () => {
    const days = buildingDays(HARBOR_POINT);
    const range = defaultRange(days.map((d) => d.date));
    const capacity = seatsOf(buildingSpaceIds(HARBOR_POINT));
    const answer = await ok<{
      occupancyByDayOfWeek: Record<string, Record<string, number> | null>;
      peakOccupancy: number;
      peakOccupancyDate: string;
      averageOccupancy: number;
      capacity: number;
      peakUtilization: number;
      averageUtilization: number;
      startDate: string;
      endDate: string;
    }>('/api/occupancy/statistic', { buildingId: HARBOR_POINT }, tokens.harbor);
    expect({ startDate: answer.startDate, endDate: answer.endDate }).toEqual(range);
    const peak = peakOf(days);
    const average = averageOf(days, hoursOf(HARBOR_POINT));
    expect(answer.peakOccupancy).toBe(peak.peakOccupancy);
    expect(answer.peakOccupancyDate).toBe(peak.peakOccupancyDate);
    expectClose(answer.averageOccupancy, average);
    expect(answer.capacity).toBe(capacity);
    expectClose(answer.peakUtilization, utilization(peak.peakOccupancy, capacity));
    expectClose(answer.averageUtilization, utilization(average, capacity));
    expect(answer.occupancyByDayOfWeek['0']).toBeNull();
    expect(answer.occupancyByDayOfWeek['6']).toBeNull();
    for (const dow of [1, 2, 3, 4, 5]) {
      const stats = answer.occupancyByDayOfWeek[String(dow)];
      const expected = describeValues(
        days.filter((d) => sundayFirstWeekday(d.date) === dow).map((d) => d.peak),
      );
      for (const [key, value] of Object.entries(expected))
        expectClose(stats?.[key], value, `${String(dow)} ${key}`);
    }
  });

  it('/occupancy/daily-occupancy: the day peaks of the primary source, backfilled days marked', async () => {
    const days = buildingDays(LIBERTY_PLAZA);
    const source = String(primaryOf(LIBERTY_PLAZA));
    const answer = await ok<{ items: unknown[] }>(
      '/api/occupancy/daily-occupancy',
      { buildingId: LIBERTY_PLAZA },
      tokens.harbor,
    );
    expect(answer.items).toEqual(
      days.map((d) => ({
        date: d.date,
        counts: { [source]: { occupancy: d.peak, hasBackfill: d.hasBackfill, isPrimary: true } },
      })),
    );
    expect(days.filter((d) => d.hasBackfill).length).toBeGreaterThan(0);
    // isPrimary: false reads the building's other sources: Federal Place's badge and booking
    // sources hold no occupancy readings (no small building has a second occupancy source).
    const others = await ok<{ items: unknown[] }>(
      '/api/occupancy/daily-occupancy',
      { buildingId: FEDERAL_PLACE, isPrimary: false },
      tokens.harbor,
    );
    expect(others.items).toEqual([]);
  });

  it('/occupancy: the hourly peak and mean of a lease, per local hour', async () => {
    const { buildingId } = lease(NORTHWIND_FEDERAL);
    const zone = zoneOf(buildingId);
    const source = primaryOf(buildingId);
    const byHour = new Map<string, number[]>();
    for (const [at, n] of simultaneousSums(p.readings, source, spacesOfLease(NORTHWIND_FEDERAL))) {
      // New York is a whole number of hours off UTC: its local hours start at UTC hours.
      const hour = `${at.slice(0, 13)}:00:00.000Z`;
      byHour.set(hour, [...(byHour.get(hour) ?? []), n]);
    }
    const expected = [...byHour].map(([at, values]) => ({
      at,
      local: wallClock(at, zone),
      buildingId,
      dataSourceId: source,
      peak: Math.max(...values),
      average: mean(values),
    }));
    const answer = await ok<{ items: { average: number }[]; startDate: string; endDate: string }>(
      '/api/occupancy',
      { buildingId, tenantId: NORTHWIND_FEDERAL },
      tokens.northwind,
    );
    expect(answer.items.length).toBe(expected.length);
    expect(answer.items.map((h) => ({ ...h, average: Math.round(h.average * 1e6) }))).toEqual(
      expected.map((h) => ({ ...h, average: Math.round(h.average * 1e6) })),
    );
    expect({ startDate: answer.startDate, endDate: answer.endDate }).toEqual(
      defaultRange(leaseDays(NORTHWIND_FEDERAL).map((d) => d.date)),
    );
  });

  it('/occupancy/full: the raw readings of the backfilled days, in time order, paged', async () => {
    const zone = zoneOf(LIBERTY_PLAZA);
    const backfilled = p.readings.filter((r) => r.buildingId === LIBERTY_PLAZA && r.backfilled);
    const dates = backfilled.map((r) => localDate(r.at, zone)).sort();
    const range = { startDate: dates[0] ?? '', endDate: dates.at(-1) ?? '' };
    const expected = p.readings
      .filter((r) => r.dataSourceId === primaryOf(LIBERTY_PLAZA))
      .filter((r) => {
        const date = localDate(r.at, zone);
        return date >= range.startDate && date <= range.endDate;
      })
      .sort(
        (a, b) =>
          a.at.localeCompare(b.at) ||
          a.dataSourceId - b.dataSourceId ||
          (a.spaceId ?? 0) - (b.spaceId ?? 0),
      )
      .map((r) => ({
        at: r.at,
        buildingId: r.buildingId,
        dataSourceId: r.dataSourceId,
        spaceId: r.spaceId,
        occupancy: r.occupancy,
        backfilled: r.backfilled,
      }));
    const pageOf = (page: number) =>
      ok<{ items: (RawReading & { space: string })[]; total: number; startDate: string }>(
        '/api/occupancy/full',
        { buildingId: LIBERTY_PLAZA, ...range, page, perPage: 500 },
        tokens.harbor,
      );
    const pages = [await pageOf(0), await pageOf(1), await pageOf(2)];
    expect(pages[0]?.total).toBe(expected.length);
    expect(pages[0]?.startDate).toBe(range.startDate);
    const items = pages.flatMap((page) => page.items);
    expect(
      items.map((r) => ({
        at: r.at,
        buildingId: r.buildingId,
        dataSourceId: r.dataSourceId,
        spaceId: r.spaceId,
        occupancy: r.occupancy,
        backfilled: r.backfilled,
      })),
    ).toEqual(expected);
    expect(items.filter((r) => r.backfilled).length).toBe(backfilled.length);
    const names = new Map(p.spaces.map((s) => [s.id, s.name]));
    for (const r of items) expect(r.space).toBe(names.get(r.spaceId ?? 0));
  });

  it('/occupancy/peak-days: the busiest days of a building with their peak time and utilization', async () => {
    const days = buildingDays(FEDERAL_PLACE);
    const capacity = seatsOf(buildingSpaceIds(FEDERAL_PLACE));
    const answer = await ok(
      '/api/occupancy/peak-days',
      { buildingId: FEDERAL_PLACE, limit: 5 },
      tokens.harbor,
    );
    const top = [...days]
      .sort((a, b) => b.peak - a.peak || a.date.localeCompare(b.date))
      .slice(0, 5);
    expect(answer.capacity).toBe(capacity);
    expect(answer).toMatchObject(defaultRange(days.map((d) => d.date)) ?? {});
    expect(answer.items).toEqual(
      top.map((d) => ({
        date: d.date,
        peak: d.peak,
        peakAt: d.peakAt,
        utilization: expect.closeTo(utilization(d.peak, capacity) ?? NaN, 9) as unknown,
      })),
    );
  });

  it('/occupancy/peak-days: two buildings add their daily peaks, with no single peak time', async () => {
    const both = [LIBERTY_PLAZA, FEDERAL_PLACE];
    const perBuilding = both.map((id) => buildingDays(id));
    const summed = sumByDate(perBuilding);
    const capacity = sumOrNull(both.map((id) => seatsOf(buildingSpaceIds(id))));
    const answer = await ok<{ items: { date: string; peak: number; peakAt: string | null }[] }>(
      '/api/occupancy/peak-days',
      { buildingId: both, limit: 3 },
      tokens.harbor,
    );
    const top = [...summed]
      .sort((a, b) => b.peak - a.peak || a.date.localeCompare(b.date))
      .slice(0, 3);
    expect(answer.items.map((d) => ({ date: d.date, peak: d.peak }))).toEqual(top);
    for (const d of answer.items) {
      if (perBuilding.every((days) => days.some((x) => x.date === d.date)))
        expect(d.peakAt, d.date).toBeNull();
      expectClose((d as Answer).utilization as number, utilization(d.peak, capacity), d.date);
    }
  });

  it('/occupancy/peak-day: the range peak day with its hours, and a day without data', async () => {
    const days = buildingDays(HARBOR_POINT);
    const zone = zoneOf(HARBOR_POINT);
    const capacity = seatsOf(buildingSpaceIds(HARBOR_POINT));
    const { peakOccupancyDate } = peakOf(days);
    const day = days.find((d) => d.date === peakOccupancyDate);
    const answer = await ok<{
      date: string;
      peak: number;
      peakAt: string;
      average: number | null;
      utilization: number;
      averageUtilization: number | null;
      items: { start: string; peak: number; average: number }[];
    }>('/api/occupancy/peak-day', { buildingId: HARBOR_POINT }, tokens.harbor);
    expect(answer.date).toBe(peakOccupancyDate);
    expect(answer.peak).toBe(day?.peak);
    expect(answer.peakAt).toBe(day?.peakAt);
    expectClose(answer.average, day?.average ?? null);
    expectClose(answer.utilization, utilization(day?.peak ?? null, capacity));
    expectClose(answer.averageUtilization, utilization(day?.average ?? null, capacity));
    const hours = new Map<string, number[]>();
    for (const [at, n] of simultaneousSums(
      p.readings,
      primaryOf(HARBOR_POINT),
      buildingSpaceIds(HARBOR_POINT),
    )) {
      const local = wallClock(at, zone);
      if (local.slice(0, 10) !== peakOccupancyDate) continue;
      const start = `${local.slice(11, 13)}:00`;
      hours.set(start, [...(hours.get(start) ?? []), n]);
    }
    expect(answer.items.map((h) => h.start)).toEqual([...hours.keys()]);
    for (const h of answer.items) {
      const values = hours.get(h.start) ?? [];
      expect(h.peak, h.start).toBe(Math.max(...values));
      expectClose(h.average, mean(values), h.start);
    }

    const [outage] = daysWithoutData(LIBERTY_PLAZA);
    const empty = await ok(
      '/api/occupancy/peak-day',
      { buildingId: LIBERTY_PLAZA, date: outage },
      tokens.harbor,
    );
    expect(empty).toMatchObject({ date: outage, peak: null, peakAt: null, items: [] });
  });

  it('/occupancy/occupancy-coverage: state, days with data, working days, gaps and backfill of a building', async () => {
    const spaceIds = buildingSpaceIds(LIBERTY_PLAZA);
    const range = defaultRange(buildingDays(LIBERTY_PLAZA).map((d) => d.date));
    if (!range) throw new Error('Liberty Plaza has data');
    const expected = expectedCoverage(LIBERTY_PLAZA, spaceIds, range, null);
    const answer = await ok<{ items: Answer[] } & Range>(
      '/api/occupancy/occupancy-coverage',
      { buildingId: LIBERTY_PLAZA },
      tokens.harbor,
    );
    expect(answer).toMatchObject(range);
    expect(answer.items).toHaveLength(1);
    expect(answer.items[0]).toMatchObject(expected.item);
    expect(expected.item.gaps.length).toBeGreaterThan(0);
    expect(expected.item.state).toBe('PARTIALLY_COVERED');
    expectClose(answer.items[0]?.coverage as number, expected.coverage);
  });

  it('/occupancy/occupancy-coverage: a lease over a range starting before its data', async () => {
    const { buildingId, endDate } = lease(NORTHWIND_FEDERAL);
    const dates = leaseDays(NORTHWIND_FEDERAL).map((d) => d.date);
    const range = { startDate: addDays(dates[0] ?? '', -10), endDate: dates.at(-1) ?? '' };
    const expected = expectedCoverage(buildingId, spacesOfLease(NORTHWIND_FEDERAL), range, endDate);
    const answer = await ok<{ items: Answer[] } & Range>(
      '/api/occupancy/occupancy-coverage',
      { buildingId, tenantId: NORTHWIND_FEDERAL, ...range },
      tokens.northwind,
    );
    expect(answer).toMatchObject(range);
    expect(answer.items[0]).toMatchObject(expected.item);
    expect(expected.item.gaps[0]?.startDate).toBe(
      [0, 1, 2, 3]
        .map((n) => addDays(range.startDate, n))
        .find((d) => isWorkday(d, hoursOf(buildingId))),
    );
    expectClose(answer.items[0]?.coverage as number, expected.coverage);
  });

  it('/occupancy/flex: a lease’s demand, demand curve and the seats for 80 % of days', async () => {
    const days = leaseDays(GLOBEX_LIBERTY);
    const peaks = days.map((d) => d.peak);
    const answer = await ok(
      '/api/occupancy/flex',
      { buildingId: LIBERTY_PLAZA, tenantId: GLOBEX_LIBERTY },
      tokens.globex,
    );
    expect(answer).toMatchObject(defaultRange(days.map((d) => d.date)) ?? {});
    expect(answer.demand).toEqual(days.map((d) => ({ date: d.date, occupancy: d.peak })));
    expect(answer.demandCurve).toEqual(
      demandCurve(peaks).map((point) => ({
        ...point,
        share: expect.closeTo(point.share, 9) as unknown,
      })),
    );
    expect(answer.flexSummary).toEqual({
      newCapacity: flexNewCapacity(peaks),
      percentile: FLEX_PERCENTILE,
    });
  });

  it('/occupancy/building-flex-summary: a building’s demand and the seats for 80 % of days', async () => {
    const days = buildingDays(FEDERAL_PLACE);
    const peaks = days.map((d) => d.peak);
    const answer = await ok(
      '/api/occupancy/building-flex-summary',
      { buildingId: FEDERAL_PLACE },
      tokens.harbor,
    );
    expect(answer.demand).toEqual(days.map((d) => ({ date: d.date, occupancy: d.peak })));
    expect(answer.demandCurve).toEqual(
      demandCurve(peaks).map((point) => ({
        ...point,
        share: expect.closeTo(point.share, 9) as unknown,
      })),
    );
    expect(answer.flexSummary).toEqual({
      newCapacity: flexNewCapacity(peaks),
      percentile: FLEX_PERCENTILE,
    });
  });

  it('/occupancy/tenants/monthly-occupancy: completed months of a lease', async () => {
    const { buildingId } = lease(NORTHWIND_FEDERAL);
    const capacity = leaseSeats(NORTHWIND_FEDERAL);
    const months = completed(
      monthsOf(leaseDays(NORTHWIND_FEDERAL), hoursOf(buildingId)),
      zoneOf(buildingId),
    );
    const answer = await ok<{ items: Month[]; capacity: number }>(
      '/api/occupancy/tenants/monthly-occupancy',
      { buildingId, tenantId: NORTHWIND_FEDERAL },
      tokens.northwind,
    );
    expect(answer.capacity).toBe(capacity);
    expect(months.length).toBeGreaterThan(0);
    expect(answer.items).toEqual(
      months.map((m) => ({
        ...m,
        average: m.average === null ? null : (expect.closeTo(m.average, 9) as unknown),
        utilization: expect.closeTo(utilization(m.average, capacity) ?? NaN, 9) as unknown,
      })),
    );
  });

  it('/occupancy/tenants/average-occupancy: each lease’s last completed month and its change', async () => {
    const leaseIds = p.leases
      .filter((l) => l.buildingId === LIBERTY_PLAZA && l.status === 'ACTIVE')
      .map((l) => l.id);
    const answer = await ok<{ items: Answer[] }>(
      '/api/occupancy/tenants/average-occupancy',
      { buildingId: LIBERTY_PLAZA },
      tokens.harbor,
    );
    expect(answer.items.map((i) => i.tenantId).sort()).toEqual(leaseIds.sort());
    for (const id of leaseIds) {
      const months = completed(
        monthsOf(leaseDays(id), hoursOf(LIBERTY_PLAZA)),
        zoneOf(LIBERTY_PLAZA),
      );
      const { last, previous } = lastTwo(months);
      const item = answer.items.find((i) => i.tenantId === id);
      const holder = p.organizations.find((o) => o.id === lease(id).organizationId);
      expect(item?.orgName).toBe(holder?.name);
      expect(item?.capacity, `lease ${String(id)}`).toBe(leaseSeats(id));
      expectClose(item?.average as number | null, last?.average ?? null, `lease ${String(id)}`);
      expectClose(
        item?.change as number | null,
        changePercent(last?.average ?? null, previous?.average ?? null),
        `lease ${String(id)}`,
      );
    }
    // With a floor: the leases holding a space on it.
    const floorId =
      p.floors.find((f) => f.buildingId === LIBERTY_PLAZA && f.position === 1)?.id ?? 0;
    const onFloor = new Set(spacesOnFloors([floorId]).map((sp) => sp.id));
    const holding = leaseIds.filter((id) => spacesOfLease(id).some((sp) => onFloor.has(sp)));
    const byFloor = await ok<{ items: Answer[] }>(
      '/api/occupancy/tenants/average-occupancy',
      { buildingId: LIBERTY_PLAZA, floorId },
      tokens.harbor,
    );
    expect(byFloor.items.map((i) => i.tenantId).sort()).toEqual([...holding].sort());
    expect(holding.length).toBeLessThan(leaseIds.length);
    // The occupier asks for its own lease.
    const own = await ok<{ items: Answer[] }>(
      '/api/occupancy/tenants/average-occupancy',
      { buildingId: FEDERAL_PLACE, tenantId: NORTHWIND_FEDERAL },
      tokens.northwind,
    );
    const { last } = lastTwo(
      completed(
        monthsOf(leaseDays(NORTHWIND_FEDERAL), hoursOf(FEDERAL_PLACE)),
        zoneOf(FEDERAL_PLACE),
      ),
    );
    expect(own.items.map((i) => i.tenantId)).toEqual([NORTHWIND_FEDERAL]);
    expectClose(own.items[0]?.average as number | null, last?.average ?? null);
  });

  it('/occupancy/buildings/average-occupancy: each building over its own last year of data', async () => {
    const ids = [HARBOR_POINT, LIBERTY_PLAZA, FEDERAL_PLACE];
    const answer = await ok<{ items: Answer[] }>(
      '/api/occupancy/buildings/average-occupancy',
      { buildingId: ids },
      tokens.harbor,
    );
    const byName = [...p.buildings].sort((a, b) => a.name.localeCompare(b.name));
    expect(answer.items.map((i) => i.buildingId)).toEqual(byName.map((b) => b.id));
    for (const b of byName) {
      const item = answer.items.find((i) => i.buildingId === b.id);
      const days = buildingDays(b.id);
      const capacity = seatsOf(buildingSpaceIds(b.id));
      const peak = peakOf(days);
      const average = averageOf(days, hoursOf(b.id));
      const { last, previous } = lastTwo(completed(monthsOf(days, hoursOf(b.id)), b.timeZone));
      expect(item).toMatchObject({
        name: b.name,
        capacity,
        ...peak,
        ...defaultRange(days.map((d) => d.date)),
      });
      expectClose(item?.averageOccupancy as number, average, b.name);
      expectClose(
        item?.peakUtilization as number,
        utilization(peak.peakOccupancy, capacity),
        b.name,
      );
      expectClose(item?.averageUtilization as number, utilization(average, capacity), b.name);
      expectClose(
        item?.change as number | null,
        changePercent(last?.average ?? null, previous?.average ?? null),
        b.name,
      );
    }
  });

  it('/occupancy/organizations-peak-occupancy: each occupier’s leases together per building, added across buildings', async () => {
    const ids = [HARBOR_POINT, LIBERTY_PLAZA, FEDERAL_PLACE];
    const active = p.leases.filter((l) => l.status === 'ACTIVE' && ids.includes(l.buildingId));
    const holders = [...new Set(active.map((l) => l.organizationId))]
      .map((id) => p.organizations.find((o) => o.id === id))
      .filter((o) => o !== undefined)
      .sort((a, b) => a.name.localeCompare(b.name));
    // Per organization and building, its leases there are one group (every one is its own and
    // active in the small portfolio): the simultaneous sums of their spaces, each once.
    const figuresOf = (organizationId: number) => {
      const mine = active.filter((l) => l.organizationId === organizationId);
      const perBuilding = [...new Set(mine.map((l) => l.buildingId))].map((b) =>
        daysOf(b, [
          ...new Set(mine.filter((l) => l.buildingId === b).flatMap((l) => spacesOfLease(l.id))),
        ]),
      );
      const seats = mine.map((l) => leaseSeats(l.id));
      return {
        days: sumByDate(perBuilding),
        capacity: seats.includes(null) ? null : sumOrNull(seats),
      };
    };
    const range = defaultRange(active.flatMap((l) => leaseDays(l.id).map((d) => d.date)));
    if (!range) throw new Error('the leases have data');
    const answer = await ok<{ items: Answer[] } & Range>(
      '/api/occupancy/organizations-peak-occupancy',
      { buildingId: ids },
      tokens.harbor,
    );
    expect(answer).toMatchObject(range);
    expect(answer.items.map((i) => i.organizationId)).toEqual(holders.map((o) => o.id));
    for (const holder of holders) {
      const { days, capacity } = figuresOf(holder.id);
      const inRange = within(days, range);
      const peak = peakOf(inRange);
      const item = answer.items.find((i) => i.organizationId === holder.id);
      expect(item, holder.name).toMatchObject({ orgName: holder.name, capacity, ...peak });
      expectClose(
        item?.averageOccupancy as number,
        averageOf(inRange, hoursOf(HARBOR_POINT)),
        holder.name,
      );
      expectClose(
        item?.peakUtilization as number,
        utilization(peak.peakOccupancy, capacity),
        holder.name,
      );
    }
    // An occupier gets only its own organization.
    const own = await ok<{ items: Answer[] }>(
      '/api/occupancy/organizations-peak-occupancy',
      { buildingId: FEDERAL_PLACE },
      tokens.northwind,
    );
    expect(own.items.map((i) => i.organizationId)).toEqual([org('northwind').id]);
  });

  it('/occupancy/run-flex-requirements then /building-flex-requirements: each active lease’s seats and scenarios', async () => {
    const ids = [HARBOR_POINT, LIBERTY_PLAZA];
    const run = await ok(
      '/api/occupancy/run-flex-requirements',
      { buildingId: ids },
      tokens.harbor,
    );
    expect(run.status).toBe('QUEUED');
    await p.t.app.jobs.drain();
    for (const buildingId of ids) {
      const active = p.leases.filter((l) => l.buildingId === buildingId && l.status === 'ACTIVE');
      const range = defaultRange(active.flatMap((l) => leaseDays(l.id).map((d) => d.date)));
      if (!range) throw new Error('the leases have data');
      const answer = await ok<{ items: Answer[] } & Answer>(
        '/api/occupancy/building-flex-requirements',
        { buildingId },
        tokens.harbor,
      );
      expect(answer).toMatchObject({ status: 'SUCCEEDED', error: null, ...range });
      expect(answer.items.map((i) => i.tenantId).sort()).toEqual(active.map((l) => l.id).sort());
      for (const l of active) {
        const item = answer.items.find((i) => i.tenantId === l.id);
        const label = `lease ${String(l.id)}`;
        const subleases = activeSubleases(l.id);
        const parent = l.parentId === null ? null : lease(l.parentId);
        expect(item, label).toMatchObject({
          parentId: l.parentId,
          organizationId: l.organizationId,
          targetDensity: l.targetDensity,
        });
        if (subleases.some((s) => s.capacity === null) || (parent && parent.capacity === null)) {
          const message = subleases.some((s) => s.capacity === null)
            ? 'Capacity is missing in the sublease'
            : 'Capacity is missing in the parent lease';
          expect(item, label).toMatchObject({
            message,
            capacity: null,
            rentableArea: null,
            peak: null,
            average: null,
            newCapacity: null,
          });
          continue;
        }
        // Its seats and area less today's subleases'; its people those of the spaces it keeps.
        const capacity = Math.max(
          0,
          (leaseSeats(l.id) ?? 0) - subleases.reduce((a, s) => a + (s.capacity ?? 0), 0),
        );
        const area = Math.max(
          0,
          (l.rentableSF ?? 0) - subleases.reduce((a, s) => a + (s.rentableSF ?? 0), 0),
        );
        const sublet = new Set(subleases.flatMap((s) => spacesOfLease(s.id)));
        const kept = spacesOfLease(l.id).filter((id) => !sublet.has(id));
        const days = within(daysOf(buildingId, kept), range);
        const peaks = days.map((d) => d.peak);
        const { peakOccupancy: peak, peakOccupancyDate } = peakOf(days);
        const newCapacity = flexNewCapacity(peaks);
        const density = l.targetDensity ?? NaN;
        expect(item, label).toMatchObject({
          message: null,
          capacity,
          rentableArea: area,
          peak,
          peakDate: peakOccupancyDate,
          newCapacity,
          seatsToRelease: capacity - (newCapacity ?? NaN),
        });
        expectClose(item?.average as number, averageOf(days, hoursOf(buildingId)), label);
        const scenario = (seats: number, flexSeats: number) => ({
          seats,
          flexSeats,
          seatsToRelease: capacity - seats,
          area: expect.closeTo(seats * density, 6) as unknown,
          areaToRelease: expect.closeTo(area - seats * density, 6) as unknown,
        });
        expect(item?.scenarios, label).toEqual([
          { scenario: 'CURRENT', ...scenario(capacity, 0) },
          { scenario: 'OPTIMIZED', ...scenario(peak ?? NaN, 0) },
          {
            scenario: 'CONVENTIONAL_FLEX',
            ...scenario(newCapacity ?? NaN, Math.max(0, (peak ?? NaN) - (newCapacity ?? NaN))),
          },
        ]);
      }
    }
  });

  it('/encumbrances/statistic/building-costs: the lease’s rent split into used, peak-only and unused seats', async () => {
    const l = lease(NORTHWIND_FEDERAL);
    const days = leaseDays(l.id);
    const rent = (l.rentRate ?? NaN) * (l.rentableSF ?? NaN);
    const capacity = leaseSeats(l.id) ?? NaN;
    const average = averageOf(days, hoursOf(l.buildingId)) ?? NaN;
    const peak = peakOf(days).peakOccupancy ?? NaN;
    const utilized = rent * Math.min(average / capacity, 1);
    const underutilized =
      rent * (Math.min(Math.max(peak, average) / capacity, 1) - Math.min(average / capacity, 1));
    const answer = await ok<Record<string, number>>(
      '/api/encumbrances/statistic/building-costs',
      { buildingId: l.buildingId, tenantId: l.id },
      tokens.northwind,
    );
    expect(answer.currency).toBe(building(l.buildingId).currency);
    expectClose(answer.utilizedCost ?? null, utilized);
    expectClose(answer.underutilizedCost ?? null, underutilized);
    expectClose(answer.unusedCost ?? null, rent - utilized - underutilized);
    expectClose(
      (answer.utilizedCost ?? 0) + (answer.underutilizedCost ?? 0) + (answer.unusedCost ?? 0),
      rent,
    );
  });

  it('/floors/occupancy: each space’s hourly peaks on a day, in local time', async () => {
    const floorId =
      p.floors.find((f) => f.buildingId === FEDERAL_PLACE && f.name === 'Level 2')?.id ?? 0;
    const zone = zoneOf(FEDERAL_PLACE);
    const onFloor = new Set(spacesOnFloors([floorId]).map((s) => s.id));
    // The last Tuesday with data.
    const date = buildingDays(FEDERAL_PLACE)
      .map((d) => d.date)
      .filter((d) => isoWeekday(d) === 2)
      .at(-1);
    const expected = new Map<number, Map<string, number>>();
    for (const r of p.readings) {
      if (
        r.spaceId === null ||
        !onFloor.has(r.spaceId) ||
        r.dataSourceId !== primaryOf(FEDERAL_PLACE)
      )
        continue;
      const local = wallClock(r.at, zone);
      if (local.slice(0, 10) !== date) continue;
      const hours = expected.get(r.spaceId) ?? new Map<string, number>();
      const start = `${local.slice(11, 13)}:00`;
      hours.set(start, Math.max(hours.get(start) ?? 0, r.occupancy));
      expected.set(r.spaceId, hours);
    }
    const answer = await ok<{ items: { spaceId: number; items: unknown[] }[] }>(
      '/api/floors/occupancy',
      { floorId, date },
      tokens.harbor,
    );
    expect(expected.size).toBeGreaterThan(0);
    expect([...answer.items].sort((a, b) => a.spaceId - b.spaceId)).toEqual(
      [...expected]
        .sort(([a], [b]) => a - b)
        .map(([spaceId, hours]) => ({
          spaceId,
          items: [...hours]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([start, occupancy]) => ({ start, occupancy })),
        })),
    );
  });

  it('/occupancy/buildings/average-occupancy: one completed month asked gives no change', async () => {
    const days = buildingDays(HARBOR_POINT);
    const [last] = completed(monthsOf(days, hoursOf(HARBOR_POINT)), zoneOf(HARBOR_POINT)).slice(-1);
    if (!last) throw new Error('Harbor Point has a completed month');
    const month = `${String(last.year)}-${String(last.month).padStart(2, '0')}`;
    // The month's first and last day (day 0 of the next month).
    const range = {
      startDate: `${month}-01`,
      endDate: new Date(Date.UTC(last.year, last.month, 0)).toISOString().slice(0, 10),
    };
    const inRange = within(days, range);
    const answer = await ok<{ items: Answer[] }>(
      '/api/occupancy/buildings/average-occupancy',
      { buildingId: HARBOR_POINT, ...range },
      tokens.harbor,
    );
    const [item] = answer.items;
    expect(item).toMatchObject({ ...range, ...peakOf(inRange), change: null });
    expectClose(item?.averageOccupancy as number, averageOf(inRange, hoursOf(HARBOR_POINT)));
  });

  it('/occupancy/peak-day: a Saturday has a peak but no working-hours average', async () => {
    const days = buildingDays(HARBOR_POINT);
    const saturday = days.filter((d) => isoWeekday(d.date) === 6).at(-1);
    if (!saturday) throw new Error('Harbor Point has Saturday readings');
    const capacity = seatsOf(buildingSpaceIds(HARBOR_POINT));
    const answer = await ok(
      '/api/occupancy/peak-day',
      { buildingId: HARBOR_POINT, date: saturday.date },
      tokens.harbor,
    );
    expect(answer).toMatchObject({
      date: saturday.date,
      peak: saturday.peak,
      peakAt: saturday.peakAt,
      average: null,
      averageUtilization: null,
    });
    expectClose(answer.utilization as number, utilization(saturday.peak, capacity));
  });

  it('/operators/site-statistics: an empty site, then two operated floors as one group', async () => {
    const metro = org('metrospaces');
    // The small portfolio's operator runs no floor: the owner sees an empty site, and the
    // operator sees no building at all.
    const empty = await ok(
      '/api/operators/site-statistics',
      { buildingId: FEDERAL_PLACE, organizationId: metro.id },
      tokens.harbor,
    );
    expect(empty).toMatchObject({
      floorCount: 0,
      roomCount: 0,
      capacity: 0,
      peakOccupancy: null,
      occupancies: [],
    });
    const outside = await p.t.post(
      '/api/operators/site-statistics',
      { buildingId: FEDERAL_PLACE, organizationId: metro.id },
      tokens.metro,
    );
    expect(outside.statusCode).toBe(404);

    // Metrospaces takes over both office floors of Federal Place (the last test: it changes the
    // portfolio), and the site's daily peak is then the simultaneous peak of both floors.
    const operated = p.floors.filter((f) => f.buildingId === FEDERAL_PLACE && f.position > 0);
    for (const floor of operated)
      await ok(
        '/api/floors/update',
        { id: floor.id, data: { operatorOrganizationId: metro.id } },
        tokens.master,
      );
    await p.t.app.jobs.drain();
    const siteSpaces = spacesOnFloors(operated.map((f) => f.id));
    const days = daysOf(
      FEDERAL_PLACE,
      siteSpaces.map((s) => s.id),
    );
    const capacity = seatsOf(siteSpaces.map((s) => s.id)) ?? 0;
    const peak = peakOf(days);
    const hours = hoursOf(FEDERAL_PLACE);
    const { last, previous } = lastTwo(completed(monthsOf(days, hours), zoneOf(FEDERAL_PLACE)));
    const answer = await ok(
      '/api/operators/site-statistics',
      { buildingId: FEDERAL_PLACE, organizationId: metro.id },
      tokens.metro,
    );
    expect(answer).toMatchObject({
      floorCount: operated.length,
      roomCount: siteSpaces.length,
      rentableArea: operated.reduce((a, f) => a + (f.rentableSF ?? 0), 0),
      capacity,
      ...peak,
      ...defaultRange(days.map((d) => d.date)),
    });
    // Adding the floors' own daily peaks would give more on the days they peak at different times.
    const floorPeaks = new Map(
      sumByDate(
        operated.map((f) =>
          daysOf(
            FEDERAL_PLACE,
            spacesOnFloors([f.id]).map((s) => s.id),
          ),
        ),
      ).map((d) => [d.date, d.peak]),
    );
    expect(days.filter((d) => (floorPeaks.get(d.date) ?? 0) > d.peak).length).toBeGreaterThan(0);
    expectClose(answer.peakUtilization as number, utilization(peak.peakOccupancy, capacity));
    expectClose(answer.avgUtilization as number, utilization(averageOf(days, hours), capacity));
    expectClose(
      answer.avgUtilizationMoM as number | null,
      changePercent(
        utilization(last?.average ?? null, capacity),
        utilization(previous?.average ?? null, capacity),
      ),
    );
    const source = String(primaryOf(FEDERAL_PLACE));
    expect(answer.occupancies).toEqual(
      days.map((d) => ({
        date: d.date,
        counts: { [source]: { occupancy: d.peak, hasBackfill: d.hasBackfill, isPrimary: true } },
      })),
    );
    const dowDemand = answer.dowDemand as { dow: number; avg: number | null; values: number[] }[];
    expect(dowDemand.map((d) => d.dow)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const { dow, avg, values } of dowDemand) {
      const peaks = days.filter((d) => sundayFirstWeekday(d.date) === dow).map((d) => d.peak);
      expect(values, String(dow)).toEqual(peaks);
      expectClose(avg, peaks.length ? mean(peaks) : null, String(dow));
    }
  });

  it('follows a building’s own working hours (Tuesday–Saturday, 09:00–17:00) once re-derived', async () => {
    const workingHours = { start: '09:00', end: '17:00', days: [2, 3, 4, 5, 6] };
    await ok('/api/buildings/update', { id: HARBOR_POINT, data: { workingHours } }, tokens.master);
    await p.t.app.jobs.drain();
    // Read the building row again: its working hours are what the figures below follow.
    const saved = await ok<{ items: { workingHours: WorkingHours }[] }>(
      '/api/buildings/full',
      { where: { id: HARBOR_POINT } },
      tokens.harbor,
    );
    const stored = saved.items[0]?.workingHours;
    expect(stored).toEqual(workingHours);
    p.buildings = p.buildings.map((b) => (b.id === HARBOR_POINT ? { ...b, workingHours } : b));

    const days = buildingDays(HARBOR_POINT);
    const capacity = seatsOf(buildingSpaceIds(HARBOR_POINT));
    const average = averageOf(days, workingHours);
    expect(average).not.toBeCloseTo(
      averageOf(days, { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5] }) ?? 0,
      6,
    );
    const statistic = await ok(
      '/api/occupancy/statistic',
      { buildingId: HARBOR_POINT },
      tokens.harbor,
    );
    expectClose(statistic.averageOccupancy as number, average);
    expectClose(statistic.averageUtilization as number, utilization(average, capacity));

    // A day's average covers the new hours only.
    const tuesday = days.filter((d) => isoWeekday(d.date) === 2).at(-1);
    const day = await ok(
      '/api/occupancy/peak-day',
      { buildingId: HARBOR_POINT, date: tuesday?.date },
      tokens.harbor,
    );
    expectClose(day.average as number, tuesday?.average ?? null);

    const range = defaultRange(days.map((d) => d.date));
    if (!range) throw new Error('Harbor Point has data');
    const coverage = await ok<{ items: Answer[] }>(
      '/api/occupancy/occupancy-coverage',
      { buildingId: HARBOR_POINT },
      tokens.harbor,
    );
    const expected = expectedCoverage(HARBOR_POINT, buildingSpaceIds(HARBOR_POINT), range, null);
    expect(coverage.items[0]).toMatchObject(expected.item);

    const months = completed(monthsOf(days, workingHours), zoneOf(HARBOR_POINT));
    const { last, previous } = lastTwo(months);
    const averages = await ok<{ items: Answer[] }>(
      '/api/occupancy/buildings/average-occupancy',
      { buildingId: HARBOR_POINT },
      tokens.harbor,
    );
    expectClose(averages.items[0]?.averageOccupancy as number, average);
    expectClose(
      averages.items[0]?.change as number | null,
      changePercent(last?.average ?? null, previous?.average ?? null),
    );

    const leaseMonths = completed(
      monthsOf(leaseDays(GLOBEX_HARBOR_POINT), workingHours),
      zoneOf(HARBOR_POINT),
    );
    const monthly = await ok<{ items: Month[] }>(
      '/api/occupancy/tenants/monthly-occupancy',
      { buildingId: HARBOR_POINT, tenantId: GLOBEX_HARBOR_POINT },
      tokens.globex,
    );
    expect(monthly.items.map((m) => `${String(m.year)}-${String(m.month)}`)).toEqual(
      leaseMonths.map((m) => `${String(m.year)}-${String(m.month)}`),
    );
    monthly.items.forEach((m, i) => {
      expectClose(
        m.average,
        leaseMonths[i]?.average ?? null,
        `${String(m.year)}-${String(m.month)}`,
      );
    });

    // Several buildings whose working hours now differ: each building's own in its row, and
    // Monday–Friday where one figure pools them.
    const weekdays = { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5] };
    const both = [HARBOR_POINT, LIBERTY_PLAZA];
    const perBuilding = await ok<{ items: Answer[] }>(
      '/api/occupancy/buildings/average-occupancy',
      { buildingId: both },
      tokens.harbor,
    );
    for (const id of both)
      expectClose(
        perBuilding.items.find((i) => i.buildingId === id)?.averageOccupancy as number,
        averageOf(buildingDays(id), hoursOf(id)),
        `building ${String(id)}`,
      );
    const pooledDays = sumByDate(both.map((id) => buildingDays(id)));
    const pooled = await ok('/api/occupancy/statistic', { buildingId: both }, tokens.harbor);
    expect(pooled).toMatchObject({
      ...peakOf(pooledDays),
      capacity: sumOrNull(both.map((id) => seatsOf(buildingSpaceIds(id)))),
    });
    expectClose(pooled.averageOccupancy as number, averageOf(pooledDays, weekdays));
    const globex = org('globex');
    const organizations = await ok<{ items: Answer[] }>(
      '/api/occupancy/organizations-peak-occupancy',
      { buildingId: both },
      tokens.harbor,
    );
    const globexDays = sumByDate([leaseDays(GLOBEX_HARBOR_POINT), leaseDays(GLOBEX_LIBERTY)]);
    expectClose(
      organizations.items.find((i) => i.organizationId === globex.id)?.averageOccupancy as number,
      averageOf(globexDays, weekdays),
    );
  });
});

// The occupancy calls on the generator's `small` portfolio, for one building: its day-of-week
// statistics, daily peaks, raw readings, coverage, flex summary and a floor's spaces. Every figure
// is worked out again from the raw readings and the structure's rows, following docs/metrics.md —
// never with the product's analytics (./support/small-occupancy-expected.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClock } from './support/expected-occupancy.ts';
import {
  averageOf,
  defaultRange,
  demandCurve,
  describeValues,
  expectClose,
  FLEX_PERCENTILE,
  flexNewCapacity,
  isoWeekday,
  localDate,
  peakOf,
  sundayFirstWeekday,
  utilization,
  type Range,
} from './support/small-occupancy-expected.ts';
import {
  FEDERAL_PLACE,
  GLOBEX_HARBOR_POINT,
  GLOBEX_LIBERTY,
  HARBOR_POINT,
  LIBERTY_PLAZA,
  NORTHWIND_FEDERAL,
  startSmallOccupancy,
  type Answer,
  type SmallOccupancy,
} from './support/small-occupancy-setup.ts';
import type { RawReading } from './support/small-portfolio.ts';

describe('occupancy calls on the small portfolio', () => {
  let s: SmallOccupancy;

  beforeAll(async () => {
    s = await startSmallOccupancy();
  }, 120_000);
  afterAll(() => s.p.t.close());

  it('has the portfolio the checks below are written for', () => {
    const { p, org, lease, primaryOf, daysWithoutData } = s;
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
    const { tokens, hoursOf, buildingSpaceIds, seatsOf, buildingDays, ok } = s;
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
    const { tokens, primaryOf, buildingDays, ok } = s;
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

  it('/occupancy/full: the raw readings of the backfilled days, in time order, paged', async () => {
    const { p, tokens, zoneOf, primaryOf, ok } = s;
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

  it('/occupancy/occupancy-coverage: state, days with data, working days, gaps and backfill of a building', async () => {
    const { tokens, buildingSpaceIds, buildingDays, expectedCoverage, ok } = s;
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

  it('/occupancy/building-flex-summary: a building’s demand and the seats for 80 % of days', async () => {
    const { tokens, buildingDays, ok } = s;
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

  it('/floors/occupancy: each space’s hourly peaks on a day, in local time', async () => {
    const { p, tokens, zoneOf, primaryOf, spacesOnFloors, buildingDays, ok } = s;
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
});

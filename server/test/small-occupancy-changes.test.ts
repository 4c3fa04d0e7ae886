// The occupancy calls on the generator's `small` portfolio once it changes: an operator given two
// floors, and a building's working hours. Both change the portfolio, so they run here, on a
// portfolio of their own, after each other in their original order. Every figure is worked out
// again from the raw readings and the structure's rows (./support/small-occupancy-expected.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mean } from './support/expected-occupancy.ts';
import {
  averageOf,
  changePercent,
  completed,
  defaultRange,
  expectClose,
  isoWeekday,
  lastTwo,
  monthsOf,
  peakOf,
  sumByDate,
  sumOrNull,
  sundayFirstWeekday,
  utilization,
  type WorkingHours,
  type Month,
} from './support/small-occupancy-expected.ts';
import {
  FEDERAL_PLACE,
  GLOBEX_HARBOR_POINT,
  GLOBEX_LIBERTY,
  HARBOR_POINT,
  LIBERTY_PLAZA,
  startSmallOccupancy,
  type Answer,
  type SmallOccupancy,
} from './support/small-occupancy-setup.ts';

describe('occupancy calls on the small portfolio', () => {
  let s: SmallOccupancy;

  beforeAll(async () => {
    s = await startSmallOccupancy();
  }, 120_000);
  afterAll(() => s.p.t.close());

  it('/operators/site-statistics: an empty site, then two operated floors as one group', async () => {
    const { p, tokens, org, zoneOf, hoursOf, primaryOf, spacesOnFloors, seatsOf, daysOf, ok } = s;
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
    const {
      p,
      tokens,
      org,
      zoneOf,
      hoursOf,
      buildingSpaceIds,
      seatsOf,
      buildingDays,
      leaseDays,
      expectedCoverage,
      ok,
    } = s;
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

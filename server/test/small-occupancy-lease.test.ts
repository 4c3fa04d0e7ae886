// The occupancy calls on the generator's `small` portfolio for a lease: its hours, coverage, flex,
// months, the flex requirements of a building's leases and its rent split by use. Every figure
// is worked out again from the raw readings and the structure's rows, following docs/metrics.md
// (./support/small-occupancy-expected.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mean, wallClock } from './support/expected-occupancy.ts';
import {
  addDays,
  averageOf,
  changePercent,
  completed,
  defaultRange,
  demandCurve,
  expectClose,
  FLEX_PERCENTILE,
  flexNewCapacity,
  isWorkday,
  lastTwo,
  monthsOf,
  peakOf,
  utilization,
  within,
  type Range,
  type Month,
} from './support/small-occupancy-expected.ts';
import {
  FEDERAL_PLACE,
  GLOBEX_LIBERTY,
  HARBOR_POINT,
  LIBERTY_PLAZA,
  NORTHWIND_FEDERAL,
  startSmallOccupancy,
  type Answer,
  type SmallOccupancy,
} from './support/small-occupancy-setup.ts';
import { simultaneousSums } from './support/small-portfolio.ts';

describe('occupancy calls on the small portfolio', () => {
  let s: SmallOccupancy;

  beforeAll(async () => {
    s = await startSmallOccupancy();
  }, 120_000);
  afterAll(() => s.p.t.close());

  it('/occupancy: the hourly peak and mean of a lease, per local hour', async () => {
    const { p, tokens, lease, zoneOf, primaryOf, spacesOfLease, leaseDays, ok } = s;
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

  it('/occupancy/occupancy-coverage: a lease over a range starting before its data', async () => {
    const { tokens, lease, hoursOf, spacesOfLease, leaseDays, expectedCoverage, ok } = s;
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
    const { tokens, leaseDays, ok } = s;
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

  it('/occupancy/tenants/monthly-occupancy: completed months of a lease', async () => {
    const { tokens, lease, zoneOf, hoursOf, leaseSeats, leaseDays, ok } = s;
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
    const {
      p,
      tokens,
      lease,
      zoneOf,
      hoursOf,
      spacesOnFloors,
      spacesOfLease,
      leaseSeats,
      leaseDays,
      ok,
    } = s;
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

  it('/occupancy/run-flex-requirements then /building-flex-requirements: each active lease’s seats and scenarios', async () => {
    const {
      p,
      tokens,
      lease,
      hoursOf,
      spacesOfLease,
      leaseSeats,
      daysOf,
      leaseDays,
      activeSubleases,
      ok,
    } = s;
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
    const { tokens, building, lease, hoursOf, leaseSeats, leaseDays, ok } = s;
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
});

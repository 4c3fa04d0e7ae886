// The occupancy calls on the generator's `small` portfolio that rank and pool days: the peak
// days and peak day of one or several buildings, and the buildings' and occupiers' averages.
// Every figure is worked out again from the raw readings and the structure's rows, following
// docs/metrics.md (./support/small-occupancy-expected.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mean, wallClock } from './support/expected-occupancy.ts';
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
  utilization,
  within,
  type Range,
} from './support/small-occupancy-expected.ts';
import {
  FEDERAL_PLACE,
  HARBOR_POINT,
  LIBERTY_PLAZA,
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

  it('/occupancy/peak-days: the busiest days of a building with their peak time and utilization', async () => {
    const { tokens, buildingSpaceIds, seatsOf, buildingDays, ok } = s;
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
    const { tokens, buildingSpaceIds, seatsOf, buildingDays, ok } = s;
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
    const {
      p,
      tokens,
      zoneOf,
      primaryOf,
      buildingSpaceIds,
      seatsOf,
      buildingDays,
      daysWithoutData,
      ok,
    } = s;
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

  it('/occupancy/buildings/average-occupancy: each building over its own last year of data', async () => {
    const { p, tokens, hoursOf, buildingSpaceIds, seatsOf, buildingDays, ok } = s;
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
    const { p, tokens, org, hoursOf, spacesOfLease, leaseSeats, daysOf, leaseDays, ok } = s;
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

  it('/occupancy/buildings/average-occupancy: one completed month asked gives no change', async () => {
    const { tokens, zoneOf, hoursOf, buildingDays, ok } = s;
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
    const { tokens, buildingSpaceIds, seatsOf, buildingDays, ok } = s;
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
});

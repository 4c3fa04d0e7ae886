// Rollups worked out from packed readings (server/src/occupancy/derive.ts), on hand-built days whose
// answers are worked out here.
import { describe, expect, it } from 'vitest';
import { deriveRollups, type Hours, type Layout } from '../src/occupancy/derive.ts';
import { localClock } from '../src/occupancy/local-clock.ts';
import { Packer, dayKey, mergeDays, type ReadingDay } from '../src/occupancy/packing.ts';

const HOURS: Hours = { start: 8 * 3_600_000, end: 18 * 3_600_000, days: [1, 2, 3, 4, 5] };
const BUILDING = 1;
/** A layout with no floors, leases, operators, occupiers or kept spaces but those given. */
const layoutOf = (given: Partial<Layout>): Layout => ({
  floorOf: new Map(),
  leasesOf: new Map(),
  operatorOf: new Map(),
  occupiersOf: new Map(),
  keptBy: new Map(),
  ...given,
});
// Spaces 11 and 12 on floor 100; space 12 also held by lease 500.
const LAYOUT: Layout = layoutOf({
  floorOf: new Map([
    [11, 100],
    [12, 100],
  ]),
  leasesOf: new Map([[12, [500]]]),
});

function pack(
  timeZone: string,
  readings: [space: number | null, at: string, count: number, backfilled?: boolean][],
): ReadingDay[] {
  const packer = new Packer(localClock(timeZone));
  for (const [space, at, count, backfilled] of readings)
    packer.add(space, Date.parse(at), count, backfilled ?? false);
  return mergeDays(new Map(), packer.batch());
}

const derive = (timeZone: string, days: ReadingDay[], layout = LAYOUT) =>
  deriveRollups(days, {
    buildingId: BUILDING,
    layout,
    hours: HOURS,
    clock: localClock(timeZone),
  });

describe('rollups from packed readings', () => {
  it('takes a group’s peak from simultaneous sums, the first instant on a tie', () => {
    // Monday 2 March 2026 in New York (UTC−5): 09:00 and 10:00 local.
    const days = pack('America/New_York', [
      [11, '2026-03-02T14:00:00Z', 10],
      [12, '2026-03-02T14:00:00Z', 2],
      [11, '2026-03-02T15:00:00Z', 3],
      [12, '2026-03-02T15:00:00Z', 9],
    ]);
    const { groupDays, spaceHours } = derive('America/New_York', days);
    const building = groupDays.find((d) => d.kind === 'building');
    // Sums 12 and 12: the peak is 12 at the first instant, not 10 + 9 = 19.
    expect(building).toMatchObject({ date: '2026-03-02', peak: 12, samples: 2 });
    expect(new Date(building?.peakAt ?? 0).toISOString()).toBe('2026-03-02T14:00:00.000Z');
    expect(building?.workingAverage).toBe(12);
    expect(groupDays.find((d) => d.kind === 'tenant')).toMatchObject({ groupId: 500, peak: 9 });
    expect(spaceHours.find((h) => h.spaceId === 11)?.peaks).toEqual([10, 3]);
  });

  it('gives an operator’s site, the floors it runs, the simultaneous sums of their spaces', () => {
    // Spaces 11 (floor 100) and 13 (floor 101), both operated by organization 7; 12 is not.
    const layout = layoutOf({
      floorOf: new Map([
        [11, 100],
        [12, 100],
        [13, 101],
      ]),
      operatorOf: new Map([
        [11, 7],
        [13, 7],
      ]),
    });
    const days = pack('UTC', [
      [11, '2026-03-02T09:00:00Z', 6],
      [13, '2026-03-02T09:00:00Z', 1],
      [11, '2026-03-02T10:00:00Z', 2],
      [13, '2026-03-02T10:00:00Z', 8],
      [12, '2026-03-02T10:00:00Z', 50],
    ]);
    const { groupDays } = derive('UTC', days, layout);
    const site = groupDays.filter((d) => d.kind === 'operator');
    // 6 + 1 = 7 at 09:00 and 2 + 8 = 10 at 10:00: 10, not the floors' peaks 6 + 8 = 14, and
    // space 12's 50 is not the operator's.
    expect(site).toEqual([expect.objectContaining({ groupId: 7, peak: 10, samples: 2 })]);
    expect(new Date(site[0]?.peakAt ?? 0).toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });

  it('gives an occupier the simultaneous sums of its leases’ spaces in the building', () => {
    // Organization 9 is the tenant of lease 500 (space 11) and lease 501 (space 13); space 12 is
    // lease 502's, of organization 8.
    const layout = layoutOf({
      floorOf: new Map([
        [11, 100],
        [12, 100],
        [13, 101],
      ]),
      leasesOf: new Map([
        [11, [500]],
        [12, [502]],
        [13, [501]],
      ]),
      occupiersOf: new Map([
        [11, [9]],
        [12, [8]],
        [13, [9]],
      ]),
    });
    const days = pack('UTC', [
      [11, '2026-03-02T09:00:00Z', 6],
      [13, '2026-03-02T09:00:00Z', 1],
      [12, '2026-03-02T09:00:00Z', 4],
      [11, '2026-03-02T10:00:00Z', 2],
      [13, '2026-03-02T10:00:00Z', 8],
      [12, '2026-03-02T10:00:00Z', 3],
    ]);
    const { groupDays } = derive('UTC', days, layout);
    const peakOf = (kind: string, groupId: number) =>
      groupDays.find((d) => d.kind === kind && d.groupId === groupId)?.peak;
    // Leases 500 and 501 peak at 6 and 8, at different times; together 7 at 09:00 and 10 at
    // 10:00: the occupier's peak is 10, not 6 + 8 = 14.
    expect([peakOf('tenant', 500), peakOf('tenant', 501)]).toEqual([6, 8]);
    expect(peakOf('occupier', 9)).toBe(10);
    expect(peakOf('occupier', 8)).toBe(4);
  });

  it('gives a subleased lease the simultaneous sums of the spaces it keeps', () => {
    // Lease 500 holds spaces 11, 12 and 13; its sublease 501 took space 13: 500 keeps 11 and 12.
    const layout = layoutOf({
      floorOf: new Map([
        [11, 100],
        [12, 100],
        [13, 100],
      ]),
      leasesOf: new Map([
        [11, [500]],
        [12, [500]],
        [13, [500, 501]],
      ]),
      keptBy: new Map([
        [11, [500]],
        [12, [500]],
      ]),
    });
    const days = pack('UTC', [
      [11, '2026-03-02T09:00:00Z', 6],
      [12, '2026-03-02T09:00:00Z', 1],
      [13, '2026-03-02T09:00:00Z', 9],
      [11, '2026-03-02T09:15:00Z', 2],
      [12, '2026-03-02T09:15:00Z', 5],
      [13, '2026-03-02T09:15:00Z', 9],
    ]);
    const { groupDays } = derive('UTC', days, layout);
    const peakOf = (kind: string, groupId: number) =>
      groupDays.find((d) => d.kind === kind && d.groupId === groupId)?.peak;
    // Spaces 11 and 12 peak at 6 and 5 in the same hour, at different instants: together 7 at
    // 09:00 and 7 at 09:15, so the kept peak is 7 (their hourly peaks added: 11).
    expect(peakOf('kept', 500)).toBe(7);
    expect(peakOf('tenant', 500)).toBe(16);
    expect(peakOf('kept', 501)).toBeUndefined();
  });

  it('counts a building-level counter only where no space reported, and keeps backfill', () => {
    const days = pack('UTC', [
      [null, '2026-03-02T09:00:00Z', 40, true],
      [null, '2026-03-02T10:00:00Z', 50],
      [11, '2026-03-02T10:00:00Z', 7],
    ]);
    const building = derive('UTC', days).groupDays.find((d) => d.kind === 'building');
    // 09:00 has only the counter (40); at 10:00 the space's 7 stands for the building.
    expect(building).toMatchObject({ peak: 40, samples: 2, hasBackfill: true });
    expect(building?.workingAverage).toBe((40 + 7) / 2);
  });

  it('packs by local day and keeps 25 local hours on the day clocks go back', () => {
    // Sunday 1 November 2026 in New York: 01:00–02:00 happens twice (EDT, then EST).
    const days = pack('America/New_York', [
      [11, '2026-11-01T04:30:00Z', 1], // 00:30 EDT
      [11, '2026-11-01T05:30:00Z', 2], // 01:30 EDT
      [11, '2026-11-01T06:30:00Z', 3], // 01:30 EST
      [11, '2026-11-02T04:30:00Z', 4], // 23:30 EST
      [11, '2026-11-02T05:30:00Z', 5], // 00:30 on 2 November
    ]);
    expect(days.map((d) => [d.date, d.counts])).toEqual([
      ['2026-11-01', [1, 2, 3, 4]],
      ['2026-11-02', [5]],
    ]);
    const hours = derive('America/New_York', days).spaceHours.find((h) => h.date === '2026-11-01');
    // Hour starts as ms since the date's UTC midnight: 04:00, 05:00, 06:00 and 04:00 the next day.
    expect(hours?.offsets).toEqual([4, 5, 6, 28].map((h) => h * 3_600_000));
    expect(hours?.peaks).toEqual([1, 2, 3, 4]);
    // Sunday: no working hours, so no working average.
    expect(derive('America/New_York', days).groupDays[0]?.workingAverage).toBeNull();
  });

  it('uses local hours in a zone half an hour off UTC', () => {
    // Kolkata is UTC+05:30: 09:10 and 09:50 local are one hour, 10:05 the next.
    const days = pack('Asia/Kolkata', [
      [11, '2026-03-02T03:40:00Z', 4],
      [11, '2026-03-02T04:20:00Z', 6],
      [11, '2026-03-02T04:35:00Z', 1],
    ]);
    const [hours] = derive('Asia/Kolkata', days).spaceHours;
    expect(hours?.peaks).toEqual([6, 1]);
    expect(hours?.averages).toEqual([5, 1]);
    expect(hours?.samples).toEqual([2, 1]);
    // 09:00 local on 2 March is 03:30 UTC: 3.5 hours after the date's UTC midnight.
    expect(hours?.offsets).toEqual([3.5 * 3_600_000, 4.5 * 3_600_000]);
  });

  it('replaces a stored reading at the same instant and keeps time order', () => {
    const stored = pack('UTC', [
      [11, '2026-03-02T10:00:00Z', 5],
      [11, '2026-03-02T12:00:00Z', 8],
    ]);
    const packer = new Packer(localClock('UTC'));
    packer.add(11, Date.parse('2026-03-02T12:00:00Z'), 9, false);
    packer.add(11, Date.parse('2026-03-02T11:00:00Z'), 6, true);
    const [merged] = mergeDays(
      new Map(stored.map((d) => [dayKey(d.spaceId, d.date), d])),
      packer.batch(),
    );
    expect(merged?.counts).toEqual([5, 6, 9]);
    expect(merged?.backfilled).toEqual([false, true, false]);
  });
  it('adds sensors whose clocks differ within the rollup interval (issue 33, item 8)', () => {
    // Two rooms counting 2 and 3 people ten seconds apart: the building held 5, not 3.
    const days = pack('Europe/Paris', [
      [11, '2026-03-02T08:00:05Z', 2],
      [12, '2026-03-02T08:00:15Z', 3],
      // One space reporting twice in an interval counts once, its higher reading.
      [11, '2026-03-02T08:20:00Z', 1],
      [11, '2026-03-02T08:25:00Z', 4],
      [12, '2026-03-02T08:29:59Z', 1],
      // The next interval starts at 08:30: never added to the 08:15 one.
      [12, '2026-03-02T08:30:00Z', 6],
    ]);
    const { groupDays, groupHours } = derive('Europe/Paris', days);
    const building = groupDays.find((d) => d.kind === 'building');
    // Interval sums: 08:00 → 2 + 3 = 5, 08:15 → 4 + 1 = 5, 08:30 → 6.
    expect(building).toMatchObject({ peak: 6, samples: 3 });
    expect(new Date(building?.peakAt ?? 0).toISOString()).toBe('2026-03-02T08:30:00.000Z');
    const hour = groupHours.find((h) => h.kind === 'building');
    expect(hour?.peaks).toEqual([6]);
    expect(hour?.averages[0]).toBeCloseTo(16 / 3, 9);
    const floor = groupDays.find((d) => d.kind === 'floor');
    expect(floor?.peak).toBe(6);
  });

  it('sums unsynchronised sensors to the first interval of a tie, dated at its start', () => {
    const days = pack('UTC', [
      [11, '2026-03-02T09:07:41Z', 2],
      [12, '2026-03-02T09:14:59Z', 3],
      [11, '2026-03-02T09:15:00Z', 3],
    ]);
    const building = derive('UTC', days).groupDays.find((d) => d.kind === 'building');
    expect(building).toMatchObject({ peak: 5, samples: 2 });
    expect(new Date(building?.peakAt ?? 0).toISOString()).toBe('2026-03-02T09:00:00.000Z');
  });
});

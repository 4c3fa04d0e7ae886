// The portfolio and organization statistics calls on the generator's `small` portfolio, each
// checked against the same figures worked out here from the raw readings and the structure's
// rows (docs/metrics.md), with plain loops and Intl: never the server's or the contract's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../src/db/schema/index.ts';
import { startSmallPortfolio, type SmallPortfolio } from './support/small-portfolio.ts';
import { tokenFor } from './support/factories.ts';
import { mean, wallClock } from './support/expected-occupancy.ts';

// ——— Dates (docs/metrics.md, Conventions)

type Lease = SmallPortfolio['leases'][number];
type Json = Record<string, unknown>;
type Range = { start: string; end: string };

const ZONE = 'America/New_York';
const localDate = (iso: string, timeZone = ZONE) => wallClock(iso, timeZone).slice(0, 10);
const todayIn = (timeZone = ZONE) => localDate(new Date().toISOString(), timeZone);
const utcDate = (date: string) => new Date(`${date}T12:00:00Z`);
const addDays = (date: string, n: number) =>
  new Date(utcDate(date).getTime() + n * 86_400_000).toISOString().slice(0, 10);
/** A workday of the default working hours: Monday to Friday. */
const isWorkday = (date: string) => [1, 2, 3, 4, 5].includes(utcDate(date).getUTCDay());
const daysBetween = (a: string, b: string) =>
  Math.round((utcDate(b).getTime() - utcDate(a).getTime()) / 86_400_000);

/** The date n months on, clamped to the month's end (31 Jan + 1 month = 28 or 29 Feb). */
function addMonths(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
/** Whole months from asOf to the end date (the most m with asOf + m months ≤ end). */
function wholeMonths(asOf: string, end: string): number {
  let m = 0;
  while (addMonths(asOf, m + 1) <= end) m++;
  return m;
}
const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

// ——— Occupancy from the raw readings

/** Daily peaks of a group: local date → the day's highest simultaneous sum. */
type Days = Map<string, number>;

function sumDays(...groups: Days[]): Days {
  const out: Days = new Map();
  for (const days of groups) for (const [d, n] of days) out.set(d, (out.get(d) ?? 0) + n);
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}
function within(days: Days, range: Range | null): Days {
  if (!range) return new Map();
  return new Map([...days].filter(([d]) => d >= range.start && d <= range.end));
}
/** peakOfRange: the highest daily peak, the earliest date on a tie. */
function peakOf(days: Days): { peak: number | null; date: string | null } {
  let best: { peak: number | null; date: string | null } = { peak: null, date: null };
  for (const [date, n] of [...days].sort(([a], [b]) => a.localeCompare(b)))
    if (best.peak === null || n > best.peak) best = { peak: n, date };
  return best;
}
/** averageOccupancy: mean of the daily peaks of the workdays with data. */
function averageOf(days: Days): number | null {
  const peaks = [...days].filter(([d]) => isWorkday(d)).map(([, n]) => n);
  return peaks.length ? mean(peaks) : null;
}
/** defaultDateRange: the last data date back to the latest data date a year before (or the first). */
function defaultRange(...groups: Days[]): Range | null {
  const dates = [...new Set(groups.flatMap((g) => [...g.keys()]))].sort();
  const end = dates.at(-1);
  if (!end) return null;
  const yearBefore = addMonths(end, -12);
  const start = dates.filter((d) => d <= yearBefore).at(-1) ?? dates[0] ?? end;
  return { start, end };
}
const ratio = (a: number | null, b: number | null) => (a === null || !b ? null : a / b);
function tierOf(efficiency: number | null): string | null {
  if (efficiency === null) return null;
  if (efficiency >= 0.85 - 1e-9) return 'EXPANSION';
  if (efficiency >= 0.6 - 1e-9) return 'STABLE';
  if (efficiency >= 0.4 - 1e-9) return 'DOWNSIZE';
  return 'CHURN';
}

/** Compares an answered fraction (or any non-integer figure) with the expected one, nulls included. */
function expectClose(actual: unknown, expected: number | null) {
  if (expected === null) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(expected, 9);
}

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing ${what}`);
  return value;
}

describe('portfolio and organization calls on the small portfolio', () => {
  let p: SmallPortfolio;
  const tokens = new Map<string, string>();
  const token = (key: string, role: 'org-admin' | 'viewer' | 'master-admin' = 'org-admin') =>
    must(tokens.get(`${key}:${role}`), `token ${key}`);
  let today: string;
  /** Readings per data source and space, a repeated reading at one instant counted once (the higher). */
  const readingsBySpace = new Map<number, Map<string, number>>();
  const sourceOfSpace = new Map<number, number>();
  /** Spaces with readings of their own (sensored). */
  const sensored = new Set<number>();
  const mapped = new Set<number>();
  let industryName: Map<number, string>;

  const org = (key: string) =>
    must(
      p.organizations.find((o) => o.key === key),
      `org ${key}`,
    );
  const building = (id: number) =>
    must(
      p.buildings.find((b) => b.id === id),
      `building ${id}`,
    );
  const floorOf = (spaceId: number) =>
    must(
      p.spaces.find((x) => x.id === spaceId),
      `space ${spaceId}`,
    ).floorId;
  const buildingOfFloor = (floorId: number) =>
    must(
      p.floors.find((f) => f.id === floorId),
      `floor ${floorId}`,
    ).buildingId;
  const spacesOf = (lease: Lease) => p.leaseSpaces.get(lease.id) ?? [];
  const spacesOfBuilding = (buildingId: number) =>
    p.spaces.filter((x) => buildingOfFloor(x.floorId) === buildingId).map((x) => x.id);
  const spacesOfFloor = (floorId: number) =>
    p.spaces.filter((x) => x.floorId === floorId).map((x) => x.id);
  const activeLeases = () => p.leases.filter((l) => l.status === 'ACTIVE');
  const topLevel = (l: Lease) => l.parentId === null;
  /** Inactive buildings leave a portfolio's figures unless a request names them (docs/decisions.md). */
  const inPortfolio = (l: Lease) => building(l.buildingId).isActive;
  const portfolioLeases = () => activeLeases().filter(inPortfolio);
  const activeBuildings = () => p.buildings.filter((b) => b.isActive);
  /** Σ of the groups' seats, null when none has any. */
  const sumSeats = (seats: (number | null)[]) =>
    seats.every((c) => c === null) ? null : seats.reduce<number>((a, c) => a + (c ?? 0), 0);

  /** Σ of known capacities, null when none is known. */
  function spaceCapacity(spaceIds: readonly number[]): number | null {
    const known = p.spaces
      .filter((x) => spaceIds.includes(x.id) && x.capacity !== null)
      .map((x) => x.capacity ?? 0);
    return known.length ? known.reduce((a, b) => a + b, 0) : null;
  }
  /** A lease's seats as held: its own, else its spaces'. */
  const leaseSeats = (l: Lease) => l.capacity ?? spaceCapacity(spacesOf(l));

  /**
   * Daily peaks of a group of spaces in one building: per data source the simultaneous sums of
   * its readings of those spaces, their local daily peaks, the highest source per date.
   */
  function groupDays(spaceIds: readonly number[]): Days {
    const bySource = new Map<number, Map<string, number>>();
    const zones = new Set<string>();
    for (const spaceId of spaceIds) {
      const source = sourceOfSpace.get(spaceId);
      if (source === undefined) continue;
      zones.add(building(buildingOfFloor(floorOf(spaceId))).timeZone);
      const sums = bySource.get(source) ?? new Map<string, number>();
      for (const [at, n] of readingsBySpace.get(spaceId) ?? [])
        sums.set(at, (sums.get(at) ?? 0) + n);
      bySource.set(source, sums);
    }
    expect(zones.size).toBeLessThanOrEqual(1);
    const zone = [...zones][0] ?? ZONE;
    const days: Days = new Map();
    for (const sums of bySource.values()) {
      const perSource = new Map<string, number>();
      for (const [at, n] of sums) {
        const date = localDate(at, zone);
        perSource.set(date, Math.max(perSource.get(date) ?? 0, n));
      }
      for (const [d, n] of perSource) days.set(d, Math.max(days.get(d) ?? 0, n));
    }
    return new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
  }

  /** The ACTIVE subleases of a lease in force on a date. */
  const subleasesOn = (lease: Lease, date: string) =>
    p.leases.filter(
      (x) =>
        x.parentId === lease.id &&
        x.status === 'ACTIVE' &&
        x.startDate <= date &&
        (x.endDate === null || x.endDate >= date),
    );
  /** deductSubleases: seats, area and kept spaces after the subleases active on the date. */
  function deductSubleases(lease: Lease, date: string) {
    const subs = subleasesOn(lease, date);
    const taken = new Set(subs.flatMap((x) => spacesOf(x)));
    const kept = spacesOf(lease).filter((id) => !taken.has(id));
    if (subs.some((x) => x.capacity === null))
      return { subs, kept, valid: false, issues: ['Capacity is missing in the sublease'] };
    const parent = p.leases.find((x) => x.id === lease.parentId);
    if (parent && parent.capacity === null)
      return { subs, kept, valid: false, issues: ['Capacity is missing in the parent lease'] };
    const subSeats = subs.reduce((a, x) => a + (x.capacity ?? 0), 0);
    const subArea = subs.reduce((a, x) => a + (x.rentableSF ?? 0), 0);
    return {
      subs,
      kept,
      valid: true,
      issues: [] as string[],
      capacity:
        lease.capacity === null ? spaceCapacity(kept) : Math.max(0, lease.capacity - subSeats),
      area: lease.rentableSF === null ? null : Math.max(0, lease.rentableSF - subArea),
    };
  }

  /** The daily peaks of a building (its owner's group) and its seats. */
  const buildingGroup = (id: number) => ({
    days: groupDays(spacesOfBuilding(id)),
    capacity: spaceCapacity(spacesOfBuilding(id)),
  });

  /**
   * An occupier's groups per building ("An occupier's leases in a building are one group"): the
   * leases counted, measured together when they are all its active leases there as the tenant.
   */
  function occupierGroups(orgId: number, counted: Lease[]) {
    const buildings = [...new Set(counted.map((l) => l.buildingId))];
    return buildings.map((buildingId) => {
      const here = counted.filter((l) => l.buildingId === buildingId);
      const all = activeLeases().filter(
        (l) => l.buildingId === buildingId && l.organizationId === orgId,
      );
      const together =
        all.length === here.length && all.every((l) => here.some((h) => h.id === l.id));
      const days = together
        ? groupDays([...new Set(here.flatMap(spacesOf))])
        : sumDays(...here.map((l) => groupDays(spacesOf(l))));
      const seats = here.map(leaseSeats);
      return {
        buildingId,
        leases: here,
        days,
        capacity: seats.every((c) => c === null)
          ? null
          : seats.reduce<number>((a, c) => a + (c ?? 0), 0),
        area: here.reduce((a, l) => a + (l.rentableSF ?? 0), 0),
      };
    });
  }

  /** Occupancy figures of a group over a range, utilizations ÷ capacity. */
  function figures(days: Days, capacity: number | null, range: Range | null) {
    const inRange = within(days, range);
    const { peak, date } = peakOf(inRange);
    const average = averageOf(inRange);
    return {
      capacity,
      peakOccupancy: peak,
      peakOccupancyDate: date,
      averageOccupancy: average,
      peakUtilization: ratio(peak, capacity),
      averageUtilization: ratio(average, capacity),
    };
  }
  function expectFigures(actual: Json, expected: ReturnType<typeof figures>) {
    expect(actual.capacity).toBe(expected.capacity);
    expect(actual.peakOccupancy).toBe(expected.peakOccupancy);
    expect(actual.peakOccupancyDate).toBe(expected.peakOccupancyDate);
    expectClose(actual.averageOccupancy, expected.averageOccupancy);
    expectClose(actual.peakUtilization, expected.peakUtilization);
    expectClose(actual.averageUtilization, expected.averageUtilization);
  }
  const rangeOf = (answer: Json): Range | null =>
    typeof answer.startDate === 'string' && typeof answer.endDate === 'string'
      ? { start: answer.startDate, end: answer.endDate }
      : null;

  async function post(url: string, body: Json, bearer: string): Promise<Json> {
    const res = await p.t.post(url, body, bearer);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json<Json>();
  }
  const items = (answer: Json) => answer.items as Json[];

  beforeAll(async () => {
    p = await startSmallPortfolio();
    const db = p.t.database.db;
    today = todayIn();
    for (const o of p.organizations)
      for (const role of ['org-admin', 'viewer', 'master-admin'] as const)
        tokens.set(`${o.key}:${role}`, await tokenFor(o, role));

    // An RTO period inside the data for Globex (it has none), before any request is remembered.
    await db
      .update(s.organizations)
      .set({ rtoPeriod: { startDate: addDays(today, -28), endDate: addDays(today, -3) } })
      .where(eq(s.organizations.key, 'globex'));
    // MetroSpaces runs Liberty Plaza's Level 1 (the generator gave it no floor this time), and
    // Harbor gets an INDIVIDUAL network, so that the operator and per-building calls have data.
    const level1 = must(
      p.floors.find((f) => f.buildingId === 2 && f.name === 'Level 1'),
      'Liberty Plaza Level 1',
    );
    const assigned = await p.t.post(
      '/api/floors/update',
      { id: level1.id, data: { operatorOrganizationId: org('metrospaces').id } },
      token('atrium', 'master-admin'),
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    const network = await p.t.post(
      '/api/networks/create',
      {
        data: {
          name: 'Harbor per building',
          defaultReporting: 'INDIVIDUAL',
          buildingIds: [1, 3].map((i) => must(p.buildings[i - 1], 'building').id),
        },
      },
      token('harbor'),
    );
    expect(network.statusCode, network.body).toBe(200);
    await p.t.app.jobs.drain();
    p.floors = await db.select().from(s.floors);
    p.organizations = await db.select().from(s.organizations);
    p.networks = await db.select().from(s.networks);
    p.networkBuildings = await db.select().from(s.networkBuildings);
    industryName = new Map((await db.select().from(s.industries)).map((i) => [i.id, i.name]));
    for (const a of await db.select().from(s.assets)) mapped.add(a.spaceId);

    for (const r of p.readings) {
      expect(r.spaceId).not.toBeNull(); // the small portfolio has no building-level counters
      if (r.spaceId === null) continue;
      sourceOfSpace.set(r.spaceId, r.dataSourceId);
      sensored.add(r.spaceId);
      const series = readingsBySpace.get(r.spaceId) ?? new Map<string, number>();
      series.set(r.at, Math.max(series.get(r.at) ?? 0, r.occupancy));
      readingsBySpace.set(r.spaceId, series);
    }
  }, 120_000);

  afterAll(async () => {
    await p.t.close();
  });

  it('has the portfolio the brief describes', () => {
    expect(p.buildings).toHaveLength(3);
    expect(p.buildings.every((b) => b.timeZone === ZONE && b.isActive)).toBe(true);
    expect(p.organizations).toHaveLength(8);
    expect(p.leases).toHaveLength(9);
    expect(p.readings).toHaveLength(27_120);
    expect(p.readings.some((r) => r.backfilled)).toBe(true);
    expect(new Set(p.readings.map((r) => r.dataSourceId)).size).toBe(3);
  });

  // ——— Leases (docs/metrics.md, Leases and area)

  const leaseStatistics = () => {
    const harborLeases = () =>
      activeLeases().filter((l) => building(l.buildingId).ownerOrganizationId === org('harbor').id);
    const topLeases = () => harborLeases().filter(topLevel).filter(inPortfolio);
    const orgName = (id: number) =>
      must(
        p.organizations.find((o) => o.id === id),
        'org',
      ).name;
    const usageName = (l: Lease) => p.usageTypes.find((u) => u.id === l.usageTypeId)?.name ?? null;

    it('/encumbrances/statistic/tenants: seats after subleases, occupancy, efficiency and rent per lease', async () => {
      const answer = await post(
        '/api/encumbrances/statistic/tenants',
        { buildingId: p.buildings.map((b) => b.id) },
        token('harbor'),
      );
      const expected = harborLeases();
      expect(items(answer).map((i) => i.tenantId)).toEqual(
        expect.arrayContaining(expected.map((l) => l.id)),
      );
      expect(items(answer)).toHaveLength(expected.length);
      const names = items(answer).map((i) => String(i.orgName));
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      for (const lease of expected) {
        const item = must(
          items(answer).find((i) => i.tenantId === lease.id),
          `lease ${lease.id}`,
        );
        const deducted = deductSubleases(lease, today);
        expect(item.orgName).toBe(orgName(lease.organizationId));
        expect(item.parentId).toBe(lease.parentId);
        expect(item.rentableSF).toBe(lease.rentableSF);
        expect(item.capacity).toBe(deducted.valid ? deducted.capacity : null);
        expect(item.issues).toEqual(deducted.issues);
        const rate = must(lease.rentRate, 'rent rate');
        const area = must(lease.rentableSF, 'area');
        expect(item.revenue).toBeCloseTo(rate * area, 6);
        const office = usageName(lease) === 'Office';
        expect(item.hasOccupancyAnalytics).toBe(office);
        if (!office) {
          expect(item.peakOccupancy).toBeNull();
          expect(item.efficiency).toBeNull();
          expect(item.optimizedRevenue).toBeNull();
          continue;
        }
        // The lease's own rollup (all its spaces), over the last year of its data.
        const days = groupDays(spacesOf(lease));
        const range = must(defaultRange(days), 'range');
        expect(item.range).toEqual({ startDate: range.start, endDate: range.end });
        const { peak, date } = peakOf(days);
        const density = must(lease.targetDensity, 'density');
        const projected = must(peak, 'peak') * density;
        expect(item.peakOccupancy).toBe(peak);
        expect(item.peakOccupancyDate).toBe(date);
        expectClose(item.averageOccupancy, averageOf(days));
        expect(item.projectedArea).toBeCloseTo(projected, 6);
        expectClose(item.efficiency, projected / area);
        expect(item.tier).toBe(tierOf(projected / area));
        expect(item.optimizedRevenue).toBeCloseTo(projected * rate, 6);
      }
    });

    it('/encumbrances/statistic/expiration: months remaining, horizons and rent from today', async () => {
      const answer = await post('/api/encumbrances/statistic/expiration', {}, token('harbor'));
      expect(answer.asOf).toBe(today);
      const leases = topLeases();
      const list = items(answer);
      expect(list.map((i) => i.tenantId).sort()).toEqual(leases.map((l) => l.id).sort());
      const ends = list.map((i) => String(i.endDate));
      expect(ends).toEqual([...ends].sort());
      const rent = (l: Lease) => must(l.rentRate, 'rate') * must(l.rentableSF, 'area');
      for (const lease of leases) {
        const item = must(
          list.find((i) => i.tenantId === lease.id),
          `lease ${lease.id}`,
        );
        const end = must(lease.endDate, 'end');
        expect(item.monthsRemaining).toBe(end < today ? 'EXPIRED' : wholeMonths(today, end));
        expect(item.buildingName).toBe(building(lease.buildingId).name);
        expect(item.orgName).toBe(orgName(lease.organizationId));
        expect(item.rentableSF).toBe(lease.rentableSF);
        expect(item.annualRent).toBeCloseTo(rent(lease), 6);
        expect(item.currency).toBe('USD');
      }
      const totals = (chosen: Lease[]) => ({
        leases: chosen.length,
        rentableSF: chosen.length
          ? { IMPERIAL: chosen.reduce((a, l) => a + must(l.rentableSF, 'area'), 0) }
          : {},
        annualRent: chosen.length ? { USD: chosen.reduce((a, l) => a + rent(l), 0) } : {},
        leasesWithoutArea: 0,
        leasesWithoutRent: 0,
      });
      const summary = answer.summary as Json;
      expect(summary.expired).toEqual(totals(leases.filter((l) => (l.endDate ?? '9999') < today)));
      const horizon = (months: number) =>
        leases.filter((l) => {
          const end = must(l.endDate, 'end');
          return end >= today && end < addMonths(today, months);
        });
      expect(summary.horizons).toEqual(
        [12, 24, 36].map((months) => ({ ...totals(horizon(months)), months })),
      );
      // 0 ≤ months remaining < N, the same rule put another way.
      for (const months of [12, 24, 36])
        expect(horizon(months).map((l) => l.id)).toEqual(
          leases
            .filter((l) => wholeMonths(today, must(l.endDate, 'end')) < months)
            .map((l) => l.id),
        );
    });

    it('/encumbrances/statistic/expiration for an occupier: its own leases only', async () => {
      const answer = await post('/api/encumbrances/statistic/expiration', {}, token('northwind'));
      expect(items(answer).map((i) => i.tenantId)).toEqual(
        topLeases()
          .filter((l) => l.organizationId === org('northwind').id)
          .map((l) => l.id),
      );
    });

    it('/encumbrances/statistic/expiration/by-year: leases, area and rent per end year', async () => {
      const answer = await post(
        '/api/encumbrances/statistic/expiration/by-year',
        {},
        token('harbor'),
      );
      const years = new Map<number, Lease[]>();
      for (const l of topLeases()) {
        const year = Number(must(l.endDate, 'end').slice(0, 4));
        years.set(year, [...(years.get(year) ?? []), l]);
      }
      expect(answer.openEnded).toBe(0);
      expect(answer.items).toEqual(
        [...years]
          .sort(([a], [b]) => a - b)
          .map(([year, ls]) => ({
            year,
            leases: ls.length,
            rentableSF: { IMPERIAL: ls.reduce((a, l) => a + (l.rentableSF ?? 0), 0) },
            annualRent: {
              USD: ls.reduce((a, l) => a + (l.rentRate ?? 0) * (l.rentableSF ?? 0), 0),
            },
            leasesWithoutArea: 0,
            leasesWithoutRent: 0,
          })),
      );
    });

    it('/encumbrances/statistic/occupancy: leased and vacant area per building and in total', async () => {
      const answer = await post('/api/encumbrances/statistic/occupancy', {}, token('harbor'));
      expect(answer.partial).toBe(false);
      const expected = activeBuildings()
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((b) => {
          const leases = topLeases().filter((l) => l.buildingId === b.id);
          const leased = leases.reduce((a, l) => a + (l.rentableSF ?? 0), 0);
          const rentable = must(b.rentableSF, 'building area');
          return {
            buildingId: b.id,
            name: b.name,
            units: 'IMPERIAL',
            rentableSF: rentable,
            leasedSF: leased,
            vacantSF: Math.max(0, rentable - leased),
            leasedShare: leased / rentable,
            leases: leases.length,
            leasesWithoutArea: 0,
          };
        });
      expect(answer.items).toEqual(expected);
      const rentable = expected.reduce((a, b) => a + b.rentableSF, 0);
      const leased = expected.reduce((a, b) => a + b.leasedSF, 0);
      expect(answer.totals).toEqual([
        {
          units: 'IMPERIAL',
          buildings: expected.length,
          rentableSF: rentable,
          leasedSF: leased,
          vacantSF: expected.reduce((a, b) => a + b.vacantSF, 0),
          leasedShare: leased / rentable,
        },
      ]);
    });

    it('/encumbrances/statistic/occupancy for an occupier: its area, vacancy unknown', async () => {
      const answer = await post('/api/encumbrances/statistic/occupancy', {}, token('northwind'));
      expect(answer.partial).toBe(true);
      const mine = topLeases().filter((l) => l.organizationId === org('northwind').id);
      expect(items(answer).map((i) => [i.buildingId, i.leasedSF, i.vacantSF])).toEqual(
        mine.map((l) => [l.buildingId, l.rentableSF, null]),
      );
    });

    it('/encumbrances/statistic/financial-coverage: each tenant over all its leases there', async () => {
      const answer = await post(
        '/api/encumbrances/statistic/financial-coverage',
        {},
        token('harbor'),
      );
      const complete = (l: Lease) =>
        l.rentRate !== null && l.rentableSF !== null && l.endDate !== null;
      const stateOf = (leases: Lease[]) => {
        if (!leases.some(complete)) return 'NOT_COVERED';
        const ends = leases.map((l) => l.endDate ?? '9999-12-31').sort();
        if ((ends.at(-1) ?? '') < today) return 'EXPIRED';
        return leases.every(complete) ? 'COVERED' : 'PARTIALLY_COVERED';
      };
      const combine = (states: string[]) => {
        if (states.length === 0) return 'NOT_COVERED';
        if (states.every((x) => x === states[0])) return states[0];
        if (states.every((x) => x === 'EXPIRED' || x === 'NOT_COVERED')) return 'EXPIRED';
        return 'PARTIALLY_COVERED';
      };
      const perOrg = new Map<number, string[]>();
      const expected = activeBuildings()
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((b) => {
          const leases = p.leases.filter((l) => l.buildingId === b.id);
          const orgIds = [...new Set(leases.map((l) => l.organizationId))].sort((x, y) =>
            orgName(x).localeCompare(orgName(y)),
          );
          const orgs = orgIds.map((id) => {
            const own = leases.filter((l) => l.organizationId === id);
            const state = stateOf(own);
            perOrg.set(id, [...(perOrg.get(id) ?? []), state]);
            return {
              organizationId: id,
              orgName: orgName(id),
              state,
              leases: own.length,
              completeLeases: own.filter(complete).length,
              incomplete: [],
            };
          });
          return {
            buildingId: b.id,
            name: b.name,
            state: combine(orgs.map((o) => o.state)),
            leases: leases.length,
            completeLeases: leases.filter(complete).length,
            organizations: orgs,
          };
        });
      expect(answer.items).toEqual(expected);
      expect(answer.organizations).toEqual(
        [...perOrg]
          .sort(([a], [b]) => orgName(a).localeCompare(orgName(b)))
          .map(([id, states]) => ({
            organizationId: id,
            orgName: orgName(id),
            state: combine(states),
          })),
      );
    });

    it('/encumbrances/active: the active top-level leases by tenant name, with their subleases', async () => {
      const answer = await post(
        '/api/encumbrances/active',
        { includeSubleases: true },
        token('harbor'),
      );
      const expected = [...topLeases()].sort(
        (a, b) => orgName(a.organizationId).localeCompare(orgName(b.organizationId)) || a.id - b.id,
      );
      expect(answer.total).toBe(expected.length);
      expect(items(answer).map((i) => i.id)).toEqual(expected.map((l) => l.id));
      for (const [index, lease] of expected.entries()) {
        const item = must(items(answer)[index], 'item');
        expect(item).toMatchObject({
          buildingId: lease.buildingId,
          building: { id: lease.buildingId, name: building(lease.buildingId).name },
          organization: { id: lease.organizationId, name: orgName(lease.organizationId) },
          startDate: lease.startDate,
          endDate: lease.endDate,
          rentableSF: lease.rentableSF,
          rentRate: lease.rentRate,
          capacity: lease.capacity,
          targetDensity: lease.targetDensity,
          usageType: { name: usageName(lease) },
          spacesCount: spacesOf(lease).length,
        });
        const children = item.children as Json[];
        expect(children.map((c) => [c.id, c.spacesCount, c.capacity])).toEqual(
          subleasesOn(lease, today).map((x) => [x.id, spacesOf(x).length, x.capacity]),
        );
      }
      const byEnd = await post(
        '/api/encumbrances/active',
        { orderBy: { endDate: 'desc' } },
        token('harbor'),
      );
      expect(items(byEnd).map((i) => i.id)).toEqual(
        [...topLeases()]
          .sort((a, b) => (b.endDate ?? '').localeCompare(a.endDate ?? '') || a.id - b.id)
          .map((l) => l.id),
      );
      const retail = await post('/api/encumbrances/active', { usage: 'retail' }, token('harbor'));
      expect(items(retail).map((i) => i.id)).toEqual(
        topLeases()
          .filter((l) => usageName(l) === 'Retail')
          .map((l) => l.id),
      );
    });
  };
  describe('lease statistics', leaseStatistics);

  // ——— Buildings and networks (docs/metrics.md, Portfolio and networks)

  describe('buildings and networks', () => {
    it('/buildings/statistic: counts, seats and areas of the owner’s buildings', async () => {
      const answer = await post('/api/buildings/statistic', {}, token('harbor'));
      const ids = p.buildings.map((b) => b.id);
      const leased = activeLeases()
        .filter((l) => topLevel(l) && ids.includes(l.buildingId))
        .reduce((a, l) => a + (l.rentableSF ?? 0), 0);
      const classes = new Map<string | null, number>();
      for (const b of p.buildings) classes.set(b.class, (classes.get(b.class) ?? 0) + 1);
      expect(answer).toMatchObject({
        buildings: p.buildings.length,
        activeBuildings: p.buildings.filter((b) => b.isActive).length,
        floors: p.floors.length,
        spaces: p.spaces.length,
        capacity: spaceCapacity(p.spaces.map((x) => x.id)),
        rentableSF: { IMPERIAL: p.buildings.reduce((a, b) => a + (b.rentableSF ?? 0), 0) },
        leasedSF: { IMPERIAL: leased },
        byCountry: [{ country: 'United States', buildings: 3 }],
        networks: p.networks.filter((n) => n.organizationId === org('harbor').id).length,
      });
      expect(answer.byClass).toEqual(
        expect.arrayContaining([...classes].map(([c, n]) => ({ class: c, buildings: n }))),
      );
      expect(answer.byClass).toHaveLength(classes.size);
    });

    it('/buildings/statistic for an occupier: only its leased spaces', async () => {
      const answer = await post('/api/buildings/statistic', {}, token('northwind'));
      const mine = activeLeases().filter((l) => l.organizationId === org('northwind').id);
      expect(answer).toMatchObject({
        buildings: new Set(mine.map((l) => l.buildingId)).size,
        spaces: mine.flatMap(spacesOf).length,
        capacity: spaceCapacity(mine.flatMap(spacesOf)),
      });
    });

    it('/networks/statistics: AGGREGATED one curve of summed building peaks, INDIVIDUAL per building', async () => {
      const answer = await post('/api/networks/statistics', {}, token('harbor'));
      const networks = p.networks.filter((n) => n.organizationId === org('harbor').id);
      expect(
        items(answer)
          .map((i) => i.networkId)
          .sort(),
      ).toEqual(networks.map((n) => n.id).sort());
      for (const network of networks) {
        const item = must(
          items(answer).find((i) => i.networkId === network.id),
          `network ${network.id}`,
        );
        const members = p.networkBuildings
          .filter((m) => m.networkId === network.id)
          .map((m) => building(m.buildingId))
          .sort((a, b) => a.name.localeCompare(b.name));
        const groups = members.map((b) => ({ b, ...buildingGroup(b.id) }));
        const range = must(defaultRange(...groups.map((g) => g.days)), 'range');
        const capacity = groups.reduce((a, g) => a + (g.capacity ?? 0), 0);
        expect(item).toMatchObject({
          name: network.name,
          defaultReporting: network.defaultReporting,
          buildings: members.length,
          rentableSF: { IMPERIAL: members.reduce((a, b) => a + (b.rentableSF ?? 0), 0) },
          capacity,
          startDate: range.start,
          endDate: range.end,
        });
        const series = item.occupancy as Json[];
        if (network.defaultReporting === 'AGGREGATED') {
          expect(series).toHaveLength(1);
          const one = must(series[0], 'series');
          expect(one.buildingId).toBeNull();
          expectFigures(one, figures(sumDays(...groups.map((g) => g.days)), capacity, range));
        } else {
          expect(series.map((x) => x.buildingId).sort()).toEqual(members.map((b) => b.id).sort());
          for (const g of groups)
            expectFigures(
              must(
                series.find((x) => x.buildingId === g.b.id),
                'series',
              ),
              figures(g.days, g.capacity, range),
            );
        }
      }
      expect(networks.map((n) => n.defaultReporting).sort()).toEqual(['AGGREGATED', 'INDIVIDUAL']);
    });
  });

  // ——— Organizations (docs/api.md, An organization's portfolio; docs/metrics.md)

  const organizationStatistics = (rerun: boolean) => () => {
    /** The groups an organization's figures pool (docs/api.md's table), per building. */
    function portfolioOf(key: string) {
      const o = org(key);
      if (o.type === 'OWNER') {
        return p.buildings
          .filter((b) => b.ownerOrganizationId === o.id && b.isActive)
          .map((b) => ({
            buildingId: b.id,
            leases: activeLeases().filter((l) => topLevel(l) && l.buildingId === b.id),
            area: must(b.rentableSF, 'area'),
            ...buildingGroup(b.id),
          }));
      }
      if (o.type === 'OPERATOR') {
        const floors = p.floors.filter(
          (f) => f.operatorOrganizationId === o.id && building(f.buildingId).isActive,
        );
        return [...new Set(floors.map((f) => f.buildingId))].map((buildingId) => {
          const mine = floors.filter((f) => f.buildingId === buildingId);
          const spaceIds = mine.flatMap((f) => spacesOfFloor(f.id));
          return {
            buildingId,
            leases: activeLeases().filter(
              (l) => topLevel(l) && spacesOf(l).some((id) => spaceIds.includes(id)),
            ),
            area: mine.reduce((a, f) => a + (f.rentableSF ?? 0), 0),
            days: groupDays(spaceIds),
            capacity: spaceCapacity(spaceIds),
          };
        });
      }
      return occupierGroups(
        o.id,
        portfolioLeases().filter((l) => l.organizationId === o.id),
      );
    }

    for (const [key, caller] of [
      ['harbor', 'harbor'],
      ['northwind', 'northwind'],
      ['initech', 'atrium'],
      ['metrospaces', 'metrospaces'],
    ] as const) {
      it(`/organizations/statistics of ${key}: its buildings, leases, area and pooled occupancy`, async () => {
        const o = org(key);
        const body = caller === 'atrium' ? { organizationId: o.id } : {};
        const bearer = token(caller, caller === 'atrium' ? 'master-admin' : 'org-admin');
        const answer = await post('/api/organizations/statistics', body, bearer);
        const groups = portfolioOf(key);
        const range = defaultRange(...groups.map((g) => g.days));
        expect(rangeOf(answer)).toEqual(range);
        const capacity = sumSeats(groups.map((g) => g.capacity));
        expect(answer).toMatchObject({
          organization: { id: o.id, key, type: o.type },
          buildingCount: groups.length,
          leaseCount: new Set(groups.flatMap((g) => g.leases.map((l) => l.id))).size,
          rentableSF: groups.length ? { IMPERIAL: groups.reduce((a, g) => a + g.area, 0) } : {},
        });
        expectFigures(answer, figures(sumDays(...groups.map((g) => g.days)), capacity, range));
        const rows = answer.buildings as Json[];
        expect(rows.map((r) => r.buildingId).sort()).toEqual(
          groups.map((g) => g.buildingId).sort(),
        );
        for (const g of groups) {
          const row = must(
            rows.find((r) => r.buildingId === g.buildingId),
            'building row',
          );
          expect(row.rentableSF).toBe(g.area);
          expect(row.leases).toBe(g.leases.length);
          expectFigures(row, figures(g.days, g.capacity, range));
        }
      });
    }

    for (const [key, caller] of [
      ['globex', 'globex'],
      ['initech', 'atrium'],
    ] as const) {
      it(`/organizations/tenant/statistics of ${key}: area and seats after subleases, kept spaces' peak, efficiency`, async () => {
        const o = org(key);
        const body = caller === 'atrium' ? { organizationId: o.id } : {};
        const bearer = token(caller, caller === 'atrium' ? 'master-admin' : 'org-admin');
        const answer = await post('/api/organizations/tenant/statistics', body, bearer);
        const leases = portfolioLeases().filter((l) => l.organizationId === o.id);
        const range = rangeOf(answer);
        expect(range).toEqual(defaultRange(...occupierGroups(o.id, leases).map((g) => g.days)));
        expect(
          items(answer)
            .map((i) => i.tenantId)
            .sort(),
        ).toEqual(leases.map((l) => l.id).sort());
        for (const lease of leases) {
          const item = must(
            items(answer).find((i) => i.tenantId === lease.id),
            `lease ${lease.id}`,
          );
          const d = deductSubleases(lease, today);
          expect(item.activeSubleases).toBe(d.subs.length);
          expect(item.issues).toEqual(d.issues);
          if (!d.valid) {
            expect([item.rentableSF, item.capacity, item.peakOccupancy, item.efficiency]).toEqual([
              null,
              null,
              null,
              null,
            ]);
            continue;
          }
          expect(item.rentableSF).toBe(d.area);
          const office = p.usageTypes.find((u) => u.id === lease.usageTypeId)?.name === 'Office';
          const days = office ? groupDays(d.kept) : new Map<string, number>();
          const f = figures(days, d.capacity ?? null, range);
          expectFigures(item, f);
          const projected =
            f.peakOccupancy === null
              ? null
              : f.peakOccupancy * must(lease.targetDensity, 'density');
          expectClose(item.projectedArea, projected);
          const efficiency = ratio(projected, d.area ?? null);
          expectClose(item.efficiency, efficiency);
          expect(item.efficiencyTier).toBe(tierOf(efficiency));
        }
      });
    }

    for (const key of ['globex', 'initech'] as const) {
      it(`/organizations/tenant/efficiency-monthly of ${key}: each completed month's peak × density ÷ area`, async () => {
        const o = org(key);
        const answer = await post(
          '/api/organizations/tenant/efficiency-monthly',
          { organizationId: o.id },
          token('atrium', 'master-admin'),
        );
        const range = must(rangeOf(answer), 'range');
        const leases = portfolioLeases().filter((l) => l.organizationId === o.id);
        const months: { year: number; month: number }[] = [];
        for (
          let m = range.start.slice(0, 7);
          m < today.slice(0, 7);
          m = addMonths(`${m}-01`, 1).slice(0, 7)
        )
          months.push({ year: Number(m.slice(0, 4)), month: Number(m.slice(5, 7)) });
        expect(items(answer).map((i) => ({ year: i.year, month: i.month }))).toEqual(months);
        for (const { year, month } of months) {
          const first = `${year}-${String(month).padStart(2, '0')}-01`;
          const last = lastDayOfMonth(year, month);
          const row = must(
            items(answer).find((i) => i.year === year && i.month === month),
            'month',
          );
          const inForce = leases.filter(
            (l) => l.startDate <= last && (l.endDate === null || l.endDate >= first),
          );
          const lines = row.items as Json[];
          expect(lines.map((x) => x.tenantId).sort()).toEqual(inForce.map((l) => l.id).sort());
          let projectedSum = 0;
          let areaSum = 0;
          for (const lease of inForce) {
            const line = must(
              lines.find((x) => x.tenantId === lease.id),
              `lease ${lease.id}`,
            );
            const d = deductSubleases(lease, last);
            const days = d.valid
              ? within(groupDays(d.kept), { start: first, end: last })
              : new Map<string, number>();
            const { peak } = peakOf(within(days, range));
            const projected = peak === null ? null : peak * must(lease.targetDensity, 'density');
            const area = d.valid ? (d.area ?? null) : null;
            expect(line.peakOccupancy, `lease ${lease.id} ${first}`).toBe(peak);
            expectClose(line.projectedArea, projected);
            expect(line.rentableSF).toBe(area);
            expectClose(line.efficiency, ratio(projected, area));
            if (projected !== null && area !== null) {
              projectedSum += projected;
              areaSum += area;
            }
          }
          const combined = areaSum ? projectedSum / areaSum : null;
          expectClose(row.efficiency, combined);
          expect(row.efficiencyTier).toBe(tierOf(combined));
        }
      });
    }

    // Which buildings an organization sees is not about the portfolio's figures: asked once.
    if (!rerun)
      it('/organizations/data-sources: the data sources of its buildings with their reading dates', async () => {
        for (const key of ['harbor', 'northwind']) {
          const answer = await post('/api/organizations/data-sources', {}, token(key));
          const visible =
            key === 'harbor'
              ? p.buildings.map((b) => b.id)
              : [
                  ...new Set(
                    activeLeases()
                      .filter((l) => l.organizationId === org(key).id)
                      .map((l) => l.buildingId),
                  ),
                ];
          const expected = p.dataSources
            .filter((d) => d.buildingId !== null && visible.includes(d.buildingId))
            .map((d) => {
              const b = building(must(d.buildingId, 'building'));
              const dates = p.readings
                .filter((r) => r.dataSourceId === d.id)
                .map((r) => localDate(r.at, b.timeZone))
                .sort();
              return {
                id: d.id,
                name: d.name,
                dataSystem: d.dataSystem,
                buildingId: b.id,
                buildingName: b.name,
                isPrimary: b.primaryOccupancyDataSourceId === d.id,
                firstReadingDate: dates[0] ?? null,
                lastReadingDate: dates.at(-1) ?? null,
              };
            })
            .sort(
              (a, b) =>
                a.buildingName.localeCompare(b.buildingName) || a.name.localeCompare(b.name),
            );
          expect(answer.items).toEqual(expected);
        }
      });

    it('/organizations/statistics/segments: the owner’s tenants by industry, top-level leases only', async () => {
      const answer = await post('/api/organizations/statistics/segments', {}, token('harbor'));
      const harborBuildings = activeBuildings()
        .filter((b) => b.ownerOrganizationId === org('harbor').id)
        .map((b) => b.id);
      const tenants = p.organizations.filter((o) => o.type === 'OCCUPIER');
      const segments = new Map<
        number | null,
        { tenants: number; leases: Lease[]; groups: ReturnType<typeof occupierGroups> }
      >();
      for (const o of tenants) {
        const leases = activeLeases().filter(
          (l) => topLevel(l) && l.organizationId === o.id && harborBuildings.includes(l.buildingId),
        );
        if (leases.length === 0) continue;
        const seg = segments.get(o.industryId) ?? { tenants: 0, leases: [], groups: [] };
        seg.tenants++;
        seg.leases.push(...leases);
        seg.groups.push(...occupierGroups(o.id, leases));
        segments.set(o.industryId, seg);
      }
      const allGroups = [...segments.values()].flatMap((x) => x.groups);
      const range = defaultRange(...allGroups.map((g) => g.days));
      expect(rangeOf(answer)).toEqual(range);
      const name = (id: number | null) =>
        id === null ? null : must(industryName.get(id), 'industry');
      const expected = [...segments]
        .sort(([a], [b]) => (name(a) ?? '\uffff').localeCompare(name(b) ?? '\uffff'))
        .map(([industryId, seg]) => {
          const capacity = sumSeats(seg.leases.map(leaseSeats));
          const average = averageOf(within(sumDays(...seg.groups.map((g) => g.days)), range));
          return {
            industryId,
            industry: name(industryId),
            tenants: seg.tenants,
            leases: seg.leases.length,
            rentableSF: { IMPERIAL: seg.leases.reduce((a, l) => a + (l.rentableSF ?? 0), 0) },
            capacity,
            averageOccupancy: average,
            averageUtilization: ratio(average, capacity),
          };
        });
      const list = items(answer);
      expect(list.map((i) => i.industryId)).toEqual(expected.map((e) => e.industryId));
      for (const [index, e] of expected.entries()) {
        const item = must(list[index], 'segment');
        const { averageOccupancy, averageUtilization, ...counts } = e;
        expect(item).toMatchObject(counts);
        expectClose(item.averageOccupancy, averageOccupancy);
        expectClose(item.averageUtilization, averageUtilization);
      }
    });

    /** Data coverage of an organization in a building (docs/metrics.md, Data coverage). */
    function coverageStates(spaceIds: number[], leases: Lease[], days: Days) {
      const state = (has: number, of: number, expired: boolean) =>
        of === 0 || has === 0
          ? 'NOT_COVERED'
          : expired
            ? 'EXPIRED'
            : has === of
              ? 'COVERED'
              : 'PARTIALLY_COVERED';
      const latestEnd =
        leases
          .map((l) => l.endDate ?? '9999-12-31')
          .sort()
          .at(-1) ?? '9999-12-31';
      const ended = latestEnd < today;
      const lastData = [...days.keys()].at(-1);
      const complete = (l: Lease) =>
        l.rentRate !== null && l.rentableSF !== null && l.endDate !== null;
      const mappedSpace = (id: number) => {
        const space = must(
          p.spaces.find((x) => x.id === id),
          'space',
        );
        return mapped.has(id) && (space.rentableSF !== null || space.usableSF !== null);
      };
      return [
        state(spaceIds.filter(mappedSpace).length, spaceIds.length, ended),
        state(leases.filter(complete).length, leases.length, ended),
        state(
          spaceIds.filter((id) => sensored.has(id)).length,
          spaceIds.length,
          ended || lastData === undefined || daysBetween(lastData, today) > 30,
        ),
      ];
    }
    const combine = (states: string[]) => {
      if (states.length === 0) return 'NOT_COVERED';
      if (states.every((x) => x === states[0])) return states[0];
      if (states.every((x) => x === 'EXPIRED' || x === 'NOT_COVERED')) return 'EXPIRED';
      return 'PARTIALLY_COVERED';
    };

    it('/organizations/statistics/tenants: each occupier’s leases, area, seats, average and coverage', async () => {
      const answer = await post('/api/organizations/statistics/tenants', {}, token('harbor'));
      const occupiers = p.organizations
        .filter((o) => o.type === 'OCCUPIER')
        .map((o) => ({ o, leases: portfolioLeases().filter((l) => l.organizationId === o.id) }))
        .filter((x) => x.leases.length > 0)
        .sort((a, b) => a.o.name.localeCompare(b.o.name));
      const groups = new Map(occupiers.map((x) => [x.o.id, occupierGroups(x.o.id, x.leases)]));
      const range = defaultRange(...[...groups.values()].flat().map((g) => g.days));
      expect(rangeOf(answer)).toEqual(range);
      expect(items(answer).map((i) => i.organizationId)).toEqual(occupiers.map((x) => x.o.id));
      for (const { o, leases } of occupiers) {
        const item = must(
          items(answer).find((i) => i.organizationId === o.id),
          o.key,
        );
        const mine = must(groups.get(o.id), 'groups');
        const capacity = sumSeats(leases.map(leaseSeats));
        const average = averageOf(within(sumDays(...mine.map((g) => g.days)), range));
        expect(item).toMatchObject({
          name: o.name,
          industry: o.industryId === null ? null : industryName.get(o.industryId),
          leases: leases.length,
          buildings: mine.length,
          rentableSF: { IMPERIAL: leases.reduce((a, l) => a + (l.rentableSF ?? 0), 0) },
          capacity,
        });
        expectClose(item.averageOccupancy, average);
        expectClose(item.averageUtilization, ratio(average, capacity));
        const states = mine.flatMap((g) =>
          coverageStates([...new Set(g.leases.flatMap(spacesOf))], g.leases, g.days),
        );
        expect(item.coverage).toBe(combine(states));
      }
    });

    it('/organizations/statistics dataCoverages of the owner: spatial, financial, occupancy per building', async () => {
      const answer = await post('/api/organizations/statistics', {}, token('harbor'));
      const all: string[] = [];
      for (const b of activeBuildings()) {
        const leases = activeLeases().filter((l) => topLevel(l) && l.buildingId === b.id);
        const [spatial, financial, occupancy] = coverageStates(
          [...new Set(leases.flatMap(spacesOf))],
          leases,
          groupDays(spacesOfBuilding(b.id)),
        );
        all.push(must(spatial, 's'), must(financial, 'f'), must(occupancy, 'o'));
        expect((answer.dataCoverages as Json[]).find((c) => c.buildingId === b.id)).toEqual({
          buildingId: b.id,
          spatial,
          financial,
          occupancy,
        });
      }
      expect(answer.coverage).toBe(combine(all));
    });

    if (!rerun)
      it('/organizations/list/global: the organizations sharing a building with the caller', async () => {
        const holders = (buildingIds: number[]) => {
          const ids = new Set<number>();
          for (const id of buildingIds) {
            ids.add(building(id).ownerOrganizationId);
            for (const f of p.floors)
              if (f.buildingId === id && f.operatorOrganizationId !== null)
                ids.add(f.operatorOrganizationId);
            for (const l of p.leases) if (l.buildingId === id) ids.add(l.organizationId);
          }
          return ids;
        };
        const names = (ids: Set<number>) =>
          p.organizations
            .filter((o) => ids.has(o.id))
            .map((o) => o.name)
            .sort((a, b) => a.localeCompare(b));
        const listed = async (
          key: string,
          body: Json = {},
          role: 'org-admin' | 'master-admin' = 'org-admin',
        ) =>
          items(await post('/api/organizations/list/global', body, token(key, role))).map(
            (i) => i.name,
          );

        expect(await listed('harbor')).toEqual(names(holders(p.buildings.map((b) => b.id))));
        const northwindBuildings = p.leases
          .filter((l) => l.organizationId === org('northwind').id)
          .map((l) => l.buildingId);
        expect(await listed('northwind')).toEqual(names(holders(northwindBuildings)));
        expect(await listed('atrium', {}, 'master-admin')).toEqual(
          names(new Set(p.organizations.map((o) => o.id))),
        );
        expect(await listed('atrium', { types: ['OCCUPIER'] }, 'master-admin')).toEqual(
          names(new Set(p.organizations.filter((o) => o.type === 'OCCUPIER').map((o) => o.id))),
        );
        expect(await listed('atrium', { name: 'CO' }, 'master-admin')).toEqual(
          names(new Set(p.organizations.filter((o) => /co/i.test(o.name)).map((o) => o.id))),
        );
      });

    for (const [key, caller] of [
      ['globex', 'globex'],
      ['northwind', 'northwind'],
      ['initech', 'atrium'],
    ] as const) {
      it(`/organizations/rto and /rto/trends of ${key}: period vs baseline averages, monthly trend`, async () => {
        const o = org(key);
        const period = must(o.rtoPeriod, 'rtoPeriod');
        const body = caller === 'atrium' ? { organizationId: o.id } : {};
        const bearer = token(caller, caller === 'atrium' ? 'master-admin' : 'org-admin');
        const groups = portfolioOf(key);
        const days = sumDays(...groups.map((g) => g.days));
        const capacity = sumSeats(groups.map((g) => g.capacity));
        const end = period.endDate !== null && period.endDate < today ? period.endDate : today;
        const length = daysBetween(period.startDate, end) + 1;
        const baseline = {
          start: addDays(period.startDate, -length),
          end: addDays(period.startDate, -1),
        };
        const average = averageOf(within(days, { start: period.startDate, end }));
        const baselineAverage = averageOf(within(days, baseline));

        const rto = await post('/api/organizations/rto', body, bearer);
        expect(rto.period).toEqual(period);
        expect(rto.capacity).toBe(capacity);
        const summary = rto.summary as Json;
        expect(summary).toMatchObject({
          startDate: period.startDate,
          endDate: end,
          baselineStartDate: baseline.start,
          baselineEndDate: baseline.end,
        });
        expectClose(summary.averageOccupancy, average);
        expectClose(summary.baselineAverageOccupancy, baselineAverage);
        expectClose(summary.rtoRate, ratio(average, baselineAverage));
        expectClose(summary.utilization, ratio(average, capacity));

        const trends = await post('/api/organizations/rto/trends', body, bearer);
        expect(trends.capacity).toBe(capacity);
        const months = new Map<string, Days>();
        for (const [d, n] of within(days, { start: period.startDate, end })) {
          const month = months.get(d.slice(0, 7)) ?? new Map<string, number>();
          month.set(d, n);
          months.set(d.slice(0, 7), month);
        }
        const expected = [...months].map(([m, monthDays]) => {
          const avg = averageOf(monthDays);
          return {
            year: Number(m.slice(0, 4)),
            month: Number(m.slice(5, 7)),
            average: avg,
            peak: peakOf(monthDays).peak,
            days: monthDays.size,
            utilization: ratio(avg, capacity),
          };
        });
        const rows = items(trends);
        expect(rows.map((r) => [r.year, r.month, r.peak, r.days])).toEqual(
          expected.map((e) => [e.year, e.month, e.peak, e.days]),
        );
        for (const [index, e] of expected.entries()) {
          expectClose(must(rows[index], 'row').average, e.average);
          expectClose(must(rows[index], 'row').utilization, e.utilization);
        }
        if (key === 'globex') expect(summary.rtoRate).not.toBeNull();
      });
    }
  };
  describe('organizations', organizationStatistics(false));

  // ——— Floors and operators (docs/metrics.md, Organizations, floors and operators)

  describe('floors and operators', () => {
    it('/floors/statistics: each floor’s spaces, area, seats and occupancy, bottom to top', async () => {
      for (const b of p.buildings) {
        const answer = await post('/api/floors/statistics', { buildingId: b.id }, token('harbor'));
        const floors = p.floors
          .filter((f) => f.buildingId === b.id)
          .sort((x, y) => x.position - y.position);
        const groups = floors.map((f) => groupDays(spacesOfFloor(f.id)));
        const range = defaultRange(...groups);
        expect(rangeOf(answer)).toEqual(range);
        expect(items(answer).map((i) => i.floorId)).toEqual(floors.map((f) => f.id));
        for (const [index, f] of floors.entries()) {
          const item = must(items(answer)[index], 'floor');
          expect(item).toMatchObject({
            name: f.name,
            position: f.position,
            spaces: spacesOfFloor(f.id).length,
            rentableSF: f.rentableSF,
          });
          expectFigures(
            item,
            figures(must(groups[index], 'days'), spaceCapacity(spacesOfFloor(f.id)), range),
          );
        }
      }
    });

    it('/floors/spaces-by-category: seats per category, top-level or only child spaces', async () => {
      const categories = [
        'WORK',
        'COLLABORATIVE',
        'CIRCULATION',
        'SOCIAL',
        'GENERAL',
        'SUPPORT',
        'RETAIL',
        'PARKING',
      ];
      const expected = (spaceIds: number[]) => {
        const chosen = p.spaces.filter((x) => spaceIds.includes(x.id));
        const total = (list: typeof chosen) =>
          list.length === 0 ? 0 : spaceCapacity(list.map((x) => x.id));
        return {
          totalCapacity: total(chosen),
          capacityByCategory: Object.fromEntries(
            categories.map((c) => [c, total(chosen.filter((x) => x.category === c))]),
          ),
        };
      };
      for (const f of p.floors) {
        const top = spacesOfFloor(f.id).filter(
          (id) => p.spaces.find((x) => x.id === id)?.parentId === null,
        );
        const children = spacesOfFloor(f.id).filter((id) => !top.includes(id));
        expect(
          await post('/api/floors/spaces-by-category', { floorId: f.id }, token('harbor')),
        ).toEqual(expected(top));
        expect(
          await post(
            '/api/floors/spaces-by-category',
            { floorId: f.id, onlyChildren: true },
            token('harbor'),
          ),
        ).toEqual(expected(children));
      }
      // An occupier counts only its own spaces.
      const lease = must(
        activeLeases().find((l) => l.organizationId === org('northwind').id),
        'northwind lease',
      );
      const floorId = floorOf(must(spacesOf(lease)[0], 'space'));
      expect(await post('/api/floors/spaces-by-category', { floorId }, token('northwind'))).toEqual(
        expected(spacesOf(lease).filter((id) => floorOf(id) === floorId)),
      );
    });

    it('/operators/statistcs: the operator’s site per building, its floors together', async () => {
      const operator = org('metrospaces');
      const floors = p.floors.filter((f) => f.operatorOrganizationId === operator.id);
      expect(floors.length).toBeGreaterThan(0);
      for (const [bearer, body] of [
        [token('metrospaces'), {}],
        [token('atrium', 'master-admin'), { organizationId: operator.id }],
      ] as const) {
        const answer = await post('/api/operators/statistcs', body, bearer);
        expect(answer.organizationId).toBe(operator.id);
        const buildings = [...new Set(floors.map((f) => f.buildingId))];
        expect(
          items(answer)
            .map((i) => i.buildingId)
            .sort(),
        ).toEqual(buildings.sort());
        for (const buildingId of buildings) {
          const mine = floors.filter((f) => f.buildingId === buildingId);
          const spaceIds = mine.flatMap((f) => spacesOfFloor(f.id));
          const days = groupDays(spaceIds);
          const range = must(defaultRange(days), 'range');
          const capacity = spaceCapacity(spaceIds);
          const f = figures(days, capacity, range);
          const item = must(
            items(answer).find((i) => i.buildingId === buildingId),
            'site',
          );
          expect(item).toMatchObject({
            name: building(buildingId).name,
            floorCount: mine.length,
            roomCount: spaceIds.length,
            rentableArea: mine.reduce((a, x) => a + (x.rentableSF ?? 0), 0),
            capacity,
            peakOccupancy: f.peakOccupancy,
            peakOccupancyDate: f.peakOccupancyDate,
            startDate: range.start,
            endDate: range.end,
          });
          expectClose(item.peakUtilization, f.peakUtilization);
          expectClose(item.avgUtilization, f.averageUtilization);
        }
      }
      const none = await post('/api/operators/statistcs', {}, token('harbor'));
      expect(none.items).toEqual([]);
    });
  });
  // ——— The same figures once a building is marked inactive (docs/decisions.md)

  describe('with Liberty Plaza marked inactive', () => {
    beforeAll(async () => {
      const liberty = must(
        p.buildings.find((b) => b.name === 'Liberty Plaza'),
        'Liberty Plaza',
      );
      const res = await p.t.post(
        '/api/buildings/update',
        { id: liberty.id, data: { isActive: false } },
        token('atrium', 'master-admin'),
      );
      expect(res.statusCode, res.body).toBe(200);
      await p.t.app.jobs.drain();
      p.buildings = await p.t.database.db.select().from(s.buildings);
      expect(p.buildings.filter((b) => !b.isActive).map((b) => b.id)).toEqual([liberty.id]);
    });

    it('a request naming the inactive building still answers for it', async () => {
      const liberty = must(
        p.buildings.find((b) => !b.isActive),
        'inactive building',
      );
      const answer = await post(
        '/api/encumbrances/statistic/occupancy',
        { buildingId: liberty.id },
        token('harbor'),
      );
      const leased = activeLeases()
        .filter((l) => topLevel(l) && l.buildingId === liberty.id)
        .reduce((a, l) => a + (l.rentableSF ?? 0), 0);
      expect(items(answer).map((i) => [i.buildingId, i.leasedSF])).toEqual([[liberty.id, leased]]);
      const networks = await post('/api/networks/statistics', {}, token('harbor'));
      const aggregated = must(
        items(networks).find((n) => n.defaultReporting === 'AGGREGATED'),
        'network',
      );
      expect(aggregated.buildings).toBe(3);
    });

    describe('lease statistics', leaseStatistics);
    describe('organizations', organizationStatistics(true));
  });
});

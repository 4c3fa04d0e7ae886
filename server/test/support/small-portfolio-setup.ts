// The small portfolio as the portfolio and organization call tests use it: started once per test
// file, with the tokens of every organization, the changes the calls need made before any request
// is remembered, the raw readings indexed, and the figures' building blocks bound to its rows.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema/index.ts';
import { startSmallPortfolio, type SmallPortfolio } from './small-portfolio.ts';
import { tokenFor } from './factories.ts';
import {
  addDays,
  daysBetween,
  localDate,
  must,
  sumDays,
  todayIn,
  ZONE,
  type Days,
  type Json,
  type Lease,
} from './small-portfolio-expected.ts';

export type SmallPortfolioContext = ReturnType<typeof contextOf>;

/**
 * Starts the small portfolio and readies it for the calls (call it in a beforeAll, close `p.t`
 * in the afterAll): Globex gets an RTO period, MetroSpaces operates Liberty Plaza's Level 1 and
 * Harbor gets an INDIVIDUAL network, so that every call has data.
 */
export async function setUpSmallPortfolio(): Promise<SmallPortfolioContext> {
  const c = contextOf(await startSmallPortfolio(), todayIn());
  const { p, today, tokens, token, org, readingsBySpace, sourceOfSpace, sensored, mapped } = c;
  const db = p.t.database.db;
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
  for (const i of await db.select().from(s.industries)) c.industryName.set(i.id, i.name);
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
  return c;
}

/** The portfolio's rows and the helpers the expected figures are built from, bound to them. */
function contextOf(p: SmallPortfolio, today: string) {
  const tokens = new Map<string, string>();
  const token = (key: string, role: 'org-admin' | 'viewer' | 'master-admin' = 'org-admin') =>
    must(tokens.get(`${key}:${role}`), `token ${key}`);
  /** Readings per data source and space, a repeated reading at one instant counted once (the higher). */
  const readingsBySpace = new Map<number, Map<string, number>>();
  const sourceOfSpace = new Map<number, number>();
  /** Spaces with readings of their own (sensored). */
  const sensored = new Set<number>();
  const mapped = new Set<number>();
  const industryName = new Map<number, string>();

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

  async function post(url: string, body: Json, bearer: string): Promise<Json> {
    const res = await p.t.post(url, body, bearer);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json<Json>();
  }

  return {
    p,
    today,
    tokens,
    token,
    readingsBySpace,
    sourceOfSpace,
    sensored,
    mapped,
    industryName,
    org,
    building,
    floorOf,
    buildingOfFloor,
    spacesOf,
    spacesOfBuilding,
    spacesOfFloor,
    activeLeases,
    topLevel,
    inPortfolio,
    portfolioLeases,
    activeBuildings,
    spaceCapacity,
    leaseSeats,
    groupDays,
    subleasesOn,
    deductSubleases,
    buildingGroup,
    occupierGroups,
    portfolioOf,
    coverageStates,
    post,
  };
}

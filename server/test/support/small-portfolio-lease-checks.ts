// The lease statistics calls on the small portfolio (docs/metrics.md, Leases and area), checked
// against figures worked out from the raw readings and the leases' rows. A describe body, run on
// the portfolio as generated and again once a building is marked inactive.
import { it, expect } from 'vitest';
import type { SmallPortfolioContext } from './small-portfolio-setup.ts';
import {
  addMonths,
  averageOf,
  defaultRange,
  expectClose,
  items,
  must,
  peakOf,
  tierOf,
  wholeMonths,
  type Json,
  type Lease,
} from './small-portfolio-expected.ts';

/** The lease statistics checks, on the portfolio `context` answers once its beforeAll ran. */
export const leaseStatistics = (context: () => SmallPortfolioContext) => () => {
  const harborLeases = () => {
    const { activeLeases, building, org } = context();
    return activeLeases().filter(
      (l) => building(l.buildingId).ownerOrganizationId === org('harbor').id,
    );
  };
  const topLeases = () => {
    const { topLevel, inPortfolio } = context();
    return harborLeases().filter(topLevel).filter(inPortfolio);
  };
  const orgName = (id: number) =>
    must(
      context().p.organizations.find((o) => o.id === id),
      'org',
    ).name;
  const usageName = (l: Lease) =>
    context().p.usageTypes.find((u) => u.id === l.usageTypeId)?.name ?? null;

  it('/encumbrances/statistic/tenants: seats after subleases, occupancy, efficiency and rent per lease', async () => {
    const { p, today, token, spacesOf, groupDays, deductSubleases, post } = context();
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
    const { today, token, building, post } = context();
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
        leases.filter((l) => wholeMonths(today, must(l.endDate, 'end')) < months).map((l) => l.id),
      );
  });

  it('/encumbrances/statistic/expiration for an occupier: its own leases only', async () => {
    const { token, org, post } = context();
    const answer = await post('/api/encumbrances/statistic/expiration', {}, token('northwind'));
    expect(items(answer).map((i) => i.tenantId)).toEqual(
      topLeases()
        .filter((l) => l.organizationId === org('northwind').id)
        .map((l) => l.id),
    );
  });

  it('/encumbrances/statistic/expiration/by-year: leases, area and rent per end year', async () => {
    const { token, post } = context();
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
    const { token, activeBuildings, post } = context();
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
    const { token, org, post } = context();
    const answer = await post('/api/encumbrances/statistic/occupancy', {}, token('northwind'));
    expect(answer.partial).toBe(true);
    const mine = topLeases().filter((l) => l.organizationId === org('northwind').id);
    expect(items(answer).map((i) => [i.buildingId, i.leasedSF, i.vacantSF])).toEqual(
      mine.map((l) => [l.buildingId, l.rentableSF, null]),
    );
  });

  it('/encumbrances/statistic/financial-coverage: each tenant over all its leases there', async () => {
    const { p, today, token, activeBuildings, post } = context();
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
    const { today, token, building, spacesOf, subleasesOn, post } = context();
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

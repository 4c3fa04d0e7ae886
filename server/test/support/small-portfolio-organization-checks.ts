// The organization statistics calls on the small portfolio (docs/api.md, An organization's
// portfolio; docs/metrics.md), checked against figures worked out from the raw readings and the
// structure's rows. A describe body, run on the portfolio as generated and again once a building
// is marked inactive (`rerun`: the checks that do not depend on the portfolio's figures are skipped).
import { it, expect } from 'vitest';
import type { SmallPortfolioContext } from './small-portfolio-setup.ts';
import {
  addDays,
  addMonths,
  averageOf,
  combine,
  daysBetween,
  defaultRange,
  expectClose,
  expectFigures,
  figures,
  items,
  lastDayOfMonth,
  localDate,
  must,
  peakOf,
  rangeOf,
  ratio,
  sumDays,
  sumSeats,
  tierOf,
  within,
  type Days,
  type Json,
  type Lease,
} from './small-portfolio-expected.ts';

/** The portfolio `context` answers once its beforeAll ran. */
type Context = () => SmallPortfolioContext;

/** The organization statistics checks; a `rerun` leaves out those about visibility, asked once. */
export const organizationStatistics = (context: Context, rerun: boolean) => () => {
  for (const [key, caller] of [
    ['harbor', 'harbor'],
    ['northwind', 'northwind'],
    ['initech', 'atrium'],
    ['metrospaces', 'metrospaces'],
  ] as const) {
    it(`/organizations/statistics of ${key}: its buildings, leases, area and pooled occupancy`, async () => {
      const { token, org, post, portfolioOf } = context();
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
      expect(rows.map((r) => r.buildingId).sort()).toEqual(groups.map((g) => g.buildingId).sort());
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
      const {
        p,
        today,
        token,
        org,
        portfolioLeases,
        groupDays,
        deductSubleases,
        occupierGroups,
        post,
      } = context();
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
          f.peakOccupancy === null ? null : f.peakOccupancy * must(lease.targetDensity, 'density');
        expectClose(item.projectedArea, projected);
        const efficiency = ratio(projected, d.area ?? null);
        expectClose(item.efficiency, efficiency);
        expect(item.efficiencyTier).toBe(tierOf(efficiency));
      }
    });
  }

  for (const key of ['globex', 'initech'] as const) {
    it(`/organizations/tenant/efficiency-monthly of ${key}: each completed month's peak × density ÷ area`, async () => {
      const { today, token, org, portfolioLeases, groupDays, deductSubleases, post } = context();
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
      const { p, token, org, building, activeLeases, post } = context();
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
            // The local date only grows with the instant: the first and last readings' dates.
            const instants = p.readings
              .filter((r) => r.dataSourceId === d.id)
              .map((r) => r.at)
              .sort();
            const dates = [instants[0], instants.at(-1)].flatMap((at) =>
              at === undefined ? [] : [localDate(at, b.timeZone)],
            );
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
            (a, b) => a.buildingName.localeCompare(b.buildingName) || a.name.localeCompare(b.name),
          );
        expect(answer.items).toEqual(expected);
      }
    });

  it('/organizations/statistics/segments: the owner’s tenants by industry, top-level leases only', async () => {
    const {
      p,
      token,
      industryName,
      org,
      activeLeases,
      topLevel,
      activeBuildings,
      leaseSeats,
      occupierGroups,
      post,
    } = context();
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

  it('/organizations/statistics/tenants: each occupier’s leases, area, seats, average and coverage', async () => {
    const {
      p,
      token,
      industryName,
      spacesOf,
      portfolioLeases,
      leaseSeats,
      occupierGroups,
      post,
      coverageStates,
    } = context();
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
    const {
      token,
      spacesOf,
      spacesOfBuilding,
      activeLeases,
      topLevel,
      activeBuildings,
      groupDays,
      post,
      coverageStates,
    } = context();
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
      const { p, token, org, building, post } = context();
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
      const { today, token, org, post, portfolioOf } = context();
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

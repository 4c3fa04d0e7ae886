// The building, network, floor and operator statistics calls on the generator's `small`
// portfolio, each checked against the same figures worked out from the raw readings and the
// structure's rows (docs/metrics.md), with plain loops and Intl: never the server's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaceCategories } from '@atrium/contract';
import {
  setUpSmallPortfolio,
  type SmallPortfolioContext,
} from './support/small-portfolio-setup.ts';
import {
  defaultRange,
  expectClose,
  expectFigures,
  figures,
  items,
  must,
  rangeOf,
  sumDays,
  type Json,
} from './support/small-portfolio-expected.ts';

describe('portfolio and organization calls on the small portfolio', () => {
  let c: SmallPortfolioContext;

  beforeAll(async () => {
    c = await setUpSmallPortfolio();
  }, 120_000);

  afterAll(async () => {
    await c.p.t.close();
  });

  // ——— Buildings and networks (docs/metrics.md, Portfolio and networks)

  describe('buildings and networks', () => {
    it('/buildings/statistic: counts, seats and areas of the owner’s buildings', async () => {
      const { p, token, org, activeLeases, topLevel, spaceCapacity, post } = c;
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
      const { token, org, spacesOf, activeLeases, spaceCapacity, post } = c;
      const answer = await post('/api/buildings/statistic', {}, token('northwind'));
      const mine = activeLeases().filter((l) => l.organizationId === org('northwind').id);
      expect(answer).toMatchObject({
        buildings: new Set(mine.map((l) => l.buildingId)).size,
        spaces: mine.flatMap(spacesOf).length,
        capacity: spaceCapacity(mine.flatMap(spacesOf)),
      });
    });

    it('/networks/statistics: AGGREGATED one curve of summed building peaks, INDIVIDUAL per building', async () => {
      const { p, token, org, building, buildingGroup, post } = c;
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

  // ——— Floors and operators (docs/metrics.md, Organizations, floors and operators)

  describe('floors and operators', () => {
    it('/floors/statistics: each floor’s spaces, area, seats and occupancy, bottom to top', async () => {
      const { p, token, spacesOfFloor, spaceCapacity, groupDays, post } = c;
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
      const { p, token, org, floorOf, spacesOf, spacesOfFloor, activeLeases, spaceCapacity, post } =
        c;
      const expected = (spaceIds: number[]) => {
        const chosen = p.spaces.filter((x) => spaceIds.includes(x.id));
        const total = (list: typeof chosen) =>
          list.length === 0 ? 0 : spaceCapacity(list.map((x) => x.id));
        return {
          totalCapacity: total(chosen),
          capacityByCategory: Object.fromEntries(
            spaceCategories.map((c) => [c, total(chosen.filter((x) => x.category === c))]),
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
      const { p, token, org, building, spacesOfFloor, spaceCapacity, groupDays, post } = c;
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
});

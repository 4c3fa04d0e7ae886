// The portfolio and organization statistics calls on the generator's `small` portfolio once
// Liberty Plaza is marked inactive (docs/decisions.md): a request naming it still answers for it,
// and the lease and organization figures leave it out. The checks are those of
// small-portfolio-leases and small-portfolio-organizations, re-run on a fresh portfolio.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.ts';
import {
  setUpSmallPortfolio,
  type SmallPortfolioContext,
} from './support/small-portfolio-setup.ts';
import { leaseStatistics } from './support/small-portfolio-lease-checks.ts';
import { organizationStatistics } from './support/small-portfolio-organization-checks.ts';
import { items, must } from './support/small-portfolio-expected.ts';

describe('portfolio and organization calls on the small portfolio', () => {
  let c: SmallPortfolioContext;

  beforeAll(async () => {
    c = await setUpSmallPortfolio();
  }, 120_000);

  afterAll(async () => {
    await c.p.t.close();
  });

  // ——— The same figures once a building is marked inactive (docs/decisions.md)

  describe('with Liberty Plaza marked inactive', () => {
    beforeAll(async () => {
      const { p, token } = c;
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
      const { p, token, activeLeases, topLevel, post } = c;
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

    describe(
      'lease statistics',
      leaseStatistics(() => c),
    );
    describe(
      'organizations',
      organizationStatistics(() => c, true),
    );
  });
});

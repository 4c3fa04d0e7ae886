// The lease statistics calls on the generator's `small` portfolio, each checked against the same
// figures worked out from the raw readings and the structure's rows (docs/metrics.md), with plain
// loops and Intl: never the server's or the contract's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  setUpSmallPortfolio,
  type SmallPortfolioContext,
} from './support/small-portfolio-setup.ts';
import { leaseStatistics } from './support/small-portfolio-lease-checks.ts';
import { ZONE } from './support/small-portfolio-expected.ts';

describe('portfolio and organization calls on the small portfolio', () => {
  let c: SmallPortfolioContext;

  beforeAll(async () => {
    c = await setUpSmallPortfolio();
  }, 120_000);

  afterAll(async () => {
    await c.p.t.close();
  });

  it('has the portfolio the brief describes', () => {
    const { p } = c;
    expect(p.buildings).toHaveLength(3);
    expect(p.buildings.every((b) => b.timeZone === ZONE && b.isActive)).toBe(true);
    expect(p.organizations).toHaveLength(8);
    expect(p.leases).toHaveLength(9);
    expect(p.readings).toHaveLength(27_120);
    expect(p.readings.some((r) => r.backfilled)).toBe(true);
    expect(new Set(p.readings.map((r) => r.dataSourceId)).size).toBe(3);
  });

  // ——— Leases (docs/metrics.md, Leases and area)

  describe(
    'lease statistics',
    leaseStatistics(() => c),
  );
});

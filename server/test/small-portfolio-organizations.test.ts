// The organization statistics calls on the generator's `small` portfolio, each checked against
// the same figures worked out from the raw readings and the structure's rows (docs/metrics.md),
// with plain loops and Intl: never the server's or the contract's code.
import { afterAll, beforeAll, describe } from 'vitest';
import {
  setUpSmallPortfolio,
  type SmallPortfolioContext,
} from './support/small-portfolio-setup.ts';
import { organizationStatistics } from './support/small-portfolio-organization-checks.ts';

describe('portfolio and organization calls on the small portfolio', () => {
  let c: SmallPortfolioContext;

  beforeAll(async () => {
    c = await setUpSmallPortfolio();
  }, 120_000);

  afterAll(async () => {
    await c.p.t.close();
  });

  // ——— Organizations (docs/api.md, An organization's portfolio; docs/metrics.md)

  describe(
    'organizations',
    organizationStatistics(() => c, false),
  );
});

import { describe, expect, it } from 'vitest';
import { topTenantsByChange } from '../../src/analytics/tenant-changes.ts';

const tenant = (name: string, change: number | null) => ({ name, change });

describe('topTenantsByChange', () => {
  it('takes the four largest changes either way, largest first', () => {
    const tenants = [
      tenant('a', 0.05),
      tenant('b', -0.4),
      tenant('c', 0.1),
      tenant('d', null),
      tenant('e', 0.3),
      tenant('f', -0.01),
      tenant('g', 0.2),
    ];
    expect(topTenantsByChange(tenants).map((t) => t.name)).toEqual(['b', 'e', 'g', 'c']);
  });

  it('keeps the given order between equal changes and leaves out tenants without one', () => {
    const tenants = [tenant('a', -0.1), tenant('b', 0.1), tenant('c', null)];
    expect(topTenantsByChange(tenants).map((t) => t.name)).toEqual(['a', 'b']);
    expect(topTenantsByChange([tenant('x', null)])).toEqual([]);
    expect(topTenantsByChange(tenants, 1).map((t) => t.name)).toEqual(['a']);
  });
});

// The Tenants tab's table of active leases: nine columns that fit the card at 1440 px, dense.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/render.tsx';
import { fakeApi } from '../buildings/fakeApi.ts';
import { analysisRoutes, child, lease, tenantRow } from './fixtures.ts';
import { as, eachTestAtNoon } from './support.ts';

eachTestAtNoon();

describe('the tenants table', () => {
  it('is dense: figures on one line, names, headers and a missing capacity wrap', async () => {
    const initech = lease({
      id: 4,
      organization: { id: 23, name: 'Initech', industry: null },
      children: [child({ id: 5, capacity: null })],
    });
    fakeApi(
      analysisRoutes({
        leases: [lease(), initech],
        tenants: [
          tenantRow(),
          tenantRow({
            tenantId: 4,
            orgName: 'Initech',
            capacity: null,
            issues: ['Capacity is missing in the sublease'],
          }),
        ],
      }),
    );
    renderApp('/buildings/1/tenants', as('viewer'));
    // The first page of a file loads its lazy modules: give it longer than a query.
    const table = await screen.findByRole('table', { name: 'Tenants' }, { timeout: 50_000 });
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(3);
    });
    const [, globex, initechRow] = within(table).getAllByRole('row');
    const cellsOf = (row: HTMLElement | undefined) => (row ? within(row).getAllByRole('cell') : []);
    const whiteSpace = (cell: HTMLElement | undefined) =>
      cell ? getComputedStyle(cell).whiteSpace : null;
    const [name, area, capacity, peak] = cellsOf(globex);
    expect([name, area, capacity, peak].map(whiteSpace)).toEqual([
      'normal',
      'nowrap',
      'normal',
      'nowrap',
    ]);
    // Half a regular table's padding between columns.
    expect(area && getComputedStyle(area).paddingLeft).toBe('8px');
    // The deduction's message stands in the capacity column, and wraps there.
    const missing = cellsOf(initechRow)[2];
    expect(missing?.textContent).toBe('Capacity is missing in the sublease');
    expect(whiteSpace(missing)).toBe('normal');
    // 'Peak utilization' takes two lines rather than widening its column.
    const header = within(table).getByRole('columnheader', { name: /^Peak utilization/ });
    expect(getComputedStyle(header).whiteSpace).toBe('normal');
  }, 60_000);
});

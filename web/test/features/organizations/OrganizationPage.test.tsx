import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderApp } from '../../support/render.tsx';
import { fakeApi, list, never, type Routes } from '../buildings/fakeApi.ts';
import {
  as,
  harborFull,
  northwindFull,
  organizationStatistics,
  ownLease,
  tenantLease,
} from './fixtures.ts';

// The organization page's four tabs: each figure is the one of the call it comes from.

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const T = '2026-03-01T09:00:00.000Z';
const byId = (body: Record<string, unknown>) => {
  const id = (body.where as { id?: number } | undefined)?.id;
  return list([harborFull, northwindFull].filter((o) => o.id === id));
};

function organizationApi(routes: Routes = {}) {
  return fakeApi({
    'organizations/full': byId,
    'organization-aliases': list([
      { id: 1, organizationId: 1, alias: 'Harbor', createdAt: T, updatedAt: T },
    ]),
    'organization-domains': list([
      { id: 1, organizationId: 1, domain: 'harbor.test', createdAt: T, updatedAt: T },
    ]),
    'organizations/statistics': organizationStatistics(),
    ...routes,
  });
}

const tile = (label: string) => screen.findByRole('group', { name: label });
const tileText = async (label: string) => (await tile(label)).textContent;

describe('the organization page', () => {
  it('shows the overview’s tiles, charts and buildings from /organizations/statistics', async () => {
    const api = organizationApi();
    renderApp('/organizations/1', as('viewer'));
    expect(
      await screen.findByRole('heading', { name: 'Harbor Properties', level: 1 }),
    ).toBeTruthy();
    await waitFor(async () => {
      expect(await tileText('Buildings')).toContain('2');
    });
    expect(await tileText('Leases')).toContain('9');
    expect(await tileText('Capacity')).toContain('900');
    expect(await tileText('Peak utilization')).toContain('30.0%');
    expect(await tileText('Peak utilization')).toContain('270 people');
    expect(await tileText('Average utilization')).toContain('20%');
    expect(await tileText('Fully covered buildings')).toContain('1 of 2');
    expect(
      await screen.findByRole('img', { name: /^Utilization by building\. .*Harbor Point/ }),
    ).toBeTruthy();
    const buildings = await screen.findByRole('table', { name: 'Buildings' });
    const row = within(buildings).getByRole('row', { name: /Axe House/ });
    expect(row.textContent).toContain('856');
    expect(api.bodies('organizations/statistics')[0]).toEqual({ organizationId: 1 });
  });

  it('shows loading tiles, then a building-less organization, then a failed call', async () => {
    organizationApi({ 'organizations/statistics': never });
    renderApp('/organizations/1', as('viewer'));
    expect((await tile('Buildings')).getAttribute('aria-busy')).toBe('true');
    cleanup();
    organizationApi({
      'organizations/statistics': organizationStatistics({
        buildingCount: 0,
        buildings: [],
        dataCoverages: [],
      }),
    });
    renderApp('/organizations/1', as('viewer'));
    expect(
      await screen.findByText('No buildings: the organization owns, leases and operates none.'),
    ).toBeTruthy();
    cleanup();
    organizationApi({
      'organizations/statistics': json({ message: 'Statistics are unavailable' }, 503),
    });
    renderApp('/organizations/1', as('viewer'));
    expect((await screen.findByRole('alert')).textContent).toContain('Statistics are unavailable');
  });

  it('says an organization that does not exist is not found', async () => {
    organizationApi();
    renderApp('/organizations/77', as('viewer'));
    expect(
      await screen.findByText('There is no organization 77, or you may not see it.'),
    ).toBeTruthy();
  });

  it('links Edit for those who may update organizations only', async () => {
    organizationApi();
    renderApp('/organizations/1', as('viewer'));
    await screen.findByRole('heading', { name: 'Harbor Properties', level: 1 });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    cleanup();
    organizationApi();
    renderApp('/organizations/1', as('master-admin', 'atrium'));
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(
      '/organizations/1/edit',
    );
  });

  it('shows the details: facts, aliases, domains and the coverage of each building', async () => {
    organizationApi();
    renderApp('/organizations/1/details', as('viewer'));
    const facts = await screen.findByLabelText('About the organization');
    expect(facts.textContent).toContain('harbor');
    expect(await within(facts).findByText('harbor.test')).toBeTruthy();
    expect(within(facts).getByText('Harbor')).toBeTruthy();
    const coverage = await screen.findByRole('table', { name: 'Data coverage' });
    const axe = await within(coverage).findByRole('row', { name: /Axe House/ });
    expect(axe.textContent).toContain('Expired');
    expect(axe.textContent).toContain('Not covered');
  });

  it('shows the insights: no RTO period, tenants by industry, tenants and the biggest changes', async () => {
    const api = organizationApi({
      'organizations/rto': { organizationId: 1, period: null, capacity: 900, summary: null },
      'organizations/rto/trends': { organizationId: 1, period: null, capacity: 900, items: null },
      'organizations/statistics/segments': {
        items: [
          {
            industryId: 7,
            industry: 'Retail Trade',
            tenants: 2,
            leases: 3,
            rentableSF: { IMPERIAL: 26350 },
            capacity: 296,
            averageOccupancy: 120.5,
            averageUtilization: 0.41,
          },
        ],
        startDate: '2025-11-27',
        endDate: '2026-11-26',
      },
      'organizations/statistics/tenants': {
        items: [
          {
            organizationId: 5,
            name: 'Northwind Traders',
            industry: 'Retail Trade',
            leases: 2,
            buildings: 1,
            rentableSF: { IMPERIAL: 26350 },
            capacity: 296,
            averageOccupancy: 120.5,
            averageUtilization: 0.41,
            coverage: 'COVERED',
            dataCoverages: [
              { buildingId: 1, spatial: 'COVERED', financial: 'COVERED', occupancy: 'COVERED' },
            ],
          },
        ],
        startDate: '2025-11-27',
        endDate: '2026-11-26',
      },
      'occupancy/tenants/average-occupancy': {
        items: [
          {
            tenantId: 51,
            orgName: 'Northwind Traders',
            industry: null,
            capacity: 148,
            average: 60,
            change: -0.125,
          },
        ],
      },
    });
    renderApp('/organizations/1/insights', as('viewer'));
    expect(
      await screen.findByText(/Harbor Properties has no return-to-office period/),
    ).toBeTruthy();
    const tenants = await screen.findByRole('table', { name: 'Tenants' });
    expect(
      (await within(tenants).findByRole('row', { name: /Northwind Traders/ })).textContent,
    ).toContain('296');
    const industries = await screen.findByRole('table', { name: 'Industries' });
    expect(
      (await within(industries).findByRole('row', { name: /Retail Trade/ })).textContent,
    ).toContain('26,350 sqft');
    const changes = await screen.findByRole('table', { name: 'Biggest changes' });
    expect(
      (await within(changes).findByRole('row', { name: /Northwind Traders/ })).textContent,
    ).toContain('12.5');
    await waitFor(() => {
      expect(api.bodies('organizations/statistics/tenants')[0]).toMatchObject({
        buildingId: [11, 12],
      });
    });
  });

  it('leaves out tenants by industry for an occupier, whose answer is always empty', async () => {
    const api = organizationApi({
      'organizations/rto': { organizationId: 5, period: null, capacity: null, summary: null },
      'organizations/rto/trends': { organizationId: 5, period: null, capacity: null, items: null },
      'organizations/statistics/tenants': { items: [], startDate: null, endDate: null },
      'occupancy/tenants/average-occupancy': { items: [] },
    });
    renderApp('/organizations/5/insights', as('viewer', 'northwind'));
    expect(
      await screen.findByText(/Northwind Traders has no return-to-office period/),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Tenants' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tenants by industry' })).toBeNull();
    expect(api.bodies('organizations/statistics/segments')).toHaveLength(0);
  });

  it('shows an owner’s analysis: its tenants’ leases by tier, a chosen one leading to its tenant analysis', async () => {
    const { router } = renderWith(
      {
        'encumbrances/statistic/tenants': {
          items: [
            tenantLease(),
            tenantLease({
              tenantId: 52,
              buildingId: 12,
              orgName: 'Crescent Realty',
              tier: 'CHURN',
              efficiency: 0.3,
            }),
          ],
        },
      },
      '/organizations/1/analysis',
    );
    await waitFor(async () => {
      expect(await tileText('Active leases')).toContain('2');
    });
    const leases = await screen.findByRole('table', { name: 'Leases' });
    const row = await within(leases).findByRole('row', { name: /Crescent Realty/ });
    expect(row.textContent).toContain('Churn');
    fireEvent.click(row);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/organizations/1/analysis/52');
    });
    expect(await screen.findByRole('region', { name: 'Chosen lease' })).toBeTruthy();
  });

  it('shows an occupier’s own leases with their efficiency by month', async () => {
    organizationApi({
      'organizations/full': byId,
      'organizations/tenant/statistics': {
        organizationId: 5,
        items: [ownLease()],
        startDate: '2025-11-27',
        endDate: '2026-11-26',
      },
      'organizations/tenant/efficiency-monthly': {
        organizationId: 5,
        items: [
          {
            year: 2026,
            month: 9,
            efficiency: 1.2,
            efficiencyTier: 'EXPANSION',
            items: [month(1.2)],
          },
          {
            year: 2026,
            month: 10,
            efficiency: 0.6,
            efficiencyTier: 'DOWNSIZE',
            items: [month(0.6)],
          },
        ],
        startDate: '2026-09-01',
        endDate: '2026-10-31',
      },
    });
    renderApp('/organizations/5/analysis', as('viewer', 'northwind'));
    const leases = await screen.findByRole('table', { name: 'Leases' });
    const row = await within(leases).findByRole('row', { name: /Harbor Point/ });
    expect(row.textContent).toContain('Expansion');
    expect(row.textContent).toContain('148');
    expect(await screen.findByRole('img', { name: /^Efficiency by month\./ })).toBeTruthy();
  });
});

const month = (efficiency: number) => ({
  tenantId: 41,
  buildingId: 11,
  peakOccupancy: 130,
  projectedArea: 19500,
  rentableSF: 13175,
  efficiency,
});

function renderWith(routes: Routes, path: string) {
  organizationApi({ 'organizations/statistics': organizationStatistics(), ...routes });
  return renderApp(path, as('viewer'));
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { lease, sublease, sublet } from './leaseFixtures.ts';
import { renderLeasePage, stubLeaseApi, where } from './leasePage.tsx';
import { checkbox, helperOf, pick, type } from './muiFields.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T12:00:00'));
});
// MUI in jsdom is slow on a busy machine; these tests click through whole forms.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const save = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
};
const openFloor = (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
};

describe('a new sublease', () => {
  it("offers only the parent lease's spaces", async () => {
    stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/edit?parentId=50');
    expect(await screen.findByRole('heading', { name: 'New sublease' })).toBeTruthy();
    expect(screen.getByText('Subleased from: Acme Legal')).toBeTruthy();
    openFloor('Level 1');
    openFloor('Level 2');
    expect(checkbox(/^North wing/)).toBeTruthy();
    expect(checkbox(/^South wing/)).toBeTruthy();
    expect(checkbox(/^Studio/)).toBeTruthy();
    // The Loft is in the building but not in the parent lease.
    expect(screen.queryByRole('checkbox', { name: /^Loft/ })).toBeNull();
    expect(screen.getByText('Only the spaces of the parent lease are offered.')).toBeTruthy();
  });

  it('does not choose a space of the address that the parent lease lacks', async () => {
    stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/edit?parentId=50&spaceId=202');
    await screen.findByRole('heading', { name: 'New sublease' });
    expect(screen.getByText('Spaces (0 chosen)')).toBeTruthy();
    expect(
      screen.getByText('Space 202 cannot be part of this sublease, so it is not chosen.'),
    ).toBeTruthy();
  });

  it("keeps it within the parent's dates and area before saving", async () => {
    const api = stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/edit?parentId=50');
    await screen.findByRole('heading', { name: 'New sublease' });
    expect(helperOf('Start date')).toBe('Not before 2024-01-01');
    expect(helperOf('Rentable area')).toBe('At most 10000 sqft');
    await pick('Tenant organization', 'Cobalt Studio');
    type('Start date', '2023-12-31');
    type('Rentable area', '10001');
    save();
    await waitFor(() => {
      expect(helperOf('Start date')).toBe(
        'A sublease cannot start before its parent lease (2024-01-01)',
      );
    });
    // No end date outlasts the parent's.
    expect(helperOf('End date')).toBe('A sublease cannot end after its parent lease (2030-12-31)');
    expect(helperOf('Rentable area')).toBe(
      'A sublease cannot be larger than its parent lease (10000)',
    );
    expect(api.sent('encumbrances/create')).toEqual([]);

    type('Start date', '2026-04-01');
    type('End date', '2030-12-31');
    type('Rentable area', '10000');
    type('Capacity', '5');
    openFloor('Level 1');
    fireEvent.click(checkbox(/^South wing/));
    save();
    await waitFor(() => {
      expect(where()).toBe('/buildings/7/tenants/99');
    });
    expect(api.sent('encumbrances/create')[0]?.data).toMatchObject({
      buildingId: 7,
      parentId: 50,
      organizationId: 13,
      startDate: '2026-04-01',
      endDate: '2030-12-31',
      rentableSF: 10000,
      spaceIds: [102],
    });
    expect(await screen.findByText('Sublease saved')).toBeTruthy();
  });

  it('refuses to sublet a sublease', async () => {
    stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/edit?parentId=60');
    expect(await screen.findByRole('heading', { name: 'Cannot sublet' })).toBeTruthy();
  });
});

describe('an existing sublease', () => {
  it('flags a space that is no longer part of the parent lease', async () => {
    const api = stubLeaseApi({
      leases: [lease(), sublease({ spaces: [{ id: 201 }, { id: 202 }] })],
    });
    renderLeasePage('/buildings/7/tenants/60/edit');
    expect(await screen.findByRole('heading', { name: 'Edit sublease' })).toBeTruthy();
    // Its own Loft stays visible, so it can be unticked.
    expect((checkbox(/^Loft/) as HTMLInputElement).checked).toBe(true);
    save();
    expect(await screen.findByText('Space 202 is not part of the parent lease')).toBeTruthy();
    expect(api.sent('encumbrances/update')).toEqual([]);
    fireEvent.click(checkbox(/^Loft/));
    save();
    await waitFor(() => {
      expect(where()).toBe('/buildings/7/tenants/60');
    });
    expect(api.sent('encumbrances/update')[0]?.data).toMatchObject({ spaceIds: [201] });
  });
});

describe('sublease deduction', () => {
  it("warns 'Capacity is missing in the sublease' when an active sublease has none", async () => {
    stubLeaseApi({ leases: [lease({ children: [sublet({ capacity: null })] })] });
    renderLeasePage('/buildings/7/tenants/50/edit');
    await screen.findByRole('heading', { name: 'Edit lease' });
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toBe('Capacity is missing in the sublease');
    expect(warning.className).toContain('Warning');
    expect(screen.queryByText(/active sublease/)).toBeNull();
  });

  it('does not warn about a sublease that is not active today', async () => {
    stubLeaseApi({
      leases: [lease({ children: [sublet({ capacity: null, status: 'PENDING' })] })],
    });
    renderLeasePage('/buildings/7/tenants/50/edit');
    await screen.findByRole('heading', { name: 'Edit lease' });
    expect(screen.queryByText('Capacity is missing in the sublease')).toBeNull();
  });

  it("warns 'Capacity is missing in the parent lease' on a sublease of a lease without", async () => {
    stubLeaseApi({ leases: [lease({ capacity: null }), sublease()] });
    renderLeasePage('/buildings/7/tenants/60/edit');
    await screen.findByRole('heading', { name: 'Edit sublease' });
    expect(screen.getByRole('alert').textContent).toBe('Capacity is missing in the parent lease');
  });

  it('warns while a sublease being edited loses its capacity', async () => {
    stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/60/edit');
    await screen.findByRole('heading', { name: 'Edit sublease' });
    expect(screen.queryByRole('alert')).toBeNull();
    type('Capacity', '');
    expect(screen.getByRole('alert').textContent).toBe('Capacity is missing in the sublease');
  });

  it('stops warning once the sublease being edited is given a capacity', async () => {
    stubLeaseApi({
      leases: [lease({ children: [sublet({ capacity: null })] }), sublease({ capacity: null })],
    });
    renderLeasePage('/buildings/7/tenants/60/edit');
    await screen.findByRole('heading', { name: 'Edit sublease' });
    expect(screen.getByRole('alert').textContent).toBe('Capacity is missing in the sublease');
    type('Capacity', '5');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '../../support/render.tsx';
import { renderLeasePage, stubLeaseApi, where } from './leasePage.tsx';
import { checkbox, helperOf, input, pick, select, type } from './muiFields.ts';

beforeEach(() => {
  // Months remaining count from today.
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

describe('a new lease', () => {
  it('starts with the space of the address chosen, and saves to the tenant view', async () => {
    const api = stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/edit?spaceId=201');
    expect(await screen.findByRole('heading', { name: 'New lease' })).toBeTruthy();
    expect(screen.getByText('Spaces (1 chosen)')).toBeTruthy();
    // The floor of the chosen space is open, with only that space ticked.
    expect((checkbox(/^Studio/) as HTMLInputElement).checked).toBe(true);
    expect((checkbox(/^Loft/) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: /^North wing/ })).toBeNull();
    expect(screen.getByText('1 of 2 chosen')).toBeTruthy();
    expect(screen.getByText('0 of 2 chosen')).toBeTruthy();

    // No usage type yet: the select says so.
    expect(screen.getByRole('combobox', { name: /^Usage type/ }).textContent).toBe('None');
    await pick('Tenant organization', 'Beacon Operations');
    type('Start date', '2026-04-01');
    type('End date', '2031-03-31');
    type('Rent rate', '35.5');
    type('Rentable area', '1200');
    type('Capacity', '12');
    await select('Usage type', 'Office');
    // The unit of the building: IMPERIAL is sqft.
    expect(screen.getAllByText('sqft').length).toBeGreaterThan(0);
    expect(screen.getByText('USD/sqft')).toBeTruthy();
    save();

    await waitFor(() => {
      expect(where()).toBe('/buildings/7/tenants/99');
    });
    expect(api.sent('encumbrances/create')).toEqual([
      {
        data: {
          buildingId: 7,
          parentId: null,
          organizationId: 12,
          additionalOrganizationIds: [],
          startDate: '2026-04-01',
          endDate: '2031-03-31',
          status: 'ACTIVE',
          rentRate: 35.5,
          rentableSF: 1200,
          capacity: 12,
          targetDensity: null,
          usageTypeId: 1,
          leaseTypeId: null,
          spaceIds: [201],
        },
      },
    ]);
    expect(await screen.findByText('Lease saved')).toBeTruthy();
  });

  it('checks the form against the contract before sending anything', async () => {
    const api = stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/edit');
    await screen.findByRole('heading', { name: 'New lease' });
    type('Start date', '2026-04-01');
    type('End date', '2026-01-01');
    type('Capacity', '2.5');
    save();
    expect(await screen.findByText('The end date must not be before the start date')).toBeTruthy();
    expect(helperOf('Tenant organization')).toBe('Required');
    expect(helperOf('Capacity')).toBe('Enter a whole number');
    expect(api.sent('encumbrances/create')).toEqual([]);
  });
});

describe('an existing lease', () => {
  it('shows its fields, figures and subleases', async () => {
    stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/50/edit');
    expect(await screen.findByRole('heading', { name: 'Edit lease' })).toBeTruthy();
    expect(screen.getByText('Harbor Tower · Acme Legal')).toBeTruthy();
    expect(input('Tenant organization').value).toBe('Acme Legal');
    expect(input('Start date').value).toBe('2024-01-01');
    expect(input('End date').value).toBe('2030-12-31');
    expect(input('Rent rate').value).toBe('40');
    expect(input('Rentable area').value).toBe('10000');
    expect(input('Capacity').value).toBe('100');
    expect(screen.getByRole('combobox', { name: /^Usage type/ }).textContent).toBe('Office');
    expect(screen.getByRole('combobox', { name: /^Lease type/ }).textContent).toBe('Gross');
    expect(screen.getByText('Spaces (3 chosen)')).toBeTruthy();
    // 2026-03-15 to 2030-12-31: 57 whole months.
    expect(screen.getByText('57 months remaining')).toBeTruthy();
    // The active sublease is deducted: 100 − 20 people, 10000 − 2000 sqft, the Studio.
    const deduction = screen.getByText('After 1 active sublease').parentElement;
    expect(deduction?.textContent).toContain(
      'Capacity 80, rentable area 8000 sqft, 2 spaces remain with the tenant.',
    );

    const subleases = screen.getByRole('table', { name: 'Subleases' });
    const link = within(subleases).getByRole('link', {
      name: 'Open the sublease of Cobalt Studio',
    });
    expect(link.getAttribute('href')).toBe('/buildings/7/tenants/60/edit');
    expect(screen.getByRole('link', { name: 'Add sublease' }).getAttribute('href')).toBe(
      '/buildings/7/tenants/edit?parentId=50',
    );
  });

  it("shows 'EXPIRED' when the end date has passed while active", async () => {
    stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/50/edit');
    await screen.findByRole('heading', { name: 'Edit lease' });
    type('End date', '2026-03-14');
    expect(screen.getByText('EXPIRED')).toBeTruthy();
    await select('Status', 'Terminated');
    expect(screen.queryByText('EXPIRED')).toBeNull();
    expect(screen.getByText('0 months remaining')).toBeTruthy();
  });

  it('sends the changed lease without its building or parent', async () => {
    const api = stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/50/edit');
    await screen.findByRole('heading', { name: 'Edit lease' });
    type('Capacity', '120');
    fireEvent.click(checkbox(/^North wing/));
    save();
    await waitFor(() => {
      expect(where()).toBe('/buildings/7/tenants/50');
    });
    const [sent] = api.sent('encumbrances/update');
    expect(sent?.id).toBe(50);
    expect(sent?.data).toMatchObject({ capacity: 120, spaceIds: [102, 201], organizationId: 11 });
    expect(sent?.data).not.toHaveProperty('buildingId');
    expect(sent?.data).not.toHaveProperty('parentId');
  });

  it("shows the server's issues on the fields they name", async () => {
    const api = stubLeaseApi({
      answers: {
        'encumbrances/update': () =>
          json(
            {
              message: 'Bad request',
              issues: [
                { path: ['data', 'spaceIds', 1], message: 'Space 102 is not in this building' },
                { path: ['body', 'data', 'rentRate'], message: 'Too big: expected at most 1000' },
                { path: ['data', 'organizationId'], message: 'Organization 11 not found' },
              ],
            },
            400,
          ),
      },
    });
    renderLeasePage('/buildings/7/tenants/50/edit');
    await screen.findByRole('heading', { name: 'Edit lease' });
    type('Rent rate', '5000');
    save();
    // The issue about one of the spaces is shown under the spaces (and, the first, in a toast).
    const spaces = await screen.findByRole('group', { name: /^Spaces/ });
    expect(await within(spaces).findByText('Space 102 is not in this building')).toBeTruthy();
    expect(helperOf('Rent rate')).toBe('Too big: expected at most 1000');
    expect(helperOf('Tenant organization')).toBe('Organization 11 not found');
    expect(api.sent('encumbrances/update')).toHaveLength(1);
    expect(screen.queryByTestId('where')).toBeNull(); // Still on the form.
  });

  it('shows any other failure in a toast, staying on the form', async () => {
    stubLeaseApi({
      answers: {
        'encumbrances/update': () =>
          json({ message: 'Not allowed: encumbrances.update needs the role master-admin' }, 403),
      },
    });
    renderLeasePage('/buildings/7/tenants/50/edit');
    await screen.findByRole('heading', { name: 'Edit lease' });
    type('Capacity', '90');
    save();
    expect(
      await screen.findByText('Not allowed: encumbrances.update needs the role master-admin'),
    ).toBeTruthy();
    expect(input('Capacity').value).toBe('90');
    expect(screen.queryByTestId('where')).toBeNull();
  });
});

describe('leaving the form', () => {
  it('asks first when there are unsaved changes', async () => {
    stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/50/edit');
    await screen.findByRole('heading', { name: 'Edit lease' });
    type('Capacity', '90');
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(input('Capacity').value).toBe('90');

    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave' }));
    await waitFor(() => {
      expect(where()).toBe('/buildings/7/tenants/50');
    });
  });

  it('asks the browser before a reload loses changes, and only then', async () => {
    stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/50/edit');
    await screen.findByRole('heading', { name: 'Edit lease' });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    type('Capacity', '90');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('leaves at once without changes, or once a change is undone', async () => {
    stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/50/edit');
    await screen.findByRole('heading', { name: 'Edit lease' });
    fireEvent.click(checkbox(/^South wing/));
    fireEvent.click(checkbox(/^South wing/));
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => {
      expect(where()).toBe('/buildings/7/tenants/50');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('deleting a lease', () => {
  it('asks to confirm and shows why the server refused', async () => {
    const message = 'The lease cannot be deleted: 1 sublease refers to it';
    stubLeaseApi({ answers: { 'encumbrances/delete': () => json({ message }, 409) } });
    renderLeasePage('/buildings/7/tenants/50/edit');
    await screen.findByRole('heading', { name: 'Edit lease' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete lease' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete lease' });
    expect(dialog.textContent).toContain('Delete the lease of Acme Legal? This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('goes to the parent lease once a sublease is deleted', async () => {
    const api = stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/60/edit');
    await screen.findByRole('heading', { name: 'Edit sublease' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete sublease' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete sublease' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(where()).toBe('/buildings/7/tenants/50');
    });
    expect(api.sent('encumbrances/delete')).toEqual([{ id: 60 }]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { json } from '../../support/render.tsx';
import { lease } from './leaseFixtures.ts';
import { renderLeasePage, stubLeaseApi } from './leasePage.tsx';
import { checkbox, input } from './muiFields.ts';

// MUI in jsdom is slow on a busy machine; these tests click through whole forms.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the lease page while loading or failing', () => {
  it('shows a spinner until everything it needs has arrived', async () => {
    let answerBuilding: (() => void) | undefined;
    stubLeaseApi({
      answers: {
        'buildings/full': () =>
          new Promise<Response>((resolve) => {
            answerBuilding = () => {
              resolve(json({ items: [], total: 0 }));
            };
          }),
      },
    });
    renderLeasePage('/buildings/7/tenants/50/edit');
    expect(await screen.findByRole('status', { name: 'Loading lease' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    answerBuilding?.();
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });

  it('shows a failed load with its message, and loads again on Retry', async () => {
    let fail = true;
    stubLeaseApi({
      answers: {
        spaces: () =>
          fail ? json({ message: 'Internal server error' }, 500) : json({ items: [], total: 0 }),
      },
    });
    renderLeasePage('/buildings/7/tenants/50/edit');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Internal server error');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Edit lease' })).toBeTruthy();
  });

  it('says "Not found" for a lease that does not exist', async () => {
    stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/404/edit');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.getByText(/There is no lease 404 in this building/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tenants' }).getAttribute('href')).toBe(
      '/buildings/7/tenants',
    );
  });

  it('says "Not found" for a lease of another building, and for an unknown building', async () => {
    stubLeaseApi({ leases: [lease({ buildingId: 8 })] });
    renderLeasePage('/buildings/7/tenants/50/edit');
    expect(await screen.findByText(/There is no lease 50 in this building/)).toBeTruthy();
    cleanup();
    stubLeaseApi();
    renderLeasePage('/buildings/9/tenants/edit');
    expect(await screen.findByText(/There is no building 9/)).toBeTruthy();
  });

  it('says "Not found" for a sublease of a lease that does not exist', async () => {
    stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/edit?parentId=77');
    expect(await screen.findByText(/There is no lease 77 to sublet/)).toBeTruthy();
  });
});

describe('the lease page for someone who may not change leases', () => {
  it('shows the lease read-only, with a note saying why', async () => {
    const api = stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/50/edit', ['viewer']);
    expect(await screen.findByRole('heading', { name: 'Edit lease' })).toBeTruthy();
    expect(
      screen.getByText(
        'You can view this lease but not change it: changing leases needs the role master-admin.',
      ),
    ).toBeTruthy();
    expect(input('Rent rate').value).toBe('40');
    expect(input('Rent rate').readOnly).toBe(true);
    expect(input('Start date').readOnly).toBe(true);
    expect((checkbox(/^North wing/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add sublease' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/buildings/7/tenants/50',
    );
    // Enter in a field submits a form: nothing is sent.
    fireEvent.submit(screen.getByRole('form', { name: 'Lease form' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent('encumbrances/update')).toEqual([]);
  });

  it('offers an org-admin no way to create a lease either', async () => {
    stubLeaseApi();
    renderLeasePage('/buildings/7/tenants/edit', ['org-admin']);
    expect(await screen.findByRole('heading', { name: 'New lease' })).toBeTruthy();
    expect(screen.getByText(/You can view this lease but not change it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

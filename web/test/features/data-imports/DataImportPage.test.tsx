// `data-imports/{uuid}`: loading, not found, an import that COMPLETED and one that FAILED (its
// counts are what importing would have done; its errors by row; the fix link for who may import).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { DataImportFull } from '@atrium/contract';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, renderApp } from '../../support/render.tsx';
import { fakeApi, never } from '../buildings/fakeApi.ts';

const T = '2026-11-27T20:16:12.000Z';
const ID = '527c1ad6-c776-4165-9b2c-6db3a30bee67';
const failed = (overrides: Partial<DataImportFull> = {}): DataImportFull => ({
  id: ID,
  type: 'FINANCIAL',
  status: 'FAILED',
  organizationId: 1,
  buildingId: 13,
  userId: 20,
  fileId: 30,
  filename: 'har-013-annex-leases-2027.csv',
  jobId: 3,
  progress: 100,
  summary: {
    rows: 7,
    errors: 2,
    'leases.created': 5,
    'leases.updated': 0,
    'leases.unchanged': 0,
    'buildings.created': 1,
    'buildings.updated': 0,
    'buildings.unchanged': 1,
  },
  errors: [
    { row: 4, column: 'startDate', message: 'startDate must be a date, got "2027-02-30"' },
    {
      row: 7,
      column: 'buildingExternalId',
      message: 'buildingExternalId HAR-13 is not a building of the organization',
    },
  ],
  fixOf: null,
  createdAt: T,
  updatedAt: T,
  organization: { id: 1, name: 'Harbor Properties' },
  building: { id: 13, name: 'Farrer Place' },
  user: { id: 20, email: 'onboarding@atrium.test' },
  options: {},
  failedRows: [
    { row: 4, values: { leaseExternalId: 'ANX-R-005', startDate: '2027-02-30' } },
    { row: 7, values: { leaseExternalId: 'ANX-R-009', buildingExternalId: 'HAR-13' } },
  ],
  created: {},
  job: {
    id: 3,
    status: 'SUCCEEDED',
    attempts: 1,
    error: null,
    startedAt: T,
    finishedAt: T,
  },
  ...overrides,
});
const as = (role: string, orgKey: string) =>
  fakeAuth({ user: fakeUser({ roles: [role], orgKey }) }).auth;

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a data import’s page', () => {
  it('says it is loading while the import is asked for', { timeout: 20_000 }, async () => {
    fakeApi({ 'data-imports/get': never });
    renderApp(`/data-imports/${ID}`, as('master-admin', 'atrium'));
    // The first render loads the page's code: give it time on a busy machine.
    expect(
      await screen.findByRole('status', { name: 'Loading the import' }, { timeout: 15_000 }),
    ).toBeTruthy();
  });

  it('says when there is no such import', async () => {
    fakeApi({ 'data-imports/get': json({ message: 'Not found' }, 404) });
    renderApp(`/data-imports/${ID}`, as('org-admin', 'harbor'));
    expect(
      await screen.findByText(`There is no import ${ID}, or you may not see it.`),
    ).toBeTruthy();
  });

  it('shows a failed import’s would-be counts, its errors by row and the fix link', async () => {
    fakeApi({ 'data-imports/get': failed() });
    renderApp(`/data-imports/${ID}`, as('master-admin', 'atrium'));
    expect(
      await screen.findByRole('heading', { name: '7 rows: what importing them would have done' }),
    ).toBeTruthy();
    const counts = within(screen.getByRole('table', { name: 'What the import does' }));
    expect(within(counts.getByRole('row', { name: /^leases 5/i })).getByText('5')).toBeTruthy();
    const errors = within(screen.getByRole('table', { name: 'Problems by row' }));
    expect(errors.getByRole('row', { name: /^4 startDate/ })).toBeTruthy();
    expect(
      errors.getByRole('row', { name: /^7 buildingExternalId buildingExternalId HAR-13 is not/ }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fix the failed rows' }).getAttribute('href')).toBe(
      `/data-imports/${ID}/fix`,
    );
    expect(screen.getByText('onboarding@atrium.test')).toBeTruthy();
  });

  it('offers no fix to an admin who may not import, and counts a completed import as done', async () => {
    fakeApi({ 'data-imports/get': failed() });
    renderApp(`/data-imports/${ID}`, as('org-admin', 'harbor'));
    expect(
      await screen.findByRole('heading', { name: 'Errors: nothing was written' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Fix the failed rows' })).toBeNull();
    cleanup();

    fakeApi({
      'data-imports/get': failed({
        status: 'COMPLETED',
        errors: [],
        failedRows: [],
        summary: { rows: 3, errors: 0, 'leases.created': 3 },
        created: { leases: [70, 71, 72] },
      }),
    });
    renderApp(`/data-imports/${ID}`, as('org-admin', 'harbor'));
    expect(await screen.findByRole('heading', { name: '3 rows' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Problems by row' })).toBeNull();
    expect(screen.getByText(/leases: 3 \(70, 71, 72\)/)).toBeTruthy();
    expect(screen.queryByText(/Nothing changed/)).toBeNull();
  });

  it('says nothing changed only when nothing was created or updated', async () => {
    const completed = (summary: Record<string, number>) =>
      failed({
        type: 'OCCUPANCY',
        status: 'COMPLETED',
        errors: [],
        failedRows: [],
        summary: { rows: 220, errors: 0, ...summary },
        created: {},
      });
    // Readings are counted, but their ids are not listed.
    fakeApi({ 'data-imports/get': completed({ 'readings.created': 220 }) });
    renderApp(`/data-imports/${ID}`, as('org-admin', 'harbor'));
    expect(await screen.findByRole('heading', { name: '220 rows' })).toBeTruthy();
    expect(screen.queryByText(/Nothing changed/)).toBeNull();
    cleanup();

    fakeApi({
      'data-imports/get': completed({ 'readings.created': 0, 'readings.unchanged': 220 }),
    });
    renderApp(`/data-imports/${ID}`, as('org-admin', 'harbor'));
    expect(
      await screen.findByText('Nothing changed: everything in the file was already there.'),
    ).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JobFull } from '@atrium/contract';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, renderApp } from '../../support/render.tsx';
import {
  JOB_IDLE_POLL_MS,
  JOB_POLL_MS,
  jobListPollInterval,
} from '../../../src/features/data-imports/JobListPage.tsx';
import { fakeApi, list, never } from '../buildings/fakeApi.ts';

const T = '2026-03-01T09:00:00.000Z';
const job = (overrides: Partial<JobFull> = {}): JobFull => ({
  id: 12,
  kind: 'data-import.commit',
  status: 'SUCCEEDED',
  organizationId: 1,
  attempts: 1,
  progress: 100,
  error: null,
  createdAt: T,
  startedAt: T,
  finishedAt: T,
  updatedAt: T,
  organization: { id: 1, name: 'Harbor Properties' },
  dataImport: {
    id: '3f2b8a52-6a55-4b0e-9f51-1c2d3e4f5a6b',
    type: 'OCCUPANCY',
    status: 'COMPLETED',
    filename: 'march.csv',
  },
  ...overrides,
});
const as = (role: string, orgKey = 'harbor') =>
  fakeAuth({ user: fakeUser({ roles: [role], orgKey }) }).auth;
const master = () => as('master-admin', 'atrium');

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: 'Jobs' });

describe('the jobs list', () => {
  it('shows each job’s kind, organization, status, attempts, error and times', async () => {
    fakeApi({
      'jobs/full': list([
        job({ id: 14, status: 'RUNNING', progress: 40, finishedAt: null }),
        job({
          id: 13,
          kind: 'occupancy.rederive',
          status: 'FAILED',
          attempts: 3,
          error: 'The server stopped during this job (3 attempts); nothing was written',
          organizationId: null,
          organization: null,
          dataImport: null,
        }),
        job(),
        job({
          id: 11,
          status: 'FAILED',
          error:
            '2 problems in the file; nothing was written. First: row 3, column category: Unknown category KITCHEN',
          dataImport: {
            id: '4a3c9b63-7b66-4c1f-8a62-2d3e4f5a6b7c',
            type: 'OCCUPANCY',
            status: 'FAILED',
            filename: 'bad-rows.csv',
          },
        }),
      ]),
    });
    renderApp('/data-imports/jobs', master());
    const rows = within(await table());
    const running = await rows.findByRole('row', { name: /#14/ });
    const bar = within(running).getByRole('progressbar', { name: 'Job 14 progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(running).getByText('40%')).toBeTruthy();
    // Neither an error nor a finish yet.
    expect(within(running).getAllByText('–')).toHaveLength(2);

    const failed = rows.getByRole('row', { name: /#13/ });
    expect(within(failed).getByText('Rollup re-derivation')).toBeTruthy();
    // No organization's: the error is there, the organization and the finish are not.
    expect(within(failed).getAllByText('–')).toHaveLength(1);
    expect(within(failed).getByText('FAILED')).toBeTruthy();
    expect(within(failed).getByText('3')).toBeTruthy();
    expect(within(failed).getByText(/nothing was written/)).toBeTruthy();

    const done = rows.getByRole('row', { name: /#12/ });
    const link = within(done).getByRole('link', { name: 'Import: march.csv' });
    expect(link.getAttribute('href')).toBe('/data-imports/3f2b8a52-6a55-4b0e-9f51-1c2d3e4f5a6b');
    expect(within(done).getByText('Harbor Properties')).toBeTruthy();
    expect(within(done).getByText('SUCCEEDED')).toBeTruthy();
    expect(within(done).getByText('Import COMPLETED')).toBeTruthy();
    expect(within(done).getAllByText(new Date(T).toLocaleString())).toHaveLength(3);
    // An import that failed on the file's rows: its job is FAILED too, with the first problem.
    const badRows = rows.getByRole('row', { name: /#11/ });
    expect(within(badRows).getByText('FAILED')).toBeTruthy();
    expect(within(badRows).getByText('Import FAILED')).toBeTruthy();
    expect(within(badRows).getByText(/First: row 3, column category/)).toBeTruthy();
  });

  it('asks again while a job runs, and shows it finished', async () => {
    let answers = 0;
    const api = fakeApi({
      'jobs/full': () => {
        answers++;
        return list([answers === 1 ? job({ status: 'RUNNING', progress: 70 }) : job()]);
      },
    });
    renderApp('/data-imports/jobs', master());
    const rows = within(await table());
    expect(await rows.findByRole('progressbar', { name: 'Job 12 progress' })).toBeTruthy();
    expect(await rows.findByText('SUCCEEDED', {}, { timeout: 4000 })).toBeTruthy();
    expect(api.bodies('jobs/full').length).toBeGreaterThanOrEqual(2);
  });

  it('moves a running job’s bar with its progress call, and reads the list again when it ends', async () => {
    const steps = [
      { id: 12, status: 'RUNNING', progress: 46 },
      { id: 12, status: 'RUNNING', progress: 67 },
      { id: 12, status: 'SUCCEEDED', progress: 100 },
    ];
    let step = 0;
    let lists = 0;
    const api = fakeApi({
      // The list says the job runs at 45 % until its progress call has told the end (on PGlite
      // the list cannot be read while the job writes).
      'jobs/full': () => {
        lists++;
        return list([step < steps.length ? job({ status: 'RUNNING', progress: 45 }) : job()]);
      },
      'jobs/12/progress': () => steps[Math.min(step++, steps.length - 1)],
    });
    renderApp('/data-imports/jobs', master());
    const rows = within(await table());
    const bar = await rows.findByRole('progressbar', { name: 'Job 12 progress' });
    expect(['45', '46']).toContain(bar.getAttribute('aria-valuenow'));
    expect(await rows.findByText('67%', {}, { timeout: 3000 })).toBeTruthy();
    expect(
      rows.getByRole('progressbar', { name: 'Job 12 progress' }).getAttribute('aria-valuenow'),
    ).toBe('67');
    expect(await rows.findByText('SUCCEEDED', {}, { timeout: 4000 })).toBeTruthy();
    expect(api.bodies('jobs/12/progress')).toHaveLength(3);
    expect(lists).toBeGreaterThanOrEqual(2);
    // Ended: no more progress calls.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.bodies('jobs/12/progress')).toHaveLength(3);
  });

  it('asks every 2 s while a job waits or runs, every 15 s otherwise (a job started elsewhere)', () => {
    expect(jobListPollInterval(list([job(), job({ id: 2, status: 'QUEUED' })]))).toBe(JOB_POLL_MS);
    expect(jobListPollInterval(list([job({ status: 'RUNNING' })]))).toBe(JOB_POLL_MS);
    expect(jobListPollInterval(list([job(), job({ id: 2, status: 'FAILED' })]))).toBe(
      JOB_IDLE_POLL_MS,
    );
    expect(jobListPollInterval(list([]))).toBe(JOB_IDLE_POLL_MS);
    expect([JOB_POLL_MS, JOB_IDLE_POLL_MS]).toEqual([2000, 15_000]);
  });

  it('says when there are no jobs, and No results when a filter matches none', async () => {
    fakeApi({ 'jobs/full': list([]) });
    renderApp('/data-imports/jobs', master());
    expect(await within(await table()).findByText(/No jobs yet/)).toBeTruthy();
    cleanup();
    fakeApi({ 'jobs/full': list([]) });
    renderApp('/data-imports/jobs?status=FAILED', master());
    expect(await within(await table()).findByText('No results')).toBeTruthy();
  });

  it('shows loading, and an error with the formatted message', async () => {
    fakeApi({ 'jobs/full': never });
    renderApp('/data-imports/jobs', master());
    expect(await within(await table()).findByText('Loading...')).toBeTruthy();
    cleanup();
    fakeApi({ 'jobs/full': json({ message: 'The database is restarting' }, 503) });
    renderApp('/data-imports/jobs', master());
    expect((await screen.findByRole('alert')).textContent).toContain('The database is restarting');
  });

  it('filters by status and kind from labelled selects, newest first', async () => {
    const api = fakeApi({ 'jobs/full': list([job()]) });
    const { router } = renderApp('/data-imports/jobs', master());
    await table();
    await waitFor(() => {
      expect(api.bodies('jobs/full')[0]).toEqual({ orderBy: { id: 'desc' }, page: 0, perPage: 25 });
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'FAILED' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rollup re-derivation' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=FAILED&kind=occupancy.rederive');
    });
    await waitFor(() => {
      expect(api.bodies('jobs/full').at(-1)?.where).toEqual({
        status: 'FAILED',
        kind: 'occupancy.rederive',
      });
    });
  });

  it('is reached from the imports list by admins; a viewer has neither the button nor the page', async () => {
    fakeApi({ 'data-imports/full': list([]), 'jobs/full': list([]) });
    const { router } = renderApp('/data-imports', as('org-admin'));
    // The imports list loads the date pickers: its first load is slow on a busy machine.
    await screen.findByRole('table', { name: 'Imports' }, { timeout: 20_000 });
    fireEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/data-imports/jobs');
    });
    expect(await table()).toBeTruthy();
    cleanup();
    fakeApi({ 'data-imports/full': list([]) });
    renderApp('/data-imports', as('viewer'));
    await screen.findByRole('table', { name: 'Imports' });
    expect(screen.queryByRole('link', { name: 'Jobs' })).toBeNull();
    cleanup();
    fakeApi({ 'jobs/full': list([]) });
    renderApp('/data-imports/jobs', as('viewer'));
    expect(await screen.findByText('403 Forbidden')).toBeTruthy();
  }, 40_000);
});

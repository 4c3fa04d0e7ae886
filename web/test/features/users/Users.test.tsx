import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { grantablePermissions, type Role } from '@atrium/contract';
import { json, renderApp } from '../../support/render.tsx';
import { fakeApi, harbor, list, never, platform, type Routes } from '../buildings/fakeApi.ts';
import { as, masterAdmin } from '../organizations/fixtures.ts';

// The user screens: the list, creating a user and passing on their password link, the user's
// page with the permissions granted beyond the role, and the audit log.

// The screens load lazily: loaded once here, so that no test waits for a first import.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/users/UserListPage.tsx'),
    import('../../../src/features/users/UserCreatePage.tsx'),
    import('../../../src/features/users/UserPage.tsx'),
    import('../../../src/features/audit/AuditLogPage.tsx'),
  ]);
}, 30_000);
beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const T = '2026-03-01T09:00:00.000Z';

function person(
  overrides: Partial<{
    id: number;
    email: string;
    name: string;
    role: Role;
    permissions: string[];
    isActive: boolean;
    hasPassword: boolean;
    groups: string[];
  }> = {},
) {
  return {
    id: 21,
    organizationId: 1,
    email: 'analyst@harbor.test',
    name: 'Priya Raman',
    title: 'Portfolio analyst',
    role: 'viewer' as Role,
    groups: ['analysts'],
    permissions: ['networks.update'],
    isActive: true,
    createdAt: T,
    updatedAt: T,
    organization: { id: 1, name: 'Harbor Properties' },
    hasPassword: true,
    ...overrides,
  };
}

const byId =
  (...people: ReturnType<typeof person>[]) =>
  (body: Record<string, unknown>) => {
    const id = (body.where as { id?: number } | undefined)?.id;
    return list(people.filter((p) => id === undefined || p.id === id));
  };

const link = {
  id: 22,
  url: 'http://localhost:8080/auth/realms/harbor/password/s3cret',
  expiresAt: '2026-03-04T09:00:00.000Z',
};

function userApi(routes: Routes = {}) {
  return fakeApi({
    'users/full': byId(
      person(),
      person({ id: 23, name: 'Jordan Ellis', email: 'former@harbor.test', isActive: false }),
    ),
    organizations: list([harbor, platform]),
    ...routes,
  });
}

describe('the user list', () => {
  it('lists the people with role and state, searching by name or e-mail', async () => {
    const api = userApi();
    const { router } = renderApp('/users?search=priya&role=viewer', as('org-admin'));
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = await within(table).findByRole('row', { name: /Priya Raman/ });
    expect(row.textContent).toContain('analyst@harbor.test');
    expect(row.textContent).toContain('Active');
    expect(within(table).getByRole('row', { name: /Jordan Ellis/ }).textContent).toContain(
      'Deactivated',
    );
    const [body] = api.bodies('users/full');
    expect(JSON.stringify(body)).toContain('priya');
    expect(JSON.stringify(body)).toContain('"role":"viewer"');
    fireEvent.click(row);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/users/harbor/21');
    });
  });

  it('shows loading, the empty text and an error', async () => {
    userApi({ 'users/full': never });
    renderApp('/users', as('org-admin'));
    expect(
      await within(await screen.findByRole('table', { name: 'Users' })).findByText('Loading...'),
    ).toBeTruthy();
    cleanup();
    userApi({ 'users/full': list([]) });
    renderApp('/users', as('org-admin'));
    expect(
      await within(await screen.findByRole('table', { name: 'Users' })).findByText('No results'),
    ).toBeTruthy();
    cleanup();
    userApi({ 'users/full': json({ message: 'The database is restarting' }, 503) });
    renderApp('/users', as('org-admin'));
    expect((await screen.findByRole('alert')).textContent).toContain('The database is restarting');
  });

  it('offers Create and the audit log to admins, not to viewers', async () => {
    userApi();
    renderApp('/users', as('org-admin'));
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByRole('link', { name: 'Create' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeTruthy();
    cleanup();
    userApi();
    renderApp('/users', as('viewer'));
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });
});

describe('creating a user', () => {
  it('creates the user, then shows the one-time password link to pass on', async () => {
    const api = userApi({
      'users/create': (body: Record<string, unknown>) => ({
        ...person({ id: 22, permissions: [] }),
        ...(body.data as object),
      }),
      'users/password-link': link,
    });
    const { router } = renderApp('/users/create', as('org-admin'));
    fireEvent.change(await screen.findByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'new.viewer@harbor.test' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'New Viewer' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'User created: their password link' });
    expect(within(dialog).getByRole('textbox', { name: 'Password link' })).toHaveProperty(
      'value',
      link.url,
    );
    expect(dialog.textContent).toContain('Send this link to new.viewer@harbor.test');
    expect(api.bodies('users/create')[0]?.data).toMatchObject({
      email: 'new.viewer@harbor.test',
      name: 'New Viewer',
      role: 'viewer',
    });
    expect(api.bodies('users/password-link')[0]).toEqual({ id: 22 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/users/harbor/22');
    });
  });

  it('checks the form before asking the API', async () => {
    const api = userApi();
    renderApp('/users/create', as('org-admin'));
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Expected an email address')).toBeTruthy();
    expect(api.bodies('users/create')).toHaveLength(0);
  });
});

describe('the user page', () => {
  it('shows the profile, the granted permissions and saves new grants', async () => {
    const api = userApi({
      'users/permissions/update': (body: Record<string, unknown>) => ({
        id: 21,
        permissions: body.permissions,
        grantable: grantablePermissions,
      }),
    });
    renderApp('/users/harbor/21', as('org-admin'));
    expect(await screen.findByRole('heading', { name: 'Priya Raman', level: 1 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Priya Raman');
    const granted = await screen.findByRole('group', { name: 'Granted permissions' });
    const networks = within(granted).getByRole('checkbox', { name: 'Networks: update' });
    expect(networks).toHaveProperty('checked', true);
    fireEvent.click(within(granted).getByRole('checkbox', { name: 'Users: create' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    expect(await screen.findByText('Permissions saved')).toBeTruthy();
    expect(api.bodies('users/permissions/update')[0]).toEqual({
      id: 21,
      permissions: ['networks.update', 'users.create'],
    });
    // Org-admins do not delete users (section 6).
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('makes a new password link on request', async () => {
    const api = userApi({ 'users/password-link': link });
    renderApp('/users/harbor/21', as('org-admin'));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make the link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password link for Priya Raman' });
    expect(within(dialog).getByRole('textbox', { name: 'Password link' })).toHaveProperty(
      'value',
      link.url,
    );
    expect(api.bodies('users/password-link')).toEqual([{ id: 21 }]);
  });

  it('is read-only to a viewer: no saving, no links, no permissions editor', async () => {
    userApi();
    renderApp('/users/harbor/21', as('viewer'));
    expect(await screen.findByRole('heading', { name: 'Priya Raman', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Granted permissions' })).toBeNull();
  });

  it('gives the hints on filling in the form to those who may edit it, not to a viewer', async () => {
    const hints = [
      'What they may do (the permission table); grant more below once saved.',
      'e.g. Leasing manager',
      'Teams the person belongs to, e.g. leasing.',
    ];
    userApi();
    renderApp('/users/harbor/21', as('viewer'));
    expect(await screen.findByRole('heading', { name: 'Priya Raman', level: 1 })).toBeTruthy();
    expect(await screen.findByDisplayValue('Portfolio analyst')).toBeTruthy();
    for (const hint of hints) expect(screen.queryByText(hint)).toBeNull();
    cleanup();
    userApi();
    renderApp('/users/harbor/21', as('org-admin'));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    for (const hint of hints) expect(screen.getByText(hint)).toBeTruthy();
  });

  it('lets a master admin delete a user', async () => {
    const api = userApi({ 'users/delete': { id: 21 } });
    renderApp('/users/harbor/21', masterAdmin());
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() => {
      expect(api.calls.some((call) => call.path.startsWith('users/delete'))).toBe(true);
    });
  });

  it('says a user that does not exist is not found', async () => {
    userApi();
    renderApp('/users/harbor/99', as('org-admin'));
    expect(await screen.findByText('There is no user 99, or you may not see them.')).toBeTruthy();
  });
});

describe('the audit log', () => {
  const entry = {
    id: 1,
    at: '2026-03-02T10:15:00.000Z',
    actorEmail: 'admin@harbor.test',
    actorUserId: 2,
    actorOrganizationId: 1,
    impersonatedOrganizationId: null,
    action: 'update',
    resource: 'users',
    entityId: '21',
    details: { permissions: ['buildings.update'] },
    requestId: 'r1',
  };

  it('shows who changed what and when, filtered by the address', async () => {
    const api = fakeApi({ 'audit/full': list([entry]) });
    renderApp(
      '/audit-log?user=admin&resource=users&from=2026-03-01&to=2026-03-02',
      as('org-admin'),
    );
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = await within(table).findByRole('row', { name: /admin@harbor.test/ });
    expect(row.textContent).toContain('2026-03-02 10:15 UTC');
    expect(row.textContent).toContain('update');
    expect(row.textContent).toContain('Users 21');
    expect(api.bodies('audit/full')[0]?.where).toEqual({
      actorEmail: { contains: 'admin', mode: 'insensitive' },
      resource: 'users',
      at: { gte: '2026-03-01', lt: '2026-03-03' },
    });
  });

  it('shows loading, the empty text and an error', async () => {
    fakeApi({ 'audit/full': never });
    renderApp('/audit-log', as('org-admin'));
    expect(
      await within(await screen.findByRole('table', { name: 'Audit log' })).findByText(
        'Loading...',
      ),
    ).toBeTruthy();
    cleanup();
    fakeApi({ 'audit/full': list([]) });
    renderApp('/audit-log', as('org-admin'));
    expect(await screen.findByText('Nothing recorded yet.')).toBeTruthy();
    cleanup();
    fakeApi({ 'audit/full': json({ message: 'The database is restarting' }, 503) });
    renderApp('/audit-log', as('org-admin'));
    expect((await screen.findByRole('alert')).textContent).toContain('The database is restarting');
  });
});

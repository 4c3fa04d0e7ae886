// Organizations, networks and users as Harbor's admin and viewer use them (issue 32): Harbor's
// four tabs and Harbor North America's, each showing its call's figures; the network structure
// changed by drag and drop and saved; a viewer created, given a link, setting a password and
// signing in through the embedded provider; and the viewer refused what the permissions deny.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { accessTokenOf, api, signedInPage } from '../support/session.ts';

type List<T> = { items: T[]; total: number };

const count = (n: number) => n.toLocaleString('en-US');

describe('organizations, networks and users', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let token = '';
  let harborId = 0;
  let networkId = 0;
  // The caller names the shape it expects, as api() does.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  const call = <T>(path: string, body: unknown) => api<T>(server.url, token, path, body);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
    admin = await signedInPage(browser, server.url, 'admin@harbor.test', '/harbor/organizations');
    token = await accessTokenOf(admin);
    const organizations = await call<List<{ id: number }>>('organizations', {
      where: { key: 'harbor' },
    });
    harborId = organizations.body.items[0]?.id ?? 0;
    const networks = await call<List<{ id: number }>>('networks', {
      where: { name: 'Harbor North America' },
    });
    networkId = networks.body.items[0]?.id ?? 0;
    expect(harborId).toBeGreaterThan(0);
    expect(networkId).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  const tile = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

  it("shows Harbor's four tabs with the figures of their calls", async () => {
    await admin
      .getByRole('table', { name: 'Organizations' })
      .getByText('Harbor Properties')
      .click();
    await admin.waitForURL(new RegExp(`/organizations/${String(harborId)}$`));
    const statistics = await call<{
      buildingCount: number;
      leaseCount: number;
      capacity: number;
      dataCoverages: unknown[];
    }>('organizations/statistics', { organizationId: harborId });
    await expect
      .poll(() => tile(admin, 'Buildings').textContent(), { timeout: 15_000 })
      .toContain(count(statistics.body.buildingCount));
    expect(await tile(admin, 'Leases').textContent()).toContain(count(statistics.body.leaseCount));
    expect(await tile(admin, 'Capacity').textContent()).toContain(count(statistics.body.capacity));
    await admin.getByRole('img', { name: /^Utilization by building\./ }).waitFor();

    await admin.getByRole('tab', { name: 'Details' }).click();
    const coverage = admin.getByRole('table', { name: 'Data coverage' });
    await expect
      .poll(() => coverage.getByRole('row').count())
      .toBe(statistics.body.dataCoverages.length + 1);

    await admin.getByRole('tab', { name: 'Insights' }).click();
    const segments = await call<{ items: { industry: string | null }[] }>(
      'organizations/statistics/segments',
      { organizationId: harborId },
    );
    const industries = admin.getByRole('table', { name: 'Industries' });
    await expect
      .poll(() => industries.getByRole('row').count(), { timeout: 15_000 })
      .toBe(segments.body.items.length + 1);

    await admin.getByRole('tab', { name: 'Analysis' }).click();
    const buildings = await call<{ buildings: { buildingId: number }[] }>(
      'organizations/statistics',
      { organizationId: harborId },
    );
    const leases = await call<{ items: unknown[] }>('encumbrances/statistic/tenants', {
      buildingId: buildings.body.buildings.map((b) => b.buildingId),
    });
    await expect
      .poll(() => tile(admin, 'Active leases').textContent(), { timeout: 15_000 })
      .toContain(count(leases.body.items.length));
  });

  it("shows Harbor North America's tabs; the tenants tab analyses a tenant across its buildings", async () => {
    await admin.goto(`${server.url}/harbor/networks/${String(networkId)}`);
    const statistics = await call<{ items: { buildings: number; capacity: number }[] }>(
      'networks/statistics',
      { networkId },
    );
    const [figures] = statistics.body.items;
    await expect
      .poll(() => tile(admin, 'Buildings').textContent(), { timeout: 15_000 })
      .toContain(count(figures?.buildings ?? -1));
    expect(await tile(admin, 'Capacity').textContent()).toContain(count(figures?.capacity ?? -1));

    await admin.getByRole('tab', { name: 'Details' }).click();
    await admin.getByRole('list', { name: 'Levels' }).getByText('United States').waitFor();

    await admin.getByRole('tab', { name: 'Tenants' }).click();
    const network = await call<List<{ buildings: { id: number }[] }>>('networks/full', {
      where: { id: networkId },
    });
    const leases = await call<{ items: { tenantId: number; orgName: string }[] }>(
      'encumbrances/statistic/tenants',
      { buildingId: network.body.items[0]?.buildings.map((b) => b.id) ?? [] },
    );
    // The second lease: the first is analysed until another is chosen.
    const chosen = leases.body.items[1] ?? leases.body.items[0];
    if (!chosen) throw new Error('The demo network has no leases');
    const name = chosen.orgName;
    await admin
      .getByRole('table', { name: 'Tenants' })
      .getByRole('row', { name: new RegExp(name) })
      .first()
      .click({ timeout: 15_000 });
    await admin.waitForURL(new RegExp(`/networks/${String(networkId)}/tenants/\\d+$`));
    await admin
      .getByRole('region', { name: 'Tenant analysis' })
      .getByRole('heading', { name, exact: true })
      .waitFor();

    await admin.getByRole('tab', { name: 'Spatial' }).click();
    await admin.getByRole('combobox', { name: 'Building' }).waitFor();
  });

  it('changes the structure by drag and drop and saves it', async () => {
    type Full = {
      levels: { id: number; name: string; parentId: number | null }[];
      buildings: { name: string; networkLevelId: number | null }[];
    };
    const read = async () =>
      (await call<List<Full>>('networks/full', { where: { id: networkId } })).body.items[0];
    const before = await read();
    // A building, and a leaf level with a name of its own that it does not hang under.
    const leaves = (before?.levels ?? []).filter(
      (level) =>
        !before?.levels.some((l) => l.parentId === level.id) &&
        before?.levels.filter((l) => l.name === level.name).length === 1,
    );
    const [building] = before?.buildings ?? [];
    const target = leaves.find((level) => level.id !== building?.networkLevelId);
    if (!building || !target) throw new Error('The demo network has no structure to change');

    await admin.goto(`${server.url}/harbor/network-structure?networkId=${String(networkId)}`);
    const level = admin.getByRole('listitem', { name: target.name, exact: true });
    await admin
      .getByRole('button', { name: `${building.name}: move to another level` })
      .dragTo(level.locator('> div').first());
    await level.getByText(building.name).waitFor();
    await admin.getByRole('button', { name: 'Save structure' }).click();
    await admin.getByText('Structure saved').waitFor();
    const after = await read();
    expect(after?.buildings.find((b) => b.name === building.name)?.networkLevelId).toBe(target.id);
  });

  it('creates a viewer who sets a password from the link and signs in', async () => {
    await admin.goto(`${server.url}/harbor/users/create`);
    await admin.getByRole('textbox', { name: /^E-mail/ }).fill('new.viewer@harbor.test');
    await admin.getByRole('textbox', { name: /^Name/ }).fill('New Viewer');
    await admin.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'User created: their password link' });
    const link = await dialog.getByRole('textbox', { name: 'Password link' }).inputValue();
    expect(link).toMatch(/\/auth\/realms\/harbor\/password\//);
    expect(server.output()).toContain(link);

    const context = await browser.newContext();
    const person = await context.newPage();
    await person.goto(link);
    await person.getByLabel('New password').fill('a-new-password-1');
    await person.getByLabel('Repeat the password').fill('a-new-password-1');
    await person.getByRole('button', { name: 'Set password' }).click();
    await person.getByRole('link', { name: 'Sign in to Atrium' }).click();
    await person.waitForURL(/\/auth\/realms\/harbor\/interaction\//);
    await person.getByLabel('Email').fill('new.viewer@harbor.test');
    await person.getByLabel('Password').fill('a-new-password-1');
    await person.getByRole('button', { name: 'Sign in' }).click();
    await person.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await context.close();
  });

  it('shows the viewer every screen without the actions it may not take, and the API refuses them', async () => {
    const viewer = await signedInPage(
      browser,
      server.url,
      'viewer@harbor.test',
      '/harbor/networks',
    );
    await viewer
      .getByRole('table', { name: 'Networks' })
      .getByText('Harbor North America')
      .waitFor();
    expect(await viewer.getByRole('link', { name: 'Create' }).count()).toBe(0);
    expect(await viewer.getByRole('link', { name: 'Structure' }).count()).toBe(0);
    await viewer.goto(`${server.url}/harbor/users`);
    await viewer.getByRole('table', { name: 'Users' }).getByText('admin@harbor.test').waitFor();
    expect(await viewer.getByRole('link', { name: 'Create' }).count()).toBe(0);
    expect(await viewer.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await viewer.goto(`${server.url}/harbor/organizations/${String(harborId)}`);
    await tile(viewer, 'Buildings').waitFor();
    expect(await viewer.getByRole('link', { name: 'Edit' }).count()).toBe(0);

    const viewerToken = await accessTokenOf(viewer);
    const refused = async (path: string, body: unknown) =>
      (await api(server.url, viewerToken, path, body)).status;
    expect(await refused('networks/create', { data: { name: 'Not mine' } })).toBe(403);
    expect(await refused('network-levels/save', { networkId, levels: [], buildings: [] })).toBe(
      403,
    );
    expect(await refused('users/password-link', { id: 1 })).toBe(403);
    expect(await refused('users/permissions/update', { id: 1, permissions: [] })).toBe(403);
    expect(await refused('audit', {})).toBe(403);
    await viewer.close();
  });
});

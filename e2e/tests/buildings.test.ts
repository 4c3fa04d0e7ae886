// The buildings slice as people use it: a master admin builds a building with floors, spaces
// and files; a viewer sees no create or edit controls and the API refuses them the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { accessTokenOf, api, POLL, signedInPage } from '../support/session.ts';

// A 1×1 PNG and a one-page PDF, made here: nothing is downloaded.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('buildings, floors, spaces and files', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let buildingId = 0;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    admin = await signedInPage(browser, server.url, 'admin@atrium.test', '/buildings');
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('lets a master admin create a building', async () => {
    await admin
      .getByRole('link', { name: 'Create' })
      .or(admin.getByRole('button', { name: 'Create' }))
      .first()
      .click();
    await admin.getByRole('heading', { name: 'New building' }).waitFor();
    await admin.getByRole('textbox', { name: /^Name/ }).fill('E2E Tower');
    await admin.getByRole('combobox', { name: 'Owner organization' }).click();
    await admin.getByRole('option', { name: 'Harbor Properties' }).click();
    await admin.getByRole('button', { name: 'Create', exact: true }).click();
    await admin.waitForURL(/\/buildings\/\d+$/);
    buildingId = Number(/\/buildings\/(\d+)$/.exec(admin.url())?.[1]);
    expect(buildingId).toBeGreaterThan(0);
    await admin.getByRole('heading', { name: 'E2E Tower' }).first().waitFor();
  });

  it('adds two floors and reorders them', async () => {
    await admin.goto(`${server.url}/buildings/${buildingId}/edit/floors`);
    for (const [name, position] of [
      ['Level 1', '1'],
      ['Level 2', '2'],
    ] as const) {
      await admin.getByRole('button', { name: 'Add floor' }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
      await dialog
        .getByRole('textbox', { name: /^Position/ })
        .or(dialog.getByRole('spinbutton', { name: /^Position/ }))
        .first()
        .fill(position);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await dialog.waitFor({ state: 'detached' });
      await admin.getByRole('table', { name: 'Floors, bottom to top' }).getByText(name).waitFor();
    }
    // Move Level 2 below Level 1 with the keyboard.
    await admin.getByRole('button', { name: 'Move row 2 (arrow keys)' }).press('ArrowUp');
    const token = await accessTokenOf(admin);
    await expect
      .poll(async () => {
        const floors = await api<{ items: { name: string }[] }>(server.url, token, 'floors', {
          where: { buildingId },
          orderBy: { position: 'asc' },
        });
        return floors.body.items.map((f) => f.name);
      })
      .toEqual(['Level 2', 'Level 1']);
  });

  it('adds a space with an outline and shows it on the floor plan', async () => {
    await admin.getByRole('link', { name: 'Level 1' }).first().click();
    await admin.getByRole('button', { name: 'Add space' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Room A');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await admin
      .getByRole('option', { name: /WORK|Work/ })
      .first()
      .click();
    await dialog
      .getByRole('textbox', { name: /^Capacity/ })
      .or(dialog.getByRole('spinbutton', { name: /^Capacity/ }))
      .first()
      .fill('12');
    await dialog.getByRole('textbox', { name: /^Outline/ }).fill('[[0,0],[8,0],[8,5],[0,5]]');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByRole('cell', { name: 'Room A' }).first().waitFor();

    await admin.goto(`${server.url}/buildings/${buildingId}/spatial`);
    await admin.getByRole('combobox', { name: 'Floor' }).click();
    await admin.getByRole('option', { name: 'Level 1' }).click();
    const space = admin.getByRole('button', { name: /^Room A/ });
    await space.click();
    await admin
      .getByRole('dialog')
      .or(admin.getByRole('complementary'))
      .getByText('Room A')
      .first()
      .waitFor();
  });

  it('uploads an image and a PDF, opens both, and deletes one through the dialog', async () => {
    await admin.goto(`${server.url}/buildings/${buildingId}/edit`);
    await admin.getByTestId('dropzone-input').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png },
      { name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    await admin.getByRole('button', { name: 'Open front.png' }).waitFor({ timeout: 20_000 });
    await admin.getByRole('button', { name: 'Open plan.pdf' }).waitFor();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL(new RegExp(`/buildings/${buildingId}$`));

    await admin.getByRole('button', { name: 'Open front.png' }).first().click();
    await admin.getByRole('dialog').waitFor();
    await admin
      .getByRole('button', { name: 'CLOSE' })
      .or(admin.getByRole('button', { name: 'Close' }))
      .first()
      .click();
    await admin.getByRole('button', { name: 'Open plan.pdf' }).first().click();
    await admin.locator('iframe, object').first().waitFor();
    await admin.keyboard.press('Escape');

    await admin.goto(`${server.url}/buildings/${buildingId}/edit`);
    await admin.getByRole('button', { name: 'Delete plan.pdf' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete File' });
    await confirm
      .getByText(
        'Are you sure you delete this file? It will no longer be available for display. This cannot be undone.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'CONFIRM' }).click();
    await admin.getByRole('button', { name: 'Open plan.pdf' }).waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: 'Open front.png' }).waitFor();
  });

  it('lets a master admin edit a lease and add a sublease to it', async () => {
    // Leases are changed by master admins (specification section 6: encumbrances create, update).
    const token = await accessTokenOf(admin);
    type Lease = {
      id: number;
      buildingId: number;
      startDate: string;
      endDate: string | null;
      spaces: { id: number }[];
      children: unknown[];
    };
    const leases = await api<{ items: Lease[] }>(server.url, token, 'encumbrances/full', {
      where: { status: 'ACTIVE', parentId: null },
      perPage: 100,
    });
    const lease = leases.body.items.find(
      (l) => l.spaces.length >= 2 && l.children.length === 0 && l.endDate !== null,
    );
    if (!lease) throw new Error('The small demo has no lease to sublet');

    await admin.goto(`${server.url}/buildings/${lease.buildingId}/tenants/${lease.id}/edit`);
    const capacity = admin
      .getByRole('textbox', { name: /^Capacity/ })
      .or(admin.getByRole('spinbutton', { name: /^Capacity/ }))
      .first();
    await capacity.fill('33');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL(new RegExp(`/buildings/${lease.buildingId}/tenants/${lease.id}$`));
    await expect
      .poll(
        async () =>
          (
            await api<{ items: { capacity: number }[] }>(server.url, token, 'encumbrances', {
              where: { id: lease.id },
            })
          ).body.items[0]?.capacity,
        POLL,
      )
      .toBe(33);

    await admin.goto(`${server.url}/buildings/${lease.buildingId}/tenants/${lease.id}/edit`);
    await admin
      .getByRole('link', { name: 'Add sublease' })
      .or(admin.getByRole('button', { name: 'Add sublease' }))
      .first()
      .click();
    await admin.getByRole('combobox', { name: /^Tenant organization/ }).click();
    await admin.getByRole('option', { name: 'Initech' }).click();
    await admin.getByLabel(/^Start date/).fill(lease.startDate);
    await admin.getByLabel(/^End date/).fill(lease.endDate ?? '');
    await admin
      .getByRole('textbox', { name: /^Capacity/ })
      .or(admin.getByRole('spinbutton', { name: /^Capacity/ }))
      .first()
      .fill('5');
    // The parent's spaces, floor by floor: open the first floor and take one space.
    const floor = admin.locator('[id^="lease-floor-"]').first();
    if ((await floor.getAttribute('aria-expanded')) !== 'true') await floor.click();
    await admin.getByRole('checkbox').first().check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL(/\/tenants\/\d+$/);
    await expect
      .poll(
        async () =>
          (
            await api<{ items: unknown[] }>(server.url, token, 'encumbrances', {
              where: { parentId: lease.id },
            })
          ).body.items.length,
      )
      .toBe(1);
  });

  it('shows a viewer no create or edit controls, and the API refuses them the same', async () => {
    const viewer = await signedInPage(
      browser,
      server.url,
      'viewer@harbor.test',
      '/harbor/buildings',
    );
    await viewer.getByRole('table').first().waitFor();
    expect(await viewer.getByRole('link', { name: 'Create' }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: 'Create' }).count()).toBe(0);
    const token = await accessTokenOf(viewer);
    const create = await api(server.url, token, 'buildings/create', {
      data: { name: 'Not mine', ownerOrganizationId: 1 },
    });
    expect(create.status).toBe(403);
    const update = await api(server.url, token, 'buildings/update', {
      id: buildingId,
      data: { name: 'Renamed' },
    });
    expect(update.status).toBe(403);
    await viewer.close();
  });
});

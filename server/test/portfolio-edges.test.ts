// Portfolio (encumbrance) calls at their edges: the active list's sort order and its errors, and
// a sublease not yet in its term (docs/api.md, docs/decisions.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { now, setClock } from '../src/clock.ts';

type Json = Record<string, unknown>;
type Issues = { issues: { path: (string | number)[]; message: string }[] };

describe.each(databaseKinds)('portfolio calls at their edges on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // A fixed today, so that next January always lies within Northwind's lease (2024–2030).
    setClock(new Date('2026-06-15T12:00:00Z'));
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
  });
  afterAll(() => t.close());

  describe('/encumbrances/active orderBy', () => {
    it('names the field of a bad sort direction in the issue path (docs/api.md, Errors: "the path names the field")', async () => {
      const response = await t.post(
        '/api/encumbrances/active',
        { orderBy: { orgName: 'up' } },
        master,
      );
      expect(response.statusCode).toBe(400);
      const { issues } = response.json<Issues>();
      // Today: [{ path: ['body', 'orderBy'], message: 'Invalid input' }] — neither the field
      // nor the allowed directions are named. The lists' own orderBy answers
      // ['orderBy', 'name'] with 'Expected "asc" or "desc"' (server/src/db/order-by.ts).
      expect(issues.map((i) => i.path)).toContainEqual(['body', 'orderBy', 'orgName']);
    });

    it('sorts by orgName ascending when orderBy names no field (docs/api.md: "default `orgName` ascending"), or refuses it', async () => {
      for (const orderBy of [{}, []]) {
        const response = await t.post('/api/encumbrances/active', { orderBy }, master);
        if (response.statusCode === 400) continue; // refusing `{}` like the lists do is fine too
        const names = response
          .json<{ items: Json[] }>()
          .items.map((i) => (i.organization as { name: string }).name);
        // Today: by lease id — Northwind Traders, MetroSpaces, Contoso.
        expect(names, JSON.stringify(orderBy)).toEqual([
          'Contoso',
          'MetroSpaces',
          'Northwind Traders',
        ]);
      }
    });
  });

  describe('/encumbrances/statistic/tenants sublease deduction', () => {
    it('lists an ACTIVE sublease not yet in its term as a child, and deducts it only once it begins (docs/decisions.md "An ACTIVE sublease is deducted while it is in its term")', async () => {
      const { northwindLease } = p.leases;
      // An ACTIVE sublease of Northwind's lease (40 seats, 2024–2030) starting next January,
      // made through the API so that it fits its parent's dates, area, seats and spaces.
      const year = now().getUTCFullYear() + 1;
      const created = await t.post(
        '/api/encumbrances/create',
        {
          data: {
            parentId: northwindLease.id,
            buildingId: p.buildings.harborPoint.id,
            organizationId: p.orgs.contoso.id,
            startDate: `${String(year)}-01-01`,
            endDate: `${String(year)}-06-30`,
            status: 'ACTIVE',
            capacity: 10,
            rentableSF: 1500,
            usageTypeId: p.usageTypes.office.id,
            spaceIds: [p.spaces.hpOpen.id],
          },
        },
        master,
      );
      expect(created.statusCode, created.body).toBe(200);
      const child = created.json<{ id: number }>();

      // The active list reports it as an active sublease of Northwind's lease...
      const active = await t.post(
        '/api/encumbrances/active',
        { buildingId: p.buildings.harborPoint.id, includeSubleases: true },
        master,
      );
      const parent = active.json<{ items: Json[] }>().items.find((i) => i.id === northwindLease.id);
      expect((parent?.children as Json[]).map((c) => c.id)).toEqual([child.id]);

      // ...which the tenants call deducts only from its first day: today the seats stay 40.
      const response = await t.post(
        '/api/encumbrances/statistic/tenants',
        { buildingId: p.buildings.harborPoint.id },
        master,
      );
      expect(response.statusCode, response.body).toBe(200);
      const lease = response
        .json<{ items: Json[] }>()
        .items.find((i) => i.tenantId === northwindLease.id);
      expect(lease?.capacity).toBe(40);
    });
  });
});

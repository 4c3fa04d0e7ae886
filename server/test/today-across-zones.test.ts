// A portfolio's "today" across zones is the earliest of its buildings' local dates (docs/metrics.md,
// Conventions; docs/decisions.md): the day every building has reached, never UTC's date, which
// from the evening in the Americas is a day none of their buildings is in yet.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { setClock, todayIn } from '../src/clock.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { insertLease, seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import * as s from '../src/db/schema/index.ts';

const NEW_YORK = { timeZone: 'America/New_York' };
const LOS_ANGELES = { timeZone: 'America/Los_Angeles' };
const KIRITIMATI = { timeZone: 'Pacific/Kiritimati' };

const at = (instant: string) => {
  setClock(new Date(instant));
};

describe('todayIn', () => {
  afterEach(() => {
    setClock(null);
  });

  it("is the zone's date for buildings in one zone, however many", () => {
    at('2026-07-01T02:00:00Z'); // 22:00 on 30 June in New York
    expect(todayIn([NEW_YORK])).toBe('2026-06-30');
    expect(todayIn([NEW_YORK, NEW_YORK, NEW_YORK])).toBe('2026-06-30');
  });

  it("is the earlier date when a zone ahead has reached the next day: not UTC's 1 July", () => {
    at('2026-07-01T05:00:00Z'); // 01:00 on 1 July in New York, 22:00 on 30 June in Los Angeles
    expect(todayIn([NEW_YORK, LOS_ANGELES])).toBe('2026-06-30');
    expect(todayIn([LOS_ANGELES, NEW_YORK])).toBe('2026-06-30');
    // The order and repetition of the buildings do not matter.
    expect(todayIn([NEW_YORK, NEW_YORK, LOS_ANGELES, NEW_YORK])).toBe('2026-06-30');
  });

  it("is the zones' shared date when UTC's is already the next day in all of them", () => {
    at('2026-07-01T02:00:00Z'); // 22:00 and 19:00 on 30 June
    expect(todayIn([NEW_YORK, LOS_ANGELES])).toBe('2026-06-30');
  });

  it('is the one date once every zone has reached it', () => {
    at('2026-07-01T08:00:00Z'); // 04:00 in New York, 01:00 in Los Angeles on 1 July
    expect(todayIn([LOS_ANGELES, NEW_YORK])).toBe('2026-07-01');
  });

  it('spans the date line: Kiritimati (UTC+14) is a day ahead of Los Angeles', () => {
    at('2026-07-01T02:00:00Z'); // 16:00 on 1 July in Kiritimati, 19:00 on 30 June in Los Angeles
    expect(todayIn([KIRITIMATI])).toBe('2026-07-01');
    expect(todayIn([KIRITIMATI, LOS_ANGELES])).toBe('2026-06-30');
  });

  it("is UTC's date without buildings", () => {
    at('2026-07-01T02:00:00Z');
    expect(todayIn([])).toBe('2026-07-01');
  });
});

describe('portfolio answers across zones take the earliest local date (pglite)', () => {
  let t: TestApp;
  let p: Portfolio;
  let harbor: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    p = await seedPortfolio(t.database.db);
    const db = t.database.db;
    // Harbor's Dockside moves to Los Angeles and lets a floor to Northwind; Harbor Point stays in
    // New York.
    const dockside = p.buildings.dockside.id;
    await db
      .update(s.buildings)
      .set({ timeZone: LOS_ANGELES.timeZone })
      .where(eq(s.buildings.id, dockside));
    await insertLease(db, p, {
      buildingId: dockside,
      organizationId: p.orgs.northwind.id,
      startDate: '2025-07-01',
      endDate: '2026-06-30',
      capacity: 5,
      rentableSF: 750,
      rentRate: 50,
    });
    harbor = await tokenFor(p.orgs.harbor, 'org-admin');
  });
  afterAll(async () => {
    setClock(null);
    await t.close();
  });

  const expiration = async (buildingId: number[]) => {
    const response = await t.post('/api/encumbrances/statistic/expiration', { buildingId }, harbor);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      asOf: string;
      items: { buildingId: number; monthsRemaining: unknown }[];
    }>();
  };

  it('counts lease expiration from 30 June while it is still 30 June in Los Angeles, though 1 July in New York and UTC', async () => {
    at('2026-07-01T05:00:00Z');
    const body = await expiration([p.buildings.harborPoint.id, p.buildings.dockside.id]);
    expect(body.asOf).toBe('2026-06-30');
    // The Dockside lease ends on 30 June: it has not ended yet anywhere it matters.
    expect(body.items.find((i) => i.buildingId === p.buildings.dockside.id)).toMatchObject({
      monthsRemaining: 0,
    });
  });

  it('counts from 1 July once it is 1 July in both buildings', async () => {
    at('2026-07-01T08:00:00Z');
    // Another body than the test before (no read-cache hit): the buildings in the other order.
    const body = await expiration([p.buildings.dockside.id, p.buildings.harborPoint.id]);
    expect(body.asOf).toBe('2026-07-01');
    expect(body.items.find((i) => i.buildingId === p.buildings.dockside.id)).toMatchObject({
      monthsRemaining: 'EXPIRED',
    });
  });
});

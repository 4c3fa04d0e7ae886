// Structure reads remembered between writes (db/structure-reads.ts): the same statement answers
// from memory until a write through the API, the time limit, or a failure says otherwise.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  derivedFrom,
  rememberQuery,
  rememberStatement,
  rememberStructureReads,
} from '../src/db/structure-reads.ts';
import { keyedSelect } from '../src/db/keyed-statements.ts';
import { buildings } from '../src/db/schema/index.ts';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

const pause = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

describe.each(databaseKinds)('structure reads on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    await t.database.db.execute(sql`create table probe (n int not null)`);
    await t.database.db.execute(sql`insert into probe values (1)`);
  });
  afterAll(() => t.close());

  const setProbe = (n: number) => t.database.db.execute(sql`update probe set n = ${n}`);
  const readProbe = async (divisor = 1) =>
    (
      await rememberStatement<{ n: number }>(
        t.database.db,
        ['probe', divisor],
        () => sql`select n / ${divisor} as n from probe`,
      )
    )[0]?.n;

  it('answers the same key from memory until forgotten', async () => {
    // The app remembers for its database (the default 2 s); a fresh memory starts clean.
    const memory = rememberStructureReads(t.database.db, { ttlMs: 60_000, maxEntries: 10 });
    await setProbe(1);
    expect(await readProbe()).toBe(1);
    await setProbe(2);
    // A write another process made, unseen while remembered.
    expect(await readProbe()).toBe(1);
    // Other inputs are another key.
    expect(await readProbe(2)).toBe(1);
    memory.forget();
    expect(await readProbe()).toBe(2);
  });

  it('remembers a Drizzle query by its key, with its fields mapped', async () => {
    const memory = rememberStructureReads(t.database.db, { ttlMs: 60_000, maxEntries: 10 });
    const db = t.database.db;
    const id = p.buildings.harborPoint.id;
    const nameOf = async (buildingId: number) =>
      (
        await rememberQuery(db, ['buildingName', buildingId], () =>
          db
            .select({ buildingName: buildings.name })
            .from(buildings)
            .where(eq(buildings.id, buildingId)),
        )
      )[0]?.buildingName;
    const original = await nameOf(id);
    expect(original).toEqual(expect.any(String));
    try {
      await db.execute(sql`update buildings set name = 'Renamed Point' where id = ${id}`);
      expect(await nameOf(id)).toBe(original);
      memory.forget();
      expect(await nameOf(id)).toBe('Renamed Point');
      rememberStructureReads(db, { ttlMs: 0, maxEntries: 10 });
      const rows = await rememberQuery(db, ['buildingIds'], () =>
        db.select({ id: buildings.id }).from(buildings),
      );
      expect(Object.isFrozen(rows[0])).toBe(true);
    } finally {
      await db.execute(sql`update buildings set name = ${original ?? ''} where id = ${id}`);
    }
  });

  it('checking keys, refuses a key that does not name all its query depends on', async () => {
    rememberStructureReads(t.database.db, { ttlMs: 60_000, maxEntries: 10, checkKeys: true });
    const db = t.database.db;
    const nameOf = (buildingId: number, key: unknown[]) =>
      rememberQuery(db, key, () =>
        db.select({ name: buildings.name }).from(buildings).where(eq(buildings.id, buildingId)),
      );
    const harbor = p.buildings.harborPoint.id;
    const [first] = await nameOf(harbor, ['name', harbor]);
    expect((await nameOf(harbor, ['name', harbor]))[0]).toBe(first);
    // The building asked about is missing from the key: the remembered answer would be wrong.
    await expect(nameOf(p.buildings.skylineTower.id, ['name', harbor])).rejects.toThrow(
      /does not name all its statement depends on/,
    );
    // A hand-written statement's key is checked the same way.
    const probe = (divisor: number) =>
      rememberStatement(db, ['probe'], () => sql`select n / ${divisor} as n from probe`);
    await probe(1);
    await expect(probe(2)).rejects.toThrow(/does not name all its statement depends on/);
    // Without checking, a hit does not build the query at all.
    rememberStructureReads(db, { ttlMs: 60_000, maxEntries: 10 });
    let built = 0;
    const counted = () =>
      rememberQuery(db, ['counted'], () => {
        built += 1;
        return db.select({ id: buildings.id }).from(buildings);
      });
    await counted();
    await counted();
    expect(built).toBe(1);
  });

  it('keeps a select’s statement by its key, and reads its rows every time', async () => {
    const db = t.database.db;
    const id = p.buildings.harborPoint.id;
    let built = 0;
    const nameOf = (buildingId: number, key: unknown[]) =>
      keyedSelect(db, key, () => {
        built += 1;
        return db
          .select({ name: buildings.name })
          .from(buildings)
          .where(eq(buildings.id, buildingId));
      });
    rememberStructureReads(db, { ttlMs: 60_000, maxEntries: 10 });
    const [first] = await nameOf(id, ['keptName', id]);
    expect(first?.name).toEqual(expect.any(String));
    try {
      await db.execute(sql`update buildings set name = 'Kept Point' where id = ${id}`);
      // The data is read again; only the statement was kept.
      expect(await nameOf(id, ['keptName', id])).toEqual([{ name: 'Kept Point' }]);
      expect(built).toBe(1);
      // Checking keys, a key without the building asked about is refused.
      rememberStructureReads(db, { ttlMs: 60_000, maxEntries: 10, checkKeys: true });
      await expect(nameOf(p.buildings.skylineTower.id, ['keptName', id])).rejects.toThrow(
        /does not name all its statement depends on/,
      );
    } finally {
      await db.execute(sql`update buildings set name = ${first?.name ?? ''} where id = ${id}`);
    }
  });

  it('hands out frozen rows, so that no call changes what the next one gets', async () => {
    rememberStructureReads(t.database.db, { ttlMs: 60_000, maxEntries: 10 });
    const rows = await rememberStatement<{ n: number; list: number[] }>(
      t.database.db,
      ['probeList'],
      () => sql`select n, array[n, 2] as list from probe`,
    );
    const [row] = rows;
    expect(Object.isFrozen(rows)).toBe(true);
    expect(() => {
      if (row) row.n = 99;
    }).toThrow(TypeError);
    expect(() => row?.list.push(3)).toThrow(TypeError);
    // Not remembering changes nothing for the caller.
    rememberStructureReads(t.database.db, { ttlMs: 0, maxEntries: 10 });
    const [fresh] = await rememberStatement<{ n: number }>(
      t.database.db,
      ['probeN'],
      () => sql`select n from probe`,
    );
    expect(Object.isFrozen(fresh)).toBe(true);
  });

  it('keeps what is worked out from remembered rows for exactly as long as they are remembered', async () => {
    const memory = rememberStructureReads(t.database.db, { ttlMs: 60_000, maxEntries: 10 });
    let computed = 0;
    const doubled = async () => {
      const rows = await rememberStatement<{ n: number }>(
        t.database.db,
        ['probeDerived'],
        () => sql`select n from probe`,
      );
      return derivedFrom('doubled', [rows], () => {
        computed += 1;
        return rows.map((r) => ({ twice: r.n * 2 }));
      });
    };
    await setProbe(20);
    const first = await doubled();
    expect(first).toEqual([{ twice: 40 }]);
    expect(await doubled()).toBe(first);
    expect(computed).toBe(1);
    // Frozen like the rows it comes from.
    expect(() => {
      if (first[0]) first[0].twice = 0;
    }).toThrow(TypeError);
    // New rows (after a write through the API) are worked out again.
    await setProbe(21);
    memory.forget();
    expect(await doubled()).toEqual([{ twice: 42 }]);
    expect(computed).toBe(2);
    // Another source beside the same first one is another value.
    const rows = await rememberStatement<{ n: number }>(
      t.database.db,
      ['probeDerived'],
      () => sql`select n from probe`,
    );
    const plus = (extra: readonly number[]) =>
      derivedFrom('doubled', [rows, extra], () => extra.length);
    expect(plus(Object.freeze([1]))).toBe(1);
    expect(plus(Object.freeze([1, 2]))).toBe(2);
    // Rows that are not frozen (not remembered) are worked out every time, never kept.
    const loose = [1, 2, 3];
    expect(derivedFrom('sum', [loose], () => loose.length)).toBe(3);
    loose.push(4);
    expect(derivedFrom('sum', [loose], () => loose.length)).toBe(4);
  });

  it('reads again once the time limit has passed', async () => {
    rememberStructureReads(t.database.db, { ttlMs: 30, maxEntries: 10 });
    await setProbe(3);
    expect(await readProbe()).toBe(3);
    await setProbe(4);
    expect(await readProbe()).toBe(3);
    await pause(60);
    expect(await readProbe()).toBe(4);
  });

  it('never remembers a failed read', async () => {
    rememberStructureReads(t.database.db, { ttlMs: 60_000, maxEntries: 10 });
    await setProbe(0);
    const inverse = () =>
      rememberStatement(t.database.db, ['inverse'], () => sql`select 1 / n as n from probe`);
    await expect(inverse()).rejects.toThrow();
    await setProbe(5);
    expect(await inverse()).toEqual([{ n: 0 }]);
  });

  it('reads every time with a time limit of 0, and keeps at most maxEntries answers', async () => {
    rememberStructureReads(t.database.db, { ttlMs: 0, maxEntries: 10 });
    await setProbe(6);
    expect(await readProbe()).toBe(6);
    await setProbe(7);
    expect(await readProbe()).toBe(7);

    rememberStructureReads(t.database.db, { ttlMs: 60_000, maxEntries: 1 });
    expect(await readProbe()).toBe(7);
    expect(await readProbe(7)).toBe(1);
    await setProbe(14);
    // The first answer made room for the second one.
    expect(await readProbe()).toBe(14);
  });

  it('a statistics call sees a change of seats made through the API at once', async () => {
    rememberStructureReads(t.database.db, { ttlMs: 60_000, maxEntries: 100 });
    const harbor = await tokenFor(p.orgs.harbor, 'org-admin');
    const body = {
      buildingId: p.buildings.harborPoint.id,
      startDate: '2026-01-05',
      endDate: '2026-01-09',
    };
    const capacity = async () => {
      const response = await t.post('/api/occupancy/peak-days', body, harbor);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ capacity: number | null }>().capacity;
    };
    const before = await capacity();
    expect(before).toEqual(expect.any(Number));
    const space = p.spaces.hpOpen;
    const updated = await t.post(
      '/api/spaces/update',
      { id: space.id, data: { capacity: (space.capacity ?? 0) + 25 } },
      await tokenFor(p.orgs.platform, 'master-admin'),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await capacity()).toBe((before ?? 0) + 25);
  });

  it('the floor statistics see a floor renamed through the API at once', async () => {
    rememberStructureReads(t.database.db, { ttlMs: 60_000, maxEntries: 100 });
    const harbor = await tokenFor(p.orgs.harbor, 'org-admin');
    const master = await tokenFor(p.orgs.platform, 'master-admin');
    const floor = p.floors.hp1;
    const nameInStatistics = async () => {
      const response = await t.post(
        '/api/floors/statistics',
        { buildingId: p.buildings.harborPoint.id },
        harbor,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<{ items: { floorId: number; name: string }[] }>()
        .items.find((f) => f.floorId === floor.id)?.name;
    };
    const before = await nameInStatistics();
    const rename = (name: string) =>
      t.post('/api/floors/update', { id: floor.id, data: { name } }, master);
    expect((await rename('Level One')).statusCode).toBe(200);
    try {
      expect(await nameInStatistics()).toBe('Level One');
    } finally {
      expect((await rename(before ?? 'Floor 1')).statusCode).toBe(200);
    }
  });
});

// The resource protocol for every registered resource, on a real database: paging and totals,
// filters, sorting, create/update/delete round trips, 400, 404 and 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { resourceCases } from './support/resource-cases.ts';

type Item = Record<string, unknown> & { id: number };
type Page = { items: Item[]; total: number };

/**
 * Whether a column came back sorted. Numbers must be in numeric order (NULLs last ascending,
 * first descending, as PostgreSQL does); text and enums follow the database's collation and
 * enum order, so for them the check is that equal values are grouped and that descending is the
 * exact reverse of ascending (see the test).
 */
function numbersSorted(values: unknown[], direction: 'asc' | 'desc'): boolean {
  const rank = (v: unknown) =>
    v === null ? (direction === 'asc' ? Infinity : -Infinity) : Number(v);
  return values.every(
    (v, i) =>
      i === 0 ||
      (direction === 'asc' ? rank(values[i - 1]) <= rank(v) : rank(values[i - 1]) >= rank(v)),
  );
}
const distinctInOrder = (values: unknown[]) =>
  values.filter((v, i) => i === 0 || v !== values[i - 1]);

describe.each(databaseKinds)('resource protocol on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
  });
  afterAll(() => t.close());

  const list = async (base: string, body: unknown): Promise<Page> => {
    const response = await t.post(`/api/${base}`, body, master);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };

  describe.each(resourceCases)(
    '$contract.name',
    ({ contract, existing, create, update, invalid }) => {
      const base = contract.name;

      it('pages with a total, and an empty page past the end', async () => {
        const all = await list(base, { perPage: 500 });
        expect(all.total).toBe(all.items.length);
        expect(all.total).toBeGreaterThan(1);
        const first = await list(base, { page: 0, perPage: 1 });
        const second = await list(base, { page: 1, perPage: 1 });
        expect(first.total).toBe(all.total);
        expect(first.items).toHaveLength(1);
        expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
        const past = await list(base, { page: 99, perPage: 10 });
        expect(past).toEqual({ items: [], total: all.total });
        const empty = await t.post(`/api/${base}`, undefined, master);
        expect(empty.statusCode).toBe(200);
      });

      it('refuses paging values out of range', async () => {
        for (const body of [{ page: -1 }, { perPage: 0 }, { perPage: 501 }, { page: 1.5 }]) {
          const response = await t.post(`/api/${base}`, body, master);
          expect(response.statusCode, JSON.stringify(body)).toBe(400);
          expect(response.json<{ issues: { path: string[] }[] }>().issues[0]?.path[0]).toBe('body');
        }
      });

      it.each(contract.sortable)('sorts by %s both ways', async (field) => {
        const values = async (direction: 'asc' | 'desc') =>
          (await list(base, { orderBy: { [field]: direction }, perPage: 500 })).items.map(
            (item) => item[field],
          );
        const [asc, desc] = [await values('asc'), await values('desc')];
        if (asc.every((v) => v === null || typeof v === 'number')) {
          expect(numbersSorted(asc, 'asc')).toBe(true);
          expect(numbersSorted(desc, 'desc')).toBe(true);
        }
        const groups = distinctInOrder(asc);
        expect(new Set(groups).size).toBe(groups.length);
        expect(distinctInOrder(desc)).toEqual([...groups].reverse());
      });

      it('takes orderBy as an array of fields', async () => {
        const page = await list(base, {
          orderBy: [{ [contract.sortable[0] ?? 'id']: 'desc' }, { id: 'asc' }],
          perPage: 500,
        });
        expect(page.items.length).toBe(page.total);
      });

      it('filters by id, and refuses an unknown field or a wrong operator', async () => {
        const id = existing(p);
        const found = await list(base, { where: { id } });
        expect(found.items.map((item) => item.id)).toEqual([id]);
        const notIn = await list(base, { where: { id: { notIn: [id] } }, perPage: 500 });
        expect(notIn.items.map((item) => item.id)).not.toContain(id);

        const unknown = await t.post(`/api/${base}`, { where: { secretColumn: 1 } }, master);
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json()).toMatchObject({ issues: [{ path: ['where', 'secretColumn'] }] });
        const wrongType = await t.post(
          `/api/${base}`,
          { where: { id: { contains: '1' } } },
          master,
        );
        expect(wrongType.statusCode).toBe(400);
        const orderUnknown = await t.post(
          `/api/${base}`,
          { orderBy: { secretColumn: 'asc' } },
          master,
        );
        expect(orderUnknown.statusCode).toBe(400);
      });

      it('filters names case-insensitively with contains', async () => {
        if (!('name' in contract.filters)) return;
        const all = await list(base, { perPage: 500 });
        const name = String(all.items[0]?.name);
        const fragment = name.slice(1, 4).toUpperCase();
        const found = await list(base, {
          where: { name: { contains: fragment, mode: 'insensitive' } },
          perPage: 500,
        });
        expect(found.items.map((i) => i.id)).toContain(all.items[0]?.id);
        expect(
          found.items.every((i) => String(i.name).toLowerCase().includes(fragment.toLowerCase())),
        ).toBe(true);
      });

      it('creates, reads with relations, updates and deletes', async () => {
        const created = await t.post(`/api/${base}/create`, { data: create(p) }, master);
        expect(created.statusCode, created.body).toBe(200);
        const entity = created.json<Item>();
        expect(contract.entity.safeParse(entity).success).toBe(true);

        const full = await list(`${base}/full`, { where: { id: entity.id } });
        expect(full.items).toHaveLength(1);
        expect(contract.full.safeParse(full.items[0]).success).toBe(true);

        const updated = await t.post(
          `/api/${base}/update`,
          { id: entity.id, data: update },
          master,
        );
        expect(updated.statusCode, updated.body).toBe(200);
        for (const [key, value] of Object.entries(update)) {
          if (key in entity) expect(updated.json<Item>()[key]).toEqual(value);
        }

        const deleted = await t.post(`/api/${base}/delete`, { id: entity.id }, master);
        expect(deleted.statusCode, deleted.body).toBe(200);
        expect(deleted.json()).toEqual({ id: entity.id });
        expect((await list(`${base}/full`, { where: { id: entity.id } })).items).toEqual([]);
        expect(
          (await t.post(`/api/${base}/update`, { id: entity.id, data: update }, master)).json(),
        ).toEqual({ message: 'Not found' });
        const again = await t.post(`/api/${base}/delete`, { id: entity.id }, master);
        expect(again.statusCode).toBe(404);
      });

      it('refuses a bad body, naming the field', async () => {
        const response = await t.post(`/api/${base}/create`, { data: invalid.data(p) }, master);
        expect(response.statusCode, response.body).toBe(400);
        const body = response.json<{
          message: string;
          issues: { path: unknown[]; message: string }[];
        }>();
        expect(body.issues.map((i) => i.path)).toContainEqual(invalid.path);
        const unknownKey = await t.post(
          `/api/${base}/create`,
          { data: { ...create(p), isSecret: true } },
          master,
        );
        expect(unknownKey.statusCode).toBe(400);
        const noData = await t.post(`/api/${base}/update`, { id: existing(p) }, master);
        expect(noData.statusCode).toBe(400);
      });
    },
  );

  it.each(
    resourceCases.flatMap(({ contract, referenced }) =>
      referenced ? [{ base: contract.name, referenced }] : [],
    ),
  )('$base answers 409 when other rows refer to the row', async ({ base, referenced }) => {
    const id = referenced(p);
    const response = await t.post(`/api/${base}/delete`, { id }, master);
    expect(response.statusCode, response.body).toBe(409);
    const { message } = response.json<{ message: string }>();
    expect(message).toMatch(/cannot be deleted: .+ still refer to it/);
    expect(message).not.toMatch(/_id|fkey|constraint|encumbrance_/);
    expect((await list(base, { where: { id } })).total).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, integer, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { compileOrderBy, type SortSpec } from '../src/db/order-by.ts';
import type { FilterIssue } from '../src/db/where.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/database.ts';

// A table of our own in a schema of our own, so that the app's migrations cannot collide.
const schema = pgSchema('order_by_test');

const buildings = schema.table('buildings', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  floorCount: integer('floor_count'),
  isActive: boolean('is_active'),
});

const SETUP = `
  CREATE SCHEMA order_by_test;
  CREATE TABLE order_by_test.buildings (
    id serial PRIMARY KEY, name text NOT NULL, floor_count int, is_active boolean
  );
  INSERT INTO order_by_test.buildings (id, name, floor_count, is_active) VALUES
    (1, 'Cedar Hall', 3, true),
    (2, 'Alder', NULL, false),
    (3, 'Birch', 10, NULL),
    (4, 'Aspen', 3, true);
`;

const sortable: SortSpec = {
  id: buildings.id,
  name: buildings.name,
  floorCount: buildings.floorCount,
  isActive: buildings.isActive,
  nameLength: sql`length(${buildings.name})`,
};

type OrderCase = [description: string, orderBy: unknown, ids: number[]];

// Ties are broken by id where needed, so that each expected order is the only right one.
const orderCases: OrderCase[] = [
  ['no ordering given (by id, as the query adds)', undefined, [1, 2, 3, 4]],
  ['one field ascending', { name: 'asc' }, [2, 4, 3, 1]],
  ['one field descending', { name: 'desc' }, [1, 3, 4, 2]],
  ['an array of one', [{ name: 'desc' }], [1, 3, 4, 2]],
  ['an empty array (by id, as the query adds)', [], [1, 2, 3, 4]],
  ['two fields, in array order', [{ floorCount: 'asc' }, { name: 'asc' }], [4, 1, 3, 2]],
  ['two fields, the second descending', [{ floorCount: 'asc' }, { name: 'desc' }], [1, 4, 3, 2]],
  ['NULLs last when ascending', [{ isActive: 'asc' }, { id: 'asc' }], [2, 1, 4, 3]],
  ['NULLs first when descending', [{ isActive: 'desc' }, { id: 'asc' }], [3, 1, 4, 2]],
  ['an expression', [{ nameLength: 'desc' }, { id: 'desc' }], [1, 4, 3, 2]],
];

type IssueCase = [description: string, orderBy: unknown, issues: FilterIssue[]];
const at = (message: string, ...path: (string | number)[]): FilterIssue => ({
  path: ['orderBy', ...path],
  message,
});
const NOT_AN_OBJECT = 'Expected an object like { "name": "asc" }';
const ONE_FIELD = 'Expected exactly one field per sort object';

const issueCases: IssueCase[] = [
  ['a string', 'name', [at(NOT_AN_OBJECT)]],
  ['null', null, [at(NOT_AN_OBJECT)]],
  ['a number in an array', [{ name: 'asc' }, 5], [at(NOT_AN_OBJECT, 1)]],
  ['a nested array', [[{ name: 'asc' }]], [at(NOT_AN_OBJECT, 0)]],
  ['an empty object', {}, [at(ONE_FIELD)]],
  ['two fields in one object', { name: 'asc', id: 'desc' }, [at(ONE_FIELD)]],
  ['an unknown field', { foo: 'asc' }, [at('Field "foo" cannot be sorted', 'foo')]],
  [
    'an Object.prototype key',
    { constructor: 'asc' },
    [at('Field "constructor" cannot be sorted', 'constructor')],
  ],
  ['an unknown direction', { name: 'up' }, [at('Expected "asc" or "desc"', 'name')]],
  ['an upper-case direction', { name: 'ASC' }, [at('Expected "asc" or "desc"', 'name')]],
  ['a null direction', { name: null }, [at('Expected "asc" or "desc"', 'name')]],
  [
    'several problems at once, all reported',
    [{ name: 'asc' }, 5, { foo: 'desc' }, { id: 'sideways' }],
    [
      at(NOT_AN_OBJECT, 1),
      at('Field "foo" cannot be sorted', 2, 'foo'),
      at('Expected "asc" or "desc"', 3, 'id'),
    ],
  ],
];

describe('compileOrderBy without a database', () => {
  it.each(issueCases)('refuses %s', (_description, orderBy, issues) => {
    expect(compileOrderBy(orderBy, sortable)).toEqual({ ok: false, issues });
  });

  it('starts issue paths at the given base path', () => {
    expect(compileOrderBy({ foo: 'asc' }, sortable, ['query', 'sort'])).toEqual({
      ok: false,
      issues: [{ path: ['query', 'sort', 'foo'], message: 'Field "foo" cannot be sorted' }],
    });
  });

  it('gives no terms for an absent orderBy', () => {
    expect(compileOrderBy(undefined, sortable)).toEqual({ ok: true, sql: [] });
  });

  it('never throws on random JSON, and explains every refusal', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (orderBy) => {
        const result = compileOrderBy(orderBy, sortable);
        if (!result.ok) expect(result.issues.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe.each(databaseKinds)('compileOrderBy on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.pool.query(SETUP);
  });
  afterAll(() => database.close());

  async function orderedIds(orderBy: unknown): Promise<number[]> {
    const result = compileOrderBy(orderBy, sortable);
    if (!result.ok) throw new Error(`Unexpected issues: ${JSON.stringify(result.issues)}`);
    const terms: SQL[] = [...result.sql, sql`${buildings.id}`];
    const rows = await database.db
      .select({ id: buildings.id })
      .from(buildings)
      .orderBy(...terms);
    return rows.map((row) => row.id);
  }

  it.each(orderCases)('orders by %s', async (_description, orderBy, ids) => {
    expect(await orderedIds(orderBy)).toEqual(ids);
  });
});

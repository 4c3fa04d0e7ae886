import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  integer,
  pgSchema,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  compileWhere,
  MAX_WHERE_DEPTH,
  type FieldMap,
  type FieldSpec,
  type FilterIssue,
  type RelationSpec,
} from '../src/db/where.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/database.ts';

// Tables of our own in a schema of our own, so that the app's migrations cannot collide.
const schema = pgSchema('where_test');

const organizations = schema.table('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type'),
});

const buildings = schema.table('buildings', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  organizationId: integer('organization_id'),
  floorCount: integer('floor_count'),
  isActive: boolean('is_active'),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }),
});

const floors = schema.table('floors', {
  id: serial('id').primaryKey(),
  buildingId: integer('building_id').notNull(),
  name: text('name').notNull(),
  area: doublePrecision('area'),
});

const CREATE_TABLES = `
  CREATE SCHEMA where_test;
  CREATE TABLE where_test.organizations (id serial PRIMARY KEY, name text NOT NULL, type text);
  CREATE TABLE where_test.buildings (
    id serial PRIMARY KEY,
    name text NOT NULL,
    organization_id int REFERENCES where_test.organizations (id),
    floor_count int,
    is_active boolean,
    status text NOT NULL,
    created_at timestamptz
  );
  CREATE TABLE where_test.floors (
    id serial PRIMARY KEY,
    building_id int NOT NULL REFERENCES where_test.buildings (id),
    name text NOT NULL,
    area double precision
  );
`;

// Names with %, _ and \ check that LIKE patterns match the user's text literally.
const INSERT_ROWS = `
  INSERT INTO where_test.organizations (id, name, type) VALUES
    (1, 'Acme Corp', 'tenant'),
    (2, 'Globex', 'owner'),
    (3, '100% Real_Estate', NULL);
  INSERT INTO where_test.buildings
    (id, name, organization_id, floor_count, is_active, status, created_at) VALUES
    (1, 'Alpha Tower', 1, 10, true, 'OPEN', '2024-01-15T10:00:00Z'),
    (2, 'beta house', 1, 3, false, 'CLOSED', '2024-06-01T00:00:00Z'),
    (3, 'Gamma 50% Off_Site', 2, NULL, true, 'PLANNED', '2025-02-28T12:30:00Z'),
    (4, 'Delta\\Annex', NULL, 25, NULL, 'OPEN', NULL),
    (5, 'ALPHA Yard', 3, 1, true, 'OPEN', '2023-12-31T23:59:59Z');
  INSERT INTO where_test.floors (building_id, name, area) VALUES
    (1, 'Lobby', 200), (1, 'Office 1', 150.5), (1, 'Office 2', 150.5),
    (2, 'Ground', 80),
    (4, 'Lobby', NULL),
    (5, 'Storage', 30.25), (5, 'Lobby', 60);
`;

const ALL = [1, 2, 3, 4, 5];

const floorFields: FieldMap = {
  name: { kind: 'string', column: floors.name },
  area: { kind: 'number', column: floors.area },
};

const organizationFields: FieldMap = {
  name: { kind: 'string', column: organizations.name },
  type: { kind: 'string', column: organizations.type },
};

const buildingFields: FieldMap = {
  id: { kind: 'number', column: buildings.id },
  name: { kind: 'string', column: buildings.name },
  nameLength: { kind: 'number', column: sql`length(${buildings.name})` },
  floorCount: { kind: 'number', column: buildings.floorCount },
  isActive: { kind: 'boolean', column: buildings.isActive },
  status: { kind: 'enum', column: buildings.status, values: ['PLANNED', 'OPEN', 'CLOSED'] },
  createdAt: { kind: 'date', column: buildings.createdAt },
  organization: {
    relation: 'one',
    fields: () => organizationFields,
    exists: (inner) =>
      sql`exists (select 1 from ${organizations} where ${and(eq(organizations.id, buildings.organizationId), inner)})`,
  },
  floors: {
    relation: 'many',
    fields: () => floorFields,
    exists: (inner) =>
      sql`exists (select 1 from ${floors} where ${and(eq(floors.buildingId, buildings.id), inner)})`,
  },
};

type MatchCase = [description: string, where: unknown, ids: number[]];

const equalityCases: MatchCase[] = [
  ['a string', { name: 'Alpha Tower' }, [1]],
  ['a number', { floorCount: 3 }, [2]],
  ['a boolean', { isActive: true }, [1, 3, 5]],
  ['an enum value', { status: 'OPEN' }, [1, 4, 5]],
  ['a date-time', { createdAt: '2024-01-15T10:00:00Z' }, [1]],
  ['a date-time in another offset', { createdAt: '2024-01-15T12:00:00+02:00' }, [1]],
  ['equals', { name: { equals: 'beta house' } }, [2]],
  ['a number expression field', { nameLength: 10 }, [2, 5]],
  ['a fraction against an integer column', { floorCount: 2.5 }, []],
  ['several fields, ANDed', { status: 'OPEN', isActive: true }, [1, 5]],
  ['the empty filter', {}, ALL],
  ['an undefined value, which is ignored', { name: undefined }, ALL],
];

const nullCases: MatchCase[] = [
  ['null on a number', { floorCount: null }, [3]],
  ['null on a boolean', { isActive: null }, [4]],
  ['equals null', { createdAt: { equals: null } }, [4]],
  ['not null', { createdAt: { not: null } }, [1, 2, 3, 5]],
];

// `not` follows SQL: a NULL is neither equal nor unequal, so NULL rows never match.
const notCases: MatchCase[] = [
  ['not an enum value', { status: { not: 'OPEN' } }, [2, 3]],
  ['not a number (NULL excluded)', { floorCount: { not: 3 } }, [1, 4, 5]],
  ['not a nested range', { floorCount: { not: { gt: 5 } } }, [2, 5]],
  [
    'not a nested text filter',
    { name: { not: { contains: 'alpha', mode: 'insensitive' } } },
    [2, 3, 4],
  ],
  ['not a nested empty object (false)', { name: { not: {} } }, []],
];

const inCases: MatchCase[] = [
  ['in enum values', { status: { in: ['OPEN', 'PLANNED'] } }, [1, 3, 4, 5]],
  ['in numbers, with a fraction', { floorCount: { in: [1, 3, 2.5] } }, [2, 5]],
  ['in dates', { createdAt: { in: ['2024-01-15T10:00:00Z', '2024-06-01T00:00:00.000Z'] } }, [1, 2]],
  ['in an empty list', { status: { in: [] } }, []],
  ['notIn', { status: { notIn: ['OPEN'] } }, [2, 3]],
  ['notIn an empty list', { status: { notIn: [] } }, ALL],
  ['notIn booleans', { isActive: { notIn: [false] } }, [1, 3, 5]],
];

const rangeCases: MatchCase[] = [
  ['lt a number', { floorCount: { lt: 10 } }, [2, 5]],
  ['lte a number', { floorCount: { lte: 10 } }, [1, 2, 5]],
  ['gt a number', { floorCount: { gt: 3 } }, [1, 4]],
  ['gte a number', { floorCount: { gte: 3 } }, [1, 2, 4]],
  ['a number range', { floorCount: { gte: 3, lt: 25 } }, [1, 2]],
  ['gt a fraction on an integer column', { floorCount: { gt: 2.5 } }, [1, 2, 4]],
  ['lt a huge number', { floorCount: { lt: 1e300 } }, [1, 2, 4, 5]],
  ['gt a negative integer', { id: { gt: -1 } }, ALL],
  ['lt a date-time', { createdAt: { lt: '2024-01-01T00:00:00Z' } }, [5]],
  [
    'lte a date-time with an offset',
    { createdAt: { lte: '2024-06-01T02:00:00+02:00' } },
    [1, 2, 5],
  ],
  ['gt a date-time', { createdAt: { gt: '2024-06-01T00:00:00Z' } }, [3]],
  ['gte a date-time', { createdAt: { gte: '2024-06-01T00:00:00Z' } }, [2, 3]],
  ['gte a date', { createdAt: { gte: '2025-01-01' } }, [3]],
  ['a string range', { name: { gte: 'beta', lt: 'c' } }, [2]],
];

const textCases: MatchCase[] = [
  ['contains, case-sensitive', { name: { contains: 'lpha' } }, [1]],
  ['contains, mode default', { name: { contains: 'LPHA', mode: 'default' } }, [5]],
  ['contains, insensitive', { name: { contains: 'LPHA', mode: 'insensitive' } }, [1, 5]],
  ['startsWith, case-sensitive', { name: { startsWith: 'Alpha' } }, [1]],
  ['startsWith, insensitive', { name: { startsWith: 'alpha', mode: 'insensitive' } }, [1, 5]],
  ['endsWith, case-sensitive', { name: { endsWith: 'house' } }, [2]],
  ['endsWith, insensitive', { name: { endsWith: 'YARD', mode: 'insensitive' } }, [5]],
  ['contains and startsWith together', { name: { startsWith: 'A', contains: 'Yard' } }, [5]],
  ['contains a literal %', { name: { contains: '50%' } }, [3]],
  ['endsWith a literal % (not "anything")', { name: { endsWith: '%' } }, []],
  ['contains a literal _', { name: { contains: 'f_S' } }, [3]],
  ['startsWith a literal _ (not "any one character")', { name: { startsWith: 'Alpha_' } }, []],
  ['contains a literal \\', { name: { contains: 'Delta\\A' } }, [4]],
  ['contains an escaped-looking \\%', { name: { contains: '\\%' } }, []],
  ['insensitive with a literal _', { name: { contains: 'OFF_s', mode: 'insensitive' } }, [3]],
  ['insensitive, _ not a wildcard', { name: { contains: 'gamma_50', mode: 'insensitive' } }, []],
  ['contains the empty string', { name: { contains: '' } }, ALL],
];

const logicCases: MatchCase[] = [
  ['AND of an array', { AND: [{ isActive: true }, { floorCount: { gt: 5 } }] }, [1]],
  ['AND of an object', { AND: { status: 'OPEN' } }, [1, 4, 5]],
  ['AND of an empty array (true)', { AND: [] }, ALL],
  ['OR', { OR: [{ floorCount: null }, { name: 'beta house' }] }, [2, 3]],
  ['OR of an empty array (false)', { OR: [] }, []],
  ['OR with an empty filter (true)', { OR: [{}, { status: 'CLOSED' }] }, ALL],
  ['NOT of an object', { NOT: { status: 'OPEN' } }, [2, 3]],
  // NOT(OPEN AND active); building 4 is OPEN with a NULL isActive, so NOT(NULL) excludes it.
  ['NOT of an array (NOT of the AND)', { NOT: [{ status: 'OPEN' }, { isActive: true }] }, [2, 3]],
  ['NOT of an empty filter (false)', { NOT: {} }, []],
  ['fields next to OR', { status: 'OPEN', OR: [{ floorCount: 1 }, { floorCount: 25 }] }, [4, 5]],
  [
    'OR of AND and NOT',
    {
      OR: [
        { AND: [{ status: 'OPEN' }, { floorCount: { gte: 10 } }] },
        { NOT: { createdAt: { not: null } } },
      ],
    },
    [1, 4],
  ],
];

const relationCases: MatchCase[] = [
  ['to-one', { organization: { name: { contains: 'acme', mode: 'insensitive' } } }, [1, 2]],
  ['to-one, null field', { organization: { type: null } }, [5]],
  ['to-one, literal %', { organization: { name: { contains: '%' } } }, [5]],
  ['to-one, empty filter (has one)', { organization: {} }, [1, 2, 3, 5]],
  ['NOT to-one, empty filter (has none)', { NOT: { organization: {} } }, [4]],
  ['to-many some', { floors: { some: { name: 'Lobby' } } }, [1, 4, 5]],
  ['to-many some, fraction on a float column', { floors: { some: { area: { gt: 150.25 } } } }, [1]],
  ['to-many some, empty filter (has any)', { floors: { some: {} } }, [1, 2, 4, 5]],
  ['to-many none', { floors: { none: { name: 'Lobby' } } }, [2, 3]],
  ['to-many none, empty filter (has no rows)', { floors: { none: {} } }, [3]],
  [
    'to-many every (vacuous for no rows)',
    { floors: { every: { name: { startsWith: 'Office' } } } },
    [3],
  ],
  [
    'to-many every with in',
    { floors: { every: { name: { in: ['Lobby', 'Office 1', 'Office 2'] } } } },
    [1, 3, 4],
  ],
  ['to-many every, empty filter (true)', { floors: { every: {} } }, ALL],
  [
    'to-many some and none together',
    { floors: { some: { name: 'Lobby' }, none: { name: 'Storage' } } },
    [1, 4],
  ],
];

const depthCases: MatchCase[] = [
  ['AND > OR > NOT (depth 4)', { AND: [{ OR: [{ NOT: { status: 'OPEN' } }] }] }, [2, 3]],
  [
    'relation > OR > NOT (depth 4)',
    { floors: { some: { OR: [{ NOT: { name: 'Lobby' } }] } } },
    [1, 2, 5],
  ],
  [
    'a nested not as the 4th level',
    { AND: [{ OR: [{ floorCount: { not: { lt: 5 } } }] }] },
    [1, 4],
  ],
];

type IssueCase = [description: string, where: unknown, issues: FilterIssue[]];
const at = (message: string, ...path: (string | number)[]): FilterIssue => ({
  path: ['where', ...path],
  message,
});

const DEEPER = `Filter is nested deeper than ${MAX_WHERE_DEPTH} levels`;

const issueCases: IssueCase[] = [
  ['a string where', 'name', [at('Expected a filter object')]],
  ['a null where', null, [at('Expected a filter object')]],
  ['an array where', [{ name: 'x' }], [at('Expected a filter object')]],
  ['a number where', 5, [at('Expected a filter object')]],
  ['an unknown field', { foo: 1 }, [at('Unknown field "foo"', 'foo')]],
  [
    'an Object.prototype key',
    { constructor: 1 },
    [at('Unknown field "constructor"', 'constructor')],
  ],
  [
    'a __proto__ key',
    JSON.parse('{"__proto__":{"x":1}}'),
    [at('Unknown field "__proto__"', '__proto__')],
  ],
  ['an unknown operator', { name: { like: 'x' } }, [at('Unknown operator "like"', 'name', 'like')]],
  [
    'a text operator on a number',
    { floorCount: { contains: '1' } },
    [at('Operator "contains" is not allowed on a number field', 'floorCount', 'contains')],
  ],
  [
    'a range operator on a boolean',
    { isActive: { gt: true } },
    [at('Operator "gt" is not allowed on a boolean field', 'isActive', 'gt')],
  ],
  [
    'a text operator on an enum',
    { status: { startsWith: 'O' } },
    [at('Operator "startsWith" is not allowed on an enum field', 'status', 'startsWith')],
  ],
  [
    'mode on a number',
    { floorCount: { mode: 'insensitive' } },
    [at('Operator "mode" is not allowed on a number field', 'floorCount', 'mode')],
  ],
  ['a number for a string', { name: 5 }, [at('Expected a string', 'name')]],
  ['an array for a string', { name: ['a'] }, [at('Expected a string', 'name')]],
  [
    'a NUL in text',
    { name: { contains: 'a\u0000b' } },
    [at('Text must not contain NUL characters', 'name', 'contains')],
  ],
  ['a string for a number', { floorCount: '5' }, [at('Expected a number', 'floorCount')]],
  ['NaN for a number', { floorCount: Number.NaN }, [at('Expected a number', 'floorCount')]],
  ['null for lt', { floorCount: { lt: null } }, [at('Expected a number', 'floorCount', 'lt')]],
  ['a string for a boolean', { isActive: 'yes' }, [at('Expected a boolean', 'isActive')]],
  ['month 13', { createdAt: '2024-13-01' }, [at('Expected a date (ISO 8601)', 'createdAt')]],
  [
    '29 February of a common year',
    { createdAt: { gte: '2023-02-29' } },
    [at('Expected a date (ISO 8601)', 'createdAt', 'gte')],
  ],
  ['year 0', { createdAt: '0000-01-01' }, [at('Expected a date (ISO 8601)', 'createdAt')]],
  [
    'hour 24',
    { createdAt: '2024-01-01T24:00:00Z' },
    [at('Expected a date (ISO 8601)', 'createdAt')],
  ],
  [
    'an offset without a time',
    { createdAt: '2024-01-01+02:00' },
    [at('Expected a date (ISO 8601)', 'createdAt')],
  ],
  [
    'a timestamp number for a date',
    { createdAt: 1700000000 },
    [at('Expected a date (ISO 8601)', 'createdAt')],
  ],
  [
    'a word for a date',
    { createdAt: { lt: 'yesterday' } },
    [at('Expected a date (ISO 8601)', 'createdAt', 'lt')],
  ],
  [
    'an unknown enum value',
    { status: 'open' },
    [at('Expected one of PLANNED, OPEN, CLOSED', 'status')],
  ],
  ['in that is not an array', { name: { in: 'a' } }, [at('Expected an array', 'name', 'in')]],
  [
    'in with values of the wrong kind',
    { name: { in: ['a', 1, null] } },
    [at('Expected a string', 'name', 'in', 1), at('Expected a string', 'name', 'in', 2)],
  ],
  [
    'notIn with an unknown enum value',
    { status: { notIn: ['OPEN', 'GONE'] } },
    [at('Expected one of PLANNED, OPEN, CLOSED', 'status', 'notIn', 1)],
  ],
  [
    'mode alone',
    { name: { mode: 'insensitive' } },
    [at('"mode" needs contains, startsWith or endsWith', 'name', 'mode')],
  ],
  [
    'mode with equals',
    { name: { equals: 'x', mode: 'insensitive' } },
    [at('"mode" needs contains, startsWith or endsWith', 'name', 'mode')],
  ],
  [
    'an unknown mode',
    { name: { contains: 'x', mode: 'loud' } },
    [at('Expected "insensitive" or "default"', 'name', 'mode')],
  ],
  [
    'a wrong value inside not',
    { floorCount: { not: { equals: 'x' } } },
    [at('Expected a number', 'floorCount', 'not', 'equals')],
  ],
  ['OR of an object', { OR: { name: 'x' } }, [at('Expected an array of filters', 'OR')]],
  ['AND of a number', { AND: [1] }, [at('Expected a filter object', 'AND', 0)]],
  ['NOT of a string', { NOT: 'x' }, [at('Expected a filter object', 'NOT')]],
  [
    'a scalar for a to-one relation',
    { organization: 'Acme' },
    [at('Expected a filter object', 'organization')],
  ],
  [
    'an unknown field in a to-one relation',
    { organization: { nope: 1 } },
    [at('Unknown field "nope"', 'organization', 'nope')],
  ],
  [
    'a field instead of a quantifier',
    { floors: { name: 'x' } },
    [at('Unknown relation filter "name" (use some, none or every)', 'floors', 'name')],
  ],
  [
    'an array for a to-many relation',
    { floors: [] },
    [at('Expected an object with some, none or every', 'floors')],
  ],
  [
    'a wrong value under some',
    { floors: { some: { area: 'big' } } },
    [at('Expected a number', 'floors', 'some', 'area')],
  ],
  [
    'depth 5 with AND > OR > NOT > AND',
    { AND: [{ OR: [{ NOT: { AND: { name: 'x' } } }] }] },
    [at(DEEPER, 'AND', 0, 'OR', 0, 'NOT', 'AND')],
  ],
  [
    'depth 5 through relations',
    { floors: { some: { OR: [{ NOT: { AND: [{ name: 'x' }] } }] } } },
    [at(DEEPER, 'floors', 'some', 'OR', 0, 'NOT', 'AND', 0)],
  ],
  [
    'depth 5 through a to-one relation',
    { AND: { OR: [{ NOT: { organization: { name: 'x' } } }] } },
    [at(DEEPER, 'AND', 'OR', 0, 'NOT', 'organization')],
  ],
  [
    'depth 5 with a nested not',
    { AND: [{ OR: [{ NOT: { name: { not: { equals: 'x' } } } }] }] },
    [at(DEEPER, 'AND', 0, 'OR', 0, 'NOT', 'name', 'not')],
  ],
  [
    'several problems at once, all reported',
    { foo: 1, name: 5, AND: [{ bar: 2 }], floorCount: { contains: 'x' } },
    [
      at('Unknown field "foo"', 'foo'),
      at('Expected a string', 'name'),
      at('Unknown field "bar"', 'AND', 0, 'bar'),
      at('Operator "contains" is not allowed on a number field', 'floorCount', 'contains'),
    ],
  ],
];

describe('compileWhere without a database', () => {
  it.each(issueCases)('refuses %s', (_description, where, issues) => {
    expect(compileWhere(where, buildingFields)).toEqual({ ok: false, issues });
  });

  it('starts issue paths at the given base path', () => {
    expect(compileWhere({ foo: 1 }, buildingFields, ['query', 'filter'])).toEqual({
      ok: false,
      issues: [{ path: ['query', 'filter', 'foo'], message: 'Unknown field "foo"' }],
    });
  });

  it('treats an absent where as no filter', () => {
    expect(compileWhere(undefined, buildingFields)).toEqual({ ok: true, sql: undefined });
  });
});

describe.each(databaseKinds)('compileWhere on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.pool.query(CREATE_TABLES);
    await database.pool.query(INSERT_ROWS);
  });
  afterAll(() => database.close());

  function compiled(where: unknown): SQL | undefined {
    const result = compileWhere(where, buildingFields);
    if (!result.ok) throw new Error(`Unexpected issues: ${JSON.stringify(result.issues)}`);
    return result.sql;
  }

  function selectBuildings(condition: SQL | undefined) {
    return database.db
      .select({ id: buildings.id })
      .from(buildings)
      .where(condition)
      .orderBy(buildings.id);
  }

  async function matchingIds(where: unknown): Promise<number[]> {
    const rows = await selectBuildings(compiled(where));
    return rows.map((row) => row.id);
  }

  describe.each([
    ['equality', equalityCases],
    ['null', nullCases],
    ['not', notCases],
    ['in and notIn', inCases],
    ['lt, lte, gt and gte', rangeCases],
    ['contains, startsWith and endsWith', textCases],
    ['AND, OR and NOT', logicCases],
    ['relations', relationCases],
    [`depth ${MAX_WHERE_DEPTH}`, depthCases],
  ] as const)('%s', (_group, cases) => {
    it.each(cases)('matches %s', async (_description, where, ids) => {
      expect(await matchingIds(where)).toEqual(ids);
    });
  });

  it('sends the user text as a parameter, never as SQL', async () => {
    const text = "x'; DROP TABLE buildings; --";
    const query = selectBuildings(compiled({ OR: [{ name: text }, { name: { contains: text } }] }));
    const { sql: statement, params } = query.toSQL();
    expect(statement).not.toContain('DROP');
    expect(params).toEqual(expect.arrayContaining([text, `%${text}%`]));
    expect(await query).toEqual([]);
  });

  it('never throws on random JSON, and what it accepts runs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ stringUnit: 'binary' }), async (where) => {
        await expectCompilesOrExplains(where);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on random filter-shaped JSON, and what it accepts runs', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(filterShapedJson(), async (where) => {
        if (await expectCompilesOrExplains(where)) accepted += 1;
      }),
      { numRuns: 300 },
    );
    // The generator is only useful if a fair share of its filters are valid and reach the database.
    expect(accepted).toBeGreaterThan(75);
  });

  /** Whether the filter was accepted with a condition (and then ran). */
  async function expectCompilesOrExplains(where: unknown): Promise<boolean> {
    const result = compileWhere(where, buildingFields);
    if (!result.ok) {
      expect(result.issues.length).toBeGreaterThan(0);
      return false;
    }
    await selectBuildings(result.sql);
    return result.sql !== undefined;
  }
});

// Filters that follow the grammar of `fields`, with a value of the wrong kind now and then and
// one level too deep at times, so that most reach the SQL builder and the database.
function filterShapedJson(): fc.Arbitrary<unknown> {
  return whereArbitrary(buildingFields, 1);
}

function whereArbitrary(fields: FieldMap, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const parts: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (!('relation' in spec)) parts[name] = fieldArbitrary(spec, depth);
    else if (depth <= MAX_WHERE_DEPTH) parts[name] = relationArbitrary(spec, depth);
  }
  if (depth <= MAX_WHERE_DEPTH) {
    const nested = lazy(() => whereArbitrary(fields, depth + 1));
    parts.AND = fc.oneof(nested, fc.array(nested, { maxLength: 2 }));
    parts.OR = fc.array(nested, { maxLength: 2 });
    parts.NOT = fc.oneof(nested, fc.array(nested, { maxLength: 2 }));
  }
  return someOf(parts, 2);
}

function relationArbitrary(spec: RelationSpec, depth: number): fc.Arbitrary<unknown> {
  const body = lazy(() => whereArbitrary(spec.fields(), depth + 1));
  return spec.relation === 'one' ? body : someOf({ some: body, none: body, every: body }, 2);
}

function fieldArbitrary(spec: FieldSpec, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(valueArbitrary(spec), fc.constant(null), operatorsArbitrary(spec, depth));
}

function operatorsArbitrary(spec: FieldSpec, depth: number): fc.Arbitrary<unknown> {
  const value = valueArbitrary(spec);
  const list = fc.array(value, { maxLength: 3 });
  const operators: Record<string, fc.Arbitrary<unknown>> = {
    equals: fc.oneof(value, fc.constant(null)),
    not: fc.oneof(
      value,
      fc.constant(null),
      lazy(() => operatorsArbitrary(spec, depth + 1)),
    ),
    in: list,
    notIn: list,
  };
  if (spec.kind === 'string' || spec.kind === 'number' || spec.kind === 'date') {
    Object.assign(operators, { lt: value, lte: value, gt: value, gte: value });
  }
  if (spec.kind === 'string') {
    const mode = fc.constantFrom('insensitive', 'default');
    Object.assign(operators, { contains: value, startsWith: value, endsWith: value, mode });
  }
  return someOf(operators, 2);
}

const SAMPLE_DATES = [
  '2024-01-01',
  '2024-06-01T00:00:00Z',
  '2024-01-15T12:00:00+02:00',
  '0001-01-01T00:00',
  '9999-12-31T23:59:59.999999999-15:59',
];

/** A value of the field's kind, and one time in ten any JSON at all. */
function valueArbitrary(spec: FieldSpec): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: rightValueArbitrary(spec), weight: 9 },
    { arbitrary: fc.jsonValue({ maxDepth: 1 }), weight: 1 },
  );
}

function rightValueArbitrary(spec: FieldSpec): fc.Arbitrary<unknown> {
  switch (spec.kind) {
    case 'string':
      return fc.oneof(
        fc.string({ unit: 'binary', maxLength: 6 }),
        fc.constantFrom('Lobby', 'alpha', '%', '_', '\\'),
      );
    case 'number':
      return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.oneof(
        fc.constantFrom(...SAMPLE_DATES),
        fc
          .date({
            min: new Date('0001-01-01T00:00:00Z'),
            max: new Date('9999-12-31T23:59:59Z'),
            noInvalidDate: true,
          })
          .map((date) => date.toISOString()),
      );
    case 'enum':
      return fc.constantFrom(...(spec.values ?? []));
  }
}

/** An object with up to `maxKeys` of the given keys. */
function someOf(
  arbitraries: Record<string, fc.Arbitrary<unknown>>,
  maxKeys: number,
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .uniqueArray(fc.constantFrom(...Object.keys(arbitraries)), { maxLength: maxKeys })
    .chain((keys) =>
      fc.record(
        Object.fromEntries(Object.entries(arbitraries).filter(([key]) => keys.includes(key))),
      ),
    );
}

/** Builds the arbitrary only when a value is drawn, so that recursive grammars terminate. */
function lazy<T>(build: () => fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.constant(null).chain(build);
}

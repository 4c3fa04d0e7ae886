// Compiles the list protocol's JSON filter language (`where`, modelled on Prisma's) into
// parameterised drizzle SQL. Every input is untrusted: anything not understood becomes an
// issue with a path, never an exception and never SQL text built from the user's input.
import {
  and,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  is,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  SQL,
  sql,
} from 'drizzle-orm';
import type { Column } from 'drizzle-orm';
import { daysInMonth } from '@atrium/contract';

export type FieldKind = 'string' | 'number' | 'boolean' | 'date' | 'enum';
export type FieldSpec = { kind: FieldKind; column: Column | SQL; values?: readonly string[] };
/** A relation: `exists(inner)` returns the SQL `EXISTS (select 1 from related where <join> and <inner>)`. */
export type RelationSpec = {
  relation: 'one' | 'many';
  fields: () => FieldMap; // lazy, so relation maps can refer to each other
  exists: (inner: SQL | undefined) => SQL;
};
export type FieldMap = Record<string, FieldSpec | RelationSpec>;
export type FilterIssue = { path: (string | number)[]; message: string };
export type CompiledWhere =
  { ok: true; sql: SQL | undefined } | { ok: false; issues: FilterIssue[] };

export const MAX_WHERE_DEPTH = 4;
const TOO_DEEP = `Filter is nested deeper than ${MAX_WHERE_DEPTH} levels`;
/**
 * How much one filter may ask for (docs/api.md, "Limits of the filter language"): every key of
 * its objects and every item of its lists is a condition, every item of an `in` or `notIn` list
 * a value. A filter is compiled into one statement that all tenants' requests queue behind on
 * the embedded database, and PostgreSQL takes at most 65,535 parameters in one statement.
 */
export const MAX_WHERE_CONDITIONS = 200;
export const MAX_WHERE_VALUES = 1000;

type Path = readonly (string | number)[];
type Scalar = string | number | boolean;
type Issues = FilterIssue[];
// `undefined` stands for "no condition" (true) throughout, as drizzle's `and()` treats it.
type Condition = SQL | undefined;
/** Where a part of the filter is: its path, how deeply it is nested, and the issues so far. */
type At = { path: Path; depth: number; issues: Issues };
/** The part under `key`, on the same level. */
const under = (at: At, key: string | number): At => ({ ...at, path: [...at.path, key] });
/** A filter nested one level deeper. */
const deeper = (at: At): At => ({ ...at, depth: at.depth + 1 });

const COMMON_OPERATORS = ['equals', 'not', 'in', 'notIn'] as const;
const RANGE_OPERATORS = ['lt', 'lte', 'gt', 'gte'] as const;
const TEXT_OPERATORS = ['contains', 'startsWith', 'endsWith'] as const;
const STRING_OPERATORS = [
  ...COMMON_OPERATORS,
  ...RANGE_OPERATORS,
  ...TEXT_OPERATORS,
  'mode',
] as const;
type Operator = (typeof STRING_OPERATORS)[number];
type TextOperator = (typeof TEXT_OPERATORS)[number];

const OPERATORS_BY_KIND: Record<FieldKind, readonly Operator[]> = {
  string: STRING_OPERATORS,
  number: [...COMMON_OPERATORS, ...RANGE_OPERATORS],
  date: [...COMMON_OPERATORS, ...RANGE_OPERATORS],
  boolean: COMMON_OPERATORS,
  enum: COMMON_OPERATORS,
};

const QUANTIFIERS = ['some', 'none', 'every'] as const;
type Quantifier = (typeof QUANTIFIERS)[number];

/**
 * Compiles a `where` filter for the resource described by `fields`. `undefined` means no
 * filter; an empty object matches everything. All problems are collected, each with its path.
 */
export function compileWhere(
  where: unknown,
  fields: FieldMap,
  basePath: Path = ['where'],
): CompiledWhere {
  if (where === undefined) return { ok: true, sql: undefined };
  const tooLarge = sizeProblem(where, basePath);
  if (tooLarge) return { ok: false, issues: [tooLarge] };
  const at: At = { path: basePath, depth: 1, issues: [] };
  const condition = compileFilter(where, fields, at);
  return at.issues.length === 0 ? { ok: true, sql: condition } : { ok: false, issues: at.issues };
}

/**
 * The first place where the filter goes past MAX_WHERE_CONDITIONS or MAX_WHERE_VALUES, counted
 * before anything is compiled (without recursion: the value may be nested arbitrarily deep).
 */
function sizeProblem(where: unknown, basePath: Path): FilterIssue | undefined {
  let conditions = 0;
  let values = 0;
  const pending: { value: unknown; path: Path; listOfValues: boolean }[] = [
    { value: where, path: basePath, listOfValues: false },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path, listOfValues } = next;
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : isPlainObject(value)
        ? Object.entries(value)
        : [];
    for (const [key, item] of entries) {
      const itemPath = [...path, key];
      if (listOfValues) {
        if (++values > MAX_WHERE_VALUES)
          return {
            path: itemPath,
            message: `A filter may list at most ${String(MAX_WHERE_VALUES)} values in "in" and "notIn" (all lists together)`,
          };
        continue;
      }
      if (++conditions > MAX_WHERE_CONDITIONS)
        return {
          path: itemPath,
          message: `A filter may have at most ${String(MAX_WHERE_CONDITIONS)} conditions (every key and list item counts)`,
        };
      pending.push({
        value: item,
        path: itemPath,
        listOfValues: (key === 'in' || key === 'notIn') && Array.isArray(item),
      });
    }
  }
  return undefined;
}

/** A JSON object: not null, an array, a Date or any other class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function compileFilter(where: unknown, fields: FieldMap, at: At): Condition {
  if (at.depth > MAX_WHERE_DEPTH) {
    report(at, TOO_DEEP);
    return undefined;
  }
  if (!isPlainObject(where)) {
    report(at, 'Expected a filter object');
    return undefined;
  }
  const conditions = Object.entries(where).map(([key, value]) =>
    // Like Prisma, an undefined value is "not given", which is handy for typed callers.
    value === undefined ? undefined : compileEntry(key, value, fields, under(at, key)),
  );
  return and(...conditions);
}

function compileEntry(key: string, value: unknown, fields: FieldMap, at: At): Condition {
  switch (key) {
    case 'AND':
      return and(...compileFilterList(value, fields, at));
    case 'OR':
      return compileOr(value, fields, at);
    case 'NOT':
      return negate(and(...compileFilterList(value, fields, at)));
  }
  // Own keys only: `constructor` or `__proto__` must not reach Object.prototype.
  const spec = Object.hasOwn(fields, key) ? fields[key] : undefined;
  if (spec === undefined) {
    report(at, `Unknown field "${key}"`);
    return undefined;
  }
  return 'relation' in spec ? compileRelation(value, spec, at) : compileField(value, spec, at);
}

/** `AND` and `NOT` take one filter or an array of them. */
function compileFilterList(value: unknown, fields: FieldMap, at: At): Condition[] {
  if (!Array.isArray(value)) return [compileFilter(value, fields, deeper(at))];
  return value.map((item, index) => compileFilter(item, fields, deeper(under(at, index))));
}

function compileOr(value: unknown, fields: FieldMap, at: At): Condition {
  if (!Array.isArray(value)) {
    report(at, 'Expected an array of filters');
    return undefined;
  }
  const conditions = compileFilterList(value, fields, at);
  if (conditions.length === 0) return sql`false`;
  // An empty filter is true, which makes the whole OR true.
  if (conditions.includes(undefined)) return undefined;
  return or(...conditions);
}

/** NOT of "no condition" is false, so that `NOT: {}` matches nothing, as logic says. */
function negate(condition: Condition): SQL {
  return condition === undefined ? sql`false` : not(condition);
}

function compileRelation(value: unknown, spec: RelationSpec, at: At): Condition {
  if (spec.relation === 'one') return spec.exists(compileFilter(value, spec.fields(), deeper(at)));
  if (!isPlainObject(value)) {
    report(at, 'Expected an object with some, none or every');
    return undefined;
  }
  const conditions = Object.entries(value).map(([quantifier, body]) => {
    if (body === undefined) return undefined;
    const bodyAt = under(at, quantifier);
    if (!isQuantifier(quantifier)) {
      report(bodyAt, `Unknown relation filter "${quantifier}" (use some, none or every)`);
      return undefined;
    }
    return quantify(quantifier, compileFilter(body, spec.fields(), deeper(bodyAt)), spec);
  });
  return and(...conditions);
}

function quantify(quantifier: Quantifier, inner: Condition, spec: RelationSpec): Condition {
  switch (quantifier) {
    case 'some':
      return spec.exists(inner);
    case 'none':
      return not(spec.exists(inner));
    case 'every':
      // Every related row matches = no related row fails; vacuously true without a filter.
      return inner === undefined ? undefined : not(spec.exists(not(inner)));
  }
}

function compileField(value: unknown, spec: FieldSpec, at: At): Condition {
  if (value === null) return isNull(target(spec));
  if (isPlainObject(value)) return compileOperators(value, spec, at);
  const scalar = readValue(value, spec, at);
  return scalar === undefined ? undefined : eq(target(spec), param(scalar));
}

/** An operator object; its operators are ANDed. */
function compileOperators(operators: Record<string, unknown>, spec: FieldSpec, at: At): Condition {
  const conditions = Object.entries(operators).map(([operator, operand]) => {
    if (operand === undefined) return undefined;
    const operatorAt = under(at, operator);
    if (!isOperator(operator)) {
      report(operatorAt, `Unknown operator "${operator}"`);
      return undefined;
    }
    if (!OPERATORS_BY_KIND[spec.kind].includes(operator)) {
      const field = `${spec.kind === 'enum' ? 'an' : 'a'} ${spec.kind} field`;
      report(operatorAt, `Operator "${operator}" is not allowed on ${field}`);
      return undefined;
    }
    return compileOperator(operator, operand, operators, spec, operatorAt);
  });
  return and(...conditions);
}

function compileOperator(
  operator: Operator,
  operand: unknown,
  operators: Record<string, unknown>,
  spec: FieldSpec,
  at: At,
): Condition {
  const column = target(spec);
  const compare = (build: (value: SQL) => SQL): Condition => {
    const value = readValue(operand, spec, at);
    return value === undefined ? undefined : build(param(value));
  };
  switch (operator) {
    case 'equals':
      return operand === null ? isNull(column) : compare((value) => eq(column, value));
    case 'not':
      return compileNotOperator(operand, spec, at);
    case 'in':
    case 'notIn': {
      const values = readList(operand, spec, at);
      if (values === undefined) return undefined;
      // drizzle turns an empty list into `false` (in) and `true` (notIn).
      return operator === 'in' ? inArray(column, values) : notInArray(column, values);
    }
    case 'lt':
      return compare((value) => lt(column, value));
    case 'lte':
      return compare((value) => lte(column, value));
    case 'gt':
      return compare((value) => gt(column, value));
    case 'gte':
      return compare((value) => gte(column, value));
    case 'contains':
    case 'startsWith':
    case 'endsWith':
      return compileTextOperator(operator, operand, operators.mode === 'insensitive', spec, at);
    case 'mode':
      checkMode(operand, operators, at);
      return undefined;
  }
}

/** `not`: a value (<>), null (IS NOT NULL) or a nested operator object (NOT of it). */
function compileNotOperator(operand: unknown, spec: FieldSpec, at: At): Condition {
  if (operand === null) return isNotNull(target(spec));
  if (!isPlainObject(operand)) {
    const value = readValue(operand, spec, at);
    return value === undefined ? undefined : ne(target(spec), param(value));
  }
  // A nested `not` counts as a level, so that `not` chains cannot nest without bound.
  if (at.depth + 1 > MAX_WHERE_DEPTH) {
    report(at, TOO_DEEP);
    return undefined;
  }
  return negate(compileOperators(operand, spec, deeper(at)));
}

function compileTextOperator(
  operator: TextOperator,
  operand: unknown,
  insensitive: boolean,
  spec: FieldSpec,
  at: At,
): Condition {
  const text = readValue(operand, spec, at);
  if (typeof text !== 'string') return undefined;
  const pattern = likePattern(operator, escapeLike(text));
  // The pattern goes to the database as a parameter.
  return insensitive ? ilike(target(spec), pattern) : like(target(spec), pattern);
}

function likePattern(operator: TextOperator, escaped: string): string {
  switch (operator) {
    case 'contains':
      return `%${escaped}%`;
    case 'startsWith':
      return `${escaped}%`;
    case 'endsWith':
      return `%${escaped}`;
  }
}

/** Makes `%`, `_` and `\` match themselves in a LIKE pattern (backslash is the default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function checkMode(operand: unknown, operators: Record<string, unknown>, at: At): void {
  if (operand !== 'insensitive' && operand !== 'default') {
    report(at, 'Expected "insensitive" or "default"');
  } else if (!TEXT_OPERATORS.some((operator) => operators[operator] !== undefined)) {
    report(at, '"mode" needs contains, startsWith or endsWith');
  }
}

function readList(operand: unknown, spec: FieldSpec, at: At): SQL[] | undefined {
  if (!Array.isArray(operand)) {
    report(at, 'Expected an array');
    return undefined;
  }
  const values = operand.map((item, index) => readValue(item, spec, under(at, index)));
  const valid = values.filter((value) => value !== undefined);
  return valid.length === values.length ? valid.map(param) : undefined;
}

/** The operand as a value of the field's kind, or undefined after reporting why not. */
function readValue(value: unknown, spec: FieldSpec, at: At): Scalar | undefined {
  const problem = valueProblem(value, spec);
  // isScalar only narrows the type: a value without a problem is always a scalar.
  if (problem !== undefined || !isScalar(value)) {
    report(at, problem ?? 'Expected a value');
    return undefined;
  }
  return value;
}

/** What is wrong with the value for a field of this kind, if anything. */
function valueProblem(value: unknown, spec: FieldSpec): string | undefined {
  switch (spec.kind) {
    case 'string':
      if (typeof value !== 'string') return 'Expected a string';
      // PostgreSQL text cannot hold NUL, and sending one fails the whole query.
      return value.includes('\u0000') ? 'Text must not contain NUL characters' : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'Expected a number';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'Expected a boolean';
    case 'date':
      return typeof value === 'string' && isIsoDate(value)
        ? undefined
        : 'Expected a date (ISO 8601)';
    case 'enum': {
      const allowed = spec.values ?? [];
      return typeof value === 'string' && allowed.includes(value)
        ? undefined
        : `Expected one of ${allowed.join(', ')}`;
    }
  }
}

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

// YYYY-MM-DD, optionally followed by Thh:mm[:ss[.fraction]] and Z or ±hh:mm.
const ISO_DATE =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})(?:T(?<hour>\d{2}):(?<minute>\d{2})(?::(?<second>\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](?<offsetHour>\d{2}):(?<offsetMinute>\d{2}))?)?$/;

/** A real calendar date and time that PostgreSQL accepts (it refuses year 0, for one). */
function isIsoDate(text: string): boolean {
  const parts = ISO_DATE.exec(text)?.groups;
  if (parts === undefined) return false;
  const number = (name: string) => Number(parts[name] ?? '0');
  const [year, month, day] = [number('year'), number('month'), number('day')];
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    number('hour') <= 23 &&
    number('minute') <= 59 &&
    number('second') <= 59 &&
    number('offsetHour') <= 15 &&
    number('offsetMinute') <= 59
  );
}

/** The field's column or expression; an expression is parenthesised so operators bind to all of it. */
function target(spec: FieldSpec): SQL {
  return is(spec.column, SQL) ? sql`(${spec.column})` : sql`${spec.column}`;
}

/**
 * A bound parameter, never the column's encoder (a timestamp column's would call
 * `toISOString()` on our string). Numbers are typed: an untyped parameter takes the column's
 * type, and 1.5 would then fail on an integer column. Integers go as bigint, which integer
 * indexes still serve.
 */
function param(value: Scalar): SQL {
  if (typeof value !== 'number') return sql`${value}`;
  return Number.isSafeInteger(value) ? sql`${value}::bigint` : sql`${value}::numeric`;
}

function isOperator(name: string): name is Operator {
  return (STRING_OPERATORS as readonly string[]).includes(name);
}

function isQuantifier(name: string): name is Quantifier {
  return (QUANTIFIERS as readonly string[]).includes(name);
}

function report(at: At, message: string): void {
  at.issues.push({ path: [...at.path], message });
}

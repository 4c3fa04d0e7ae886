// Many rows in one statement on PostgreSQL and PGlite alike: each column travels as one array
// literal and `unnest` turns the arrays back into rows. Columns that hold arrays travel as text
// elements and are cast per row.
import { sql, type SQL } from 'drizzle-orm';

type Scalar = number | string | boolean | null;
export type Column =
  | {
      name: string;
      type: 'int' | 'text' | 'date' | 'timestamptz' | 'float8' | 'bool';
      values: Scalar[];
    }
  | { name: string; type: 'int[]' | 'float8[]' | 'bool[]'; values: (readonly Scalar[] | null)[] };

const quoted = (text: string) => `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
const element = (value: Scalar): string =>
  value === null ? 'NULL' : typeof value === 'string' ? quoted(value) : String(value);

/** `{…}` literal of one column; nested arrays become quoted text elements. */
function literal(column: Column): string {
  if (column.type.endsWith('[]'))
    return `{${(column.values as (readonly Scalar[] | null)[])
      .map((inner) => (inner === null ? 'NULL' : quoted(`{${inner.map(element).join(',')}}`)))
      .join(',')}}`;
  return `{${(column.values as Scalar[]).map(element).join(',')}}`;
}

/** `insert into table (…) select … from unnest(…)`; the caller adds any `on conflict`. */
export function insertRows(table: string, columns: Column[]): SQL {
  const names = columns.map((c) => sql.identifier(c.name));
  const sources = columns.map((c) =>
    c.type.endsWith('[]') ? sql`${literal(c)}::text[]` : sql`${literal(c)}::${sql.raw(c.type)}[]`,
  );
  const aliases = columns.map((_, i) => sql.raw(`c${i}`));
  const picks = columns.map((c, i) =>
    c.type.endsWith('[]') ? sql`${aliases[i]}::${sql.raw(c.type)}` : sql`${aliases[i]}`,
  );
  return sql`insert into ${sql.identifier(table)} (${sql.join(names, sql`, `)})
    select ${sql.join(picks, sql`, `)} from unnest(${sql.join(sources, sql`, `)}) as x(${sql.join(aliases, sql`, `)})`;
}

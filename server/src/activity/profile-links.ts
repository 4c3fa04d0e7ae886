// How badge events and reservations find their person's profile (docs/decisions.md, "Badge
// events and reservations find profiles when read"): a row's person key (a badge event's
// `badgeKey`, a reservation's `person`) links to the profile of the row's organization that has
// an identifier of that value, of any type, letter case aside; a row without an organization, a
// key no profile has, or one that two profiles of the organization have, links to none. Nothing
// is stored: the link is worked out when the rows are read, so an identifier added, changed or
// removed later links or unlinks every row at once, and no stored link can go stale.
import { sql, type SQL } from 'drizzle-orm';
import { readPrepared } from '../db/prepared.ts';
import type { Db } from '../resources/resource-table.ts';

/**
 * The rule from the identifiers' side: the lower-cased values of a profile's identifiers that no
 * other profile of its organization has. A row of the organization links to the profile when its
 * key, lower-cased, is one of them (the indexes on `lower(…)` find those rows).
 */
export function linkingKeys(profileId: string): SQL {
  return sql`(select lower(i.value) from profile_identifiers i
    where i.profile_id = ${profileId}
      and not exists (select 1 from profile_identifiers o
        where o.organization_id = i.organization_id and lower(o.value) = lower(i.value)
          and o.profile_id <> i.profile_id))`;
}

/** The rule from the rows' side: each row's profile id, or null, in the rows' order. */
export async function profilesOfRows(
  db: Db,
  rows: readonly { organizationId: number | null; key: string | null }[],
): Promise<(string | null)[]> {
  const asked = rows.flatMap((row, n) =>
    row.organizationId === null || row.key === null
      ? []
      : [{ n, organizationId: row.organizationId, key: row.key }],
  );
  const found: (string | null)[] = rows.map(() => null);
  if (asked.length === 0) return found;
  const records = asked.map((a) => ({ n: a.n, organization_id: a.organizationId, key: a.key }));
  const result = await readPrepared<{ n: number; profile_id: string | null }>(
    db,
    sql`
    select k.n, (select min(i.profile_id) from profile_identifiers i
        where i.organization_id = k.organization_id and lower(i.value) = lower(k.key)
        having count(distinct i.profile_id) = 1) as profile_id
    from json_to_recordset(${JSON.stringify(records)}::json) as k(n int, organization_id int, key text)`,
  );
  for (const row of result) found[row.n] = row.profile_id;
  return found;
}

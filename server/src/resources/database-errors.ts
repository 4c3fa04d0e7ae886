import { ConflictError, HttpError } from '../http/errors.ts';
import type { ResourceTable } from './resource-table.ts';

/** What people call the rows of each table, for messages that never show internal names. */
const tableLabels: Record<string, string> = {
  organizations: 'organizations',
  users: 'users',
  industries: 'industries',
  usage_types: 'usage types',
  lease_types: 'lease types',
  buildings: 'buildings',
  floors: 'floors',
  spaces: 'spaces',
  space_external_ids: 'external ids',
  assets: 'assets',
  encumbrances: 'leases',
  encumbrance_spaces: 'leases',
  encumbrance_organizations: 'leases',
  networks: 'networks',
  network_levels: 'network levels',
  network_buildings: 'networks',
  data_sources: 'data sources',
  files: 'files',
  data_imports: 'data imports',
  tags: 'tags',
  occupancy_reading_days: 'occupancy readings',
  profiles: 'profiles',
  profile_identifiers: 'profile identifiers',
};

type PgError = { code?: string; detail?: string; table?: string; constraint?: string };
const isPgError = (error: unknown): error is PgError =>
  typeof error === 'object' && error !== null && typeof (error as PgError).code === 'string';

/** Turns a constraint violation into a 409 that says what is in the way; anything else passes through. */
export function translateDatabaseError(error: unknown, rt: ResourceTable): unknown {
  if (error instanceof HttpError) return error;
  // drizzle wraps the driver's error; the PostgreSQL error is its cause.
  const pgError = [error, (error as { cause?: unknown } | null)?.cause].find(isPgError);
  if (!pgError) return error;
  if (pgError.code === '23503') {
    const referencedFrom = /referenced from table "([^"]+)"/.exec(pgError.detail ?? '')?.[1];
    if (referencedFrom) {
      const what = tableLabels[referencedFrom] ?? 'other records';
      return new ConflictError(
        `This ${rt.label} cannot be deleted: ${what} still refer to it. Remove or move them first.`,
      );
    }
    return new ConflictError(`This ${rt.label} refers to a record that does not exist.`);
  }
  if (pgError.code === '23505') {
    return new ConflictError(`A ${rt.label} with these values already exists.`);
  }
  return error;
}

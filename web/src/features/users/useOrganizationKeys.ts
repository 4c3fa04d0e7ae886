import { organizationsResource } from '@atrium/contract';
import { useAll } from '../../api/resourceHooks.ts';

/**
 * The organizations the user can see, by id: their keys make a user's address
 * (`users/{orgKey}/{id}`) and their names the organization filter's choices.
 */
export function useOrganizationKeys() {
  const organizations = useAll(organizationsResource, { orderBy: { name: 'asc' } });
  const byId = new Map(organizations.data?.map((o) => [o.id, o]));
  return {
    organizations: organizations.data,
    keyOf: (id: number) => byId.get(id)?.key ?? null,
  };
}

/** A user's address: `users/{orgKey}/{id}`. */
export const userPath = (orgKey: string, id: number) => `/users/${orgKey}/${id}`;

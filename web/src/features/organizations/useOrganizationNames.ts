import {
  organizationAliasesResource,
  organizationDomainsResource,
  type OrganizationAlias,
  type OrganizationDomain,
} from '@atrium/contract';
import { useAll, useCreate, useDelete } from '../../api/resourceHooks.ts';

/** An organization's aliases and e-mail domains (their own resources); off while id is null. */
export function useOrganizationNames(organizationId: number | null) {
  const options = { enabled: organizationId !== null, staleTime: 0 };
  const where = { where: { organizationId: organizationId ?? 0 } };
  const aliases = useAll(organizationAliasesResource, where, options);
  const domains = useAll(organizationDomainsResource, where, options);
  return { aliases, domains };
}

export type SavedNames = {
  aliases: readonly OrganizationAlias[];
  domains: readonly OrganizationDomain[];
};

/**
 * Saves the wanted aliases and domains of an organization against those it has: adds the new
 * ones, deletes those no longer wanted.
 */
export function useSaveOrganizationNames() {
  const createAlias = useCreate(organizationAliasesResource);
  const deleteAlias = useDelete(organizationAliasesResource);
  const createDomain = useCreate(organizationDomainsResource);
  const deleteDomain = useDelete(organizationDomainsResource);
  return async (
    organizationId: number,
    wanted: { aliases: readonly string[]; domains: readonly string[] },
    saved: SavedNames,
  ) => {
    for (const alias of saved.aliases)
      if (!wanted.aliases.includes(alias.alias)) await deleteAlias.mutateAsync(alias.id);
    for (const domain of saved.domains)
      if (!wanted.domains.includes(domain.domain)) await deleteDomain.mutateAsync(domain.id);
    const hasAlias = new Set(saved.aliases.map((alias) => alias.alias));
    for (const alias of wanted.aliases)
      if (!hasAlias.has(alias)) await createAlias.mutateAsync({ organizationId, alias });
    const hasDomain = new Set(saved.domains.map((domain) => domain.domain));
    for (const domain of wanted.domains)
      if (!hasDomain.has(domain)) await createDomain.mutateAsync({ organizationId, domain });
  };
}

// The demo organizations' other names and e-mail domains (OrganizationAliases and
// OrganizationDomains): how leases, imports and people name them.
import type { DemoServices } from './demo-services.ts';

const aliasesByOrganization: Record<string, string[]> = {
  harbor: ['Harbor', 'Harbor Properties LLC'],
  crescent: ['Crescent', 'Crescent Realty Trust'],
  metrospaces: ['Metro Spaces', 'MetroSpaces Coworking'],
  northwind: ['Northwind', 'NWT'],
  contoso: ['Contoso', 'Contoso Financial Services'],
  globex: ['Globex'],
  initech: ['Initech Software'],
};

/** Each organization's own `.test` domain (the demo's e-mail addresses); Harbor has a second one. */
const domainsByOrganization: Record<string, string[]> = {
  harbor: ['harbor.test', 'harborproperties.example'],
  crescent: ['crescent.test'],
  metrospaces: ['metrospaces.test'],
  northwind: ['northwind.test'],
  contoso: ['contoso.test'],
  globex: ['globex.test'],
  initech: ['initech.test'],
};

export async function writeOrganizationNames(
  services: DemoServices,
  orgId: (key: string) => number,
): Promise<void> {
  for (const [key, aliases] of Object.entries(aliasesByOrganization)) {
    for (const alias of aliases)
      await services.organizationAliases.create({ organizationId: orgId(key), alias });
  }
  for (const [key, domains] of Object.entries(domainsByOrganization)) {
    for (const domain of domains)
      await services.organizationDomains.create({ organizationId: orgId(key), domain });
  }
}

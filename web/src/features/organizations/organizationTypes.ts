import { organizationTypes, type OrganizationType } from '@atrium/contract';

const names: Record<OrganizationType, string> = {
  OCCUPIER: 'Occupier',
  OWNER: 'Owner',
  OPERATOR: 'Operator',
  PLATFORM: 'Platform',
};

/** An organization type as people read it (OCCUPIER is an occupier: a tenant). */
export const organizationTypeName = (type: OrganizationType): string => names[type];

/** The types an organization may be given; PLATFORM is Atrium's own, made at first start. */
export const customerTypes = organizationTypes.filter((type) => type !== 'PLATFORM');

export const organizationTypeChoices = customerTypes.map((value) => ({
  value,
  label: names[value],
}));

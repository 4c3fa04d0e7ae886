import { z } from 'zod';
import { industriesResource, type CatalogueEntry } from '@atrium/contract';
import { contractResolver } from '../../components/form/contractResolver.ts';

/** What the industry form's input holds. */
export type IndustryFormValues = { name: string };

export const industryFormValues = (industry: CatalogueEntry | null): IndustryFormValues => ({
  name: industry?.name ?? '',
});

type Create = z.output<typeof industriesResource.create>;
type Update = z.output<typeof industriesResource.update>;

export const industryCreateResolver = contractResolver(
  industriesResource.create,
  (values: IndustryFormValues): Create => ({ name: values.name }),
);
export const industryUpdateResolver = contractResolver(
  industriesResource.update,
  (values: IndustryFormValues): Update => ({ name: values.name }),
);

import { ZTagCreateSchema, ZTagUpdateSchema, type Tag, taggables } from '@atrium/contract';
import { contractResolver } from '../../components/form/contractResolver.ts';
import { numberOrNull } from '../../components/form/formValues.ts';

/** What the tag form's inputs hold. */
export type TagFormValues = {
  name: string;
  availableFor: (typeof taggables)[number] | '';
  colour: string;
  /** Only a master admin acting for the platform names the organization; others own theirs. */
  organizationId: string;
};

export const tagFormValues = (tag: Tag): TagFormValues => ({
  name: tag.name,
  availableFor: tag.availableFor,
  colour: tag.colour,
  organizationId: String(tag.organizationId),
});

export const newTagFormValues = (): TagFormValues => ({
  name: '',
  availableFor: '',
  colour: '#00AAEF',
  organizationId: '',
});

const dataOf = (values: TagFormValues) => ({
  name: values.name,
  availableFor: values.availableFor === '' ? null : values.availableFor,
  colour: values.colour,
});

export const tagCreateResolver = (withOrganization: boolean) =>
  contractResolver(ZTagCreateSchema, (values: TagFormValues) => ({
    ...dataOf(values),
    ...(withOrganization && { organizationId: numberOrNull(values.organizationId) }),
  }));

export const tagUpdateResolver = contractResolver(ZTagUpdateSchema, dataOf);

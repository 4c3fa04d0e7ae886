import {
  ZProfileCreateSchema,
  ZProfileUpdateSchema,
  type Profile,
  type ProfileIdentifierType,
} from '@atrium/contract';
import { contractResolver } from '../../components/form/contractResolver.ts';
import { numberOrNull, textOrNull } from '../../components/form/formValues.ts';

/** What the profile form's inputs hold; identifiers are edited on the profile. */
export type ProfileFormValues = {
  organizationId: string;
  name: string;
  department: string;
  identifiers: { type: ProfileIdentifierType | ''; value: string }[];
};

export const newProfileFormValues = (organizationId: number | null): ProfileFormValues => ({
  organizationId: organizationId === null ? '' : String(organizationId),
  name: '',
  department: '',
  identifiers: [],
});

export const profileFormValues = (profile: Profile): ProfileFormValues => ({
  organizationId: String(profile.organizationId),
  name: profile.name ?? '',
  department: profile.department ?? '',
  identifiers: profile.identifiers.map(({ type, value }) => ({ type, value })),
});

const dataOf = (values: ProfileFormValues) => ({
  name: textOrNull(values.name),
  department: textOrNull(values.department),
  identifiers: values.identifiers.map((i) => ({
    type: i.type === '' ? null : i.type,
    value: i.value,
  })),
});

export const profileCreateResolver = contractResolver(
  ZProfileCreateSchema,
  (values: ProfileFormValues) => ({
    organizationId: numberOrNull(values.organizationId),
    ...dataOf(values),
  }),
);
export const profileUpdateResolver = contractResolver(ZProfileUpdateSchema, dataOf);

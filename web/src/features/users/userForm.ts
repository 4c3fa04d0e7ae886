import { ZUserCreateSchema, ZUserUpdateSchema, type Role, type User } from '@atrium/contract';
import { contractResolver } from '../../components/form/contractResolver.ts';
import { numberOrNull, textOrNull } from '../../components/form/formValues.ts';

/** What the user form's inputs hold. */
export type UserFormValues = {
  email: string;
  name: string;
  title: string;
  role: Role | '';
  groups: string[];
  isActive: boolean;
  /** Only a master admin acting for the platform names the organization. */
  organizationId: string;
};

export const newUserFormValues = (): UserFormValues => ({
  email: '',
  name: '',
  title: '',
  role: 'viewer',
  groups: [],
  isActive: true,
  organizationId: '',
});

export const userFormValues = (user: User): UserFormValues => ({
  email: user.email,
  name: user.name,
  title: user.title ?? '',
  role: user.role,
  groups: user.groups,
  isActive: user.isActive,
  organizationId: String(user.organizationId),
});

const dataOf = (values: UserFormValues) => ({
  name: values.name,
  title: textOrNull(values.title),
  role: values.role === '' ? null : values.role,
  groups: values.groups,
  isActive: values.isActive,
});

export const userCreateResolver = (withOrganization: boolean) =>
  contractResolver(ZUserCreateSchema, (values: UserFormValues) => ({
    ...dataOf(values),
    email: values.email.trim(),
    ...(withOrganization && { organizationId: numberOrNull(values.organizationId) }),
  }));

/** The e-mail stays as made: it is how the person signs in. */
export const userUpdateResolver = contractResolver(ZUserUpdateSchema, dataOf);

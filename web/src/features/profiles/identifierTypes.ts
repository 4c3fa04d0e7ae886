import { profileIdentifierTypes, type ProfileIdentifierType } from '@atrium/contract';

export const identifierTypeNames: Record<ProfileIdentifierType, string> = {
  BADGE_ID: 'Badge',
  EMAIL: 'E-mail',
  EMPLOYEE_NUMBER: 'Employee no.',
  OTHER: 'Other',
};

export const identifierTypeOptions = profileIdentifierTypes.map((value) => ({
  value,
  label: identifierTypeNames[value],
}));

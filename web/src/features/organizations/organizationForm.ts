import {
  ZEmailDomainSchema,
  ZOrganizationCreateSchema,
  ZOrganizationUpdateSchema,
  type Organization,
  type OrganizationType,
} from '@atrium/contract';
import { contractResolver, type ReportIssue } from '../../components/form/contractResolver.ts';
import { numberOrNull, textOrNull } from '../../components/form/formValues.ts';

/** What the organization form's inputs hold. */
export type OrganizationFormValues = {
  key: string;
  name: string;
  type: OrganizationType | '';
  classificationType: string;
  stockExchange: string;
  rtoStartDate: string;
  rtoEndDate: string;
  industryId: string;
  /** OrganizationAliases and OrganizationDomains, saved after the organization. */
  aliases: string[];
  domains: string[];
};

export const newOrganizationFormValues = (): OrganizationFormValues => ({
  key: '',
  name: '',
  type: '',
  classificationType: '',
  stockExchange: '',
  rtoStartDate: '',
  rtoEndDate: '',
  industryId: '',
  aliases: [],
  domains: [],
});

export const organizationFormValues = (
  organization: Organization,
  names: { aliases: readonly string[]; domains: readonly string[] },
): OrganizationFormValues => ({
  key: organization.key,
  name: organization.name,
  type: organization.type,
  classificationType: organization.classificationType ?? '',
  stockExchange: organization.stockExchange ?? '',
  rtoStartDate: organization.rtoPeriod?.startDate ?? '',
  rtoEndDate: organization.rtoPeriod?.endDate ?? '',
  industryId: organization.industryId === null ? '' : String(organization.industryId),
  aliases: [...names.aliases],
  domains: [...names.domains],
});

/** The RTO period from its two dates; its problems are reported on the date that has them. */
function rtoPeriodOf(values: OrganizationFormValues, report: ReportIssue<OrganizationFormValues>) {
  const startDate = values.rtoStartDate.trim();
  const endDate = values.rtoEndDate.trim();
  if (startDate === '' && endDate === '') return null;
  if (startDate === '') {
    report('rtoStartDate', 'Required');
    return null;
  }
  if (endDate !== '' && endDate < startDate) {
    report('rtoEndDate', 'The end date must not be before the start date');
    return null;
  }
  return { startDate, endDate: endDate === '' ? null : endDate };
}

/** Domains are checked here: they are saved apart from the organization (their own resource). */
function checkDomains(values: OrganizationFormValues, report: ReportIssue<OrganizationFormValues>) {
  for (const domain of values.domains) {
    const checked = ZEmailDomainSchema.safeParse(domain);
    if (!checked.success) {
      report('domains', `${domain}: ${checked.error.issues[0]?.message ?? 'Not a domain'}`);
      return;
    }
  }
}

const dataOf = (values: OrganizationFormValues, report: ReportIssue<OrganizationFormValues>) => {
  checkDomains(values, report);
  return {
    name: values.name,
    type: values.type === '' ? null : values.type,
    classificationType: textOrNull(values.classificationType),
    stockExchange: textOrNull(values.stockExchange),
    rtoPeriod: rtoPeriodOf(values, report),
    industryId: numberOrNull(values.industryId),
  };
};

export const organizationCreateResolver = contractResolver(
  ZOrganizationCreateSchema,
  (values: OrganizationFormValues, report) => ({
    key: values.key.trim(),
    ...dataOf(values, report),
  }),
);

export const organizationUpdateResolver = contractResolver(ZOrganizationUpdateSchema, dataOf);

/** The names as saved: trimmed, each once; domains lower-case. */
export const namesOf = (values: OrganizationFormValues) => ({
  aliases: [...new Set(values.aliases.map((alias) => alias.trim()).filter(Boolean))],
  domains: [
    ...new Set(values.domains.map((domain) => domain.trim().toLowerCase()).filter(Boolean)),
  ],
});

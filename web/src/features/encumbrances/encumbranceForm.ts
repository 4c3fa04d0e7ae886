import type { z } from 'zod';
import {
  ZEncumbranceCreateSchema,
  ZEncumbranceUpdateSchema,
  type EncumbranceFull,
  type encumbranceStatuses,
} from '@atrium/contract';
import { subleaseIssues, type ParentLease } from './subleaseRules.ts';

// The lease form's model: what the inputs hold (text for numbers, '' for no choice), how that
// becomes the API's `data`, and its validation — the contract's create or update schema plus
// the sublease rules the web knows.

export type EncumbranceStatus = (typeof encumbranceStatuses)[number];

export type EncumbranceFormValues = {
  organizationId: number | null;
  additionalOrganizationIds: number[];
  startDate: string;
  endDate: string;
  status: EncumbranceStatus;
  rentRate: string;
  rentableSF: string;
  capacity: string;
  targetDensity: string;
  /** An id as text, '' for none (a select's value). */
  usageTypeId: string;
  leaseTypeId: string;
  /** Kept sorted, so that undoing a choice makes the form clean again. */
  spaceIds: number[];
};
export type EncumbranceField = keyof EncumbranceFormValues;

const fields: readonly EncumbranceField[] = [
  'organizationId',
  'additionalOrganizationIds',
  'startDate',
  'endDate',
  'status',
  'rentRate',
  'rentableSF',
  'capacity',
  'targetDensity',
  'usageTypeId',
  'leaseTypeId',
  'spaceIds',
];
const numberFields = ['rentRate', 'rentableSF', 'capacity', 'targetDensity'] as const;

export type EncumbranceFormTarget =
  { mode: 'create'; buildingId: number; parentId: number | null } | { mode: 'update'; id: number };

/** What the resolver checks the form against besides its values. */
export type EncumbranceFormContext = {
  target: EncumbranceFormTarget;
  /** The parent lease of a sublease. */
  parent: ParentLease | null;
};

export type EncumbranceSubmission =
  | { mode: 'create'; data: z.output<typeof ZEncumbranceCreateSchema> }
  | { mode: 'update'; id: number; data: z.output<typeof ZEncumbranceUpdateSchema> };

/** A problem with one field, or with the whole lease (`field: null`). */
export type FormIssue = { field: EncumbranceField | null; message: string };

export const sortedIds = (ids: Iterable<number>): number[] => [...ids].sort((a, b) => a - b);

export function emptyFormValues(spaceIds: readonly number[]): EncumbranceFormValues {
  return {
    organizationId: null,
    additionalOrganizationIds: [],
    startDate: '',
    endDate: '',
    status: 'ACTIVE',
    rentRate: '',
    rentableSF: '',
    capacity: '',
    targetDensity: '',
    usageTypeId: '',
    leaseTypeId: '',
    spaceIds: sortedIds(spaceIds),
  };
}

const textOf = (value: number | null): string => (value === null ? '' : String(value));

export function formValuesOf(encumbrance: EncumbranceFull): EncumbranceFormValues {
  return {
    organizationId: encumbrance.organizationId,
    additionalOrganizationIds: encumbrance.additionalOrganizations.map((a) => a.organizationId),
    startDate: encumbrance.startDate,
    endDate: encumbrance.endDate ?? '',
    status: encumbrance.status,
    rentRate: textOf(encumbrance.rentRate),
    rentableSF: textOf(encumbrance.rentableSF),
    capacity: textOf(encumbrance.capacity),
    targetDensity: textOf(encumbrance.targetDensity),
    usageTypeId: textOf(encumbrance.usageTypeId),
    leaseTypeId: textOf(encumbrance.leaseTypeId),
    spaceIds: sortedIds(encumbrance.spaces.map((space) => space.id)),
  };
}

/** A number field's text: '' is null, anything else must be a number (undefined if not). */
export function numberOfText(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

// Plainer words than zod's defaults for what a person can get wrong in this form; the
// contract's own messages (the end-date rule) are kept.
const formMessage: z.core.$ZodErrorMap = (issue) => {
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  if (issue.code === 'invalid_type') {
    if (empty) return 'Required';
    return issue.expected === 'int' ? 'Enter a whole number' : undefined;
  }
  if (issue.code === 'invalid_format') {
    if (empty) return 'Required';
    return issue.format === 'date' ? 'Enter a date' : undefined;
  }
  if (issue.code === 'too_small' && issue.origin === 'number') {
    return issue.inclusive
      ? `Must be at least ${String(issue.minimum)}`
      : `Must be more than ${String(issue.minimum)}`;
  }
  if (issue.code === 'too_big') {
    return issue.origin === 'number'
      ? `Must be at most ${String(issue.maximum)}`
      : `At most ${String(issue.maximum)}`;
  }
  return undefined;
};

/** The form field an issue path names: `['spaceIds', 3]` is the spaces field. */
export function fieldOfPath(path: readonly PropertyKey[]): EncumbranceField | null {
  const [first] = path;
  return fields.find((field) => field === first) ?? null;
}

export type FormValidation =
  { ok: true; submission: EncumbranceSubmission } | { ok: false; issues: FormIssue[] };

/** The form's values as the API's `data`, checked by the contract and the sublease rules. */
export function validateEncumbranceForm(
  values: EncumbranceFormValues,
  { target, parent }: EncumbranceFormContext,
): FormValidation {
  const issues: FormIssue[] = [];
  const numbers: Record<(typeof numberFields)[number], number | null> = {
    rentRate: null,
    rentableSF: null,
    capacity: null,
    targetDensity: null,
  };
  for (const field of numberFields) {
    const value = numberOfText(values[field]);
    if (value === undefined) issues.push({ field, message: 'Enter a number' });
    else numbers[field] = value;
  }
  const idOf = (text: string) => (text === '' ? null : Number(text));
  const data = {
    organizationId: values.organizationId,
    additionalOrganizationIds: values.additionalOrganizationIds,
    startDate: values.startDate,
    endDate: values.endDate === '' ? null : values.endDate,
    status: values.status,
    ...numbers,
    usageTypeId: idOf(values.usageTypeId),
    leaseTypeId: idOf(values.leaseTypeId),
    spaceIds: values.spaceIds,
  };
  if (parent) issues.push(...subleaseIssues(data, parent));

  if (target.mode === 'create') {
    const { buildingId, parentId } = target;
    const parsed = ZEncumbranceCreateSchema.safeParse(
      { ...data, buildingId, parentId },
      { error: formMessage },
    );
    if (parsed.success && issues.length === 0) {
      return { ok: true, submission: { mode: 'create', data: parsed.data } };
    }
    issues.push(...(parsed.error?.issues ?? []).map(toFormIssue));
  } else {
    const parsed = ZEncumbranceUpdateSchema.safeParse(data, { error: formMessage });
    if (parsed.success && issues.length === 0) {
      return { ok: true, submission: { mode: 'update', id: target.id, data: parsed.data } };
    }
    issues.push(...(parsed.error?.issues ?? []).map(toFormIssue));
  }
  // The contract's date rule runs only on an otherwise valid lease; checked on its own it
  // shows together with the other issues.
  const dates = ZEncumbranceUpdateSchema.safeParse(
    { startDate: data.startDate, endDate: data.endDate },
    { error: formMessage },
  );
  issues.push(...(dates.error?.issues ?? []).map(toFormIssue));
  return { ok: false, issues };
}

const toFormIssue = (issue: z.core.$ZodIssue): FormIssue => ({
  field: fieldOfPath(issue.path),
  message: issue.message,
});

/** Each field's messages, one text per field (several are joined), for display. */
export function messagesByField(
  issues: readonly FormIssue[],
): Map<EncumbranceField | null, string> {
  const grouped = new Map<EncumbranceField | null, string[]>();
  for (const { field, message } of issues) {
    const messages = grouped.get(field) ?? [];
    if (!messages.includes(message)) messages.push(message);
    grouped.set(field, messages);
  }
  return new Map([...grouped].map(([field, messages]) => [field, messages.join(' ')]));
}

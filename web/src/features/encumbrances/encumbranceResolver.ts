import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  messagesByField,
  validateEncumbranceForm,
  type EncumbranceFormContext,
  type EncumbranceFormValues,
  type EncumbranceSubmission,
  type FormIssue,
} from './encumbranceForm.ts';

/** Issues as react-hook-form's errors; an issue of no field is the form's `root` error. */
export function fieldErrorsOf(issues: readonly FormIssue[]): FieldErrors<EncumbranceFormValues> {
  const errors: FieldErrors<EncumbranceFormValues> = {};
  for (const [field, message] of messagesByField(issues)) {
    const error = { type: 'validate', message };
    if (field === null) errors.root = error;
    else errors[field] = error;
  }
  return errors;
}

/**
 * Validates with the contract's create or update schema and the sublease rules of the lease's
 * parent; submits the API's `data`.
 */
export const encumbranceResolver =
  (
    context: EncumbranceFormContext,
  ): Resolver<EncumbranceFormValues, unknown, EncumbranceSubmission> =>
  (values) => {
    const result = validateEncumbranceForm(values, context);
    return result.ok
      ? { values: result.submission, errors: {} }
      : { values: {}, errors: fieldErrorsOf(result.issues) };
  };

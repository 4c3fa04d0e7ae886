import { z } from 'zod';
import type { FieldError, FieldValues, Path, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import { fieldNameOf } from './fieldNames.ts';

/**
 * Messages for what the contract leaves to zod's defaults: a value not given (an empty input is
 * null) where one is needed is 'Required' (specification section 5), text where a number belongs
 * is 'Expected a number'.
 */
export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  // Empty text where some is needed (the contract's names say so themselves).
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.input === '') {
    return 'Required';
  }
  // Nothing given (an empty select is null) where a value or a choice is needed.
  if (issue.input === undefined || issue.input === null) return 'Required';
  if (issue.code !== 'invalid_type') return undefined;
  if (typeof issue.input === 'number' && Number.isNaN(issue.input)) return 'Expected a number';
  return undefined;
};

/** Reports a problem only the form can see (e.g. text that is not JSON) on one of its fields. */
export type ReportIssue<V extends FieldValues> = (field: Path<V>, message: string) => void;

/**
 * A react-hook-form resolver that validates with a contract schema, so the form checks exactly
 * what the API will. Form values are what inputs hold (text); `toData` turns them into the
 * request's `data` (empty text to null, text to numbers). Each issue lands on the form field its
 * path leads to; one that leads nowhere becomes the form's `root` error.
 */
export function contractResolver<V extends FieldValues, S extends z.core.$ZodType>(
  schema: S,
  toData: (values: V, report: ReportIssue<V>) => unknown,
): Resolver<V, unknown, z.output<S>> {
  return (values, _context, options) => {
    const errors: Record<string, FieldError> = {};
    const add = (name: string, type: string, message: string) => {
      errors[name] ??= { type, message };
    };
    const data = toData(values, (field, message) => {
      add(field, 'custom', message);
    });
    const result = z.safeParse(schema, data, { error: formErrorMap });
    if (!result.success) {
      for (const issue of result.error.issues) {
        add(fieldNameOf(values, issue.path) ?? 'root', issue.code, issue.message);
      }
    }
    if (result.success && Object.keys(errors).length === 0) {
      return { values: result.data, errors: {} };
    }
    return { values: {}, errors: toNestErrors<V>(errors, options) };
  };
}

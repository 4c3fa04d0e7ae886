import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ZBadRequestSchema } from '@atrium/contract';
import { ApiError } from '../../api/client.ts';
import { fieldNameOf } from './fieldNames.ts';

/**
 * Puts a 400's issues on the form fields they name (docs/api.md: `['body', 'data', field, …]`)
 * and answers whether any did. Issues about no field of the form are left to the toast.
 */
export function showServerIssues<V extends FieldValues>(
  error: unknown,
  values: V,
  setError: UseFormSetError<V>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const parsed = ZBadRequestSchema.safeParse(error.body);
  if (!parsed.success) return false;
  let shown = false;
  for (const issue of parsed.data.issues) {
    const inBody = issue.path[0] === 'body' ? issue.path.slice(1) : issue.path;
    const inData = inBody[0] === 'data' ? inBody.slice(1) : inBody;
    const name: Path<V> | null = fieldNameOf(values, inData);
    if (name === null) continue;
    setError(name, { type: 'server', message: issue.message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ZBadRequestSchema } from '@atrium/contract';
import { ApiError } from '../../api/client.ts';
import { fieldNameOf } from './fieldNames.ts';

/**
 * Fields that one input holds as a whole list (a picker of ids): an issue about one of their
 * items (`['spaceIds', 1]`) is shown on the list's input.
 */
export type ListFields<V extends FieldValues> = readonly Path<V>[];

function fieldOf<V extends FieldValues>(
  values: V,
  path: readonly PropertyKey[],
  listFields: ListFields<V>,
): Path<V> | null {
  const name = fieldNameOf(values, path);
  if (name === null) return null;
  return listFields.find((list) => name === list || name.startsWith(`${list}.`)) ?? name;
}

/**
 * Puts a 400's issues on the form fields they name (docs/api.md: `['body', 'data', field, …]`,
 * or `['data', field, …]`) and answers whether any did; several issues of one field show
 * together. Issues about no field of the form are left to the toast.
 */
export function showServerIssues<V extends FieldValues>(
  error: unknown,
  values: V,
  setError: UseFormSetError<V>,
  listFields: ListFields<V> = [],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const parsed = ZBadRequestSchema.safeParse(error.body);
  if (!parsed.success) return false;
  const messages = new Map<Path<V>, string[]>();
  for (const issue of parsed.data.issues) {
    const inBody = issue.path[0] === 'body' ? issue.path.slice(1) : issue.path;
    const inData = inBody[0] === 'data' ? inBody.slice(1) : inBody;
    const name = fieldOf(values, inData, listFields);
    if (name === null) continue;
    const ofField = messages.get(name) ?? [];
    if (!ofField.includes(issue.message)) ofField.push(issue.message);
    messages.set(name, ofField);
  }
  [...messages].forEach(([name, texts], index) => {
    setError(name, { type: 'server', message: texts.join(' ') }, { shouldFocus: index === 0 });
  });
  return messages.size > 0;
}

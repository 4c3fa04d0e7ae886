import type { FieldValues, Path } from 'react-hook-form';

/**
 * The form field an issue's path points at: the path is followed into the form's values while
 * they are objects or lists, so `['coordinates', 0]` is the field `coordinates.0` and
 * `['polygon', 3, 1]` (a point inside a JSON text field) is `polygon`. Null when the first
 * segment is not a field of the form.
 */
export function fieldNameOf<V extends FieldValues>(
  values: V,
  path: readonly PropertyKey[],
): Path<V> | null {
  const names: string[] = [];
  let current: unknown = values;
  for (const segment of path) {
    if (typeof segment === 'symbol') break;
    if (typeof current !== 'object' || current === null || !(segment in current)) break;
    names.push(String(segment));
    current = (current as Record<string, unknown>)[String(segment)];
  }
  return names.length === 0 ? null : (names.join('.') as Path<V>);
}

import type { SelectOption } from './FormSelectField.tsx';

/**
 * Named rows as select options. `current` (the saved choice) is always offered, so a select
 * never holds a value it has no option for while the list loads or when the list lacks it.
 */
export function optionsOf(
  rows: readonly { id: number; name: string }[] | undefined,
  current: { id: number; name: string } | null = null,
): SelectOption[] {
  const all = rows ?? [];
  const withCurrent =
    current && !all.some((row) => row.id === current.id) ? [current, ...all] : all;
  return withCurrent.map((row) => ({ value: String(row.id), label: row.name }));
}

import { fromPercentField, toPercentField } from '@atrium/contract';

// Inputs hold text; requests hold nulls and numbers. These convert between the two.

/** Trimmed text, or null when empty (optional text fields). */
export const textOrNull = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * A number, or null when empty (a required number then says 'Required'); text that is no number
 * stays NaN for the schema to refuse.
 */
export const numberOrNull = (value: string): number | null =>
  value.trim() === '' ? null : Number(value.trim());

/** A number or null as the text of an input. */
export const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** A stored fraction as a percent field's text, two decimals (0.125 → '12.50'); null → ''. */
export const percentText = (fraction: number | null): string => toPercentField(fraction);

/** A percent field's text as the stored fraction ('12.5' → 0.125); empty → null. */
export const fractionOrNull = (text: string): number | null =>
  text.trim() === '' ? null : (fromPercentField(text) ?? Number.NaN);

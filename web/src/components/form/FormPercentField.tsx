import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField.tsx';

/**
 * A percent field (specification section 5): the input shows a percentage with two decimals and
 * the stored value is a fraction; empty is null. The form holds the text: `percentText` fills
 * it and `fractionOrNull` reads it (formValues.ts).
 */
export function FormPercentField<V extends FieldValues, T>(
  props: Omit<FormTextFieldProps<V, T>, 'unit' | 'type' | 'inputMode'>,
) {
  return <FormTextField {...props} unit="%" inputMode="decimal" />;
}

import { act, fireEvent, screen, within } from '@testing-library/react';

// Driving MUI inputs with DOM events, as a person would with a mouse and keyboard.

/** A text, number or date input by its label (a required label ends in ' *'). */
export const input = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}( \\*)?$`));

export function type(label: string, value: string) {
  const field = input(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

/** Picks an option of a select (Status, Usage type, …). */
export async function select(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
}

/** Picks an option of an autocomplete (Tenant organization, …). */
export async function pick(label: string, option: string) {
  const box = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  act(() => {
    box.focus();
  });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
  fireEvent.blur(box);
}

export const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name });

/** The helper text (or error) below a field. */
export function helperOf(label: string): string {
  const field = input(label);
  const describedBy = field.getAttribute('aria-describedby');
  return describedBy ? (document.getElementById(describedBy)?.textContent ?? '') : '';
}

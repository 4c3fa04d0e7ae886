// The kit's select: a saved choice whose option has not come yet reads "Loading…" (not an empty
// field, nor MUI's warning about a value without an option), then the option's name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import {
  FormSelectField,
  type SelectOption,
} from '../../../src/components/form/FormSelectField.tsx';

function BuildingSelect({ options, loading }: { options: SelectOption[]; loading: boolean }) {
  const { control } = useForm<{ buildingId: string }>({ defaultValues: { buildingId: '7' } });
  return (
    <FormSelectField
      control={control}
      name="buildingId"
      label="Building"
      emptyLabel="None"
      options={options}
      optionsLoading={loading}
    />
  );
}

describe('FormSelectField', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows Loading… for a saved choice until its option comes, then its name', () => {
    const warn = vi.spyOn(console, 'warn');
    const { rerender } = render(<BuildingSelect options={[]} loading />);
    expect(screen.getByRole('combobox', { name: 'Building' }).textContent).toBe('Loading…');
    rerender(
      <BuildingSelect
        options={[
          { value: '3', label: 'Harbor Point' },
          { value: '7', label: 'Liberty Plaza' },
        ]}
        loading={false}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Building' }).textContent).toBe('Liberty Plaza');
    expect(warn).not.toHaveBeenCalled();
  });
});

import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { FormChipsField } from '../../components/form/FormChipsField.tsx';
import { FormSelectField, type SelectOption } from '../../components/form/FormSelectField.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import type { OrganizationFormValues } from './organizationForm.ts';
import { organizationTypeChoices } from './organizationTypes.ts';

const typeOptions: SelectOption[] = organizationTypeChoices.map(({ value, label }) => ({
  value,
  label,
}));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 4 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The organization's fields: who it is, how it is classified, its RTO period, its other names. */
export function OrganizationFormFields<T>({
  control,
  industryOptions,
  keyEditable,
}: {
  control: Control<OrganizationFormValues, unknown, T>;
  industryOptions: readonly SelectOption[];
  /** The key names the realm and never changes once made. */
  keyEditable: boolean;
}) {
  return (
    <Stack spacing={6}>
      <Section title="Organization">
        <FormTextField control={control} name="name" label="Name" required />
        <FormTextField
          control={control}
          name="key"
          label="Key"
          required={keyEditable}
          readOnly={!keyEditable}
          helperText={
            keyEditable
              ? 'Lower-case letters, digits and dashes; also the sign-in realm. It cannot change later.'
              : 'The sign-in realm; it cannot change.'
          }
        />
        <FormSelectField
          control={control}
          name="type"
          label="Type"
          required
          options={typeOptions}
        />
        <FormSelectField
          control={control}
          name="industryId"
          label="Industry"
          emptyLabel="None"
          options={industryOptions}
        />
      </Section>
      <Section title="Classification">
        <FormTextField
          control={control}
          name="classificationType"
          label="Classification type"
          helperText="For example GICS or NAICS and its code."
        />
        <FormTextField
          control={control}
          name="stockExchange"
          label="Stock exchange"
          helperText="Where it is listed, e.g. NYSE."
        />
      </Section>
      <Section title="Return to office">
        <FormTextField
          control={control}
          name="rtoStartDate"
          label="RTO period start"
          type="date"
          helperText="Return to office is measured from this day."
        />
        <FormTextField
          control={control}
          name="rtoEndDate"
          label="RTO period end"
          type="date"
          helperText="Leave empty while it runs."
        />
      </Section>
      <Section title="Other names and e-mail domains">
        <FormChipsField
          control={control}
          name="aliases"
          label="Aliases"
          placeholder="Type a name and press Enter"
          helperText="Other names leases, imports and people use for it."
        />
        <FormChipsField
          control={control}
          name="domains"
          label="E-mail domains"
          placeholder="e.g. harbor.com"
          helperText="People of these domains who sign in through the shared sign-in join it."
        />
      </Section>
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import {
  encumbrancesResource,
  encumbranceStatuses,
  rolesAllowed,
  type CatalogueEntry,
  type EncumbranceFull,
  type Space,
} from '@atrium/contract';
import { useCreate, useDelete, useUpdate } from '../../api/resourceHooks.ts';
import { FormPage, type DeleteAction } from '../../components/form/FormPage.tsx';
import { FormSelectField } from '../../components/form/FormSelectField.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import type {
  EncumbranceFormTarget,
  EncumbranceFormValues,
  EncumbranceSubmission,
} from './encumbranceForm.ts';
import { encumbranceResolver } from './encumbranceResolver.ts';
import { localToday, parentFiguresOf, savedFiguresOf } from './leaseDeduction.ts';
import { LeaseFigureFields } from './LeaseFigureFields.tsx';
import { LeaseSection } from './LeaseSection.tsx';
import { LeaseSummary } from './LeaseSummary.tsx';
import { SpacePicker, type FloorRef } from './SpacePicker.tsx';
import { SubleaseList } from './SubleaseList.tsx';
import type { ParentLease } from './subleaseRules.ts';
import { TenantFields, type OrganizationOption } from './TenantFields.tsx';
import { tenantViewPath } from './tenantEditTarget.ts';

/** Everything the form needs, loaded and checked by the page. */
export type LeaseFormSetup = {
  target: EncumbranceFormTarget;
  buildingId: number;
  areaUnit: 'sqft' | 'sqm';
  currency: string;
  floors: readonly FloorRef[];
  /** The spaces that may be chosen (a sublease: its parent's). */
  spaces: readonly Space[];
  organizations: readonly OrganizationOption[];
  usageTypes: readonly CatalogueEntry[];
  leaseTypes: readonly CatalogueEntry[];
  /** The lease being edited. */
  encumbrance: EncumbranceFull | null;
  /** The parent of a sublease. */
  parent: EncumbranceFull | null;
  initialValues: EncumbranceFormValues;
  access: { save: boolean; delete: boolean; addSublease: boolean };
};

const statusLabels: Record<(typeof encumbranceStatuses)[number], string> = {
  ACTIVE: 'Active',
  PENDING: 'Pending',
  EXPIRED: 'Expired',
  TERMINATED: 'Terminated',
};
const statusOptions = encumbranceStatuses.map((status) => ({
  value: status,
  label: statusLabels[status],
}));

function parentLeaseOf(parent: EncumbranceFull): ParentLease {
  return {
    id: parent.id,
    organizationName: parent.organization.name,
    startDate: parent.startDate,
    endDate: parent.endDate,
    rentableSF: parent.rentableSF,
    capacity: parent.capacity,
    spaceIds: parent.spaces.map((space) => space.id),
  };
}

/** The lease (or sublease) form: fields, live figures, save, delete and its subleases. */
export function EncumbranceForm({ setup }: { setup: LeaseFormSetup }) {
  const { target, buildingId, areaUnit, currency, encumbrance, parent, access } = setup;
  const [today] = useState(localToday);
  const parentLease = parent ? parentLeaseOf(parent) : null;
  const form = useForm<EncumbranceFormValues, unknown, EncumbranceSubmission>({
    defaultValues: setup.initialValues,
    resolver: encumbranceResolver({ target, parent: parentLease }),
    // Checked on Save, then again as each field changes; a server's error on a field stays
    // until that field is changed.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control } = form;
  const create = useCreate(encumbrancesResource);
  const update = useUpdate(encumbrancesResource);
  // A refusal (it still has subleases, …) is shown in the confirmation dialog.
  const remove = useDelete(encumbrancesResource, { handlesErrors: true });
  const readOnly = !access.save;
  const kind = parent ? 'sublease' : 'lease';
  const Kind = parent ? 'Sublease' : 'Lease';
  const names = new Map(setup.organizations.map((o) => [o.id, o.name]));
  const organizationName = (id: number) => names.get(id) ?? `Organization ${id}`;

  const save = useSaveForm({
    form,
    save: (submission: EncumbranceSubmission) =>
      submission.mode === 'create'
        ? create.mutateAsync(submission.data)
        : update.mutateAsync({ id: submission.id, data: submission.data }),
    savedMessage: `${Kind} saved`,
    next: (saved) => tenantViewPath(buildingId, saved.id),
    listFields: ['spaceIds', 'additionalOrganizationIds'],
  });
  const deletion: DeleteAction | null =
    encumbrance && access.delete
      ? {
          title: `Delete ${kind}`,
          label: `Delete ${kind}`,
          message: `Delete the ${kind} of ${organizationName(encumbrance.organizationId)}? This cannot be undone.`,
          run: () => remove.mutateAsync(encumbrance.id),
          deletedMessage: `${Kind} deleted`,
          // A deleted sublease leaves its parent to show.
          next: tenantViewPath(buildingId, parent?.id),
        }
      : null;
  const field = { control, readOnly } as const;

  return (
    <>
      <FormPage
        form={form}
        save={save}
        submitLabel="Save"
        readOnly={readOnly}
        deletion={deletion}
        cancelPath={tenantViewPath(buildingId, encumbrance?.id ?? parent?.id)}
        label={`${Kind} form`}
      >
        <Stack spacing={6}>
          {readOnly && (
            <Alert severity="info">
              You can view this {kind} but not change it: changing leases needs the role{' '}
              {rolesAllowed('encumbrances.update').join(' or ')}.
            </Alert>
          )}
          <LeaseSection title="Tenant">
            <TenantFields control={control} options={setup.organizations} readOnly={readOnly} />
          </LeaseSection>
          <LeaseSection title="Term">
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
              <FormTextField
                {...field}
                name="startDate"
                label="Start date"
                type="date"
                required
                helperText={parentLease ? `Not before ${parentLease.startDate}` : undefined}
              />
              <FormTextField
                {...field}
                name="endDate"
                label="End date"
                type="date"
                helperText={parentLease?.endDate ? `Not after ${parentLease.endDate}` : undefined}
              />
              <FormSelectField {...field} name="status" label="Status" options={statusOptions} />
            </Stack>
            <LeaseSummary
              control={control}
              id={encumbrance?.id ?? null}
              subleases={encumbrance?.children.map(savedFiguresOf) ?? []}
              parent={parent ? parentFiguresOf(parent) : null}
              today={today}
              unit={areaUnit}
            />
          </LeaseSection>
          <LeaseFigureFields
            {...field}
            areaUnit={areaUnit}
            currency={currency}
            maxArea={parentLease?.rentableSF ?? null}
            usageTypes={setup.usageTypes}
            leaseTypes={setup.leaseTypes}
          />
          <Controller
            control={control}
            name="spaceIds"
            render={({ field: spaceIds, fieldState }) => (
              <SpacePicker
                floors={setup.floors}
                spaces={setup.spaces}
                value={spaceIds.value}
                onChange={spaceIds.onChange}
                onBlur={spaceIds.onBlur}
                readOnly={readOnly}
                unit={areaUnit}
                error={fieldState.error?.message}
                hint={
                  parentLease
                    ? 'Only the spaces of the parent lease are offered.'
                    : 'The spaces this lease covers, floor by floor.'
                }
              />
            )}
          />
        </Stack>
      </FormPage>

      {encumbrance && !parent && (
        <Box sx={{ mt: 6 }}>
          <SubleaseList
            lease={encumbrance}
            organizationName={organizationName}
            unit={areaUnit}
            canAdd={access.addSublease}
          />
        </Box>
      )}
    </>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  encumbranceStatuses,
  rolesAllowed,
  type CatalogueEntry,
  type EncumbranceFull,
  type Space,
} from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { DeleteLeaseDialog } from './DeleteLeaseDialog.tsx';
import {
  fieldOfServerPath,
  messagesByField,
  type EncumbranceFormTarget,
  type EncumbranceFormValues,
  type EncumbranceFormContext,
  type EncumbranceSubmission,
} from './encumbranceForm.ts';
import { useDeleteEncumbrance, useSaveEncumbrance, issuesOf } from './encumbranceMutations.ts';
import { encumbranceResolver } from './encumbranceResolver.ts';
import { localToday, parentFiguresOf, savedFiguresOf } from './leaseDeduction.ts';
import { LeaseFigureFields } from './LeaseFigureFields.tsx';
import { LeaseSummary } from './LeaseSummary.tsx';
import { LeaseTextField } from './LeaseTextField.tsx';
import { SpacePicker, type FloorRef } from './SpacePicker.tsx';
import { SubleaseList } from './SubleaseList.tsx';
import type { ParentLease } from './subleaseRules.ts';
import { TenantFields, type OrganizationOption } from './TenantFields.tsx';
import { tenantViewPath } from './tenantEditTarget.ts';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt.tsx';

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
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [today] = useState(localToday);
  const parentLease = parent ? parentLeaseOf(parent) : null;
  const context: EncumbranceFormContext = { target, parent: parentLease };
  const methods = useForm<EncumbranceFormValues, EncumbranceFormContext, EncumbranceSubmission>({
    defaultValues: setup.initialValues,
    resolver: encumbranceResolver,
    context,
    // Checked on Save, then again as each field changes; a server's error on a field stays
    // until that field is changed.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, formState, handleSubmit, setError } = methods;
  const save = useSaveEncumbrance();
  const remove = useDeleteEncumbrance();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Where to go once saved or deleted. Set first, so that the unsaved-changes prompt has let
  // go (its blocker is updated in a child's effect, before ours navigates).
  const [exit, setExit] = useState<string | null>(null);
  useEffect(() => {
    if (exit !== null) void navigate(exit);
  }, [exit, navigate]);
  const readOnly = !access.save;
  const kind = parent ? 'sublease' : 'lease';
  const Kind = parent ? 'Sublease' : 'Lease';
  const names = new Map(setup.organizations.map((o) => [o.id, o.name]));
  const organizationName = (id: number) => names.get(id) ?? `Organization ${id}`;
  const backTo = tenantViewPath(buildingId, encumbrance?.id ?? parent?.id);

  const onSubmit = handleSubmit(async (submission) => {
    try {
      const saved = await save.mutateAsync(submission);
      enqueueSnackbar(`${Kind} saved`, { variant: 'success' });
      setExit(tenantViewPath(buildingId, saved.id));
    } catch (error) {
      // The server's 400 issues go on the fields they name; anything else above the buttons.
      const issues = issuesOf(error).map((issue) => ({
        field: fieldOfServerPath(issue.path),
        message: issue.message,
      }));
      if (issues.length === 0) setError('root', { type: 'server', message: errorText(error) });
      [...messagesByField(issues)].forEach(([field, message], index) => {
        setError(field ?? 'root', { type: 'server', message }, { shouldFocus: index === 0 });
      });
    }
  });

  const onDelete = async () => {
    if (!encumbrance) return;
    try {
      await remove.mutateAsync(encumbrance.id);
    } catch {
      return; // The dialog shows why.
    }
    enqueueSnackbar(`${Kind} deleted`, { variant: 'success' });
    setExit(tenantViewPath(buildingId, parent?.id));
  };

  const { isDirty, isSubmitting } = formState;
  const rootError = formState.errors.root?.message;

  return (
    <FormProvider {...methods}>
      <UnsavedChangesPrompt when={() => isDirty && exit === null} />
      <Box
        component="form"
        noValidate
        aria-label={`${Kind} form`}
        onSubmit={(event) => {
          // Read-only has no Save button, but Enter in a field still submits a form.
          if (readOnly) event.preventDefault();
          else void onSubmit(event);
        }}
      >
        <Stack spacing={4}>
          {readOnly && (
            <Alert severity="info">
              You can view this {kind} but not change it: changing leases needs the role{' '}
              {rolesAllowed('encumbrances.update').join(' or ')}.
            </Alert>
          )}

          <Paper variant="outlined" sx={{ p: 4 }}>
            <Stack spacing={4}>
              <Typography variant="h6" component="h2">
                Tenant
              </Typography>
              <TenantFields options={setup.organizations} readOnly={readOnly} />
            </Stack>
          </Paper>

          <Paper variant="outlined" sx={{ p: 4 }}>
            <Stack spacing={4}>
              <Typography variant="h6" component="h2">
                Term
              </Typography>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
                <LeaseTextField
                  name="startDate"
                  label="Start date"
                  type="date"
                  required
                  readOnly={readOnly}
                  hint={parentLease ? `Not before ${parentLease.startDate}` : undefined}
                />
                <LeaseTextField
                  name="endDate"
                  label="End date"
                  type="date"
                  readOnly={readOnly}
                  hint={parentLease?.endDate ? `Not after ${parentLease.endDate}` : undefined}
                />
                <LeaseTextField
                  name="status"
                  label="Status"
                  readOnly={readOnly}
                  options={encumbranceStatuses.map((status) => (
                    <MenuItem key={status} value={status}>
                      {statusLabels[status]}
                    </MenuItem>
                  ))}
                />
              </Stack>
              <LeaseSummary
                control={control}
                id={encumbrance?.id ?? null}
                subleases={encumbrance?.children.map(savedFiguresOf) ?? []}
                parent={parent ? parentFiguresOf(parent) : null}
                today={today}
                unit={areaUnit}
              />
            </Stack>
          </Paper>

          <LeaseFigureFields
            readOnly={readOnly}
            areaUnit={areaUnit}
            currency={currency}
            maxArea={parentLease?.rentableSF ?? null}
            usageTypes={setup.usageTypes}
            leaseTypes={setup.leaseTypes}
          />

          <Paper variant="outlined" sx={{ p: 4 }}>
            <Controller
              control={control}
              name="spaceIds"
              render={({ field, fieldState }) => (
                <SpacePicker
                  floors={setup.floors}
                  spaces={setup.spaces}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
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
          </Paper>

          {rootError && <Alert severity="error">{rootError}</Alert>}

          <Stack direction="row" spacing={2}>
            {access.save && (
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : 'Save'}
              </Button>
            )}
            <Button component={RouterLink} to={backTo} color="inherit">
              {access.save ? 'Cancel' : 'Back'}
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            {encumbrance && access.delete && (
              <Button
                color="error"
                onClick={() => {
                  remove.reset();
                  setConfirmingDelete(true);
                }}
              >
                Delete {kind}
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>

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

      {encumbrance && (
        <DeleteLeaseDialog
          open={confirmingDelete}
          kind={kind}
          tenantName={organizationName(encumbrance.organizationId)}
          deleting={remove.isPending}
          error={remove.error}
          onConfirm={() => void onDelete()}
          onCancel={() => {
            setConfirmingDelete(false);
          }}
        />
      )}
    </FormProvider>
  );
}

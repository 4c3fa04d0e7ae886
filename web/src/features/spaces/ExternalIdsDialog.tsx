import { useId } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { externalIdTypes, ZSetExternalIdsRequestSchema } from '@atrium/contract';
import { contractResolver } from '../../components/form/contractResolver.ts';
import { FormSelectField } from '../../components/form/FormSelectField.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { showServerIssues } from '../../components/form/serverIssues.ts';
import { externalIdTypeNames, type ExternalIdType } from './externalIds.ts';
import type { SpaceFull } from './spaceFull.ts';
import { useSetExternalIds } from './useSetExternalIds.ts';

type ExternalIdsFormValues = { externalIds: { type: ExternalIdType; value: string }[] };

/**
 * Edits a space's external ids (the occupancy sensor's and others), one per type, and saves
 * them all at once with `/spaces/setExternalIds`.
 */
export function ExternalIdsDialog({ space, onClose }: { space: SpaceFull; onClose: () => void }) {
  const titleId = useId();
  const setExternalIds = useSetExternalIds();
  const { control, handleSubmit, formState, getValues, setError } = useForm({
    defaultValues: { externalIds: space.externalIds } satisfies ExternalIdsFormValues,
    resolver: contractResolver(ZSetExternalIdsRequestSchema, (values: ExternalIdsFormValues) => ({
      spaceId: space.id,
      externalIds: values.externalIds,
    })),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'externalIds' });
  const watched = useWatch({ control, name: 'externalIds' });
  // Right after a row is removed, the watched values are one render behind the rows: the rows'
  // own values are the current ones then (a row's select would otherwise get another's type).
  const chosen = watched.length === fields.length ? watched : fields;
  const unused = externalIdTypes.filter((type) => !chosen.some((entry) => entry.type === type));

  const submit = handleSubmit(async (data) => {
    try {
      await setExternalIds.mutateAsync(data);
    } catch (error) {
      showServerIssues(error, getValues(), setError);
      return;
    }
    onClose();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>External ids of {space.name}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 4 }}>
            The ids other systems know this space by, one of each type. The occupancy sensor id
            links the sensor vendor&apos;s counts to the space.
          </DialogContentText>
          {formState.errors.externalIds?.message && (
            <Alert severity="error" sx={{ mb: 4 }}>
              {formState.errors.externalIds.message}
            </Alert>
          )}
          <Stack spacing={4}>
            {fields.length === 0 && <DialogContentText>No external ids.</DialogContentText>}
            {fields.map((field, index) => {
              const type = chosen[index]?.type ?? field.type;
              const options = externalIdTypes
                .filter((candidate) => candidate === type || unused.includes(candidate))
                .map((candidate) => ({ value: candidate, label: externalIdTypeNames[candidate] }));
              return (
                <Stack key={field.id} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <FormSelectField
                    control={control}
                    name={`externalIds.${index}.type`}
                    label="Type"
                    options={options}
                    sx={{ maxWidth: 200 }}
                  />
                  <FormTextField
                    control={control}
                    name={`externalIds.${index}.value`}
                    label={`${externalIdTypeNames[type]} id`}
                    required
                  />
                  <IconButton
                    aria-label={`Remove the ${externalIdTypeNames[type]} id`}
                    onClick={() => {
                      remove(index);
                    }}
                    sx={{ mt: 2 }}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              );
            })}
          </Stack>
          <Button
            startIcon={<AddIcon />}
            disabled={unused.length === 0}
            onClick={() => {
              const [type] = unused;
              if (type) append({ type, value: '' });
            }}
            sx={{ mt: 4 }}
          >
            Add id
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { industriesResource } from '@atrium/contract';
import { showToast } from '../../components/toast/toast.ts';
import { useCreate } from '../../api/resourceHooks.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import {
  industryCreateResolver,
  industryFormValues,
  type IndustryFormValues,
} from './industryForm.ts';

/** A new industry: a name is all it has, so a dialog over the list is enough. */
export function IndustryCreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreate(industriesResource, { handlesErrors: true });
  const navigate = useNavigate();
  const form = useForm<IndustryFormValues, unknown, { name: string }>({
    defaultValues: industryFormValues(null),
    resolver: industryCreateResolver,
  });
  return (
    <FormDialog
      title="New industry"
      submitLabel="Create"
      form={form}
      maxWidth="xs"
      onSave={async (data) => {
        const industry = await create.mutateAsync(data);
        showToast('Industry created');
        void navigate(`/industries/${industry.id}`);
      }}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="name" label="Name" required autoFocus />
    </FormDialog>
  );
}

import { Stack, Typography } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Gallery } from '../files/Gallery.tsx';
import { ImagesField } from '../files/ImagesField.tsx';
import { useFiles } from '../files/storageQueries.ts';

/** The images of a read-only form: the gallery alone, nothing to upload or delete. */
function ImagesView({ ids, label }: { ids: number[]; label: string }) {
  const files = useFiles(ids);
  return (
    <Stack spacing={3} role="group" aria-label={label}>
      <Typography variant="subtitle1" component="h3">
        {label}
      </Typography>
      {files.data && files.data.length > 0 ? (
        <Gallery files={files.data} />
      ) : (
        <Typography color="textSecondary">
          {files.isLoading ? 'Loading...' : 'No images'}
        </Typography>
      )}
    </Stack>
  );
}

/** A form field of image file ids (building and floor images); read-only when the form is. */
export function FormImagesField<V extends FieldValues, T>({
  control,
  name,
  label,
}: {
  control: Control<V, unknown, T>;
  name: Path<V>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const ids = field.value as number[];
        return field.disabled === true ? (
          <ImagesView ids={ids} label={label} />
        ) : (
          <ImagesField value={ids} onChange={field.onChange} label={label} />
        );
      }}
    />
  );
}

import { Box, Skeleton } from '@mui/material';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { useFileContent, useObjectUrlRef } from './storageQueries.ts';

/** A stored image, loaded with the bearer token; a placeholder while loading or on failure. */
export function FileImage({
  fileId,
  alt,
  sx,
}: {
  fileId: number;
  alt: string;
  sx?: SystemStyleObject<Theme>;
}) {
  const content = useFileContent(fileId);
  const ref = useObjectUrlRef(content.data);
  if (content.isPending) {
    return <Skeleton variant="rectangular" aria-label={`Loading ${alt}`} sx={sx} />;
  }
  if (content.isError) {
    return (
      <Box
        role="img"
        aria-label={`${alt} could not load`}
        sx={{ display: 'grid', placeItems: 'center', bgcolor: 'action.hover', ...sx }}
      >
        <BrokenImageOutlinedIcon color="disabled" />
      </Box>
    );
  }
  return <Box component="img" ref={ref} alt={alt} sx={{ objectFit: 'cover', ...sx }} />;
}

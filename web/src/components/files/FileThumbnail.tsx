import { ButtonBase, Stack, Typography } from '@mui/material';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { FileImage } from './FileImage.tsx';
import { isImage, isPdf, type StoredFile } from './storageApi.ts';

export const THUMBNAIL_WIDTH = 150;
export const THUMBNAIL_HEIGHT = 110;

/** A file as a clickable thumbnail: the picture itself, or a document icon with its name. */
export function FileThumbnail({ file, onOpen }: { file: StoredFile; onOpen: () => void }) {
  const size = { width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT };
  return (
    <ButtonBase
      focusRipple
      onClick={onOpen}
      aria-label={`Open ${file.filename}`}
      title={file.filename}
      sx={{
        ...size,
        flexShrink: 0,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {isImage(file) ? (
        <FileImage fileId={file.id} alt={file.filename} sx={size} />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center', px: 2, minWidth: 0 }}>
          {isPdf(file) ? (
            <PictureAsPdfOutlinedIcon color="error" fontSize="large" />
          ) : (
            <InsertDriveFileOutlinedIcon color="action" fontSize="large" />
          )}
          <Typography variant="caption" noWrap sx={{ maxWidth: THUMBNAIL_WIDTH - 16 }}>
            {file.filename}
          </Typography>
        </Stack>
      )}
    </ButtonBase>
  );
}

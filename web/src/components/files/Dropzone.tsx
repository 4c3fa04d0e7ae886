import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Box, Typography } from '@mui/material';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { describeAcceptedTypes, formatFileSize, isAcceptedType } from './fileFormat.ts';

export type DropzoneProps = {
  /** MIME types (`image/png`, `image/*`) or extensions (`.csv`). */
  accept: readonly string[];
  /** In bytes. */
  maxSize: number;
  /** Several files at once only when set (specification section 5). */
  multiple?: boolean;
  /** Runs on the chosen or dropped files; a message refuses them all and is shown in red. */
  validator?: (files: readonly File[]) => string | null;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
};

/** Checks the files against the dropzone's rules: the accepted ones, and what refused the rest. */
export function checkFiles(
  files: readonly File[],
  rules: Pick<DropzoneProps, 'accept' | 'maxSize' | 'multiple' | 'validator'>,
): { accepted: File[]; message: string | null } {
  if (files.length === 0) return { accepted: [], message: null };
  if (!rules.multiple && files.length > 1) {
    return { accepted: [], message: 'Only one file can be added at a time' };
  }
  const validation = rules.validator?.(files) ?? null;
  if (validation !== null) return { accepted: [], message: validation };
  const types = describeAcceptedTypes(rules.accept);
  const problems: string[] = [];
  const accepted = files.filter((file) => {
    if (!isAcceptedType(file, rules.accept)) {
      problems.push(`${file.name} is not a ${types} file`);
      return false;
    }
    if (file.size > rules.maxSize) {
      problems.push(`${file.name} is larger than ${formatFileSize(rules.maxSize)}`);
      return false;
    }
    return true;
  });
  return { accepted, message: problems.length > 0 ? problems.join('. ') : null };
}

/** Choose files by clicking (or Enter/Space) or drop them; shows what is accepted. */
export function Dropzone(props: DropzoneProps) {
  const { accept, maxSize, multiple = false, onFiles, disabled = false } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const hintId = useId();
  const messageId = useId();

  const take = (list: FileList | null) => {
    const result = checkFiles(list ? [...list] : [], { ...props, multiple });
    setMessage(result.message);
    if (result.accepted.length > 0) onFiles(result.accepted);
  };
  const open = () => {
    if (!disabled) inputRef.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <Box>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-describedby={message ? `${hintId} ${messageId}` : hintId}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
        sx={{
          p: 5,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: message ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <CloudUploadOutlinedIcon color="primary" fontSize="large" />
        <Typography>
          {multiple
            ? 'Drag and drop files here, or click to choose'
            : 'Drag and drop a file here, or click to choose'}
        </Typography>
        <Typography id={hintId} variant="body2" color="textSecondary">
          {/* The button's name is its text: a space keeps the two lines two words everywhere. */}{' '}
          {describeAcceptedTypes(accept)} (max. {formatFileSize(maxSize)})
        </Typography>
      </Box>
      <input
        ref={inputRef}
        type="file"
        hidden
        data-testid="dropzone-input"
        accept={accept.join(',')}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          // The same file can be chosen again after a refusal.
          event.target.value = '';
        }}
      />
      {message && (
        <Typography id={messageId} role="alert" variant="body2" color="error" sx={{ mt: 2 }}>
          {message}
        </Typography>
      )}
    </Box>
  );
}

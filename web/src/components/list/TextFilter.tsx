import { useEffect, useRef, useState } from 'react';
import { TextField } from '@mui/material';
import { SEARCH_DEBOUNCE_MS } from '@atrium/contract';

/**
 * A text filter (case-insensitive contains on the server): what is typed shows at once and
 * reaches `onChange` (the address) 500 ms after the last keystroke (specification section 9). A
 * value that changes in the address (back, a bookmark) replaces the text.
 */
export function TextFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  return (
    <TextField
      label={label}
      size="small"
      type="search"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          const trimmed = next.trim();
          if (trimmed !== (value ?? '')) onChange(trimmed === '' ? null : trimmed);
        }, SEARCH_DEBOUNCE_MS);
      }}
      sx={{ minWidth: 220 }}
    />
  );
}

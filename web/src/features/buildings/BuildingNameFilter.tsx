import { useEffect, useRef, useState } from 'react';
import { TextField } from '@mui/material';
import { SEARCH_DEBOUNCE_MS } from '@atrium/contract';

/**
 * The name filter: what is typed shows at once and reaches `onChange` (the address) 500 ms after
 * the last keystroke. A name that changes in the address (back, a bookmark) replaces the text.
 */
export function BuildingNameFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (name: string | null) => void;
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
      label="Name"
      size="small"
      type="search"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          const name = next.trim();
          if (name !== (value ?? '')) onChange(name === '' ? null : name);
        }, SEARCH_DEBOUNCE_MS);
      }}
      sx={{ minWidth: 220 }}
    />
  );
}

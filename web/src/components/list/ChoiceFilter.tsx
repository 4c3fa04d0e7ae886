import { MenuItem, TextField } from '@mui/material';

export type Choice<V extends string | number> = { value: V; label: string };

/**
 * A select filter with a choice of everything (`allLabel`). Until the choices arrive, a chosen
 * value has no label; it is kept, not dropped.
 */
export function ChoiceFilter<V extends string | number>({
  label,
  allLabel,
  value,
  choices,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: V | null;
  choices: readonly Choice<V>[] | undefined;
  onChange: (value: V | null) => void;
}) {
  const all = choices ?? [];
  const known = value === null || all.some((choice) => choice.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const picked = all.find((choice) => String(choice.value) === event.target.value);
        onChange(picked?.value ?? null);
      }}
      // The choice of everything shows its label, so the field's label stays above it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value="">
        <em>{allLabel}</em>
      </MenuItem>
      {!known && <MenuItem value={String(value)}>…</MenuItem>}
      {all.map((choice) => (
        <MenuItem key={choice.value} value={String(choice.value)}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Named rows (organizations, networks) as choices by id. */
export const choicesOf = (rows: readonly { id: number; name: string }[] | undefined) =>
  rows?.map((row) => ({ value: row.id, label: row.name }));

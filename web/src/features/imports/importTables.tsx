import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ImportCounts, RowError } from '@atrium/contract';

/** What an import creates, updates and leaves alone, per kind of thing. */
export function CountsTable({ counts }: { counts: Record<string, ImportCounts> }) {
  const kinds = Object.entries(counts);
  if (kinds.length === 0) return null;
  return (
    <Table size="small" aria-label="What the import does" sx={{ maxWidth: 640 }}>
      <TableHead>
        <TableRow>
          <TableCell>What</TableCell>
          <TableCell align="right">Created</TableCell>
          <TableCell align="right">Updated</TableCell>
          <TableCell align="right">Unchanged</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {kinds.map(([kind, c]) => (
          <TableRow key={kind}>
            <TableCell sx={{ textTransform: 'capitalize' }}>{kind}</TableCell>
            <TableCell align="right">{c.created.toLocaleString()}</TableCell>
            <TableCell align="right">{c.updated.toLocaleString()}</TableCell>
            <TableCell align="right">{c.unchanged.toLocaleString()}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Each problem by row (the header is row 1) and column. */
export function RowErrorsTable({ errors }: { errors: readonly RowError[] }) {
  return (
    <Table size="small" aria-label="Problems by row">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 80 }}>Row</TableCell>
          <TableCell sx={{ width: 200 }}>Column</TableCell>
          <TableCell>Problem</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {errors.map((e, i) => (
          <TableRow key={i}>
            <TableCell>{e.row ?? '–'}</TableCell>
            <TableCell>{e.column ?? '–'}</TableCell>
            <TableCell>{e.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

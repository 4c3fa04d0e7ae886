import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  importColumns,
  pipelineImportTypes,
  type DataImportFull,
  type PipelineImportType,
} from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useDataImport, useFixImport } from '../imports/importApi.ts';

/** A cell's problem as it is typed: required columns, allowed values, numbers. */
function problemOf(type: PipelineImportType, column: string, value: string): string | null {
  const spec = importColumns[type].find((c) => c.name === column);
  if (!spec) return null;
  const trimmed = value.trim();
  if (spec.required && trimmed === '') return 'Required';
  if (
    trimmed !== '' &&
    spec.allowed &&
    !spec.allowed.includes(trimmed.toUpperCase()) &&
    !spec.allowed.includes(trimmed)
  )
    return `One of ${spec.allowed.join(', ')}`;
  if (
    trimmed !== '' &&
    /Area$|^capacity$|^rentRate$|^targetDensity$|^floorPosition$|^occupancy$/.test(column) &&
    !Number.isFinite(Number(trimmed))
  )
    return 'A number';
  return null;
}

/** `data-imports/{uuid}/fix`: the failed rows in an editable grid, re-run as a new import. */
export function DataImportFixPage() {
  const uuid = useParams().uuid ?? '';
  const found = useDataImport(uuid);
  return (
    <Box sx={{ ...pagePadding }}>
      <PageHeader
        title="Fix the failed rows"
        subtitle="Correct the rows below; they are imported again as a new import (the rows that were fine are not sent again)."
        crumbs={[
          { label: 'Imports', to: '/data-imports' },
          { label: 'Data import', to: `/data-imports/${uuid}` },
        ]}
      />
      <QueryState
        query={found}
        label="Loading the import"
        notFound={`There is no import ${uuid}, or you may not see it.`}
      >
        {(item) => <FixGrid key={item.id} item={item} />}
      </QueryState>
    </Box>
  );
}

function FixGrid({ item }: { item: DataImportFull }) {
  const navigate = useNavigate();
  const fix = useFixImport();
  const type = (pipelineImportTypes as readonly string[]).includes(item.type)
    ? (item.type as PipelineImportType)
    : null;
  const [rows, setRows] = useState(() =>
    item.failedRows.map((r) => ({ row: r.row, values: { ...r.values } })),
  );
  if (!type || rows.length === 0)
    return <Alert severity="info">This import has no failed rows to fix.</Alert>;
  const columns = [
    ...new Set([
      ...importColumns[type].map((c) => c.name).filter((c) => rows.some((r) => c in r.values)),
      ...rows.flatMap((r) => Object.keys(r.values)),
    ]),
  ];
  const messages = new Map<string, string>();
  for (const e of item.errors)
    if (e.row !== null && e.column !== null)
      messages.set(`${String(e.row)}:${e.column}`, e.message);
  const problems = rows.flatMap((r) =>
    columns.map((c) => problemOf(type, c, r.values[c] ?? '')).filter(Boolean),
  );
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Failed rows">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              {columns.map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r, index) => (
              <TableRow key={r.row}>
                <TableCell>{r.row}</TableCell>
                {columns.map((c) => {
                  const value = r.values[c] ?? '';
                  const problem = problemOf(type, c, value);
                  const original = messages.get(`${String(r.row)}:${c}`);
                  const unchanged = value === (item.failedRows[index]?.values[c] ?? '');
                  return (
                    <TableCell key={c} sx={{ minWidth: 140 }}>
                      <TextField
                        size="small"
                        value={value}
                        slotProps={{ htmlInput: { 'aria-label': `Row ${String(r.row)} ${c}` } }}
                        error={problem !== null || (original !== undefined && unchanged)}
                        helperText={problem ?? (unchanged ? original : undefined)}
                        onChange={(event) => {
                          const next = [...rows];
                          next[index] = {
                            row: r.row,
                            values: { ...r.values, [c]: event.target.value },
                          };
                          setRows(next);
                        }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {problems.length
          ? `${String(problems.length)} cells still need a correction.`
          : 'Every cell looks right; the server checks the rows again.'}
      </Typography>
      {fix.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(fix.error)}
        </Alert>
      )}
      <Button
        variant="contained"
        sx={{ mt: 2 }}
        disabled={problems.length > 0 || fix.isPending}
        onClick={() => {
          fix.mutate(
            { id: item.id, rows: rows.map((r) => r.values) },
            {
              onSuccess: (created) => {
                void navigate(`/data-imports/${created.id}`);
              },
            },
          );
        }}
      >
        Import the corrected rows
      </Button>
    </Paper>
  );
}

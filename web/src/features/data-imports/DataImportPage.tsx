import { Link as RouterLink, useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { can, type DataImportFull, type ImportCounts } from '@atrium/contract';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useDataImportProgress } from '../imports/importApi.ts';
import { CountsTable, RowErrorsTable } from '../imports/importTables.tsx';
import { StatusChip } from './DataImportListPage.tsx';

/** The summary's `kind.what` counts, per kind. */
function countsOf(summary: Record<string, number>): Record<string, ImportCounts> {
  const counts: Record<string, ImportCounts> = {};
  for (const [key, n] of Object.entries(summary)) {
    const [kind, what] = key.split('.');
    if (!kind || !what) continue;
    const c = (counts[kind] ??= { created: 0, updated: 0, unchanged: 0, skipped: 0, rows: 0 });
    if (what === 'created' || what === 'updated' || what === 'unchanged' || what === 'skipped')
      c[what] = n;
  }
  return counts;
}

/**
 * Whether the summary counts anything created or updated. Readings are counted but their ids are
 * not kept (`created` has none), so an occupancy import that wrote readings lists no ids.
 */
const changedAny = (summary: Record<string, number> | null): boolean =>
  Object.entries(summary ?? {}).some(
    ([key, n]) => (key.endsWith('.created') || key.endsWith('.updated')) && n > 0,
  );

/** `data-imports/{uuid}`: status, counts, who and when, the file, the errors and what it wrote. */
export function DataImportPage() {
  const uuid = useParams().uuid ?? '';
  const { found, progress } = useDataImportProgress(uuid);
  return (
    <Box sx={{ ...pagePadding, maxWidth: 1200 }}>
      <PageHeader
        title={found.data ? `${found.data.type} import` : 'Data import'}
        subtitle={found.data?.filename ?? undefined}
        crumbs={[{ label: 'Imports', to: '/data-imports' }]}
      />
      <QueryState
        query={found}
        label="Loading the import"
        notFound={`There is no import ${uuid}, or you may not see it.`}
      >
        {(item) => <DataImportDetails item={item} progress={progress} />}
      </QueryState>
    </Box>
  );
}

/** `progress`: the bar's value while it runs, from its job's progress call when followed. */
function DataImportDetails({ item, progress }: { item: DataImportFull; progress: number }) {
  const user = useCurrentUser();
  const running = item.status === 'PENDING' || item.status === 'PROCESSING';
  const facts: [string, React.ReactNode][] = [
    ['Status', <StatusChip key="s" item={item} />],
    ['Organization', item.organization.name],
    [
      'Building',
      item.building ? (
        <RouterLink to={`/buildings/${String(item.building.id)}`}>{item.building.name}</RouterLink>
      ) : (
        '–'
      ),
    ],
    ['By', item.user?.email ?? '–'],
    ['Started', new Date(item.createdAt).toLocaleString()],
    ['Last change', new Date(item.updatedAt).toLocaleString()],
    [
      'Job',
      item.job ? (
        <>
          {`#${String(item.job.id)}, ${item.job.status}, attempt ${String(item.job.attempts)}`}
          {item.job.error && ` (${item.job.error})`}
          {can(user, 'jobs.read') && (
            <>
              {' · '}
              <RouterLink to="/data-imports/jobs">All jobs</RouterLink>
            </>
          )}
        </>
      ) : (
        '–'
      ),
    ],
    [
      'Fix of',
      item.fixOf ? <RouterLink to={`/data-imports/${item.fixOf}`}>{item.fixOf}</RouterLink> : '–',
    ],
  ];
  const written = Object.entries(item.created).filter(([, ids]) => ids.length > 0);
  return (
    <Stack spacing={4}>
      {running && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label="Import progress"
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {progress}%
          </Typography>
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Table size="small" aria-label="The import">
          <TableBody>
            {facts.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" sx={{ width: 200, fontWeight: 600 }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" sx={{ fontWeight: 600 }}>
                File
              </TableCell>
              <TableCell>{item.filename ?? '–'}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Paper>
      {item.summary && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {(item.summary.rows ?? 0).toLocaleString()} rows
            {item.status === 'FAILED' && ': what importing them would have done'}
          </Typography>
          <CountsTable counts={countsOf(item.summary)} />
        </Paper>
      )}
      {item.errors.length > 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}
          >
            <Typography variant="h6" component="h2">
              Errors: nothing was written
            </Typography>
            {item.failedRows.length > 0 && can(user, 'dataImports.create') && (
              <Button
                variant="contained"
                component={RouterLink}
                to={`/data-imports/${item.id}/fix`}
              >
                Fix the failed rows
              </Button>
            )}
          </Stack>
          <RowErrorsTable errors={item.errors} />
        </Paper>
      )}
      {written.length > 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            What it wrote
          </Typography>
          {written.map(([kind, ids]) => (
            <Typography key={kind} variant="body2">
              {kind}: {ids.length.toLocaleString()} ({ids.slice(0, 20).join(', ')}
              {ids.length > 20 ? ', …' : ''})
            </Typography>
          ))}
        </Paper>
      )}
      {item.status === 'COMPLETED' && written.length === 0 && !changedAny(item.summary) && (
        <Alert severity="info">Nothing changed: everything in the file was already there.</Alert>
      )}
    </Stack>
  );
}

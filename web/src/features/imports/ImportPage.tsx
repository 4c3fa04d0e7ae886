import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import {
  dataSourcesResource,
  MAX_IMPORT_FILE_SIZE,
  MAX_WHOLE_IMPORT_FILE_SIZE,
  organizationsResource,
  type ImportOptions,
  type ImportPreview,
  type PipelineImportType,
} from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { errorText } from '../../api/client.ts';
import { useAll } from '../../api/resourceHooks.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { Dropzone } from '../../components/files/Dropzone.tsx';
import { formatFileSize } from '../../components/files/fileFormat.ts';
import {
  downloadTemplate,
  uploadImportFile,
  useCreateImport,
  useDataImportProgress,
  usePreviewImport,
} from './importApi.ts';
import { CountsTable, RowErrorsTable } from './importTables.tsx';

const ACCEPT: Record<PipelineImportType, readonly string[]> = {
  SPATIAL: ['.csv', '.xlsx', '.ifc'],
  FINANCIAL: ['.csv', '.xlsx'],
  OCCUPANCY: ['.csv', '.xlsx'],
};

/** An XLSX or IFC file is read whole on the server, up to 128 MiB: refused here as it would be there. */
function refuseWholeFileTooLarge(files: readonly File[]): string | null {
  const file = files[0];
  if (!file || file.size <= MAX_WHOLE_IMPORT_FILE_SIZE || !/\.(xlsx|ifc)$/i.test(file.name))
    return null;
  return `${file.name}: an XLSX or IFC file is read whole and may be at most ${formatFileSize(MAX_WHOLE_IMPORT_FILE_SIZE)}; save larger data as CSV`;
}

/** The vendor columns an occupancy file may name differently (the template's name → theirs). */
const MAPPABLE = ['timestamp', 'date', 'time', 'spaceId', 'occupancy', 'dataSourceId'] as const;

/**
 * An import page (`import/spatial`, `import/financial`, `import-occupancy`): choose a file →
 * check it (a preview of what would be created, updated and left alone, with each row's problems)
 * → import it (a job; its progress as a bar) → the result, with the data import's page.
 */
export function ImportPage({
  type,
  title,
  subtitle,
}: {
  type: PipelineImportType;
  title: string;
  subtitle: string;
}) {
  const client = useApiClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileId, setFileId] = useState<number | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [organizationId, setOrganizationId] = useState<number | ''>('');
  const [tenantName, setTenantName] = useState('');
  const [dataSourceId, setDataSourceId] = useState<number | ''>('');
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [importId, setImportId] = useState<string | null>(null);
  const [importJobId, setImportJobId] = useState<number | null>(null);
  const preview = usePreviewImport();
  const create = useCreateImport();
  const {
    found: result,
    progress,
    status,
  } = useDataImportProgress(importId, { knownJobId: importJobId });
  const organizations = useAll(organizationsResource, {}, { enabled: type !== 'OCCUPANCY' });
  const sources = useAll(dataSourcesResource, {}, { enabled: type === 'OCCUPANCY' });

  const options = (): ImportOptions => ({
    ...(organizationId !== '' && { organizationId }),
    ...(tenantName.trim() !== '' && { tenantName: tenantName.trim() }),
    ...(dataSourceId !== '' && { dataSourceId }),
    ...(Object.values(mapping).some((v) => v.trim() !== '') && {
      mapping: Object.fromEntries(Object.entries(mapping).filter(([, v]) => v.trim() !== '')),
    }),
  });

  const reset = () => {
    setFileId(null);
    setImportId(null);
    setImportJobId(null);
    preview.reset();
    create.reset();
  };

  const check = async () => {
    if (!file) return;
    setUploadError(null);
    try {
      let id = fileId;
      if (id === null) {
        setUploading(0);
        id = (
          await uploadImportFile(client, file, (fraction) => {
            // A late progress event after the upload ended must not bring the bar back.
            setUploading((shown) => (shown === null ? null : fraction));
          })
        ).id;
        setFileId(id);
      }
      setUploading(null);
      preview.mutate({ type, fileId: id, options: options() });
    } catch (error) {
      setUploading(null);
      setUploadError(errorText(error));
    }
  };

  const commit = () => {
    if (fileId === null) return;
    create.mutate(
      { type, fileId, options: options() },
      {
        onSuccess: (record) => {
          setImportId(record.id);
          setImportJobId(record.jobId);
        },
      },
    );
  };

  const shown: ImportPreview | undefined = preview.data;
  const job = result.data;
  const finished = job?.status === 'COMPLETED' || job?.status === 'FAILED';

  return (
    <Box sx={{ ...pagePadding, maxWidth: 1200 }}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Stack direction="row" spacing={1}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="outlined"
                startIcon={<DownloadOutlinedIcon />}
                onClick={() => void downloadTemplate(client, type, format)}
              >
                Template ({format.toUpperCase()})
              </Button>
            ))}
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 4, mb: 4 }}>
        <Stack spacing={3}>
          <Box>
            <Dropzone
              accept={ACCEPT[type]}
              maxSize={MAX_IMPORT_FILE_SIZE}
              validator={refuseWholeFileTooLarge}
              onFiles={([chosen]) => {
                setFile(chosen ?? null);
                reset();
              }}
            />
            <Typography sx={{ mt: 1 }} color={file ? 'text.primary' : 'text.secondary'}>
              {file ? `${file.name} (${formatFileSize(file.size)})` : 'No file chosen'}
            </Typography>
          </Box>
          {type !== 'OCCUPANCY' && (
            <TextField
              select
              label="Owner of new buildings"
              value={organizationId}
              helperText="By default the organization you act as"
              onChange={(event) => {
                setOrganizationId(event.target.value === '' ? '' : Number(event.target.value));
                reset();
              }}
              sx={{ maxWidth: 420 }}
            >
              <MenuItem value="">The organization I act as</MenuItem>
              {(organizations.data ?? []).map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {type === 'FINANCIAL' && (
            <TextField
              label="Tenant of rows without one"
              value={tenantName}
              onChange={(event) => {
                setTenantName(event.target.value);
                reset();
              }}
              helperText="An organization by name, created when missing"
              sx={{ maxWidth: 420 }}
            />
          )}
          {type === 'OCCUPANCY' && (
            <>
              <TextField
                select
                label="Data source of rows without one"
                value={dataSourceId}
                onChange={(event) => {
                  setDataSourceId(event.target.value === '' ? '' : Number(event.target.value));
                  reset();
                }}
                sx={{ maxWidth: 420 }}
              >
                <MenuItem value="">None: the file has a dataSourceId column</MenuItem>
                {(sources.data ?? []).map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
              <Typography variant="subtitle2">
                Column mapping (the file’s column for each of ours; leave empty when the names
                match)
              </Typography>
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {MAPPABLE.map((column) => (
                  <TextField
                    key={column}
                    size="small"
                    label={column}
                    value={mapping[column] ?? ''}
                    onChange={(event) => {
                      setMapping({ ...mapping, [column]: event.target.value });
                      reset();
                    }}
                    sx={{ width: 180 }}
                  />
                ))}
              </Stack>
            </>
          )}
          <Box>
            <Button
              variant="contained"
              disabled={!file || preview.isPending || uploading !== null}
              onClick={() => void check()}
            >
              Check the file
            </Button>
          </Box>
          {uploading !== null && (
            <LinearProgress variant="determinate" value={uploading * 100} aria-label="Upload" />
          )}
          {preview.isPending && <LinearProgress aria-label="Checking the file" />}
          {uploadError && <Alert severity="error">{uploadError}</Alert>}
          {preview.isError && <Alert severity="error">{errorText(preview.error)}</Alert>}
        </Stack>
      </Paper>

      {shown && (
        <Paper variant="outlined" sx={{ p: 4, mb: 4 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Preview: {shown.rows.toLocaleString()} rows
          </Typography>
          <CountsTable counts={shown.counts} />
          {shown.skipped.length > 0 && (
            <Alert severity="info" sx={{ mt: 3 }}>
              Left out: {shown.skipped.join('; ')}
            </Alert>
          )}
          {shown.errorCount > 0 ? (
            <Box sx={{ mt: 3 }}>
              <Alert severity="error" sx={{ mb: 2 }}>
                {shown.errorCount} {shown.errorCount === 1 ? 'problem' : 'problems'}: nothing can be
                imported until the file is corrected.
              </Alert>
              <RowErrorsTable errors={shown.errors} />
              <Button
                variant="outlined"
                sx={{ mt: 3 }}
                disabled={create.isPending || importId !== null}
                onClick={commit}
              >
                Record the failed import, to fix its rows here
              </Button>
            </Box>
          ) : (
            <Box sx={{ mt: 3 }}>
              <SampleTable columns={shown.columns} rows={shown.sample} />
              <Button
                variant="contained"
                sx={{ mt: 3 }}
                disabled={create.isPending || importId !== null}
                onClick={commit}
              >
                Import
              </Button>
              {create.isError && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {errorText(create.error)}
                </Alert>
              )}
            </Box>
          )}
        </Paper>
      )}

      {importId !== null && (
        <Paper variant="outlined" sx={{ p: 4 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {finished
              ? job.status === 'COMPLETED'
                ? 'Imported'
                : 'The import failed'
              : 'Importing…'}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label="Import progress"
            color={job?.status === 'FAILED' ? 'error' : 'primary'}
            sx={{ height: 8, borderRadius: 4, mb: 1 }}
          />
          <Typography variant="body2" color="text.secondary">
            {progress}% · {status ?? 'PENDING'}
          </Typography>
          {finished && job.status === 'FAILED' && job.errors.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <RowErrorsTable errors={job.errors} />
            </Box>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button component={RouterLink} to={`/data-imports/${importId}`}>
              See the data import
            </Button>
            <Button component={RouterLink} to="/data-imports/jobs">
              See the jobs
            </Button>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}

function SampleTable({ columns, rows }: { columns: string[]; rows: Record<string, string>[] }) {
  if (rows.length === 0) return null;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        The first rows as read
      </Typography>
      <Table size="small" aria-label="The first rows as read">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={i}>
              {columns.map((c) => (
                <TableCell key={c}>{row[c] ?? ''}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function SpatialImportPage() {
  return (
    <ImportPage
      type="SPATIAL"
      title="Spatial import"
      subtitle="Buildings, floors and spaces from a CSV or XLSX sheet, or from an IFC model (IFC2X3, IFC4)."
    />
  );
}

export function FinancialImportPage() {
  return (
    <ImportPage
      type="FINANCIAL"
      title="Financial import"
      subtitle="Leases and subleases; tenants by name, Excel dates understood. Rows are matched by lease number, so importing twice changes nothing."
    />
  );
}

export function OccupancyImportPage() {
  return (
    <ImportPage
      type="OCCUPANCY"
      title="Occupancy import"
      subtitle="People counts from a readings file or a vendor export (date and time columns, local times, a counts column)."
    />
  );
}

import { Alert, Card, Stack, Typography } from '@mui/material';
import { statisticsCalls } from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useStatistics } from '../../api/statistics.ts';
import { formatDay } from '../../components/charts/formats.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { stoppedSources } from './dashboardFigures.ts';
import { DashboardSection } from './DashboardSection.tsx';

const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * Data sources that stopped reporting (last reading over 30 days ago) and those that never did.
 * Every building has an owner, so the owners' data sources are all of the platform's.
 */
export function StoppedSources({
  owners,
  loading,
}: {
  owners: readonly { id: number }[];
  loading: boolean;
}) {
  const answers = useStatistics(
    statisticsCalls.organizationDataSources,
    owners.map((owner) => ({ organizationId: owner.id })),
  );
  const sources = (answers.data ?? []).flatMap((answer) => answer.items);
  const { stopped, never } = stoppedSources(sources, utcToday());
  return (
    <DashboardSection title="Data Sources" link={{ label: 'Data sources', to: '/data-sources' }}>
      <Stack spacing={3}>
        {answers.error !== null && <Alert severity="error">{errorText(answers.error)}</Alert>}
        {answers.data && stopped.length === 0 && (
          <Alert severity="success">
            Every data source with readings reported in the last 30 days.
          </Alert>
        )}
        {answers.data && (
          <Typography variant="body2" color="textSecondary">
            {`${sources.length - never.length} of ${sources.length} data sources have occupancy readings; ${never.length} never reported any (badge readers and bookings count people another way).`}
          </Typography>
        )}
        <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <DataTable
            label="Data sources that stopped reporting"
            rows={stopped}
            loading={loading || answers.isPending}
            emptyText="No data source has stopped reporting"
            getRowId={(source) => source.id}
            columns={[
              { field: 'name', header: 'Data source' },
              { field: 'buildingName', header: 'Building' },
              {
                field: 'lastReadingDate',
                header: 'Last reading',
                render: (source) => formatDay(source.lastReadingDate ?? ''),
              },
            ]}
          />
        </Card>
      </Stack>
    </DashboardSection>
  );
}

import { Alert, Card, Stack } from '@mui/material';
import { statisticsCalls } from '@atrium/contract';
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
        {answers.error !== null && <Alert severity="error">{String(answers.error)}</Alert>}
        {answers.data && stopped.length === 0 && (
          <Alert severity="success">
            Every data source with readings reported in the last 30 days ({sources.length} in all).
          </Alert>
        )}
        <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <DataTable
            label="Data sources that stopped reporting"
            rows={[...stopped, ...never]}
            loading={loading || answers.isPending}
            emptyText="No data source has stopped reporting"
            getRowId={(source) => source.id}
            columns={[
              { field: 'name', header: 'Data source' },
              { field: 'buildingName', header: 'Building' },
              {
                field: 'lastReadingDate',
                header: 'Last reading',
                render: (source) =>
                  source.lastReadingDate ? formatDay(source.lastReadingDate) : 'Never',
              },
            ]}
          />
        </Card>
      </Stack>
    </DashboardSection>
  );
}

import { Card, CardContent, Chip, Stack } from '@mui/material';
import { statisticsCalls, type DataCoverage } from '@atrium/contract';
import { useStatistic } from '../../../api/statistics.ts';
import { formatDay } from '../../../components/charts/formats.ts';
import { CoverageIndicator } from '../../../components/CoverageIndicator.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { FactList } from '../../../components/FactList.tsx';
import { QueryError } from '../../../components/QueryError.tsx';
import { Section } from '../../../components/Section.tsx';
import { organizationTypeName } from '../organizationTypes.ts';
import { useOrganizationNames } from '../useOrganizationNames.ts';
import { notTheirFigures } from './organizationTabs.ts';
import type { OrganizationFull } from './OrganizationPage.tsx';

function Chips({ items }: { items: readonly string[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {items.map((item) => (
        <Chip key={item} size="small" label={item} />
      ))}
    </Stack>
  );
}

const rtoText = (period: OrganizationFull['rtoPeriod']) =>
  period === null
    ? null
    : `${formatDay(period.startDate)} – ${period.endDate === null ? 'ongoing' : formatDay(period.endDate)}`;

type CoverageRow = DataCoverage & { name: string };

/** The organization's facts and its data coverage per building (spatial, financial, occupancy). */
export function DetailsTab({ organization }: { organization: OrganizationFull }) {
  const names = useOrganizationNames(organization.id);
  const statistics = useStatistic(statisticsCalls.organizationStatistics, {
    organizationId: organization.id,
  });
  const buildingNames = new Map(statistics.data?.buildings.map((b) => [b.buildingId, b.name]));
  const rows: CoverageRow[] =
    statistics.data?.dataCoverages.map((coverage) => ({
      ...coverage,
      name: buildingNames.get(coverage.buildingId) ?? `Building ${coverage.buildingId}`,
    })) ?? [];
  return (
    <>
      <Section title="About">
        <Card>
          <CardContent sx={{ p: { xs: 4, md: 5 } }}>
            <FactList
              label="About the organization"
              facts={[
                { term: 'Name', value: organization.name },
                { term: 'Key', value: organization.key },
                { term: 'Type', value: organizationTypeName(organization.type) },
                { term: 'Industry', value: organization.industry?.name },
                { term: 'Classification type', value: organization.classificationType },
                { term: 'Stock exchange', value: organization.stockExchange },
                { term: 'RTO period', value: rtoText(organization.rtoPeriod) },
                { term: 'Sign-in realm', value: organization.realm },
                {
                  term: 'Aliases',
                  value: <Chips items={names.aliases.data?.map((a) => a.alias)} />,
                },
                {
                  term: 'E-mail domains',
                  value: <Chips items={names.domains.data?.map((d) => d.domain)} />,
                },
                { term: 'Created', value: formatDay(organization.createdAt.slice(0, 10)) },
              ]}
            />
          </CardContent>
        </Card>
      </Section>
      <Section
        title="Data coverage"
        subtitle="Per building: whether the spatial, financial and occupancy data are there. Point at an icon for what its state means."
      >
        {statistics.isError ? (
          <QueryError query={statistics} notFound={notTheirFigures(organization.name)} />
        ) : (
          <DataTable<CoverageRow>
            label="Data coverage"
            rows={rows}
            loading={statistics.isPending}
            getRowId={(row) => row.buildingId}
            emptyText="No buildings, so no data to cover."
            columns={[
              { field: 'name', header: 'Building' },
              {
                field: 'spatial',
                header: 'Spatial',
                render: (row) => <CoverageIndicator kind="Spatial" state={row.spatial} showLabel />,
              },
              {
                field: 'financial',
                header: 'Financial',
                render: (row) => (
                  <CoverageIndicator kind="Financial" state={row.financial} showLabel />
                ),
              },
              {
                field: 'occupancy',
                header: 'Occupancy',
                render: (row) => (
                  <CoverageIndicator kind="Occupancy" state={row.occupancy} showLabel />
                ),
              },
            ]}
          />
        )}
      </Section>
    </>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { Box, Card, CardContent, Grid, Link as MuiLink, Stack, Typography } from '@mui/material';
import {
  coverageStates,
  customerOrganizationTypes,
  dataSourceCalls,
  type CoverageState,
  type OrganizationCoverage,
} from '@atrium/contract';
import { useStatistic } from '../../api/statistics.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.tsx';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { LoadError } from '../../components/QueryState.tsx';
import { StatTile } from '../../components/StatTile.tsx';
import { coverageText, DataCoverageIcon } from './DataCoverageIcon.tsx';

type Building = OrganizationCoverage['buildings'][number];
const kinds = ['spatial', 'financial', 'occupancy'] as const;
const kindLabels = { spatial: 'Spatial', financial: 'Financial', occupancy: 'Occupancy' } as const;

const stateColumns = <Row extends Record<(typeof kinds)[number], CoverageState>>() =>
  kinds.map((kind): DataTableColumn<Row> => ({
    field: kind,
    header: kindLabels[kind],
    align: 'center',
    render: (row) => <DataCoverageIcon state={row[kind]} kind={kindLabels[kind]} />,
    exportValue: (row) => row[kind],
  }));

const typeNames = { OWNER: 'Owner', OPERATOR: 'Operator', OCCUPIER: 'Occupier' } as const;

const organizationColumns: DataTableColumn<OrganizationCoverage>[] = [
  {
    field: 'name',
    header: 'Organization',
    render: (o) => (
      <MuiLink
        component={Link}
        to={`/organizations/${o.organizationId}`}
        onClick={(event) => {
          event.stopPropagation();
        }}
      >
        {o.name}
      </MuiLink>
    ),
  },
  {
    field: 'type',
    header: 'Type',
    render: (o) => (o.type === 'PLATFORM' ? 'Platform' : typeNames[o.type]),
  },
  { field: 'buildings', header: 'Buildings', align: 'right', render: (o) => o.buildings.length },
  ...stateColumns<OrganizationCoverage>(),
  {
    field: 'coverage',
    header: 'Overall',
    align: 'center',
    render: (o) => <DataCoverageIcon state={o.coverage} kind="Overall" />,
  },
];

const buildingColumns: DataTableColumn<Building>[] = [
  {
    field: 'name',
    header: 'Building',
    render: (b) => (
      <MuiLink component={Link} to={`/buildings/${b.buildingId}`}>
        {b.name}
      </MuiLink>
    ),
  },
  ...stateColumns<Building>(),
];

const typeChoices = customerOrganizationTypes.map((value) => ({
  value,
  label: typeNames[value],
}));
const stateChoices = coverageStates.map((value) => ({ value, label: coverageText[value].label }));

/** The legend: each state's icon and meaning. */
function CoverageLegend() {
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label="Legend"
      sx={{ flexWrap: 'wrap', gap: 4, listStyle: 'none', p: 0, m: 0 }}
    >
      {coverageStates.map((state) => (
        <Stack component="li" key={state} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DataCoverageIcon state={state} />
          <Typography variant="body2">{coverageText[state].label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * `data-coverage`: for each organization and each of its buildings, whether spatial, financial
 * and occupancy data are there: covered, partially covered, expired or not covered.
 */
export function DataCoveragePage() {
  const [type, setType] = useState<(typeof customerOrganizationTypes)[number] | null>(null);
  const [state, setState] = useState<CoverageState | null>(null);
  const coverage = useStatistic(dataSourceCalls.dataCoverage, type ? { type } : {});
  const items = coverage.data?.items ?? [];
  const shown = items.filter((o) => state === null || o.coverage === state);
  const buildings = items.flatMap((o) => o.buildings);
  const count = (kind: (typeof kinds)[number]) =>
    buildings.filter((b) => b[kind] === 'COVERED').length;
  const loading = coverage.isPending;
  const tile = (kind: (typeof kinds)[number]) => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <StatTile
        label={`${kindLabels[kind]} data covered`}
        value={loading ? null : `${count(kind)} of ${buildings.length}`}
        caption="Organization buildings with complete data"
        loading={loading}
      />
    </Grid>
  );
  return (
    <Box sx={pagePadding}>
      <PageHeader
        title="Data Coverage"
        subtitle="Whether each organization's buildings have their floor plans, lease figures and occupancy data."
      />
      {coverage.isError ? (
        <LoadError error={coverage.error} onRetry={() => void coverage.refetch()} />
      ) : (
        <Stack spacing={6}>
          <Grid container spacing={4}>
            {tile('spatial')}
            {tile('financial')}
            {tile('occupancy')}
          </Grid>
          <Card variant="outlined">
            <CardContent sx={{ p: 5 }}>
              <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={3}
                sx={{ justifyContent: 'space-between', mb: 4 }}
              >
                <CoverageLegend />
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
                  <ChoiceFilter
                    label="Type"
                    allLabel="Every type"
                    value={type}
                    choices={typeChoices}
                    onChange={setType}
                  />
                  <ChoiceFilter
                    label="Overall"
                    allLabel="Every state"
                    value={state}
                    choices={stateChoices}
                    onChange={setState}
                  />
                </Stack>
              </Stack>
              <DataTable
                label="Coverage per organization"
                columns={organizationColumns}
                rows={shown}
                loading={loading}
                getRowId={(o) => o.organizationId}
                emptyText={
                  items.length === 0
                    ? 'No organizations yet. Create one, then import its buildings and leases.'
                    : 'No results'
                }
                renderExpanded={(o) =>
                  o.buildings.length === 0 ? (
                    <Typography sx={{ py: 2 }}>
                      No buildings: {o.name} has no active leases or buildings.
                    </Typography>
                  ) : (
                    <Box sx={{ py: 2 }}>
                      <DataTable
                        label={`Coverage of ${o.name} per building`}
                        columns={buildingColumns}
                        rows={o.buildings}
                        getRowId={(b) => b.buildingId}
                      />
                    </Box>
                  )
                }
              />
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}

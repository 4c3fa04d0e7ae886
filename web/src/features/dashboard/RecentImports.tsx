import { Card } from '@mui/material';
import { auditResource } from '@atrium/contract';
import { useList } from '../../api/resourceHooks.ts';
import { formatDay } from '../../components/charts/formats.ts';
import { CaptionedCell } from '../../components/CaptionedCell.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { DashboardSection } from './DashboardSection.tsx';

/** What each import of the audit log brought in (docs/decisions.md, the platform dashboard). */
const importNames: Record<string, string> = {
  reservations: 'Reservations',
  'badge-events': 'Badge events',
  occupancy: 'Occupancy',
  'data-imports': 'Data import',
};

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** '27 Nov 2026' (the day as the charts write it) over its time: narrow, in half the page. */
function When({ iso }: { iso: string }) {
  return (
    <CaptionedCell caption={time.format(new Date(iso))}>
      {formatDay(iso.slice(0, 10))}
    </CaptionedCell>
  );
}

/** The latest five imports recorded in the audit log: what, how many rows, who and when. */
export function RecentImports() {
  const imports = useList(auditResource, {
    where: { resource: { in: Object.keys(importNames) }, action: 'create' },
    orderBy: { at: 'desc' },
    page: 0,
    perPage: 5,
  });
  return (
    <DashboardSection title="Recent Data Imports" link={{ label: 'Imports', to: '/data-imports' }}>
      <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <DataTable
          label="Recent data imports"
          rows={imports.data?.items ?? []}
          loading={imports.isPending}
          emptyText="No data imported yet"
          getRowId={(entry) => entry.id}
          columns={[
            {
              field: 'at',
              header: 'When',
              nowrap: true,
              render: (entry) => <When iso={entry.at} />,
            },
            {
              field: 'resource',
              header: 'What',
              render: (entry) => importNames[entry.resource] ?? entry.resource,
            },
            {
              field: 'imported',
              header: 'Rows',
              align: 'right',
              render: (entry) => {
                const count = entry.details?.imported;
                return typeof count === 'number' ? count.toLocaleString() : '–';
              },
            },
            { field: 'actorEmail', header: 'By' },
          ]}
        />
      </Card>
    </DashboardSection>
  );
}

import { Box } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import { buildingsResource } from '@atrium/contract';
import { useOne } from '../../api/resourceHooks.ts';
import { pagePadding } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { TenantReport } from '../tenants/TenantReport.tsx';
import { parseReportSearch } from '../tenants/tenantReportPath.ts';

/** `buildings/{id}/tenants/{entityId}/report`: a tenant's analysis as a printable report. */
export function TenantReportPage() {
  const params = useParams();
  const [search] = useSearchParams();
  // The route accepts only positive integer ids.
  const id = Number(params.id);
  const encumbranceId = Number(params.entityId);
  const { range, mode } = parseReportSearch(search);
  const building = useOne(buildingsResource, id);
  return (
    <Box sx={pagePadding}>
      <QueryState
        query={building}
        label="Loading the building"
        notFound={`There is no building ${id}, or you may not see it.`}
      >
        {(current) => (
          <TenantReport
            buildings={[current]}
            encumbranceId={encumbranceId}
            range={range}
            mode={mode}
          />
        )}
      </QueryState>
    </Box>
  );
}

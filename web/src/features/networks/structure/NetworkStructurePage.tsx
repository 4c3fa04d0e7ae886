import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { Link, useSearchParams } from 'react-router';
import { can, networksResource } from '@atrium/contract';
import { useAll, useOne } from '../../../api/resourceHooks.ts';
import { useCurrentUser } from '../../../auth/currentUser.ts';
import { idOf } from '../../../components/list/listSearch.ts';
import { PageHeader, pagePadding } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { NetworkStructureEditor } from './NetworkStructureEditor.tsx';

/**
 * `network-structure`: the levels of a network as a tree (region → country → city, with the
 * buildings), edited and saved; which network is in the address (`?networkId=`).
 */
export function NetworkStructurePage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const networks = useAll(networksResource, { orderBy: { name: 'asc' } });
  const asked = idOf(params.get('networkId'));
  const networkId = asked ?? networks.data?.[0]?.id ?? null;
  const network = useOne(networksResource, networkId);
  return (
    <Box sx={{ ...pagePadding, maxWidth: 1100 }}>
      <PageHeader
        title="Network Structure"
        subtitle="Group a network's buildings into levels: regions, countries, cities."
        crumbs={[{ label: 'Networks', to: '/networks' }]}
        actions={
          network.data && (
            <Button component={Link} to={`/networks/${network.data.id}`} variant="outlined">
              Open the network
            </Button>
          )
        }
      />
      {networks.isPending ? (
        <PageSpinner label="Loading the networks" />
      ) : networks.data?.length === 0 ? (
        <Alert
          severity="info"
          action={
            can(user, 'networks.create') && (
              <Button color="inherit" component={Link} to="/networks/create">
                Create one
              </Button>
            )
          }
        >
          No networks yet: a structure belongs to a network.
        </Alert>
      ) : (
        <>
          <TextField
            select
            size="small"
            label="Network"
            value={networkId === null ? '' : String(networkId)}
            onChange={(event) => {
              setParams({ networkId: event.target.value });
            }}
            sx={{ minWidth: 280, mb: 5 }}
          >
            {asked !== null && !networks.data?.some((n) => n.id === asked) && (
              <MenuItem value={String(asked)}>…</MenuItem>
            )}
            {networks.data?.map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          <QueryState
            query={network}
            label="Loading the network"
            notFound={`There is no network ${networkId ?? ''}, or you may not see it.`}
          >
            {(current) => <NetworkStructureEditor key={current.id} network={current} />}
          </QueryState>
        </>
      )}
    </Box>
  );
}

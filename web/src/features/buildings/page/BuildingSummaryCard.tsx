import { useContext } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { encumbrancesResource, type BuildingFull } from '@atrium/contract';
import { useAll } from '../../../api/resourceHooks.ts';
import { RuntimeConfigContext } from '../../../app/runtimeConfig.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { formatArea } from '../../../components/floor-plan/areaFormat.ts';
import { LocationMap } from '../../../components/map/LocationMap.tsx';
import { addressOf, BuildingFacts } from './BuildingFacts.tsx';
import { formatShare, leaseShare } from './leaseShare.ts';
import { ThumbnailSlider } from './ThumbnailSlider.tsx';

export type BuildingSummaryCardProps = {
  /** One building, or the buildings of a network (shown as a table). */
  buildings: readonly BuildingFull[];
  /** Leased / vacant chips: not for operators (specification section 1). */
  showLeaseChips: boolean;
};

/**
 * The building summary card (specification section 2): a collapsible card with the street,
 * the leased and vacant chips, the details, a map and the images.
 */
export function BuildingSummaryCard({ buildings, showLeaseChips }: BuildingSummaryCardProps) {
  const [first] = buildings;
  if (!first) return <Alert severity="warning">No buildings provided</Alert>;
  const single = buildings.length === 1;
  return (
    <Accordion defaultExpanded disableGutters variant="outlined">
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="building-summary-content"
        id="building-summary-header"
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {single ? first.name : `${buildings.length} buildings`}
          </Typography>
          {single && (
            <Typography variant="body2" color="textSecondary">
              {addressOf(first) || 'No address'}
            </Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id="building-summary-content">
        {single ? (
          <SingleBuilding building={first} showLeaseChips={showLeaseChips} />
        ) : (
          <BuildingTable buildings={buildings} />
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function SingleBuilding({
  building,
  showLeaseChips,
}: {
  building: BuildingFull;
  showLeaseChips: boolean;
}) {
  // Tolerant of a missing configuration (isolated renders): then the map is not configured.
  const mapsApiKey = useContext(RuntimeConfigContext)?.mapsApiKey ?? null;
  return (
    <Stack spacing={5}>
      {showLeaseChips && <LeaseChips building={building} />}
      {building.description && <Typography>{building.description}</Typography>}
      <Box
        sx={{
          display: 'grid',
          gap: 5,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <BuildingFacts building={building} />
        <LocationMap coordinates={building.coordinates} apiKey={mapsApiKey} title={building.name} />
      </Box>
      <ThumbnailSlider fileIds={building.images} />
    </Stack>
  );
}

function LeaseChips({ building }: { building: BuildingFull }) {
  // Active leases, not subleases: a sublease's area is part of its parent's.
  const leases = useAll(encumbrancesResource, {
    where: { buildingId: building.id, status: 'ACTIVE', parentId: null },
  });
  if (!leases.data) return null;
  const share = leaseShare(building.rentableSF, leases.data);
  if (!share) return null;
  return (
    <Stack direction="row" spacing={2}>
      <Chip color="primary" label={`Leased ${formatShare(share.leased)}`} />
      <Chip variant="outlined" label={`Vacant ${formatShare(share.vacant)}`} />
    </Stack>
  );
}

function BuildingTable({ buildings }: { buildings: readonly BuildingFull[] }) {
  return (
    <DataTable
      label="Buildings"
      rows={buildings}
      getRowId={(building) => building.id}
      columns={[
        { field: 'name', header: 'Name' },
        { field: 'address', header: 'Address', render: addressOf },
        { field: 'yearBuilt', header: 'Year built' },
        {
          field: 'rentableSF',
          header: 'Rentable area',
          align: 'right',
          render: (building) => formatArea(building.rentableSF, building.units),
        },
      ]}
    />
  );
}

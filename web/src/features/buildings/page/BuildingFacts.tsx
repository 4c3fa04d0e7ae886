import { Box, Typography } from '@mui/material';
import type { BuildingFull } from '@atrium/contract';
import { formatArea } from '../../../components/floor-plan/areaFormat.ts';

const MISSING = '—';

/** The building's address as one line. */
export function addressOf(building: BuildingFull): string {
  const place = [building.postalCode, building.city].filter(Boolean).join(' ');
  return [building.street1, building.street2, place, building.region, building.country]
    .filter(Boolean)
    .join(', ');
}

/** The building's details as a list of terms and values. */
export function BuildingFacts({ building }: { building: BuildingFull }) {
  const facts: [string, string | number | null][] = [
    ['Year built', building.yearBuilt],
    ['Year renovated', building.yearRenovated],
    ['Class', building.class],
    ['Floors', building.floorCount ?? building.floors.length],
    ['Rentable area', formatArea(building.rentableSF, building.units)],
    ['Currency', building.currency],
    ['Time zone', building.timeZone],
    ['Owner', building.ownerOrganization.name],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 5,
        rowGap: 2,
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value ?? MISSING}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

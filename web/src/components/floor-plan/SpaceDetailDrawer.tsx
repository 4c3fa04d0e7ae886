import { Box, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { Units } from '@atrium/contract';
import { formatArea } from './areaFormat.ts';
import type { FloorSpace } from './FloorPlanViewer.tsx';
import { categoryLabel } from './geometry.ts';

const NONE = 'none';

/** A space's details, each 'none' when missing (specification section 2, "Space detail drawer"). */
export function SpaceDetailDrawer({
  space,
  units,
  onClose,
}: {
  space: FloorSpace | null;
  units: Units;
  onClose: () => void;
}) {
  const details: [string, string][] = space
    ? [
        ['Category', categoryLabel(space.category)],
        ['Type', space.type ?? NONE],
        ['Rentable Area', formatArea(space.rentableSF, units) ?? NONE],
        ['Usable Area', formatArea(space.usableSF, units) ?? NONE],
        ['Capacity', space.capacity === null ? NONE : String(space.capacity)],
      ]
    : [];
  return (
    <Drawer
      anchor="right"
      open={space !== null}
      onClose={onClose}
      // Above the app bar, which sits above the side menu.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { 'aria-labelledby': 'space-detail-title', sx: { width: 360, maxWidth: '100%' } },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', p: 4, gap: 2 }}>
        <Typography id="space-detail-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {space?.name}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box
        component="dl"
        sx={{ m: 0, p: 4, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 3 }}
      >
        {details.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="textSecondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Drawer>
  );
}

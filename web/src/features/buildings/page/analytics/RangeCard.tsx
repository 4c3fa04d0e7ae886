import { Box, Card, Stack } from '@mui/material';
import {
  DateRangeSelector,
  type DateRangeSelectorProps,
} from '../../../../components/date-range/DateRangeSelector.tsx';
import { GroupPicker } from './GroupPicker.tsx';
import type { BuildingGroups } from './useBuildingGroups.ts';

/** The head of an analytics tab: which floor or lease (when several) and the date range. */
export function RangeCard({
  groups,
  selector,
}: {
  groups: BuildingGroups;
  selector: DateRangeSelectorProps;
}) {
  return (
    <Card variant="outlined" sx={{ px: { xs: 4, md: 5 }, py: 4 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={4}
        sx={{ alignItems: { md: 'center' } }}
      >
        <GroupPicker groups={groups} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <DateRangeSelector {...selector} />
        </Box>
      </Stack>
    </Card>
  );
}

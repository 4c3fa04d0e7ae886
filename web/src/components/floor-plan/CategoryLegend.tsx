import { Box, Stack, Typography } from '@mui/material';
import { spaceCategories, spaceCategoryColours, type SpaceCategory } from '@atrium/contract';
import { categoryLabel } from './geometry.ts';

/** The colours of the categories on the plan, in the catalogue's order. */
export function CategoryLegend({ categories }: { categories: ReadonlySet<SpaceCategory> }) {
  const shown = spaceCategories.filter((category) => categories.has(category));
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      aria-label="Space categories"
      sx={{ flexWrap: 'wrap', gap: 4, listStyle: 'none', p: 0, m: 0 }}
    >
      {shown.map((category) => (
        <Stack
          component="li"
          key={category}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center' }}
        >
          <Box
            aria-hidden
            sx={{ width: 14, height: 14, borderRadius: 1, bgcolor: spaceCategoryColours[category] }}
          />
          <Typography variant="body2">{categoryLabel(category)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

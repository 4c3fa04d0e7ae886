import { Box } from '@mui/material';
import { spaceCategories, spaceCategoryColours, type SpaceCategory } from '@atrium/contract';
import type { SelectOption } from '../../components/form/FormSelectField.tsx';

/** 'COLLABORATIVE' → 'Collaborative'. */
export const categoryName = (category: SpaceCategory): string =>
  category.charAt(0) + category.slice(1).toLowerCase();

/** A category's name after a dot of its colour. */
export function CategoryLabel({ category }: { category: SpaceCategory }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 12,
          height: 12,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: spaceCategoryColours[category],
        }}
      />
      {categoryName(category)}
    </Box>
  );
}

export const categoryOptions: SelectOption[] = spaceCategories.map((category) => ({
  value: category,
  label: <CategoryLabel category={category} />,
}));

import { Box, Chip } from '@mui/material';
import type { Tag } from '@atrium/contract';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { taggableName } from './taggables.ts';

/** The tag as people see it on what it marks: its name on its colour. */
export function TagChip({ tag }: { tag: Pick<Tag, 'name' | 'colour'> }) {
  return (
    <Chip
      size="small"
      label={tag.name}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: tag.colour, ml: 2 }}
        />
      }
      variant="outlined"
    />
  );
}

export const tagColumns = (organizationName: (id: number) => string | null) =>
  [
    {
      field: 'name',
      header: 'Name',
      sortable: true,
      render: (tag) => <TagChip tag={tag} />,
    },
    {
      field: 'availableFor',
      header: 'Available for',
      sortable: true,
      render: (tag) => taggableName(tag.availableFor),
      exportValue: (tag) => tag.availableFor,
    },
    { field: 'colour', header: 'Colour' },
    {
      field: 'organizationId',
      header: 'Organization',
      render: (tag) => organizationName(tag.organizationId) ?? '–',
      exportValue: (tag) => organizationName(tag.organizationId),
    },
    {
      field: 'createdAt',
      header: 'Created',
      sortable: true,
      render: (tag) => tag.createdAt.slice(0, 10),
    },
  ] as const satisfies readonly DataTableColumn<Tag>[];

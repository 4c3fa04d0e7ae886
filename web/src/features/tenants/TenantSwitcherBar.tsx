import { Autocomplete, Box, Button, Card, Stack, TextField } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router';
import type { DataCoverage, TenantStatistic } from '@atrium/contract';
import { CoverageIndicator } from '../../components/CoverageIndicator.tsx';

/** Specification section 9: the tenant picker's list is at most 400 px high. */
export const TENANT_PICKER_MAX_HEIGHT = 400;

export type TenantOption = Pick<
  TenantStatistic,
  'tenantId' | 'buildingId' | 'orgName' | 'parentId'
>;

export type TenantSwitcherBarProps = {
  tenants: readonly TenantOption[];
  selected: TenantOption | null;
  onSelect: (tenant: TenantOption) => void;
  /** The building's name of each option, when the tenants span several buildings. */
  buildingName?: (buildingId: number) => string;
  /** The tenant organization's states in the lease's building; null while unknown. */
  coverage: DataCoverage | null;
  onBack: () => void;
  /** The lease editor's address; absent without the buildings update permission. */
  editPath?: string;
};

function optionLabel(option: TenantOption, buildingName?: (id: number) => string): string {
  const where = buildingName ? ` · ${buildingName(option.buildingId)}` : '';
  return `${option.orgName}${option.parentId === null ? '' : ' (sublease)'}${where}`;
}

/**
 * The tenant switcher (non-operators, specification section 2): a searchable picker, the three
 * coverage indicators, BACK up one level and EDIT to the lease editor.
 */
export function TenantSwitcherBar(props: TenantSwitcherBarProps) {
  const { tenants, selected, onSelect, buildingName, coverage, onBack, editPath } = props;
  return (
    <Card variant="outlined" sx={{ px: { xs: 3, md: 4 }, py: 3 }}>
      <Stack
        direction="row"
        useFlexGap
        spacing={4}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 3 }}
      >
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          Back
        </Button>
        <Autocomplete
          size="small"
          options={tenants}
          value={selected}
          disableClearable={selected !== null}
          onChange={(_event, value) => {
            if (value) onSelect(value);
          }}
          getOptionLabel={(option) => optionLabel(option, buildingName)}
          getOptionKey={(option) => option.tenantId}
          isOptionEqualToValue={(option, value) => option.tenantId === value.tenantId}
          slotProps={{ listbox: { style: { maxHeight: TENANT_PICKER_MAX_HEIGHT } } }}
          sx={{ flex: '1 1 260px', maxWidth: 480 }}
          renderInput={(params) => <TextField {...params} label="Tenant" />}
        />
        {coverage && (
          <Stack direction="row" spacing={3} role="list" aria-label="Data coverage">
            {(
              [
                ['Spatial', coverage.spatial],
                ['Financial', coverage.financial],
                ['Occupancy', coverage.occupancy],
              ] as const
            ).map(([kind, state]) => (
              <Box key={kind} role="listitem">
                <CoverageIndicator kind={kind} state={state} showLabel={false} />
                <Box component="span" sx={{ ml: 1, typography: 'body2' }} aria-hidden>
                  {kind}
                </Box>
              </Box>
            ))}
          </Stack>
        )}
        {editPath && (
          <Button
            component={Link}
            to={editPath}
            aria-label="Edit lease"
            variant="outlined"
            startIcon={<EditIcon />}
            sx={{ ml: 'auto' }}
          >
            Edit
          </Button>
        )}
      </Stack>
    </Card>
  );
}

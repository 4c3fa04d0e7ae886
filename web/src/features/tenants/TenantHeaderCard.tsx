import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Card,
  Chip,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { leaseMonthsRemaining, type EncumbranceFull } from '@atrium/contract';
import { formatDay } from '../../components/charts/formats.ts';
import { analysisModeLabels, type AnalysisMode } from './tenantFigures.ts';

/** Lease display (specification section 4): 'EXPIRED', else the whole months remaining. */
export function monthsRemainingText(lease: EncumbranceFull, today: string): string {
  const months = leaseMonthsRemaining(lease.endDate, lease.status, today);
  if (months === null) return 'Open-ended';
  if (months === 'EXPIRED') return 'EXPIRED';
  return `${months} ${months === 1 ? 'month' : 'months'} remaining`;
}

export type TenantHeaderCardProps = {
  lease: EncumbranceFull;
  today: string;
  /** The building's name, when the analysis spans several buildings (a network). */
  buildingName?: string;
  mode: AnalysisMode;
  onModeChange: (mode: AnalysisMode) => void;
  /** The toggle: a lease with an active sublease. */
  hasModes: boolean;
  /** 'Subleased from: {parent}' for a sublease, instead of the toggle. */
  parentName: string | null;
  /** The deduction's messages ('Capacity is missing in the sublease' …). */
  messages: readonly string[];
  actions?: ReactNode;
};

/** The tenant's name, industry, months remaining and lease dates, and the analysis mode. */
export function TenantHeaderCard(props: TenantHeaderCardProps) {
  const { lease, today, buildingName, mode, onModeChange, hasModes, parentName } = props;
  const remaining = monthsRemainingText(lease, today);
  const expired = remaining === 'EXPIRED';
  const details = [lease.organization.industry?.name ?? 'No industry', lease.usageType?.name]
    .concat(buildingName ?? [])
    .filter(Boolean)
    .join(' · ');
  return (
    <Card variant="outlined" sx={{ p: { xs: 4, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={4}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
            {lease.organization.name}
          </Typography>
          <Typography color="textSecondary">{details}</Typography>
          <Stack
            direction="row"
            spacing={3}
            useFlexGap
            sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}
          >
            <Chip
              size="small"
              label={remaining}
              color={expired ? 'error' : 'default'}
              variant={expired ? 'filled' : 'outlined'}
              sx={{ fontWeight: 600 }}
            />
            <Typography variant="body2">
              Lease {formatDay(lease.startDate)} –{' '}
              {lease.endDate ? formatDay(lease.endDate) : 'no end date'}
            </Typography>
          </Stack>
        </Box>
        <Stack spacing={3} sx={{ alignItems: { md: 'flex-end' }, flexShrink: 0 }}>
          {props.actions}
          {parentName !== null ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Subleased from: {parentName}
            </Typography>
          ) : (
            hasModes && (
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={mode}
                aria-label="Analysis mode"
                onChange={(_event, value: AnalysisMode | null) => {
                  if (value) onModeChange(value);
                }}
              >
                {(['original', 'subleases'] as const).map((value) => (
                  <ToggleButton key={value} value={value}>
                    {analysisModeLabels[value]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )
          )}
        </Stack>
      </Stack>
      {props.messages.map((message) => (
        <Alert key={message} severity="warning" sx={{ mt: 4 }}>
          {message}
        </Alert>
      ))}
    </Card>
  );
}

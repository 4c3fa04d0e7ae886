import { useId, type ReactNode } from 'react';
import { Box, Card, Chip, Skeleton, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import { formatPercent, MISSING } from '@atrium/contract';
import { formatCount } from './charts/formats.ts';
import { visuallyHidden } from './visuallyHidden.ts';

export type StatTileProps = {
  label: string;
  /** Formatted by the caller with the contract's formatters; a number is a count. */
  value: string | number | null | undefined;
  /** After the value, smaller: 'sq ft', 'people'. */
  unit?: string;
  /** A fraction (0.032 = +3.2 %); null when it cannot be worked out; leave out for none. */
  change?: number | null;
  /** What the change compares, read after it: 'up 3.2% month over month'. */
  changeLabel?: string;
  /** Which way is good: up for utilization, down for vacant area. Decides the colour. */
  goodWhen?: 'up' | 'down';
  /** Under the value, e.g. the date of a peak. */
  caption?: ReactNode;
  /** A Sparkline, below everything. */
  sparkline?: ReactNode;
  loading?: boolean;
};

type Direction = 'up' | 'down' | 'flat';

/** The direction of a change as shown: one decimal of a percent, so 0.0004 is no change. */
function directionOf(change: number): Direction {
  if (formatPercent(Math.abs(change)) === '0.0%') return 'flat';
  return change > 0 ? 'up' : 'down';
}

const icons = {
  up: <ArrowUpwardIcon />,
  down: <ArrowDownwardIcon />,
  flat: <TrendingFlatIcon />,
};

/** A change as the tiles show it (arrow, signed percent, colour), also for table cells. */
export function ChangeChip({
  change,
  label,
  goodWhen,
}: {
  change: number | null;
  label: string;
  goodWhen: 'up' | 'down';
}) {
  if (change === null) {
    return (
      <>
        <Box component="span" sx={visuallyHidden}>
          {`change ${label} not available`}
        </Box>
        <Chip size="small" label={MISSING} aria-hidden />
      </>
    );
  }
  const direction = directionOf(change);
  const amount = formatPercent(Math.abs(change));
  const spoken = direction === 'flat' ? `no change ${label}` : `${direction} ${amount} ${label}`;
  // Green when the change goes the good way, red when it goes the bad way: states, not decoration.
  const colour = direction === 'flat' ? 'default' : direction === goodWhen ? 'success' : 'error';
  const sign = direction === 'up' ? '+' : direction === 'down' ? '-' : '';
  return (
    <>
      <Box component="span" sx={visuallyHidden}>
        {spoken}
      </Box>
      <Chip
        size="small"
        color={colour}
        icon={icons[direction]}
        label={`${sign}${amount}`}
        aria-hidden
        sx={{ fontWeight: 600, '& .MuiChip-icon': { fontSize: 16 } }}
      />
    </>
  );
}

/** A headline figure: label, big value with unit, change with arrow and colour, caption. */
export function StatTile(props: StatTileProps) {
  const { label, value, unit, change, changeLabel = 'month over month', goodWhen = 'up' } = props;
  const { caption, sparkline, loading = false } = props;
  const labelId = useId();
  const text =
    value === null || value === undefined
      ? MISSING
      : typeof value === 'number'
        ? formatCount(value)
        : value;
  return (
    <Card
      variant="outlined"
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading}
      sx={{ p: { xs: 4, md: 5 }, height: '100%' }}
    >
      <Typography id={labelId} variant="subtitle2" component="p" color="textSecondary">
        {label}
      </Typography>
      {loading ? (
        <>
          <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="text" width="40%" />
        </>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 3 }}>
            <Typography
              // A sentence for a value ('(insufficient data)', 'Capacity is missing') in a
              // smaller size, so that it wraps inside the tile.
              variant={text.length > 9 && !/^[\d.,%\s]+[A-Z%]*$/.test(text) ? 'h6' : 'h4'}
              component="p"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {text === MISSING ? (
                <>
                  <span aria-hidden>{MISSING}</span>
                  <Box component="span" sx={visuallyHidden}>
                    not available
                  </Box>
                </>
              ) : (
                text
              )}
              {unit && text !== MISSING && (
                <Typography
                  component="span"
                  variant="body1"
                  color="textSecondary"
                  // The unit wraps whole, never inside its word (the value may wrap anywhere).
                  sx={{ ml: 2, whiteSpace: 'nowrap', overflowWrap: 'normal' }}
                >
                  {unit}
                </Typography>
              )}
            </Typography>
            {change !== undefined && (
              <ChangeChip change={change} label={changeLabel} goodWhen={goodWhen} />
            )}
          </Box>
          {caption && (
            <Typography
              variant="caption"
              // A chip or other block in the caption may not sit in a paragraph.
              component={typeof caption === 'string' ? 'p' : 'div'}
              color="textSecondary"
            >
              {caption}
            </Typography>
          )}
          {sparkline && <Box sx={{ mt: 3 }}>{sparkline}</Box>}
        </>
      )}
    </Card>
  );
}

import { Alert, AlertTitle, Chip, Stack } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { leaseMonthsRemaining, MISSING } from '@atrium/contract';
import {
  numberOfText,
  type EncumbranceFormValues,
  type EncumbranceSubmission,
} from './encumbranceForm.ts';
import {
  deductionOutcome,
  type ParentLeaseFigures,
  type SavedLeaseFigures,
} from './leaseDeduction.ts';

type LeaseSummaryProps = {
  control: Control<EncumbranceFormValues, unknown, EncumbranceSubmission>;
  id: number | null;
  subleases: readonly SavedLeaseFigures[];
  parent: ParentLeaseFigures | null;
  today: string;
  unit: string;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function monthsLabel(months: number | 'EXPIRED' | null): string {
  if (months === null) return 'No end date';
  if (months === 'EXPIRED') return 'EXPIRED';
  return `${plural(months, 'month', 'months')} remaining`;
}

/**
 * The lease as it stands while it is edited: months remaining (or 'EXPIRED'), and what its
 * active subleases take out of it — or the specification's message when that cannot be done.
 */
export function LeaseSummary({ control, id, subleases, parent, today, unit }: LeaseSummaryProps) {
  const values = useWatch({ control });
  const figure = (text: string | undefined) => numberOfText(text ?? '') ?? null;
  const lease = {
    capacity: figure(values.capacity),
    rentableSF: figure(values.rentableSF),
    spaceIds: values.spaceIds ?? [],
    status: values.status ?? 'ACTIVE',
    startDate: values.startDate ?? '',
    endDate: values.endDate ? values.endDate : null,
  };
  const months = leaseMonthsRemaining(lease.endDate, lease.status, today);
  const outcome = deductionOutcome({ lease, id, children: subleases, parent, today });

  return (
    <Stack spacing={2}>
      <div>
        <Chip
          label={monthsLabel(months)}
          color={months === 'EXPIRED' ? 'error' : 'default'}
          variant={months === 'EXPIRED' ? 'filled' : 'outlined'}
        />
      </div>
      {outcome.kind === 'invalid' &&
        outcome.messages.map((message) => (
          <Alert key={message} severity="warning">
            {message}
          </Alert>
        ))}
      {outcome.kind === 'deducted' && (
        <Alert severity="info">
          <AlertTitle>
            After {plural(outcome.activeSubleases, 'active sublease', 'active subleases')}
          </AlertTitle>
          Capacity {outcome.capacity ?? MISSING}, rentable area{' '}
          {outcome.rentableSF === null ? MISSING : `${outcome.rentableSF} ${unit}`},{' '}
          {plural(outcome.spaceCount, 'space', 'spaces')} remain with the tenant.
        </Alert>
      )}
    </Stack>
  );
}

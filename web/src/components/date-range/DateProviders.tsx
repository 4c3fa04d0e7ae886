import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';

/**
 * What MUI X's pickers need above them: date-fns (v4) as their date library. Each of the kit's
 * pickers puts it above itself, so that date-fns loads with the first page that has a picker,
 * not with the first page of all. The adapter works on the browser's clock, which is why the
 * kit's pickers take calendar dates and build local dates from their parts (calendarDate.ts).
 */
export function DateProviders({ children }: { children: ReactNode }) {
  return <LocalizationProvider dateAdapter={AdapterDateFns}>{children}</LocalizationProvider>;
}

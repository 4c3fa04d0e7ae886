import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';

/**
 * What MUI X's pickers need above them: date-fns (v4) as their date library. Mounted once at the
 * app's root; the adapter works on the browser's clock, which is why the kit's pickers take
 * calendar dates and build local dates from their parts (calendarDate.ts).
 */
export function DateProviders({ children }: { children: ReactNode }) {
  return <LocalizationProvider dateAdapter={AdapterDateFns}>{children}</LocalizationProvider>;
}

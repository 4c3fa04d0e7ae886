import { ScreenNotAvailable } from '../components/ScreenNotAvailable.tsx';
import { useCurrentScreen } from './routeHandle.ts';

/** Every route whose page is not built yet renders this, named after its screen. */
export function NotAvailablePage() {
  const current = useCurrentScreen();
  return <ScreenNotAvailable screen={current?.screen ?? 'This page'} />;
}

import { Tab, Tabs } from '@mui/material';
import { Link } from 'react-router';

export type RouteTab<Id extends string> = { id: Id; label: string };

/**
 * A page's tabs as links (`{base}/{tab}`), so a tab is part of the address: the building's, the
 * organization's, the network's. Scrolls sideways on narrow screens.
 */
export function RouteTabs<Id extends string>({
  tabs,
  value,
  to,
  label,
}: {
  tabs: readonly RouteTab<Id>[];
  value: Id;
  /** The address of a tab. */
  to: (id: Id) => string;
  label: string;
}) {
  return (
    <Tabs
      value={value}
      variant="scrollable"
      aria-label={label}
      sx={{ mb: 5, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.id} value={tab.id} label={tab.label} component={Link} to={to(tab.id)} />
      ))}
    </Tabs>
  );
}

import { networkTabs } from '../routes.ts';

type TabId = (typeof networkTabs)[number];

const labels: Record<TabId, string> = {
  overview: 'Overview',
  details: 'Details',
  tenants: 'Tenants',
  spatial: 'Spatial',
};

/** The network page's tabs (specification section 2), in their order. */
export const networkPageTabs = networkTabs.map((id) => ({ id, label: labels[id] }));
export type NetworkTabId = TabId;

/** The tab of the address; the route checked it, and no tab is the overview. */
export const networkTabOf = (tabId: string | undefined): TabId =>
  networkTabs.find((id) => id === tabId) ?? 'overview';

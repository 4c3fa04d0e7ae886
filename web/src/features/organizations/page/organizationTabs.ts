import { organizationTabs } from '../routes.ts';

type TabId = (typeof organizationTabs)[number];

const labels: Record<TabId, string> = {
  overview: 'Overview',
  details: 'Details',
  insights: 'Insights',
  analysis: 'Analysis',
};

/** The organization page's tabs (specification section 2), in their order. */
export const organizationPageTabs = organizationTabs.map((id) => ({ id, label: labels[id] }));
export type OrganizationTabId = TabId;

/** The tab of the address; the route checked it, and no tab is the overview. */
export const organizationTabOf = (tabId: string | undefined): TabId =>
  organizationTabs.find((id) => id === tabId) ?? 'overview';

/** Figures of an organization are its own people's and master admins' (the server's rule). */
export const notTheirFigures = (name: string) =>
  `The figures of ${name} are shown to its own people and to master admins.`;

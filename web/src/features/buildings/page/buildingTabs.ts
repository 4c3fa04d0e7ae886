// The tabs of the building page (specification section 2), in their order, with their labels.

export const buildingTabs = [
  { id: 'overview', label: 'Overview' },
  { id: 'detailed', label: 'Detailed' },
  { id: 'tenants', label: 'Tenants' },
  { id: 'optimization', label: 'Optimization' },
  { id: 'spatial', label: 'Spatial' },
  { id: 'data', label: 'Data' },
  { id: 'amenities', label: 'Amenities' },
] as const;

export type BuildingTabId = (typeof buildingTabs)[number]['id'];

/** The tab of the address; the route checked it, and no tab is the overview. */
export function tabOf(tabId: string | undefined): (typeof buildingTabs)[number] {
  return buildingTabs.find((tab) => tab.id === tabId) ?? buildingTabs[0];
}

import { useOutletContext } from 'react-router';
import type { BuildingFull } from '@atrium/contract';

/** What the site page hands its tabs: the building and the operator whose site it is. */
export type SiteContext = { building: BuildingFull; organizationId: number };

export const useSiteContext = (): SiteContext => useOutletContext<SiteContext>();

/** The body of `/operators/site-statistics` for the site (the default range: its last year). */
export const siteBody = ({ building, organizationId }: SiteContext) => ({
  buildingId: building.id,
  organizationId,
});

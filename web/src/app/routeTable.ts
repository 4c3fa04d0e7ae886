import type { ScreenRoute } from './screenRoute.ts';
import { auditRoutes } from '../features/audit/routes.ts';
import { buildingRoutes } from '../features/buildings/routes.ts';
import { dashboardRoutes } from '../features/dashboard/routes.ts';
import { dataImportRoutes } from '../features/data-imports/routes.ts';
import { dataSourceRoutes } from '../features/data-sources/routes.ts';
import { importRoutes } from '../features/imports/routes.ts';
import { industryRoutes } from '../features/industries/routes.ts';
import { networkRoutes } from '../features/networks/routes.ts';
import { occupancyRoutes } from '../features/occupancy/routes.ts';
import { organizationRoutes } from '../features/organizations/routes.ts';
import { profileRoutes } from '../features/profiles/routes.ts';
import { programRoutes } from '../features/programs/routes.ts';
import { projectRoutes } from '../features/projects/routes.ts';
import { purchaseOrderRoutes } from '../features/purchase-orders/routes.ts';
import { sensorRoutes } from '../features/sensors/routes.ts';
import { settingsRoutes } from '../features/settings/routes.ts';
import { siteRoutes } from '../features/sites/routes.ts';
import { spaceMappingRoutes } from '../features/space-mapping/routes.ts';
import { tagRoutes } from '../features/tags/routes.ts';
import { userRoutes } from '../features/users/routes.ts';
import { workflowRoutes } from '../features/workflows/routes.ts';

// The route table of specification section 2, put together from each area's declarations: the
// router is built from it, the realm prefix is told apart from app routes with it, and the side
// menu lists its entries.

/** Routes behind the sign-in gate, inside the shell. */
export const appRoutes: readonly ScreenRoute[] = [
  ...dashboardRoutes,
  ...workflowRoutes,
  ...importRoutes,
  ...projectRoutes,
  ...dataSourceRoutes,
  ...dataImportRoutes,
  ...programRoutes,
  ...purchaseOrderRoutes,
  ...industryRoutes,
  ...spaceMappingRoutes,
  ...sensorRoutes,
  ...settingsRoutes,
  ...occupancyRoutes,
  ...siteRoutes,
  ...networkRoutes,
  ...organizationRoutes,
  ...tagRoutes,
  ...userRoutes,
  ...auditRoutes,
  ...buildingRoutes,
  ...profileRoutes,
];

/** Routes anyone may open, without signing in. */
export const publicRoutes: readonly ScreenRoute[] = [
  { path: 'public/workflow-run/:uuid', screen: 'Workflow run', params: { uuid: 'text' } },
];

/** The first path segments of app routes: a first segment that is one of these is no realm. */
export const appRouteSegments: ReadonlySet<string> = new Set(
  [...appRoutes, ...publicRoutes]
    .map((route) => route.path?.split('/')[0])
    .filter((segment): segment is string => !!segment && !segment.startsWith(':')),
);

import { createBrowserRouter, data, type DataRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { AppLayout } from './AppLayout.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import type { ScreenHandle } from './routeHandle.ts';
import { appRoutes, publicRoutes } from './routeTable.ts';
import { paramsAreValid, type ScreenRoute } from './screenRoute.ts';

/** Ends a loader with a 404 route error response, as the error page expects. */
function throwNotFound(): never {
  // React Router's error responses are thrown by design; they are not Error objects.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw data('There is no page at this address.', { status: 404, statusText: 'Not Found' });
}

const loadNotAvailablePage = async () => {
  const { NotAvailablePage } = await import('./NotAvailablePage.tsx');
  return { Component: NotAvailablePage };
};

function toRouteObject(route: ScreenRoute): RouteObject {
  const handle: ScreenHandle = { screen: route.screen, back: route.back, access: route.access };
  const { params, page } = route;
  // An id that is not a number, or an unknown tab, is an address of no page.
  const loader = params
    ? ({ params: values }: { params: Record<string, string | undefined> }) => {
        if (!paramsAreValid(values, params)) throwNotFound();
        return null;
      }
    : undefined;
  const children = route.children?.map(toRouteObject);
  // A screen with sub-routes and no page of its own renders them (its default <Outlet />).
  const lazy = page
    ? async () => ({ Component: await page() })
    : children
      ? undefined
      : loadNotAvailablePage;
  if (route.index) return { index: true, handle, loader, lazy };
  return { path: route.path, handle, loader, lazy, children };
}

/** The route tree: public pages, and the pages behind the sign-in gate inside the shell. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      hydrateFallbackElement: <PageSpinner fullPage />,
      errorElement: <RouteErrorPage standalone />,
      children: [
        {
          id: 'public',
          element: <PublicLayout />,
          errorElement: <RouteErrorPage standalone />,
          children: publicRoutes.map(toRouteObject),
        },
        {
          id: 'app',
          element: <AppLayout />,
          errorElement: <RouteErrorPage standalone />,
          children: [
            {
              // Page errors render inside the shell, so the menu stays usable.
              id: 'pages',
              errorElement: <RouteErrorPage />,
              children: [
                ...appRoutes.map(toRouteObject),
                {
                  path: '*',
                  loader: throwNotFound,
                  element: null,
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** The browser router; `basename` is the realm prefix, so every in-app link keeps it. */
export function createAppRouter(basename: string): DataRouter {
  return createBrowserRouter(createAppRoutes(), { basename });
}

import type { ReactNode } from 'react';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useActingOrganization } from '../../auth/actingOrganization.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { ErrorPage } from '../RouteErrorPage.tsx';
import { useCurrentScreen } from '../routeHandle.ts';
import { mayOpen } from '../screenRoute.ts';

/**
 * The page, or the 403 page when the route's declared access denies the user. The server refuses
 * the page's calls anyway; this says so plainly instead of showing a page of errors.
 */
export function RouteAccessGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const acting = useActingOrganization();
  const screen = useCurrentScreen();
  const access = screen?.access ?? [];
  if (access.some((rule) => rule.organizationTypes) && acting.isLoading) {
    return <PageSpinner label="Loading page" />;
  }
  if (access.every((rule) => mayOpen(rule, user, acting.type))) return children;
  return (
    <ErrorPage
      title="403 Forbidden"
      message={`You may not open ${screen?.screen ?? 'this page'}: your role or your organization does not give access to it. Ask an administrator of your organization if you need it.`}
    />
  );
}

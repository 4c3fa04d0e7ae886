import type { ScreenRoute } from '../../app/screenRoute.ts';

// The audit log (issue 32): admins read their organization's, a master admin everyone's. The
// specification's side menu has no entry for it: the Users screen leads to it.
export const auditRoutes: readonly ScreenRoute[] = [
  {
    path: 'audit-log',
    screen: 'Audit log',
    access: { permission: 'audit.read' },
    back: { label: 'Users', to: 'users' },
    page: () => import('./AuditLogPage.tsx').then((m) => m.AuditLogPage),
  },
];

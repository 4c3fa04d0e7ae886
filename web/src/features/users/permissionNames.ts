const resourceNames: Record<string, string> = {
  networkLevels: 'Network levels',
  userPermissions: 'User permissions',
  usageTypes: 'Usage types',
  leaseTypes: 'Lease types',
  dataSources: 'Data sources',
  dataImports: 'Data imports',
  workflowDisplay: 'Workflow display',
  purchaseOrders: 'Purchase orders',
  encumbrances: 'Leases',
  audit: 'Audit log',
};

/** A permission as people read it: 'networkLevels.update' is 'Network levels: update'. */
export function permissionName(permission: string): string {
  const [resource = '', action = ''] = permission.split('.');
  const name = resourceNames[resource] ?? resource.charAt(0).toUpperCase() + resource.slice(1);
  return `${name}: ${action}`;
}

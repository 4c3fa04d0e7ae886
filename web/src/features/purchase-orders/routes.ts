import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import type { ScreenRoute } from '../../app/screenRoute.ts';

const access = { permission: 'purchaseOrders.read' } as const;

export const purchaseOrderRoutes: readonly ScreenRoute[] = [
  {
    path: 'purchase-orders',
    screen: 'Purchase Orders',
    access,
    menu: { label: 'Purchase Orders', icon: ShoppingCartOutlinedIcon, slot: 'Admin', rank: 3 },
  },
  {
    path: 'purchase-orders/create',
    screen: 'New purchase order',
    access: { permission: 'purchaseOrders.create' },
    back: { label: 'Purchase Orders', to: 'purchase-orders' },
  },
  { path: 'purchase-orders/:id', screen: 'Purchase order', params: { id: 'id' }, access },
];

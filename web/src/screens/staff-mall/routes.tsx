import StaffCatalogueScreenQuery from '../../__generated__/StaffCatalogueScreenQuery$parameters';
import StaffFiguresScreenQuery from '../../__generated__/StaffFiguresScreenQuery$parameters';
import StaffOrdersScreenQuery from '../../__generated__/StaffOrdersScreenQuery$parameters';
import { preloadedRoute } from '../../routing/screens';
import { ordersVariables } from './components/stages';

/** Where the admins' mall screens live, under the staff gate. */
export const staffMallPaths = {
  catalogue: '/staff/catalogue',
  orders: '/staff/orders',
  figures: '/staff/figures',
};

/** /staff/catalogue: every goods with its price, stock and shelf; a page at a time (`?after=`). */
export const staffCatalogueRoute = preloadedRoute(
  'staff-catalogue',
  () => import('./Catalogue/StaffCatalogueScreen'),
  'StaffCatalogueScreen',
  {
    query: StaffCatalogueScreenQuery,
    variables: ({ search }) => ({ after: search.get('after') || null }),
    fetchPolicy: 'network-only',
    member: true,
  },
);

/** /staff/orders: the orders of a stage (`?stage=`), shipped and delivered from here. */
export const staffOrdersRoute = preloadedRoute(
  'staff-orders',
  () => import('./Orders/StaffOrdersScreen'),
  'StaffOrdersScreen',
  {
    query: StaffOrdersScreenQuery,
    variables: ({ search }) => ordersVariables(search),
    fetchPolicy: 'network-only',
    member: true,
  },
);

/** /staff/figures: the last 14 UTC days. */
export const staffFiguresRoute = preloadedRoute(
  'staff-figures',
  () => import('./Figures/StaffFiguresScreen'),
  'StaffFiguresScreen',
  {
    query: StaffFiguresScreenQuery,
    variables: () => ({}),
    fetchPolicy: 'network-only',
    member: true,
  },
);

import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { accountRoute } from '../screens/account/Account/route';
import { forgotPasswordRoute } from '../screens/account/ForgotPassword/route';
import { profileSetupRoute, registerRoute } from '../screens/account/Register/route';
import { chatRoute, chatsRoute } from '../screens/chat/Chats/route';
import { friendsRoute } from '../screens/friends/Friends/route';
import { ordersPlacedRoute, ordersReceivedRoute } from '../screens/mall/Orders/route';
import { shoppingRoute } from '../screens/mall/Shopping/route';
import { moderationItemRoute, moderationPaths, moderationQueueRoute } from '../screens/moderation/routes';
import { staffPaths, staffTeamRoute } from '../screens/staff/routes';
import { staffAnnouncementsRoute, staffMaintenanceRoute, staffNoticePaths } from '../screens/staff-notices/routes';
import { supportDeskRoute, supportPaths } from '../screens/support/routes';
import { mySpaceRoute } from '../screens/moments/MySpace/route';
import { staffCatalogueRoute, staffFiguresRoute, staffMallPaths, staffOrdersRoute } from '../screens/staff-mall/routes';
import { announcementsRoute } from '../screens/notices/Announcements/route';
import { noticesRoute } from '../screens/notices/Notices/route';
import { followersRoute, followingRoute, visitorsRoute } from '../screens/people/MemberLists/routes';
import { myInfoRoute } from '../screens/profile/MyInfo/route';
import { personRoute } from '../screens/profile/Person/route';
import { userHomePageRoute } from '../screens/profile/UserHomePage/route';
import { membershipRoute } from '../screens/shop/Membership/route';
import { paySuccessRoute } from '../screens/shop/PaySuccess/route';
import { RequireViewer, VisitorOnly } from './guards';
import { KEPT_ALIVE } from './KeptAliveScreens';
import { MemberShell } from './MemberShell';
import { LOGIN_PATHS, paths, patterns, STATIC_PAGES } from './paths';
import { Root } from './Root';
import { LandingScreen, LoginScreen, StaffGate, StaticPage } from './screens';

/**
 * Every route of spec §2. A screen that shows data is a route of its own module
 * (`screens/<domain>/<Screen>/route.ts`): it starts its query and its chunk as a navigation
 * reaches it. "Logged in" means the app query's `viewer` is non-null (the guards).
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <VisitorOnly />,
        children: [
          ...LOGIN_PATHS.map((path) => ({ path, element: <LoginScreen /> })),
          { path: patterns.market, element: <LandingScreen /> },
          { path: patterns.forgotPassword, ...forgotPasswordRoute },
        ],
      },
      // Visitors only on arrival; stays once the account exists, for the optional steps.
      { path: patterns.register, ...registerRoute },
      { path: patterns.paySuccess, ...paySuccessRoute },
      ...STATIC_PAGES.map((page) => ({ path: patterns.staticPage(page), element: <StaticPage page={page} /> })),
      {
        element: <RequireViewer />,
        children: [
          { path: patterns.chat, ...chatRoute },
          { path: patterns.profileSetup, ...profileSetupRoute },
          // Staff: the gate (role and second factor, its own chunk), then the staff screens (each checks its role too).
          {
            path: '/staff',
            element: <StaffGate />,
            children: [
              { path: moderationPaths.queue, ...moderationQueueRoute },
              { path: moderationPaths.item, ...moderationItemRoute },
              { path: staffPaths.team, ...staffTeamRoute },
              { path: staffNoticePaths.announcements, ...staffAnnouncementsRoute },
              { path: staffNoticePaths.maintenance, ...staffMaintenanceRoute },
              { path: staffMallPaths.catalogue, ...staffCatalogueRoute },
              { path: staffMallPaths.orders, ...staffOrdersRoute },
              { path: staffMallPaths.figures, ...staffFiguresRoute },
              { path: supportPaths.desk, ...supportDeskRoute },
            ],
          },
          {
            element: <MemberShell />,
            children: [
              { path: patterns.index, element: <Navigate to={paths.home()} replace /> },
              // Shown by KeptAliveScreens, not through the Outlet.
              ...KEPT_ALIVE.flatMap((screen) => screen.paths.map((path) => ({ path, element: null }))),
              { path: patterns.chats, ...chatsRoute },
              { path: patterns.account, ...accountRoute },
              { path: patterns.membership, ...membershipRoute },
              { path: patterns.userHomePage, ...userHomePageRoute },
              { path: patterns.myInfo, ...myInfoRoute },
              { path: patterns.person, ...personRoute },
              { path: patterns.friends, ...friendsRoute },
              { path: patterns.followers, ...followersRoute },
              { path: patterns.following, ...followingRoute },
              { path: patterns.visitors, ...visitorsRoute },
              { path: patterns.mySpace, ...mySpaceRoute },
              { path: patterns.notices, ...noticesRoute },
              { path: patterns.announcements, ...announcementsRoute },
              { path: patterns.shopping, ...shoppingRoute },
              { path: patterns.ordersReceived, ...ordersReceivedRoute },
              { path: patterns.ordersPlaced, ...ordersPlacedRoute },
              { path: '*', element: <Navigate to={paths.home()} replace /> },
            ],
          },
        ],
      },
    ],
  },
];

/** The route that matches the location, and its parents (declarative: no data router). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Spec §2: each route inside the main shell, with the screen it shows until that screen is
 * built. The kept-alive screens (routing/KeptAliveScreens) are not routed through the Outlet.
 */
export const SHELL_ROUTES = [
  ['/shopping', 'shopping'],
  ['/order', 'order'],
  ['/myOrder', 'myOrder'],
  ['/chats', 'chats'],
  ['/myspace', 'myspace'],
  ['/announce', 'announce'],
  ['/notify', 'notify'],
] as const;

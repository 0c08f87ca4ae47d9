/** Spec §2: each route inside the main shell, with the screen it shows until that screen is built. */
export const SHELL_ROUTES = [
  ['/', 'onlineDating'],
  ['/onlineDating', 'onlineDating'],
  ['/shopping', 'shopping'],
  ['/order', 'order'],
  ['/myOrder', 'myOrder'],
  ['/chats', 'chats'],
  ['/dynamicSquare', 'dynamicSquare'],
  ['/myspace', 'myspace'],
  ['/person', 'person'],
  ['/apply', 'apply'],
  ['/announce', 'announce'],
  ['/notify', 'notify'],
] as const;

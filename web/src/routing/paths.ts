/**
 * Every path of the app (spec §2), in one place: `Link`s and `navigate` use the builders,
 * the route table the patterns. Nothing else spells a path.
 */

/** The short static pages under the footer. */
export type StaticPageName = 'about' | 'safety' | 'privacy' | 'help';
export const STATIC_PAGES: ReadonlyArray<StaticPageName> = ['about', 'safety', 'privacy', 'help'];

/** /account?index=1|2|3: security, gold coins, translation packages. */
export type AccountTab = 1 | 2 | 3;
/** The tab /account's search names (security unless another). */
export const accountTab = (search: URLSearchParams): AccountTab =>
  search.get('index') === '2' ? 2 : search.get('index') === '3' ? 3 : 1;

/** The tabs and the invitation of /apply. */
export interface FriendsSearch {
  tab?: 'requests' | 'friends';
  share?: string;
}

/** The route patterns, for the route table. */
export const patterns = {
  root: '/',
  home: '/onlineDating',
  index: '/index',
  login: '/login',
  oldLogin: '/oldLogin',
  market: '/market',
  register: '/register',
  forgotPassword: '/forgotPassword',
  profileSetup: '/profileSetup',
  paySuccess: '/paySuccess',
  membership: '/membership',
  chat: '/chat',
  chats: '/chats',
  feed: '/dynamicSquare',
  mySpace: '/myspace',
  account: '/account',
  userHomePage: '/userHomePage/:id',
  myInfo: '/myInfo',
  person: '/person',
  friends: '/apply',
  followers: '/followMe',
  following: '/myLike',
  visitors: '/myVisitors',
  notices: '/notify',
  announcements: '/announce',
  shopping: '/shopping',
  ordersReceived: '/order',
  ordersPlaced: '/myOrder',
  staticPage: (page: StaticPageName) => `/${page}`,
} as const;

const withSearch = (path: string, search: Record<string, string | undefined>) => {
  const query = new URLSearchParams(
    Object.entries(search).filter((entry): entry is [string, string] => entry[1] != null),
  ).toString();
  return query ? `${path}?${query}` : path;
};

/** Where links go: one typed builder per path. */
export const paths = {
  home: () => patterns.home,
  login: () => patterns.login,
  market: () => patterns.market,
  register: () => patterns.register,
  forgotPassword: () => patterns.forgotPassword,
  profileSetup: () => patterns.profileSetup,
  /** The moments square (spec §2), kept alive by the shell. */
  feed: () => patterns.feed,
  /** My moments: mine, pinned first (spec §2 /myspace). */
  mySpace: () => patterns.mySpace,
  /** The gift mall (spec §2 /shopping): `category` a ProductCategory global ID (else the first shelf). */
  shopping: (category?: string) => withSearch(patterns.shopping, { category }),
  /** The gifts bought for me (spec §2 /order). */
  ordersReceived: () => patterns.ordersReceived,
  /** The gifts I bought (spec §2 /myOrder). */
  ordersPlaced: () => patterns.ordersPlaced,
  staticPage: (page: StaticPageName) => patterns.staticPage(page),
  /**
   * /account's tab; the coins tab `{ chatWith }` (a User global ID) when a conversation asked for the coins (the
   * payment leads back to it).
   */
  account: (tab: AccountTab = 1, { chatWith }: { chatWith?: string } = {}) =>
    withSearch(patterns.account, { index: String(tab), with: chatWith }),
  /** The membership page: for me, or `forUserId` (a User global ID) for another member. */
  membership: (forUserId?: string) => withSearch(patterns.membership, { for: forUserId }),
  userHomePage: (userId: string) => `/userHomePage/${encodeURIComponent(userId)}`,
  myInfo: () => patterns.myInfo,
  person: () => patterns.person,
  /** /apply: the requests tab, `{ tab: 'friends' }` the address book, `{ share }` an invitation link. */
  friends: ({ tab, share }: FriendsSearch = {}) =>
    withSearch(patterns.friends, { tab: tab === 'friends' ? tab : undefined, share }),
  followers: () => patterns.followers,
  following: () => patterns.following,
  visitors: () => patterns.visitors,
  /** Interaction notices (spec §2 /notify): grouped, newest first, with their settings. */
  notices: () => patterns.notices,
  /** Announcements (spec §2 /announce); with `id` (an Announcement global ID) the one opened. */
  announcements: (id?: string) => withSearch(patterns.announcements, { id }),
  /** The conversation list (spec: /chats, the phone's chats tab). */
  chats: () => patterns.chats,
  /**
   * /chat: the conversation list as a page of its own; with a member, the full-page chat window with them (a new tab, a
   * phone).
   */
  chat: () => patterns.chat,
  /** The chat with one member (a User global ID) as a full page, optionally opening the gift picker. */
  chatWith: (userId: string, { gift = false } = {}) =>
    withSearch(patterns.chat, { with: userId, gift: gift ? '1' : undefined }),
} as const;

/** Spec §2: the login screen answers on /login and /oldLogin. */
export const LOGIN_PATHS: ReadonlyArray<string> = [patterns.login, patterns.oldLogin];
/** Public pages a logged-in member should not be sent back to after logging in. */
export const VISITOR_PATHS: ReadonlyArray<string> = [
  ...LOGIN_PATHS,
  patterns.market,
  patterns.register,
  patterns.forgotPassword,
];

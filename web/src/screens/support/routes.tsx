import SupportDeskScreenQuery from '../../__generated__/SupportDeskScreenQuery$parameters';
import { preloadedRoute } from '../../routing/screens';

/** Where the support desk lives in the staff console. */
export const supportPaths = {
  desk: '/staff/support',
  /** The desk with a conversation open (its global ID). */
  conversation: (id: string) => `/staff/support?c=${encodeURIComponent(id)}`,
};

/** The desk's query variables from the address: `c` the open conversation, `unread=1`, `mine=1`, `after` a page. */
export function deskVariables(search: URLSearchParams) {
  const selected = search.get('c') ?? '';
  return {
    selected,
    hasSelected: selected !== '',
    unreadFirst: search.get('unread') === '1',
    mine: search.get('mine') === '1',
    after: search.get('after') || null,
  };
}

/** /staff/support: the shared inbox (left) and the open conversation (right). */
export const supportDeskRoute = preloadedRoute(
  'support-desk',
  () => import('./Desk/SupportDeskScreen'),
  'SupportDeskScreen',
  {
    query: SupportDeskScreenQuery,
    variables: ({ search }) => deskVariables(search),
    fetchPolicy: 'network-only',
    member: true,
  },
);

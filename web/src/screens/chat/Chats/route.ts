import ChatPageQuery from '../../../__generated__/ChatPageQuery$parameters';
import ChatsScreenQuery from '../../../__generated__/ChatsScreenQuery$parameters';
import { preloadedRoute } from '../../../routing/screens';

/** /chats: my conversations, fresh on every visit (the events keep them current meanwhile). */
export const chatsRoute = preloadedRoute('chats', () => import('./ChatsScreen'), 'ChatsScreen', {
  query: ChatsScreenQuery,
  variables: () => ({}),
  fetchPolicy: 'store-and-network',
  member: true,
});

/** /chat?with=<User ID>: the chat window as a page (a new tab, a phone); /chat alone: my conversations. */
export const chatRoute = preloadedRoute('chat', () => import('../Chat/ChatPage'), 'ChatPage', {
  query: ChatPageQuery,
  variables: ({ search }) => ({ userId: search.get('with') ?? '', withPeer: Boolean(search.get('with')) }),
  fetchPolicy: 'store-and-network',
  member: true,
});

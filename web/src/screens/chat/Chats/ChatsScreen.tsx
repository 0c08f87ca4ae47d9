import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { ChatsScreenQuery } from '../../../__generated__/ChatsScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { useOpenChat } from '../chatLauncher';
import { ChatHome } from '../components/ChatHome';

export const chatsScreenQuery = graphql`
  query ChatsScreenQuery @preloadable {
    viewer {
      ...ChatHome_viewer
    }
  }
`;

/** /chats (spec §2, the phone's chats tab): my conversations and friends; one opens the chat. */
export function ChatsScreen({ queryRef }: RouteScreenProps<ChatsScreenQuery>) {
  const { viewer } = usePreloadedQuery<ChatsScreenQuery>(chatsScreenQuery, queryRef);
  const openChat = useOpenChat();
  if (!viewer) return null;
  return (
    <section className="card chats" data-testid="screen-chats">
      <h1>
        <FormattedMessage id="chat.panel.title" />
      </h1>
      <ChatHome viewer={viewer} onOpen={openChat} />
    </section>
  );
}

import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ChatPageQuery } from '../../../__generated__/ChatPageQuery.graphql';
import { paths } from '../../../routing/paths';
import type { RouteScreenProps } from '../../../routing/screens';
import { ConnectionNotice } from '../../../realtime/ConnectionNotice';
import { ChatHome } from '../components/ChatHome';
import { ChatWindow } from '../components/ChatWindow';

export const chatPageQuery = graphql`
  query ChatPageQuery($userId: ID!, $withPeer: Boolean!) @preloadable {
    viewer {
      conversationWith(userId: $userId) @include(if: $withPeer) {
        id
        ...ChatWindow_conversation
      }
      ...ChatHome_viewer @skip(if: $withPeer) @alias(as: "home")
    }
    ...ChatWindow_query @include(if: $withPeer) @alias(as: "chatQuery")
  }
`;

/** Said when the member cannot chat with whom the link names (blocked, gone, not a member). */
export function ChatUnavailable() {
  return (
    <section className="coming-soon" data-testid="chat-unavailable">
      <p>
        <FormattedMessage id="chat.unavailable" />
      </p>
      <Link className="link" to={paths.chats()}>
        <FormattedMessage id="chat.back" />
      </Link>
    </section>
  );
}

/**
 * /chat (spec §2, "opened in a new tab"; the phone's chat): `?with=<User ID>` is the chat
 * window as the whole page; without it, my conversations, each opening here.
 */
export function ChatPage({ queryRef }: RouteScreenProps<ChatPageQuery>) {
  const data = usePreloadedQuery<ChatPageQuery>(chatPageQuery, queryRef);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const viewer = data.viewer;
  if (!viewer) return null;
  return (
    <main className="chat-page">
      <ConnectionNotice />
      {viewer.conversationWith && data.chatQuery ? (
        <ChatWindow
          key={viewer.conversationWith.id}
          conversation={viewer.conversationWith}
          query={data.chatQuery}
          mode="page"
          openGift={search.get('gift') === '1'}
        />
      ) : !viewer.home ? (
        <ChatUnavailable />
      ) : (
        <section className="card chats" data-testid="screen-chats">
          <h1>
            <FormattedMessage id="chat.panel.title" />
          </h1>
          <ChatHome viewer={viewer.home} onOpen={(peerId) => void navigate(paths.chatWith(peerId))} />
        </section>
      )}
    </main>
  );
}

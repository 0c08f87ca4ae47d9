import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ChatHome_viewer$key } from '../../../__generated__/ChatHome_viewer.graphql';
import { ChatFriends } from './ChatFriends';
import { ConversationList } from './ConversationList';

/** The chat panel's content (spec §2), also /chats and /chat: the conversations and friends tabs. */
export function ChatHome({ viewer, onOpen }: { viewer: ChatHome_viewer$key; onOpen(peerId: string): void }) {
  const data = useFragment(
    graphql`
      fragment ChatHome_viewer on Viewer {
        ...ConversationList_viewer
        ...ChatFriends_viewer
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const [tab, setTab] = useState<'conversations' | 'friends'>('conversations');
  return (
    <div className="chat-home">
      <div className="segmented" role="tablist" aria-label={intl.formatMessage({ id: 'chat.panel.title' })}>
        {(['conversations', 'friends'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? 'active' : undefined}
            data-testid={`chat-tab-${name}`}
            onClick={() => setTab(name)}
          >
            <FormattedMessage id={name === 'conversations' ? 'chat.tab.conversations' : 'chat.tab.friends'} />
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'conversations' ? (
          <ConversationList viewer={data} onOpen={onOpen} />
        ) : (
          <ChatFriends viewer={data} onOpen={onOpen} />
        )}
      </div>
    </div>
  );
}

import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import ChatPageQueryNode, { type ChatPageQuery } from '../../../__generated__/ChatPageQuery.graphql';
import { Dialog } from '../../../components/Dialog';
import { ChatWindow } from '../components/ChatWindow';
import { ChatUnavailable } from './ChatPage';

/** The chat window over the page (wider than 768 px), from the panel, a profile or the info card. */
export function FloatingChat({ queryRef, onClose }: { queryRef: PreloadedQuery<ChatPageQuery>; onClose(): void }) {
  const data = usePreloadedQuery<ChatPageQuery>(ChatPageQueryNode, queryRef);
  const conversation = data.viewer?.conversationWith;
  if (!conversation || !data.chatQuery) {
    return (
      <Dialog testId="chat-window" onClose={onClose} label="">
        <ChatUnavailable />
      </Dialog>
    );
  }
  return <ChatWindow conversation={conversation} query={data.chatQuery} mode="floating" onClose={onClose} />;
}

import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import ChatsScreenQueryNode, { type ChatsScreenQuery } from '../../../__generated__/ChatsScreenQuery.graphql';
import { Dialog } from '../../../components/Dialog';
import { ChatHome } from '../components/ChatHome';

/** The chat panel over the page (spec §2, wider than 768 px), opened from the sidebar's "my messages". */
export function ChatPanel({
  queryRef,
  onClose,
  onOpen,
}: {
  queryRef: PreloadedQuery<ChatsScreenQuery>;
  onClose(): void;
  onOpen(peerId: string): void;
}) {
  const { viewer } = usePreloadedQuery<ChatsScreenQuery>(ChatsScreenQueryNode, queryRef);
  const intl = useIntl();
  const titleId = useId();
  return (
    <Dialog className="chat-panel" labelledBy={titleId} testId="chat-panel" onClose={onClose}>
      <button
        type="button"
        className="dialog-close"
        aria-label={intl.formatMessage({ id: 'dialog.close' })}
        onClick={onClose}
      >
        ×
      </button>
      <h2 id={titleId}>
        <FormattedMessage id="chat.panel.title" />
      </h2>
      {viewer && <ChatHome viewer={viewer} onOpen={onOpen} />}
    </Dialog>
  );
}

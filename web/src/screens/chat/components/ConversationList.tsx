import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ConversationList_viewer$key } from '../../../__generated__/ConversationList_viewer.graphql';
import type { ConversationListPaginationQuery } from '../../../__generated__/ConversationListPaginationQuery.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/FormError';
import { useModal } from '../../../components/useModal';
import { useFailure, useSay } from '../../../i18n/errorText';
import { onReconnected } from '../../../realtime/connection';
import { presentNodes } from '../../../relay/presentNodes';
import { conversationName } from './conversationPeer';
import { ConversationRow } from './ConversationRow';
import { useConversationDeleteMutation } from './mutations/useConversationDeleteMutation';
import { useConversationHistoryClearMutation } from './mutations/useConversationHistoryClearMutation';

const PAGE = 20;

type Menu = { conversationId: string; name: string; x: number; y: number };

/** The right-click menu of a conversation: delete it from my list, or delete my history. */
function ConversationMenu({
  menu,
  onChoose,
  onClose,
}: {
  menu: Menu;
  onChoose(action: 'delete' | 'clear'): void;
  onClose(): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  useModal(ref, onClose);
  const left = Math.max(8, Math.min(menu.x, window.innerWidth - 232));
  const top = Math.max(8, Math.min(menu.y, window.innerHeight - 120));
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the menu (useModal)
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the menu closes it
    <div
      className="menu-backdrop"
      onClick={onClose}
      onContextMenu={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only stops here, not at the backdrop */}
      <div
        ref={ref}
        className="context-menu"
        role="menu"
        aria-label={intl.formatMessage({ id: 'chat.conversationMenu' }, { name: menu.name })}
        style={{ left, top }}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <button type="button" role="menuitem" data-testid="conversation-delete" onClick={() => onChoose('delete')}>
          <FormattedMessage id="chat.deleteConversation" />
        </button>
        <button type="button" role="menuitem" data-testid="conversation-clear" onClick={() => onChoose('clear')}>
          <FormattedMessage id="chat.clearHistory" />
        </button>
      </div>
    </div>
  );
}

/**
 * My conversations (spec §2): customer service pinned first, then the latest activity. Live
 * through the member's viewerEvents (chatLiveEvents moves a conversation with a new message
 * to the top); read again after a reconnect.
 */
export function ConversationList({
  viewer,
  onOpen,
}: {
  viewer: ConversationList_viewer$key;
  onOpen(peerId: string): void;
}) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    ConversationListPaginationQuery,
    ConversationList_viewer$key
  >(
    graphql`
      fragment ConversationList_viewer on Viewer
      @refetchable(queryName: "ConversationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        conversations(first: $count, after: $cursor) @connection(key: "ConversationList_conversations") {
          __id
          edges {
            node {
              id
              isCustomerService
              remarkName
              peer {
                nickname
              }
              ...ConversationRow_conversation
            }
          }
        }
      }
    `,
    viewer,
  );
  const [, startTransition] = useTransition();
  const [menu, setMenu] = useState<Menu | null>(null);
  const [confirm, setConfirm] = useState<(Menu & { action: 'delete' | 'clear' }) | null>(null);
  const [remove, removing] = useConversationDeleteMutation();
  const [clear, clearing] = useConversationHistoryClearMutation();
  const [failure, report] = useFailure();
  const say = useSay();
  const intl = useIntl();

  // Events sent while the socket was down are lost: read the list again.
  const refetchMissed = useCallback(() => refetch({}, { fetchPolicy: 'network-only' }), [refetch]);
  useEffect(() => onReconnected(refetchMissed), [refetchMissed]);

  const conversations = presentNodes(data.conversations.edges);
  const onConfirm = () => {
    if (!confirm) return;
    const done = (result: { error?: Parameters<typeof report>[0]['error'] }) => {
      setConfirm(null);
      report(result);
    };
    if (confirm.action === 'delete')
      remove({
        variables: { input: { conversationId: confirm.conversationId }, connections: [data.conversations.__id] },
        onResult: done,
      });
    else clear(confirm.conversationId, done);
  };

  return (
    <>
      <FormError testId="conversation-error">{say(failure)}</FormError>
      {conversations.length === 0 ? (
        <p className="muted chat-empty" data-testid="chats-empty">
          <FormattedMessage id="chat.empty" />
        </p>
      ) : (
        <ul className="conversation-list" data-testid="conversation-list">
          {conversations.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              onOpen={onOpen}
              onMenu={(at) =>
                setMenu({ conversationId: conversation.id, name: conversationName(intl, conversation), ...at })
              }
            />
          ))}
        </ul>
      )}
      {hasNext && (
        <button
          type="button"
          className="button ghost wide"
          disabled={isLoadingNext}
          onClick={() =>
            startTransition(() => {
              loadNext(PAGE);
            })
          }
        >
          <FormattedMessage id="chat.more" />
        </button>
      )}
      {menu && (
        <ConversationMenu
          menu={menu}
          onClose={() => setMenu(null)}
          onChoose={(action) => {
            setMenu(null);
            setConfirm({ ...menu, action });
          }}
        />
      )}
      {confirm && (
        <ConfirmDialog
          testId={confirm.action === 'delete' ? 'conversation-delete-dialog' : 'conversation-clear-dialog'}
          confirm={confirm.action === 'delete' ? 'chat.deleteConversation' : 'chat.clearHistory'}
          cancel="chat.cancel"
          busy={removing || clearing}
          onCancel={() => setConfirm(null)}
          onConfirm={onConfirm}
        >
          <FormattedMessage
            id={confirm.action === 'delete' ? 'chat.deleteConversationConfirm' : 'chat.clearHistoryConfirm'}
            values={{ name: confirm.name }}
          />
        </ConfirmDialog>
      )}
    </>
  );
}

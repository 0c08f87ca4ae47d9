import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useTransition, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { ChatWindow_conversation$key } from '../../../__generated__/ChatWindow_conversation.graphql';
import type { ChatWindowPaginationQuery } from '../../../__generated__/ChatWindowPaginationQuery.graphql';
import type { ChatWindowSubscription } from '../../../__generated__/ChatWindowSubscription.graphql';
import type { ChatWindow_query$key } from '../../../__generated__/ChatWindow_query.graphql';
import { FormError } from '../../../components/FormError';
import { useModal } from '../../../components/useModal';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { useLiveSubscription } from '../../../realtime/useLiveSubscription';
import { presentNodes } from '../../../relay/presentNodes';
import { paths } from '../../../routing/paths';
import { ChatHeader } from './ChatHeader';
import { conversationName } from './conversationPeer';
import { GiftDialog } from '../../shop/components/GiftDialog';
import { InsufficientCoinsDialog } from '../../shop/components/InsufficientCoinsDialog';
import { RedPacketDialog } from '../../shop/components/RedPacketDialog';
import { ComplaintDialog } from './ComplaintDialog';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import type { TranslationContext } from './MessageTranslation';
import { TranslationBar } from './TranslationBar';
import { useConversationMarkReadMutation } from './mutations/useConversationMarkReadMutation';
import { useMessageRecallMutation } from './mutations/useMessageRecallMutation';
import { useTypingSetMutation } from './mutations/useTypingSetMutation';
import { PENDING_PREFIX } from './mutations/useMessageSendMutation';
import { OutboxRow } from './OutboxRow';
import { useSendMessage, type Short } from './useSendMessage';

const PAGE = 20;
/** Tell the peer "typing" at most this often while the member types. */
const TYPING_EVERY_MS = 3000;
/** "typing…" goes after this long without a new typing event. */
const TYPING_SHOWN_MS = 6000;
/** Older messages load when the list is scrolled this close to its top. */
const LOAD_OLDER_PX = 60;

const subscription = graphql`
  subscription ChatWindowSubscription($conversationId: ID!, $connections: [ID!]!) {
    conversationEvents(conversationId: $conversationId) {
      __typename
      conversationId
      ... on MessageAddedEvent {
        messageEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            isMine
            ...MessageBubble_message
          }
        }
        conversation {
          id
          ...ConversationRow_conversation
        }
        viewer {
          id
          unreadMessageCount
        }
      }
      ... on MessageRecalledEvent {
        deletedMessageId @deleteRecord
        conversation {
          id
          ...ConversationRow_conversation
        }
      }
      ... on ConversationReadEvent {
        readConversation: conversation {
          id
          unreadCount
        }
      }
      ... on ConversationChangedEvent {
        deletedConversationId
      }
      ... on TypingEvent {
        typing
      }
      ... on MessageCorrectedEvent {
        message {
          id
          ...MessageBubble_message
        }
      }
      ... on MessageTranslatedEvent {
        message {
          id
          ...MessageBubble_message
        }
      }
      ... on MessageBurnedEvent {
        burnedMessage: message {
          id
          ...MessageBubble_message
        }
      }
    }
  }
`;

/**
 * The text being written in a conversation, kept for the tab's life (sessionStorage): a member
 * who leaves for the top-up or another chat finds it again.
 */
function useDraft(conversationId: string) {
  const key = `across.draft.${conversationId}`;
  const [draft, setDraft] = useState(() => {
    try {
      return sessionStorage.getItem(key) ?? '';
    } catch {
      return ''; // storage refused (private mode): drafts live with the window only
    }
  });
  useEffect(() => {
    try {
      if (draft) sessionStorage.setItem(key, draft);
      else sessionStorage.removeItem(key);
    } catch {
      // as above
    }
  }, [key, draft]);
  return [draft, setDraft] as const;
}

/**
 * The chat window (spec §2): the history, oldest first, 20 older at a time when scrolled to
 * the top (the view stays where it was); live messages, recalls, reads and typing through
 * `conversationEvents`, read again after a reconnect; marks the conversation read on opening
 * and on each message that arrives while it is shown. `floating`: the panel's window over
 * the page (drag by the header, full screen, a new tab, close); `page`: /chat?with=.
 */
export function ChatWindow({
  conversation,
  query,
  mode,
  onClose,
  openGift = false,
}: {
  conversation: ChatWindow_conversation$key;
  query: ChatWindow_query$key;
  mode: 'floating' | 'page';
  onClose?(): void;
  /** Opens with the gift picker (a "send gift" elsewhere led here). */
  openGift?: boolean;
}) {
  const { data, loadPrevious, hasPrevious, isLoadingPrevious, refetch } = usePaginationFragment<ChatWindowPaginationQuery, ChatWindow_conversation$key>(
    graphql`
      fragment ChatWindow_conversation on Conversation
      @refetchable(queryName: "ChatWindowPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        remarkName
        isCustomerService
        peer {
          id
          nickname
        }
        ...ChatHeader_conversation
        ...TranslationBar_conversation
        messages(last: $count, before: $cursor) @connection(key: "MessageList_messages") {
          __id
          edges {
            node {
              id
              clientId
              ...MessageBubble_message
            }
          }
        }
      }
    `,
    conversation,
  );
  const queryData = useFragment(
    graphql`
      fragment ChatWindow_query on Query {
        ...ComplaintDialog_query
        ...TranslationBar_query
        viewer {
          user {
            language
            spokenLanguages
          }
          translationLanguages {
            code
            name
            translatesInto
          }
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const say = useSay();
  const titleId = useId();
  const conversationId = data.id;
  const connectionId = data.messages.__id;
  const [draft, setDraft] = useDraft(conversationId);
  const [typing, setTyping] = useState<number | null>(null);
  const [reporting, setReporting] = useState(false);
  const [paying, setPaying] = useState<'gift' | 'redPacket' | null>(openGift ? 'gift' : null);
  const [fullScreen, setFullScreen] = useState(false);
  const [recallError, setRecallError] = useState<ErrorText | null>(null);
  const [, startTransition] = useTransition();
  const [markRead] = useConversationMarkReadMutation();
  const [recall] = useMessageRecallMutation();
  const [setTypingRemote] = useTypingSetMutation();
  const onRefused = useCallback((text: string | undefined) => {
    if (text !== undefined) setDraft((current) => (current === '' ? text : current));
  }, []);
  // My messages the server has (not those still pending): the outbox lets theirs go.
  const edges = data.messages.edges;
  const sentClientIds = useMemo(() => new Set(presentNodes(edges).flatMap((node) => (node.clientId && !node.id.startsWith(PENDING_PREFIX) ? [node.clientId] : []))), [edges]);
  const { sendText, sendImage, retry, outbox, error, short, setShort, clearShort } = useSendMessage(conversationId, connectionId, onRefused, sentClientIds);
  // What the bubbles need to offer translation: my language, the others I speak, what the engine translates, the prompt.
  const viewer = queryData.viewer;
  const translation = useMemo<TranslationContext | undefined>(() => {
    if (!viewer) return undefined;
    // Until I choose a language, mine is the one I read Across in (as upstream takes it).
    const myLanguage = viewer.user.language ?? intl.locale;
    const reading = [myLanguage, ...viewer.user.spokenLanguages];
    return {
      myLanguage,
      spoken: viewer.user.spokenLanguages,
      pairs: new Map(viewer.translationLanguages.map((language) => [language.code, language.translatesInto])),
      readable: viewer.translationLanguages.filter((language) => language.code !== myLanguage && language.translatesInto.some((code) => reading.includes(code))),
      onNeedBalance: (detail, coins, payWithCoins) => setShort({ kind: 'translation', detail, coins, payWithCoins }),
    };
  }, [viewer, setShort, intl.locale]);

  // Read: on opening, and on each message that arrives while the window is seen.
  const read = useCallback(() => markRead({ variables: { input: { conversationId } } }), [conversationId, markRead]);
  useEffect(() => {
    read();
  }, [read]);

  const refetchMessages = useCallback(() => startTransition(() => { refetch({}, { fetchPolicy: 'network-only' }); }), [refetch]);
  const config = useMemo<GraphQLSubscriptionConfig<ChatWindowSubscription>>(
    () => ({
      subscription,
      variables: { conversationId, connections: [connectionId] },
      onNext: (response) => {
        const event = response?.conversationEvents;
        if (!event) return;
        if (event.__typename === 'MessageAddedEvent' && !event.messageEdge?.node.isMine) {
          setTyping(null);
          if (document.visibilityState === 'visible') read();
        }
        if (event.__typename === 'TypingEvent') setTyping(event.typing ? Date.now() : null);
        // Read by the peer (an SVIP sees "Read"), or the history cleared in another tab.
        if (event.__typename === 'ConversationReadEvent' || event.__typename === 'ConversationChangedEvent') refetchMessages();
      },
    }),
    [conversationId, connectionId, read, refetchMessages],
  );
  // After a reconnect: what was sent meanwhile, and read it.
  const refetchMissed = useCallback(() => {
    refetchMessages();
    read();
  }, [read, refetchMessages]);
  useLiveSubscription(config, refetchMissed);

  useEffect(() => {
    if (typing === null) return;
    const timer = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typing]);
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && read();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [read]);

  // Typing: "typing" at most every 3 s while the member types; "stopped" on send and on leaving the field.
  const typingSentAt = useRef(0);
  const stopTyping = useCallback(() => {
    if (typingSentAt.current === 0) return;
    typingSentAt.current = 0;
    setTypingRemote({ variables: { input: { conversationId, typing: false } } });
  }, [conversationId, setTypingRemote]);
  const onDraft = (text: string) => {
    setDraft(text);
    if (text.trim() !== '' && Date.now() - typingSentAt.current > TYPING_EVERY_MS) {
      typingSentAt.current = Date.now();
      setTypingRemote({ variables: { input: { conversationId, typing: true } } });
    }
  };
  const onSend = () => {
    const text = draft;
    if (text.trim() === '') return;
    setDraft('');
    stopTyping();
    sendText(text);
  };
  // A text the prompt held back, sent as the member chose: as written, or paying its translation with coins.
  const resend = (text: string, how: 'asWritten' | 'payWithCoins') => {
    clearShort();
    // The refused text came back to the draft; anything written since stays.
    setDraft((current) => (current === text ? '' : current));
    sendText(text, how);
  };
  // The prompt's "pay with coins": the held-back text sent so, or the reader's translation asked again so.
  const payWithCoins = (refused: Extract<Short, { kind: 'translation' }>) => {
    if (refused.text !== undefined) return resend(refused.text, 'payWithCoins');
    clearShort();
    refused.payWithCoins?.();
  };
  const onRecall = (messageId: string) =>
    recall({
      variables: { input: { messageId } },
      onResult: ({ error: failure }) => setRecallError(failure ? errorText(failure, { RecallWindowExpiredError: 'chat.recallExpired' }) : null),
    });

  // Scrolling: at the bottom on opening and as messages come (unless reading older ones);
  // where it was when older messages load above.
  const messages = presentNodes(data.messages.edges);
  const list = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: string; last?: string; height: number; top: number; atBottom: boolean }>({ height: 0, top: 0, atBottom: true });
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const before = seen.current;
    if (before.first && firstId !== before.first && lastId === before.last) element.scrollTop = element.scrollHeight - before.height + before.top;
    else if (before.atBottom || lastId !== before.last) element.scrollTop = element.scrollHeight;
    seen.current = { first: firstId, last: lastId, height: element.scrollHeight, top: element.scrollTop, atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < 40 };
  }, [firstId, lastId, outbox.length]);
  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    seen.current = { ...seen.current, height: element.scrollHeight, top: element.scrollTop, atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < 40 };
    if (element.scrollTop < LOAD_OLDER_PX && hasPrevious && !isLoadingPrevious) startTransition(() => { loadPrevious(PAGE); });
  };
  // A photo that loads makes the list taller: stay at the bottom if there.
  const onImageLoad = () => {
    const element = list.current;
    if (element && seen.current.atBottom) element.scrollTop = element.scrollHeight;
  };

  // The floating window: modal (focus stays inside), dragged by its header on wide screens.
  const frame = useRef<HTMLDivElement>(null);
  useModal(frame, () => onClose?.(), mode === 'floating');
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = (event: ReactPointerEvent) => {
    if (mode !== 'floating' || fullScreen || window.innerWidth <= 768 || (event.target as HTMLElement).closest('button, a')) return;
    const start = { x: event.clientX - offset.x, y: event.clientY - offset.y };
    const move = (next: PointerEvent) => setOffset({ x: next.clientX - start.x, y: next.clientY - start.y });
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  const name = conversationName(intl, data);

  const buttons: ReactNode = (
    <>
      <button type="button" className="tool-button" data-testid="chat-report" aria-label={intl.formatMessage({ id: 'chat.report' })} title={intl.formatMessage({ id: 'chat.report' })} onClick={() => setReporting(true)}>
        <span aria-hidden="true">⚑</span>
      </button>
      {mode === 'floating' && (
        <>
          <a className="tool-button" href={paths.chatWith(data.peer.id)} target="_blank" rel="noopener" data-testid="chat-new-tab" aria-label={intl.formatMessage({ id: 'chat.newTab' })} title={intl.formatMessage({ id: 'chat.newTab' })}>
            <span aria-hidden="true">↗</span>
          </a>
          <button
            type="button"
            className="tool-button"
            data-testid="chat-fullscreen"
            aria-pressed={fullScreen}
            aria-label={intl.formatMessage({ id: 'chat.fullScreen' })}
            title={intl.formatMessage({ id: fullScreen ? 'chat.exitFullScreen' : 'chat.fullScreen' })}
            onClick={() => setFullScreen(!fullScreen)}
          >
            <span aria-hidden="true">{fullScreen ? '⤡' : '⤢'}</span>
          </button>
          <button type="button" className="tool-button" data-testid="chat-close" aria-label={intl.formatMessage({ id: 'chat.close' })} title={intl.formatMessage({ id: 'chat.close' })} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </>
      )}
    </>
  );

  const window_ = (
    <div
      ref={frame}
      className={['chat-window', mode, fullScreen ? 'full-screen' : ''].join(' ')}
      data-testid="chat-window"
      role={mode === 'floating' ? 'dialog' : undefined}
      aria-modal={mode === 'floating' || undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      style={mode === 'floating' && !fullScreen ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
    >
      {mode === 'page' && (
        <Link className="link chat-back" to={paths.chats()} data-testid="chat-back">
          ← <FormattedMessage id="chat.back" />
        </Link>
      )}
      <ChatHeader conversation={data} titleId={titleId} typing={typing !== null} onPointerDown={drag}>
        {buttons}
      </ChatHeader>
      {data.isCustomerService ? (
        // Nothing to choose or pay: messages to and from customer service are translated at Across's cost.
        <p className="chat-service-note" data-testid="chat-service-translated">
          <FormattedMessage id="chat.customerService.translated" />
        </p>
      ) : (
        <TranslationBar conversation={data} query={queryData} />
      )}
      <div className="message-scroller" ref={list} onScroll={onScroll} onLoadCapture={onImageLoad} data-testid="message-list" tabIndex={0} aria-label={intl.formatMessage({ id: 'chat.window.label' }, { name })}>
        {isLoadingPrevious && (
          <p className="muted-small centered" role="status">
            <FormattedMessage id="chat.loadingOlder" />
          </p>
        )}
        {messages.length === 0 && outbox.length === 0 && (
          <p className="muted centered chat-empty" data-testid="chat-no-messages">
            <FormattedMessage id="chat.noMessages" />
          </p>
        )}
        <ol className="messages">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} onRecall={onRecall} translation={translation} />
          ))}
          {outbox.map((item) => (
            <OutboxRow key={item.clientId} item={item} onRetry={retry} />
          ))}
        </ol>
      </div>
      <FormError testId="chat-error">{say(error ?? recallError)}</FormError>
      <Composer draft={draft} onDraft={onDraft} onSend={onSend} onImage={sendImage} onBlur={stopTyping} onGift={data.isCustomerService ? undefined : () => setPaying('gift')} onRedPacket={data.isCustomerService ? undefined : () => setPaying('redPacket')} />
      {reporting && <ComplaintDialog query={queryData} userId={data.peer.id} name={name} onClose={() => setReporting(false)} />}
      {short && (
        <InsufficientCoinsDialog
          chatWith={data.peer.id}
          reason={short.kind}
          detail={short.kind === 'translation' ? short.detail : undefined}
          coins={short.kind === 'translation' ? short.coins : undefined}
          onClose={clearShort}
          onPayWithCoins={short.kind === 'translation' && short.coins !== undefined ? () => payWithCoins(short) : undefined}
          onSendAsWritten={short.kind === 'translation' && short.text !== undefined ? () => resend(short.text!, 'asWritten') : undefined}
        />
      )}
      {paying === 'gift' && <GiftDialog userId={data.peer.id} name={name} connectionId={connectionId} onClose={() => setPaying(null)} />}
      {paying === 'redPacket' && <RedPacketDialog userId={data.peer.id} name={name} connectionId={connectionId} onClose={() => setPaying(null)} />}
    </div>
  );
  return mode === 'floating' ? <div className="chat-layer">{window_}</div> : window_;
}

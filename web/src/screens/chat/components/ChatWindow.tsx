import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  useTransition,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ChatWindow_conversation$key } from '../../../__generated__/ChatWindow_conversation.graphql';
import type { ChatWindowPaginationQuery } from '../../../__generated__/ChatWindowPaginationQuery.graphql';
import type { ChatWindow_query$key } from '../../../__generated__/ChatWindow_query.graphql';
import { FormError } from '../../../components/FormError';
import { useModal } from '../../../components/useModal';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { presentNodes } from '../../../relay/presentNodes';
import { paths } from '../../../routing/paths';
import { ChatHeader } from './ChatHeader';
import { conversationName } from './conversationPeer';
import { GiftDialog } from '../../shop/components/GiftDialog';
import { InsufficientCoinsDialog } from '../../shop/components/InsufficientCoinsDialog';
import { RedPacketDialog } from '../../shop/components/RedPacketDialog';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { PENDING_PREFIX } from './mutations/useMessageSendMutation';
import type { TranslationContext } from './MessageTranslation';
import { TranslationBar } from './TranslationBar';
import { useMessageRecallMutation } from './mutations/useMessageRecallMutation';
import { OutboxRow } from './OutboxRow';
import { useConversationEvents } from './useConversationEvents';
import { useDraft } from './useDraft';
import { useHistoryScroll } from './useHistoryScroll';
import { useSentClientIds } from './useOutbox';
import { useSendMessage, type Short } from './useSendMessage';
import { usePeerTyping, useTypingSignal } from './useTyping';
import { ReportDialog } from '../../moderation/components/ReportDialog';

const PAGE = 20;

/**
 * The chat window (spec §2): the history, oldest first, 20 older at a time when scrolled to
 * the top (the view stays where it was); live through `useConversationEvents` (messages,
 * recalls, reads and typing, read again after a reconnect; the conversation marked read on
 * opening and on each message that arrives while it is shown). `floating`: the panel's
 * window over the page (drag by the header, full screen, a new tab, close); `page`: /chat?with=.
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
  const { data, loadPrevious, hasPrevious, isLoadingPrevious, refetch } = usePaginationFragment<
    ChatWindowPaginationQuery,
    ChatWindow_conversation$key
  >(
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
  const [peerTyping, peerTyped] = usePeerTyping();
  const typingSignal = useTypingSignal(conversationId);
  const [reporting, setReporting] = useState(false);
  const [paying, setPaying] = useState<'gift' | 'redPacket' | null>(openGift ? 'gift' : null);
  const [fullScreen, setFullScreen] = useState(false);
  const [recallError, setRecallError] = useState<ErrorText | null>(null);
  const [, startTransition] = useTransition();
  const [recall] = useMessageRecallMutation();
  const onRefused = useCallback(
    (text: string | undefined) => {
      if (text !== undefined) setDraft((current) => (current === '' ? text : current));
    },
    [setDraft],
  );
  const sentClientIds = useSentClientIds(data.messages.edges);
  const { sendText, sendImage, retry, outbox, error, short, setShort, clearShort } = useSendMessage(
    conversationId,
    connectionId,
    onRefused,
    sentClientIds,
  );
  // What the bubbles need to offer translation: my language, the others I speak, what the engine translates, the
  // prompt.
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
      readable: viewer.translationLanguages.filter(
        (language) => language.code !== myLanguage && language.translatesInto.some((code) => reading.includes(code)),
      ),
      onNeedBalance: (detail, coins, payWithCoins) => setShort({ kind: 'translation', detail, coins, payWithCoins }),
    };
  }, [viewer, setShort, intl.locale]);

  useConversationEvents(conversationId, connectionId, refetch, peerTyped);

  const onDraft = (text: string) => {
    setDraft(text);
    typingSignal.typed(text);
  };
  const onSend = () => {
    const text = draft;
    if (text.trim() === '') return;
    setDraft('');
    typingSignal.stopped();
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
      onResult: ({ error: failure }) =>
        setRecallError(failure ? errorText(failure, { RecallWindowExpiredError: 'chat.recallExpired' }) : null),
    });

  // A message whose own live copy came before its send's answer: the sent copy stands in for the one on its way.
  const messages = presentNodes(data.messages.edges).filter(
    (message) => !(message.id.startsWith(PENDING_PREFIX) && message.clientId && sentClientIds.has(message.clientId)),
  );
  const { list, onScroll, onImageLoad } = useHistoryScroll(messages[0]?.id, messages.at(-1)?.id, outbox.length, () => {
    if (hasPrevious && !isLoadingPrevious)
      startTransition(() => {
        loadPrevious(PAGE);
      });
  });

  // The floating window: modal (focus stays inside), dragged by its header on wide screens.
  const frame = useRef<HTMLDivElement>(null);
  useModal(frame, () => onClose?.(), mode === 'floating');
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = (event: ReactPointerEvent) => {
    if (
      mode !== 'floating' ||
      fullScreen ||
      window.innerWidth <= 768 ||
      (event.target as HTMLElement).closest('button, a')
    )
      return;
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
      <button
        type="button"
        className="tool-button"
        data-testid="chat-report"
        aria-label={intl.formatMessage({ id: 'chat.report' })}
        title={intl.formatMessage({ id: 'chat.report' })}
        onClick={() => setReporting(true)}
      >
        <span aria-hidden="true">⚑</span>
      </button>
      {mode === 'floating' && (
        <>
          {/* biome-ignore lint/a11y/useAnchorContent: named by its aria-label; the arrow is decoration */}
          <a
            className="tool-button"
            href={paths.chatWith(data.peer.id)}
            target="_blank"
            rel="noopener"
            data-testid="chat-new-tab"
            aria-label={intl.formatMessage({ id: 'chat.newTab' })}
            title={intl.formatMessage({ id: 'chat.newTab' })}
          >
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
          <button
            type="button"
            className="tool-button"
            data-testid="chat-close"
            aria-label={intl.formatMessage({ id: 'chat.close' })}
            title={intl.formatMessage({ id: 'chat.close' })}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </>
      )}
    </>
  );

  const window_ = (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal only when the role is dialog (floating)
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
      <ChatHeader conversation={data} titleId={titleId} typing={peerTyping} onPointerDown={drag}>
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
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: names the list the keyboard scrolls (see tabIndex) */}
      <div
        className="message-scroller"
        ref={list}
        onScroll={onScroll}
        onLoadCapture={onImageLoad}
        data-testid="message-list"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region takes focus to scroll by keyboard (axe)
        tabIndex={0}
        aria-label={intl.formatMessage({ id: 'chat.window.label' }, { name })}
      >
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
      <Composer
        draft={draft}
        onDraft={onDraft}
        onSend={onSend}
        onImage={sendImage}
        onBlur={typingSignal.stopped}
        onGift={data.isCustomerService ? undefined : () => setPaying('gift')}
        onRedPacket={data.isCustomerService ? undefined : () => setPaying('redPacket')}
      />
      {reporting && (
        <ReportDialog
          target={{ userId: data.peer.id }}
          title={<FormattedMessage id="chat.report.title" values={{ name }} />}
          onClose={() => setReporting(false)}
        />
      )}
      {short && (
        <InsufficientCoinsDialog
          chatWith={data.peer.id}
          reason={short.kind}
          detail={short.kind === 'translation' ? short.detail : undefined}
          coins={short.kind === 'translation' ? short.coins : undefined}
          onClose={clearShort}
          onPayWithCoins={
            short.kind === 'translation' && short.coins !== undefined ? () => payWithCoins(short) : undefined
          }
          onSendAsWritten={
            short.kind === 'translation' && short.text !== undefined
              ? () => resend(short.text!, 'asWritten')
              : undefined
          }
        />
      )}
      {paying === 'gift' && (
        <GiftDialog userId={data.peer.id} name={name} connectionId={connectionId} onClose={() => setPaying(null)} />
      )}
      {paying === 'redPacket' && (
        <RedPacketDialog
          userId={data.peer.id}
          name={name}
          connectionId={connectionId}
          onClose={() => setPaying(null)}
        />
      )}
    </div>
  );
  return mode === 'floating' ? <div className="chat-layer">{window_}</div> : window_;
}

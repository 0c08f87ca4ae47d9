import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import ChatPageQuery from '../../__generated__/ChatPageQuery$parameters';
import type { ChatPageQuery as ChatPageQueryType } from '../../__generated__/ChatPageQuery.graphql';
import ChatsScreenQuery from '../../__generated__/ChatsScreenQuery$parameters';
import type { ChatsScreenQuery as ChatsScreenQueryType } from '../../__generated__/ChatsScreenQuery.graphql';
import { Dialog } from '../../components/Dialog';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Loading } from '../../components/Loading';
import { environment } from '../../relay/environment';
import { lazyNamed } from '../../routing/screens';
import { ChatLauncherContext, type ChatLauncher } from './chatLauncher';

const loadPanel = () => import('./Chats/ChatPanel');
const loadWindow = () => import('./Chat/FloatingChat');
const ChatPanel = lazyNamed(loadPanel, 'ChatPanel');
const FloatingChat = lazyNamed(loadWindow, 'FloatingChat');
/** A panel or window that opens within this shows nothing before it: no loading dialog flashes by. */
const LOADING_AFTER_MS = 300;

/**
 * Over the page while the panel or window loads, once it takes a moment: the click was heard (a hung service takes its
 * deadline).
 */
function DockLoading({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <Dialog
      className="chat-notice"
      label={intl.formatMessage({ id: 'loading' })}
      testId="chat-loading"
      onClose={onClose}
    >
      <Loading />
    </Dialog>
  );
}

/**
 * The chat over the page, wider than 768 px (spec §2): the panel the sidebar's "my messages"
 * opens and the chat window. Not routes: each starts its query (and its chunk) when it is
 * opened, before it renders, as a route would, and lets it go when closed.
 */
export function ChatDock({ children }: { children: ReactNode }) {
  const [panel, setPanel] = useState<PreloadedQuery<ChatsScreenQueryType> | null>(null);
  const [chat, setChat] = useState<{ userId: string; queryRef: PreloadedQuery<ChatPageQueryType> } | null>(null);
  useEffect(() => () => panel?.dispose(), [panel]);
  useEffect(() => () => chat?.queryRef.dispose(), [chat]);

  const openPanel = useCallback(() => {
    void loadPanel().catch(() => undefined);
    setPanel(loadQuery<ChatsScreenQueryType>(environment, ChatsScreenQuery, {}, { fetchPolicy: 'store-and-network' }));
  }, []);
  const openChat = useCallback((userId: string) => {
    void loadWindow().catch(() => undefined);
    setPanel(null);
    setChat({
      userId,
      queryRef: loadQuery<ChatPageQueryType>(
        environment,
        ChatPageQuery,
        { userId, withPeer: true },
        { fetchPolicy: 'store-and-network' },
      ),
    });
  }, []);
  const launcher = useMemo<ChatLauncher>(() => ({ openPanel, openChat }), [openPanel, openChat]);
  const intl = useIntl();
  const close = () => {
    setPanel(null);
    setChat(null);
  };
  // Over the page where the panel or window would be: below the page, nobody would see it.
  const overPage = (notice: ReactNode, titleId: string) => (
    <Dialog className="chat-notice" labelledBy={titleId} testId="chat-notice" onClose={close}>
      <button
        type="button"
        className="dialog-close"
        aria-label={intl.formatMessage({ id: 'dialog.close' })}
        onClick={close}
      >
        ×
      </button>
      {notice}
    </Dialog>
  );

  return (
    <ChatLauncherContext.Provider value={launcher}>
      {children}
      {(panel || chat) && (
        <ErrorBoundary
          resetKey={chat?.userId ?? 'panel'}
          onRetry={() => (chat ? openChat(chat.userId) : openPanel())}
          frame={overPage}
        >
          <Suspense fallback={<DockLoading onClose={close} />}>
            {panel && <ChatPanel queryRef={panel} onClose={() => setPanel(null)} onOpen={openChat} />}
            {chat && <FloatingChat key={chat.userId} queryRef={chat.queryRef} onClose={() => setChat(null)} />}
          </Suspense>
        </ErrorBoundary>
      )}
    </ChatLauncherContext.Provider>
  );
}

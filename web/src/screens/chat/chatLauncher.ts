import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { useNarrowScreen } from '../Shell/useLayoutSwitch';

/** What the shell's ChatDock offers over 768 px: the chat panel, and a chat window over the page. */
export interface ChatLauncher {
  openPanel(): void;
  openChat(userId: string): void;
}

export const ChatLauncherContext = createContext<ChatLauncher | null>(null);

/**
 * "Send a message": the chat window over the page on wide screens, /chat?with= on phones
 * (and outside the shell).
 */
export function useOpenChat(): (userId: string) => void {
  const launcher = useContext(ChatLauncherContext);
  const narrow = useNarrowScreen();
  const navigate = useNavigate();
  return useCallback(
    (userId: string) => (launcher && !narrow ? launcher.openChat(userId) : void navigate(paths.chatWith(userId))),
    [launcher, narrow, navigate],
  );
}

/** The sidebar's "my messages": the panel on wide screens, else /chats. */
export function useOpenChatPanel(): () => void {
  const launcher = useContext(ChatLauncherContext);
  const narrow = useNarrowScreen();
  const navigate = useNavigate();
  return useCallback(
    () => (launcher && !narrow ? launcher.openPanel() : void navigate(paths.chats())),
    [launcher, narrow, navigate],
  );
}

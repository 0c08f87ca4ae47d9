import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { NavLink } from 'react-router-dom';
import type { Sidebar_viewer$key } from '../../__generated__/Sidebar_viewer.graphql';
import { Avatar } from '../../components/Avatar';
import { useModal } from '../../components/useModal';
import { useOpenChatPanel } from '../chat/chatLauncher';
import type { MessageId } from '../../i18n/messages';
import { paths } from '../../routing/paths';
import { useNarrowScreen } from './useLayoutSwitch';

const LINKS: Array<[string, MessageId]> = [
  [paths.friends(), 'screen.apply'],
  [paths.chats(), 'screen.chats'],
  [paths.account(1), 'screen.account'],
  [paths.visitors(), 'screen.myVisitors'],
  [paths.mySpace(), 'screen.myspace'],
  [paths.ordersPlaced(), 'screen.myOrder'],
  [paths.announcements(), 'screen.announce'],
  [paths.notices(), 'screen.notify'],
];

/**
 * Spec §2 sidebar (wider than 768 px): the member, their balances and the personal links.
 * On a phone the same panel is the menu the header's menu button opens, a modal sheet that
 * also holds what the phone's header has no room for (`children`).
 */
export function Sidebar({
  viewer,
  open,
  onClose,
  children,
}: {
  viewer: Sidebar_viewer$key;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment Sidebar_viewer on Viewer {
        user {
          nickname
          avatarUrl
          accountNumber
          vipLevel
        }
        goldCoins
        translationCharacters
        freeTranslation {
          charactersLeft
        }
        pendingFriendRequestCount
        unreadMessageCount
        unreadNoticeCount
        unreadAnnouncementCount
        staff {
          role
        }
      }
    `,
    viewer,
  );
  const narrow = useNarrowScreen();
  const sheet = narrow && open;
  const openChatPanel = useOpenChatPanel();
  const ref = useRef<HTMLElement>(null);
  useModal(ref, onClose, sheet);
  const { user } = data;
  const level: MessageId =
    user.vipLevel === 2 ? 'sidebar.vip2' : user.vipLevel === 1 ? 'sidebar.vip1' : 'sidebar.normal';
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the sheet (useModal) */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click beside the sheet closes it */}
      {sheet && <div className="sheet-backdrop" onClick={onClose} />}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal only as a dialog (phone) */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click too; this only hears links' clicks */}
      <aside
        ref={ref}
        id="shell-menu"
        className={sheet ? 'sidebar open' : 'sidebar'}
        data-testid="sidebar"
        aria-label={intl.formatMessage({ id: sheet ? 'header.menu' : 'sidebar.label' })}
        role={sheet ? 'dialog' : undefined}
        aria-modal={sheet || undefined}
        tabIndex={-1}
        // A link in the sheet closes it at once, while the next screen may still be loading: the sheet would
        // otherwise stay open until that screen showed, and open again on coming back to the page it was opened on.
        onClick={(event) => {
          if (sheet && (event.target as Element).closest('a[href]')) onClose();
        }}
      >
        {sheet && (
          <button
            type="button"
            className="dialog-close"
            aria-label={intl.formatMessage({ id: 'dialog.close' })}
            onClick={onClose}
          >
            ×
          </button>
        )}
        <NavLink to={paths.myInfo()} className="sidebar-member">
          <Avatar url={user.avatarUrl} name={user.nickname} size="big" />
          <strong>{user.nickname}</strong>
          <span className={`badge vip-${user.vipLevel}`}>
            <FormattedMessage id={level} />
          </span>
          <span className="muted">
            <FormattedMessage id="people.id" values={{ account: user.accountNumber }} />
          </span>
        </NavLink>
        <dl className="balances">
          <div>
            <dt>
              <FormattedMessage id="sidebar.gold" />
            </dt>
            <dd data-testid="balance-gold">{intl.formatNumber(data.goldCoins)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="sidebar.translation" />
            </dt>
            <dd data-testid="balance-translation">{intl.formatNumber(data.translationCharacters)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="sidebar.freeTranslation" />
            </dt>
            <dd data-testid="balance-free-translation">{intl.formatNumber(data.freeTranslation.charactersLeft)}</dd>
          </div>
        </dl>
        <nav className="sidebar-links" aria-label={intl.formatMessage({ id: 'sidebar.links' })}>
          {LINKS.map(([to, label]) =>
            // Spec §2: "my messages" opens the chat panel; on a phone it goes to /chats.
            to === paths.chats() && !narrow ? (
              <button
                key={to}
                type="button"
                className="sidebar-link-button"
                data-testid="sidebar-messages"
                onClick={openChatPanel}
              >
                <FormattedMessage id={label} />
                {data.unreadMessageCount > 0 && (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: says "3 unread messages" for "3"
                  <span
                    className="count-badge"
                    data-testid="sidebar-unread"
                    aria-label={intl.formatMessage({ id: 'chat.unread' }, { count: data.unreadMessageCount })}
                  >
                    {data.unreadMessageCount}
                  </span>
                )}
              </button>
            ) : (
              <NavLink key={to} to={to} data-testid={to === paths.chats() ? 'sidebar-messages' : undefined}>
                <FormattedMessage id={label} />
                {to === paths.friends() && data.pendingFriendRequestCount > 0 && (
                  <span className="count-badge" data-testid="sidebar-pending-requests">
                    {data.pendingFriendRequestCount}
                  </span>
                )}
                {to === paths.chats() && data.unreadMessageCount > 0 && (
                  <span className="count-badge" data-testid="sidebar-unread">
                    {data.unreadMessageCount}
                  </span>
                )}
                {to === paths.notices() && data.unreadNoticeCount > 0 && (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: says "3 unread" for "3"
                  <span
                    className="count-badge"
                    data-testid="sidebar-unread-notices"
                    aria-label={intl.formatMessage({ id: 'notices.unreadCount' }, { count: data.unreadNoticeCount })}
                  >
                    {data.unreadNoticeCount}
                  </span>
                )}
                {to === paths.announcements() && data.unreadAnnouncementCount > 0 && (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: says "3 unread" for "3"
                  <span
                    className="count-badge"
                    data-testid="sidebar-unread-announcements"
                    aria-label={intl.formatMessage(
                      { id: 'notices.unreadCount' },
                      { count: data.unreadAnnouncementCount },
                    )}
                  >
                    {data.unreadAnnouncementCount}
                  </span>
                )}
              </NavLink>
            ),
          )}
          {data.staff.role && (
            // Staff only: the console's own chunk loads when it is opened.
            <NavLink to="/staff" data-testid="sidebar-staff">
              <FormattedMessage id="screen.staff" />
            </NavLink>
          )}
        </nav>
        <div className="sheet-only">{children}</div>
      </aside>
    </>
  );
}

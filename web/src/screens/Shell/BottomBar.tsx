import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import type { MessageId } from '../../i18n/messages';
import { paths } from '../../routing/paths';

const ICONS = {
  meet: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  shop: <path d="M5 8h14l-1 12H6L5 8zm4 0V6a3 3 0 0 1 6 0v2" />,
  chats: <path d="M4 5h16v11H9l-5 4V5z" />,
  notices: <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2zm4 4h4" />,
  mine: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>
  ),
} satisfies Record<string, ReactNode>;

const TABS: Array<[string, MessageId, keyof typeof ICONS]> = [
  [paths.home(), 'nav.meetTab', 'meet'],
  [paths.shopping(), 'nav.shop', 'shop'],
  [paths.chats(), 'screen.chats', 'chats'],
  [paths.notices(), 'notices.tab', 'notices'],
  [paths.myInfo(), 'nav.mine', 'mine'],
];

/**
 * Spec §2 under 768 px: meet-ups, shop, chats (with the unread messages), notices (with the unread notices and
 * announcements: /notify leads to both) and mine at the bottom of the screen.
 */
export function BottomBar({ unread, notices }: { unread: number; notices: number }) {
  const intl = useIntl();
  return (
    <nav className="bottom-bar" data-testid="bottom-bar" aria-label={intl.formatMessage({ id: 'nav.main' })}>
      {TABS.map(([to, label, icon]) => (
        <NavLink key={to} to={to}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            {ICONS[icon]}
          </svg>
          <span>
            <FormattedMessage id={label} />
          </span>
          {icon === 'chats' && unread > 0 && (
            // biome-ignore lint/a11y/useAriaPropsSupportedByRole: says "3 unread messages" for "3"
            <span
              className="count-badge"
              data-testid="bottom-unread"
              aria-label={intl.formatMessage({ id: 'chat.unread' }, { count: unread })}
            >
              {unread}
            </span>
          )}
          {icon === 'notices' && notices > 0 && (
            // biome-ignore lint/a11y/useAriaPropsSupportedByRole: says "3 unread" for "3"
            <span
              className="count-badge"
              data-testid="bottom-unread-notices"
              aria-label={intl.formatMessage({ id: 'notices.unreadCount' }, { count: notices })}
            >
              {notices}
            </span>
          )}
        </NavLink>
      ))}
    </nav>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { NavLink } from 'react-router-dom';
import type { Sidebar_viewer$key } from '../../__generated__/Sidebar_viewer.graphql';
import type { MessageId } from '../../i18n/messages';
import { Avatar } from '../../components/Avatar';

const LINKS: Array<[string, MessageId]> = [
  ['/apply', 'screen.apply'],
  ['/chats', 'screen.chats'],
  ['/account?index=1', 'screen.account'],
  ['/myVisitors', 'screen.myVisitors'],
  ['/myOrder', 'screen.myOrder'],
  ['/announce', 'screen.announce'],
  ['/notify', 'screen.notify'],
];

/** Spec §2 sidebar (wider than 768 px): the member, their balances and the personal links. */
export function Sidebar({ viewer }: { viewer: Sidebar_viewer$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment Sidebar_viewer on User {
        nickname
        avatarUrl
        accountNumber
        vipLevel
        goldCoins
        translationCharacters
        pendingFriendRequestCount
      }
    `,
    viewer,
  );
  const level: MessageId = data.vipLevel === 2 ? 'sidebar.vip2' : data.vipLevel === 1 ? 'sidebar.vip1' : 'sidebar.normal';
  return (
    <aside className="sidebar" data-testid="sidebar">
      <NavLink to="/myInfo" className="sidebar-member">
        <Avatar url={data.avatarUrl} name={data.nickname} size="big" />
        <strong>{data.nickname}</strong>
        <span className={`badge vip-${data.vipLevel}`}>
          <FormattedMessage id={level} />
        </span>
        <span className="muted">
          <FormattedMessage id="people.id" values={{ account: data.accountNumber }} />
        </span>
      </NavLink>
      <dl className="balances">
        <div>
          <dt>
            <FormattedMessage id="sidebar.gold" />
          </dt>
          <dd data-testid="balance-gold">{intl.formatNumber(data.goldCoins ?? 0)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="sidebar.translation" />
          </dt>
          <dd data-testid="balance-translation">{intl.formatNumber(data.translationCharacters ?? 0)}</dd>
        </div>
      </dl>
      <nav className="sidebar-links">
        {LINKS.map(([to, label]) => (
          <NavLink key={to} to={to}>
            <FormattedMessage id={label} />
            {to === '/apply' && (data.pendingFriendRequestCount ?? 0) > 0 && (
              <span className="count-badge" data-testid="sidebar-pending-requests">
                {data.pendingFriendRequestCount}
              </span>
            )}
          </NavLink>
        ))}
      </nav>
    </aside>
  );
}

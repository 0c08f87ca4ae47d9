import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { Shell_viewer$key } from '../../__generated__/Shell_viewer.graphql';
import { Avatar } from '../../components/Avatar';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Loading } from '../../components/Loading';
import { ConnectionNotice } from '../../realtime/ConnectionNotice';
import { KeptAliveScreens } from '../../routing/KeptAliveScreens';
import { paths, STATIC_PAGES } from '../../routing/paths';
import { restartRouteQueries } from '../../routing/routeQuery';
import { useAppData } from '../../routing/viewer';
import { ChatDock } from '../chat/ChatDock';
import { MaintenanceNotice } from '../notices/components/MaintenanceNotice';
import { PayNotice } from '../shop/components/PayNotice';
import { BottomBar } from './BottomBar';
import { LanguageSelect } from './LanguageSelect';
import { MemberSearch } from './MemberSearch';
import { useSessionLogoutMutation } from './mutations/useSessionLogoutMutation';
import { Sidebar } from './Sidebar';
import { useInterfaceLanguage } from './useInterfaceLanguage';
import { useLayoutSwitch } from './useLayoutSwitch';

/**
 * The main shell (spec §2). Wide: a header with tabs, search, language, the member, their
 * account and logout; the sidebar; the footer. Phone: one header row (brand, a search button,
 * the member, a menu button carrying the friend-request count) and the bottom bar; the menu
 * is the sidebar as a sheet, with the language, the footer's pages and logout.
 * A screen that fails shows the notice in the content: header, sidebar and logout stay.
 */
export function Shell({ viewer }: { viewer: Shell_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment Shell_viewer on Viewer {
        user {
          nickname
          avatarUrl
          accountNumber
        }
        profileComplete
        pendingFriendRequestCount
        unreadMessageCount
        unreadNoticeCount
        unreadAnnouncementCount
        ...Sidebar_viewer
        ...PayNotice_viewer
      }
    `,
    viewer,
  );
  const [logoutMutation, loggingOut] = useSessionLogoutMutation();
  const navigate = useNavigate();
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  useLayoutSwitch();
  useInterfaceLanguage();

  // The menu belongs to the page it was opened on: going anywhere closes it.
  const here = `${pathname}${search}`;
  const menuOpen = menuOpenAt === here;
  const closeMenu = () => setMenuOpenAt(null);
  const logout = () => logoutMutation(() => void navigate(paths.login(), { replace: true }));
  const pending = data.pendingFriendRequestCount;
  const unread = data.unreadMessageCount;
  const notices = data.unreadNoticeCount + data.unreadAnnouncementCount;
  const appName = intl.formatMessage({ id: 'app.name' });
  const app = useAppData();

  // The tab's title carries what is unread: messages, notices and announcements, "(3) Across".
  const unreadAll = unread + notices;
  useEffect(() => {
    document.title = unreadAll > 0 ? `(${unreadAll}) ${appName}` : appName;
    return () => {
      document.title = appName;
    };
  }, [unreadAll, appName]);

  return (
    <ChatDock>
      <div className="shell">
        <header className="header">
          <NavLink to={paths.home()} className="brand">
            <span className="brand-mark" aria-hidden="true" />
            <span className="brand-name">
              <FormattedMessage id="app.name" />
            </span>
          </NavLink>
          <nav className="tabs" aria-label={intl.formatMessage({ id: 'nav.main' })}>
            <NavLink to={paths.home()}>
              <FormattedMessage id="nav.meet" />
            </NavLink>
            <NavLink to={paths.feed()}>
              <FormattedMessage id="nav.feed" />
            </NavLink>
            <NavLink to={paths.shopping()}>
              <FormattedMessage id="nav.shop" />
            </NavLink>
          </nav>
          <MemberSearch ownAccount={data.user.accountNumber} />
          <div className="header-end">
            <LanguageSelect />
            <Link to={paths.myInfo()} className="member" title={`ID ${data.user.accountNumber}`}>
              <Avatar url={data.user.avatarUrl} name={data.user.nickname} />
              <span className="member-nickname" data-testid="viewer-nickname">
                {data.user.nickname}
              </span>
            </Link>
            <NavLink to={paths.account(1)} className="button ghost account-link" data-testid="nav-account">
              <FormattedMessage id="nav.account" />
            </NavLink>
            <button type="button" className="button ghost" data-testid="logout" disabled={loggingOut} onClick={logout}>
              <FormattedMessage id="header.logout" />
            </button>
            <button
              type="button"
              className="icon-button menu-button"
              data-testid="menu-button"
              aria-expanded={menuOpen}
              aria-controls="shell-menu"
              aria-label={[
                intl.formatMessage({ id: 'header.menu' }),
                pending > 0 && intl.formatMessage({ id: 'header.pendingRequests' }, { count: pending }),
              ]
                .filter(Boolean)
                .join(', ')}
              onClick={() => setMenuOpenAt(menuOpen ? null : here)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
              {pending > 0 && (
                <span className="count-badge" data-testid="menu-pending-requests">
                  {pending}
                </span>
              )}
            </button>
          </div>
        </header>
        <ConnectionNotice />
        <div className="shell-body">
          <Sidebar viewer={data} open={menuOpen} onClose={closeMenu}>
            <LanguageSelect testId="menu-language-select" />
            <nav className="sheet-links" aria-label={intl.formatMessage({ id: 'footer.label' })}>
              {STATIC_PAGES.map((page) => (
                <Link key={page} to={paths.staticPage(page)}>
                  <FormattedMessage id={`footer.${page}`} />
                </Link>
              ))}
            </nav>
            <button
              type="button"
              className="button ghost wide"
              data-testid="menu-logout"
              disabled={loggingOut}
              onClick={logout}
            >
              <FormattedMessage id="header.logout" />
            </button>
          </Sidebar>
          <main className="content">
            {data.profileComplete === false && (
              <p className="complete-profile" data-testid="complete-profile">
                <FormattedMessage id="profile.complete.prompt" />{' '}
                <Link className="link" to={paths.profileSetup()} data-testid="complete-profile-link">
                  <FormattedMessage id="profile.complete.title" />
                </Link>
              </p>
            )}
            <PayNotice viewer={data} />
            {/* Screens load, and fail, inside the shell: the header, sidebar and bottom bar stay. */}
            <MaintenanceNotice query={app}>
              <ErrorBoundary resetKey={pathname} onRetry={restartRouteQueries}>
                <Suspense fallback={<Loading />}>
                  <Outlet />
                </Suspense>
                <KeptAliveScreens />
              </ErrorBoundary>
            </MaintenanceNotice>
          </main>
        </div>
        <footer className="footer">
          <nav aria-label={intl.formatMessage({ id: 'footer.label' })}>
            {STATIC_PAGES.map((page) => (
              <Link key={page} to={paths.staticPage(page)}>
                <FormattedMessage id={`footer.${page}`} />
              </Link>
            ))}
          </nav>
        </footer>
        <BottomBar unread={unread} notices={notices} />
      </div>
    </ChatDock>
  );
}

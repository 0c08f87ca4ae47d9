import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import type { Shell_viewer$key } from '../../__generated__/Shell_viewer.graphql';
import { Loading } from '../../components/Loading';
import { KeptAliveScreens } from '../../routing/KeptAliveScreens';
import { BottomBar } from './BottomBar';
import { MemberSearch } from './MemberSearch';
import { LanguageSelect } from './LanguageSelect';
import { useSessionLogoutMutation } from './mutations/useSessionLogoutMutation';
import { Sidebar } from './Sidebar';
import { useLayoutSwitch } from './useLayoutSwitch';
import { Avatar } from '../../components/Avatar';

/** The main shell (spec §2): header with tabs, language, the member and logout; the screen below. */
export function Shell({ viewer }: { viewer: Shell_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment Shell_viewer on User {
        nickname
        avatarUrl
        accountNumber
        profileComplete
        ...Sidebar_viewer
      }
    `,
    viewer,
  );
  const [logout, loggingOut] = useSessionLogoutMutation();
  const navigate = useNavigate();
  const intl = useIntl();
  useLayoutSwitch();

  return (
    <div className="shell">
      <header className="header">
        <NavLink to="/onlineDating" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <FormattedMessage id="app.name" />
        </NavLink>
        <nav className="tabs" aria-label={intl.formatMessage({ id: 'nav.main' })}>
          <NavLink to="/onlineDating">
            <FormattedMessage id="nav.meet" />
          </NavLink>
          <NavLink to="/dynamicSquare">
            <FormattedMessage id="nav.feed" />
          </NavLink>
          <NavLink to="/shopping">
            <FormattedMessage id="nav.shop" />
          </NavLink>
        </nav>
        <MemberSearch ownAccount={data.accountNumber} />
        <div className="header-end">
          <LanguageSelect />
          <span className="member" title={`ID ${data.accountNumber}`}>
            <Avatar url={data.avatarUrl} name={data.nickname} />
            <span data-testid="viewer-nickname">{data.nickname}</span>
          </span>
          <NavLink to="/account?index=1" className="button ghost" data-testid="nav-account">
            <FormattedMessage id="nav.account" />
          </NavLink>
          <button type="button" className="button ghost" data-testid="logout" disabled={loggingOut} onClick={() => logout(() => navigate('/login', { replace: true }))}>
            <FormattedMessage id="header.logout" />
          </button>
        </div>
      </header>
      <div className="shell-body">
      <Sidebar viewer={data} />
      <main className="content">
        {data.profileComplete === false && (
          <p className="complete-profile" data-testid="complete-profile">
            <FormattedMessage id="profile.complete.prompt" />{' '}
            <Link className="link" to="/profileSetup" data-testid="complete-profile-link">
              <FormattedMessage id="profile.complete.title" />
            </Link>
          </p>
        )}
        {/* Screens load inside the shell, so the header, sidebar and bottom bar stay put. */}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
        <KeptAliveScreens />
      </main>
      </div>
      <footer className="footer">
        {(['about', 'safety', 'privacy', 'help'] as const).map((page) => (
          <Link key={page} to={`/${page}`}>
            <FormattedMessage id={`footer.${page}`} />
          </Link>
        ))}
      </footer>
      <BottomBar />
    </div>
  );
}

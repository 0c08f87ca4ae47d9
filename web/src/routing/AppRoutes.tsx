import { useCallback, useState } from 'react';
import { usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import AppQueryNode, { type AppQuery } from '../__generated__/AppQuery.graphql';
import { clearViewer, resetSubscriptions } from '../relay/environment';
import { AccountPlaceholder } from '../screens/ComingSoon/AccountPlaceholder';
import { ComingSoon } from '../screens/ComingSoon/ComingSoon';
import { ForgotPasswordScreen } from '../screens/ForgotPassword/ForgotPasswordScreen';
import { LandingScreen, StaticPage } from '../screens/Landing/LandingScreen';
import { LoginScreen } from '../screens/Login/LoginScreen';
import { FriendsScreen } from '../screens/Friends/FriendsScreen';
import { PersonScreen } from '../screens/Person/PersonScreen';
import { PaySuccessScreen } from '../screens/PaySuccess/PaySuccessScreen';
import { ProfileSetupRoute, RegisterRoute } from '../screens/Register/RegisterScreen';
import { FollowersScreen, FollowingScreen, VisitorsScreen } from '../screens/MemberLists/MemberLists';
import { MyInfo } from '../screens/MyInfo/MyInfo';
import { Shell } from '../screens/Shell/Shell';
import { UserHomePage } from '../screens/UserHomePage/UserHomePage';
import { SessionEndedDialog } from '../session/SessionEndedDialog';
import { MemberEventsWatcher } from '../session/MemberEventsWatcher';
import { SessionWatcher } from '../session/SessionWatcher';
import { HOME_PATH, LOGIN_PATHS, RequireViewer, VisitorOnly } from './guards';
import { KEPT_ALIVE_PATHS } from './KeptAliveScreens';
import { ScrollToTop } from './ScrollToTop';
import { SHELL_ROUTES } from './shellRoutes';

/** Every route of spec §2. "Logged in" means the query's `viewer` is non-null. */
export function AppRoutes({ queryRef }: { queryRef: PreloadedQuery<AppQuery> }) {
  const { viewer } = usePreloadedQuery<AppQuery>(AppQueryNode, queryRef);
  const loggedIn = viewer != null;
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [endedElsewhere, setEndedElsewhere] = useState(false);

  // The server has already ended this session: forget the viewer at once (the guard moves
  // to /login behind the dialog), and tell the member why.
  const onLoggedInElsewhere = useCallback(() => {
    clearViewer(environment);
    resetSubscriptions();
    setEndedElsewhere(true);
  }, [environment]);

  const acknowledgeEnded = () => {
    setEndedElsewhere(false);
    if (!LOGIN_PATHS.includes(pathname)) navigate('/login', { replace: true });
  };

  return (
    <>
      <ScrollToTop />
      {loggedIn && <SessionWatcher onLoggedInElsewhere={onLoggedInElsewhere} />}
      {loggedIn && <MemberEventsWatcher />}
      <Routes>
        <Route element={<VisitorOnly loggedIn={loggedIn} />}>
          {LOGIN_PATHS.map((path) => (
            <Route key={path} path={path} element={<LoginScreen />} />
          ))}
          <Route path="/market" element={<LandingScreen />} />
          <Route path="/forgotPassword" element={<ForgotPasswordScreen />} />
        </Route>
        {/* Visitors only on arrival; stays once the account exists, for the optional steps. */}
        <Route path="/register" element={<RegisterRoute loggedIn={loggedIn} />} />
        <Route path="/paySuccess" element={<PaySuccessScreen />} />
        <Route path="/about" element={<StaticPage page="about" />} />
        <Route path="/safety" element={<StaticPage page="safety" />} />
        <Route path="/privacy" element={<StaticPage page="privacy" />} />
        <Route path="/help" element={<StaticPage page="help" />} />
        <Route element={<RequireViewer loggedIn={loggedIn} />}>
          <Route path="/chat" element={<ComingSoon screen="chat" standalone />} />
          <Route path="/profileSetup" element={<ProfileSetupRoute />} />
          <Route element={viewer ? <Shell viewer={viewer} /> : null}>
            <Route path="/index" element={<Navigate to={HOME_PATH} replace />} />
            {SHELL_ROUTES.map(([path, screen]) => (
              <Route key={path} path={path} element={<ComingSoon screen={screen} />} />
            ))}
            {KEPT_ALIVE_PATHS.map((path) => (
              <Route key={path} path={path} element={null} />
            ))}
            <Route path="/account" element={<AccountPlaceholder />} />
            <Route path="/userHomePage/:id" element={<UserHomePage />} />
            <Route path="/myInfo" element={<MyInfo />} />
            <Route path="/person" element={<PersonScreen />} />
            <Route path="/apply" element={<FriendsScreen />} />
            <Route path="/followMe" element={<FollowersScreen />} />
            <Route path="/myLike" element={<FollowingScreen />} />
            <Route path="/myVisitors" element={<VisitorsScreen />} />
            <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
          </Route>
        </Route>
      </Routes>
      {endedElsewhere && <SessionEndedDialog onOk={acknowledgeEnded} />}
    </>
  );
}

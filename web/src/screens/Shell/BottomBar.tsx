import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';

/** Spec §2 under 768 px: meet-ups, shop, chats and mine at the bottom of the screen. */
export function BottomBar() {
  return (
    <nav className="bottom-bar" data-testid="bottom-bar">
      <NavLink to="/onlineDating">
        <FormattedMessage id="nav.meet" />
      </NavLink>
      <NavLink to="/shopping">
        <FormattedMessage id="nav.shop" />
      </NavLink>
      <NavLink to="/chats">
        <FormattedMessage id="screen.chats" />
      </NavLink>
      <NavLink to="/myInfo">
        <FormattedMessage id="nav.mine" />
      </NavLink>
    </nav>
  );
}

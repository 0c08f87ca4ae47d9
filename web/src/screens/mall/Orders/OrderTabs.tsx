import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../routing/paths';

/** The two sides of the orders, each its own page: what I gave, what I was given; and the way to the shop. */
export function OrderTabs() {
  const intl = useIntl();
  return (
    <div className="mall-head">
      <nav className="mall-tabs" aria-label={intl.formatMessage({ id: 'mall.orders.nav' })}>
        <NavLink to={paths.ordersPlaced()} data-testid="orders-placed-tab">
          <FormattedMessage id="mall.orders.placed" />
        </NavLink>
        <NavLink to={paths.ordersReceived()} data-testid="orders-received-tab">
          <FormattedMessage id="mall.orders.received" />
        </NavLink>
      </nav>
      <NavLink className="button ghost" to={paths.shopping()}>
        <FormattedMessage id="mall.orders.toShop" />
      </NavLink>
    </div>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import type { ShoppingScreenQuery } from '../../../__generated__/ShoppingScreenQuery.graphql';
import type { MessageId } from '../../../i18n/messages';
import { paths } from '../../../routing/paths';
import type { RouteScreenProps } from '../../../routing/screens';
import { ProductGrid } from './ProductGrid';
import '../components/mall.css';

const query = graphql`
  query ShoppingScreenQuery($categoryId: ID!, $withCategory: Boolean!) @preloadable {
    productCategories {
      id
      name
    }
    viewer {
      goldCoins
    }
    ...ProductGrid_query @arguments(categoryId: $categoryId) @include(if: $withCategory) @alias(as: "shelf")
  }
`;

/** What the shop held before the mall, still a tap away: coins, translation packs, membership. */
const MORE: ReadonlyArray<{ to: string; label: MessageId }> = [
  { to: paths.account(2), label: 'account.tab.coins' },
  { to: paths.account(3), label: 'account.tab.translation' },
  { to: paths.membership(), label: 'shop.membership.title' },
];

/**
 * /shopping (spec §2): the gift mall's shelves as chips, the chosen shelf's goods, each opening its detail and the way
 * to give it to a friend; the viewer's coins and the way to the orders.
 */
export function ShoppingScreen({ queryRef }: RouteScreenProps<ShoppingScreenQuery>) {
  const data = usePreloadedQuery<ShoppingScreenQuery>(query, queryRef);
  const intl = useIntl();
  const [search] = useSearchParams();
  const chosen = search.get('category');
  const categories = data.productCategories;
  // The first visit names no shelf: the first one is shown (a link to it, so Back skips the empty step).
  if (!chosen && categories.length > 0) return <Navigate to={paths.shopping(categories[0].id)} replace />;
  const known = categories.some((category) => category.id === chosen);
  return (
    <section className="card mall" data-testid="screen-shopping">
      <div className="mall-head">
        <h1>
          <FormattedMessage id="screen.shopping" />
        </h1>
        {data.viewer && (
          <p className="mall-balance" data-testid="mall-balance">
            <FormattedMessage id="mall.balance" values={{ count: data.viewer.goldCoins }} />{' '}
            <Link className="link" to={paths.account(2)}>
              <FormattedMessage id="shop.insufficient.recharge" />
            </Link>
          </p>
        )}
        <nav className="mall-order-links" aria-label={intl.formatMessage({ id: 'mall.orders.nav' })}>
          <Link className="button ghost" to={paths.ordersPlaced()} data-testid="mall-orders-placed-link">
            <FormattedMessage id="mall.orders.placed" />
          </Link>
          <Link className="button ghost" to={paths.ordersReceived()} data-testid="mall-orders-received-link">
            <FormattedMessage id="mall.orders.received" />
          </Link>
        </nav>
      </div>
      {categories.length === 0 ? (
        <p className="muted mall-empty" data-testid="mall-no-categories">
          <FormattedMessage id="mall.empty.shop" />
        </p>
      ) : (
        <>
          <nav className="mall-categories" aria-label={intl.formatMessage({ id: 'mall.categories' })}>
            {categories.map((category) => (
              <Link
                key={category.id}
                to={paths.shopping(category.id)}
                replace
                className={category.id === chosen ? 'chip selected' : 'chip'}
                aria-current={category.id === chosen ? 'page' : undefined}
                data-testid="mall-category"
              >
                {category.name}
              </Link>
            ))}
          </nav>
          {known && data.shelf ? (
            <ProductGrid query={data.shelf} />
          ) : (
            <p className="muted mall-empty" data-testid="mall-unknown-category">
              <FormattedMessage id="mall.empty.category" />
            </p>
          )}
        </>
      )}
      <nav className="mall-more" aria-labelledby="mall-more-title">
        <h2 id="mall-more-title">
          <FormattedMessage id="mall.more" />
        </h2>
        <div className="actions">
          {MORE.map((link) => (
            <Link key={link.to} className="button ghost" to={link.to} data-testid="mall-more-link">
              <FormattedMessage id={link.label} />
            </Link>
          ))}
        </div>
      </nav>
    </section>
  );
}

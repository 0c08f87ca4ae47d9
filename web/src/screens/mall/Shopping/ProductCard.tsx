import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ProductCard_product$key } from '../../../__generated__/ProductCard_product.graphql';

/** A goods in the grid: its picture, name and price; the whole card opens its detail. */
export function ProductCard({ product, onOpen }: { product: ProductCard_product$key; onOpen(): void }) {
  const data = useFragment(
    graphql`
      fragment ProductCard_product on Product {
        name
        pictures
        goldCoins
        inStock
      }
    `,
    product,
  );
  return (
    <button type="button" className="mall-card" data-testid="mall-product" aria-haspopup="dialog" onClick={onOpen}>
      <img src={data.pictures[0]} alt="" width={160} height={160} loading="lazy" />
      <span className="mall-card-name" data-testid="mall-product-name">
        {data.name}
      </span>
      <span className="mall-price">
        <FormattedMessage id="shop.coins" values={{ count: data.goldCoins }} />
      </span>
      {!data.inStock && (
        <span className="badge mall-sold-out">
          <FormattedMessage id="mall.soldOut" />
        </span>
      )}
    </button>
  );
}

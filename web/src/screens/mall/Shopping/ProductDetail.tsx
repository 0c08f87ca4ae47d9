import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ProductDetail_product$key } from '../../../__generated__/ProductDetail_product.graphql';
import { Dialog } from '../../../components/Dialog';

/** A goods' detail: its drawings (the first large, the others to choose), words, price and stock; then give it. */
export function ProductDetail({
  product,
  onBuy,
  onClose,
}: {
  product: ProductDetail_product$key;
  onBuy(): void;
  onClose(): void;
}) {
  const data = useFragment(
    graphql`
      fragment ProductDetail_product on Product {
        name
        description
        pictures
        goldCoins
        stock
        inStock
        category {
          name
        }
      }
    `,
    product,
  );
  const intl = useIntl();
  const titleId = useId();
  const [shown, setShown] = useState(0);
  const picture = data.pictures[shown] ?? data.pictures[0];
  return (
    <Dialog labelledBy={titleId} testId="mall-product-detail" onClose={onClose} className="mall-detail">
      <button
        type="button"
        className="dialog-close"
        aria-label={intl.formatMessage({ id: 'dialog.close' })}
        onClick={onClose}
      >
        ×
      </button>
      <div className="mall-detail-body">
        <div className="mall-detail-pictures">
          {picture && <img src={picture} alt={data.name} width={280} height={280} />}
          {data.pictures.length > 1 && (
            <div className="mall-detail-thumbs">
              {data.pictures.map((src, index) => (
                <button
                  key={src}
                  type="button"
                  aria-pressed={index === shown}
                  aria-label={intl.formatMessage({ id: 'mall.picture' }, { number: index + 1 })}
                  onClick={() => setShown(index)}
                >
                  <img src={src} alt="" width={48} height={48} />
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="mall-detail-words">
          {data.category && <p className="muted-small">{data.category.name}</p>}
          <h2 id={titleId}>{data.name}</h2>
          <p>{data.description}</p>
          <p className="mall-price" data-testid="mall-detail-price">
            <FormattedMessage id="shop.coins" values={{ count: data.goldCoins }} />
          </p>
          <p className="muted-small">
            {data.inStock ? (
              <FormattedMessage id="mall.stock" values={{ count: data.stock }} />
            ) : (
              <FormattedMessage id="mall.soldOut" />
            )}
          </p>
          <div className="actions">
            <button
              type="button"
              className="button primary"
              data-autofocus
              data-testid="mall-give"
              disabled={!data.inStock}
              onClick={onBuy}
            >
              <FormattedMessage id="mall.give" />
            </button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}

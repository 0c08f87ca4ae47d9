import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ProductRow_product$key } from '../../../__generated__/ProductRow_product.graphql';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import type { OnResult } from '../../../relay/mutationResult';
import { useProductPriceSetMutation } from '../mutations/useProductPriceSetMutation';
import { useProductShelfSetMutation } from '../mutations/useProductShelfSetMutation';
import { useProductStockChangeMutation } from '../mutations/useProductStockChangeMutation';

const KNOWN = {
  StockBelowZeroError: 'staffMall.error.stockBelowZero',
  ProductNotFoundError: 'staffMall.error.productNotFound',
  ForbiddenError: 'staff.forbidden.body',
} as const;

/** A whole number typed, or null (the page checks; upstream checks again). */
const wholeNumber = (text: string) => (/^[+-]?\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);

/** One goods: its name and shelf, its price (a new one for later orders), its stock moved by ±N, on sale or not. */
export function ProductRow({ product }: { product: ProductRow_product$key }) {
  const goods = useFragment(
    graphql`
      fragment ProductRow_product on Product {
        id
        name
        pictures
        goldCoins
        stock
        onSale
        category {
          name
        }
      }
    `,
    product,
  );
  const intl = useIntl();
  const say = useSay();
  const ids = { price: useId(), change: useId() };
  const [price, setPrice] = useState(String(goods.goldCoins));
  const [change, setChange] = useState('');
  const [error, setError] = useState<ErrorText | null>(null);
  const [done, setDone] = useState<'price' | 'stock' | 'shelf' | null>(null);
  const [setPriceOf, savingPrice] = useProductPriceSetMutation();
  const [changeStock, changingStock] = useProductStockChangeMutation();
  const [setShelf, settingShelf] = useProductShelfSetMutation();

  const answered =
    (what: 'price' | 'stock' | 'shelf', after?: () => void): OnResult =>
    ({ error: failure }) => {
      setError(failure ? errorText(failure, KNOWN) : null);
      setDone(failure ? null : what);
      if (!failure) after?.();
    };
  const savePrice = (event: FormEvent) => {
    event.preventDefault();
    const coins = wholeNumber(price);
    if (coins === null || coins < 1 || coins > 100_000) return setError({ id: 'staffMall.error.price' });
    setPriceOf({ variables: { input: { productId: goods.id, goldCoins: coins } }, onResult: answered('price') });
  };
  const applyChange = (event: FormEvent) => {
    event.preventDefault();
    const by = wholeNumber(change);
    if (by === null || by === 0 || Math.abs(by) > 100_000) return setError({ id: 'staffMall.error.change' });
    if (goods.stock + by < 0) return setError({ id: 'staffMall.error.stockBelowZero' });
    changeStock({
      variables: { input: { productId: goods.id, change: by } },
      onResult: answered('stock', () => setChange('')),
    });
  };
  return (
    <li className="staff-mall-card" data-testid="staff-product-row" data-product={goods.id}>
      <div className="staff-product-head">
        {goods.pictures[0] && <img src={goods.pictures[0]} alt="" width={48} height={48} />}
        <div>
          <strong data-testid="staff-product-name">{goods.name}</strong>
          <div className="muted">{goods.category?.name}</div>
        </div>
        <span className={goods.onSale ? 'staff-badge' : 'staff-badge off'} data-testid="staff-product-shelf">
          <FormattedMessage id={goods.onSale ? 'staffMall.onSale' : 'staffMall.offSale'} />
        </span>
      </div>
      <div className="staff-product-forms">
        <form onSubmit={savePrice}>
          <label htmlFor={ids.price}>
            <FormattedMessage id="staffMall.price" />
          </label>
          <div className="staff-inline">
            <input
              id={ids.price}
              data-testid="staff-price-input"
              inputMode="numeric"
              size={7}
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
            <button type="submit" className="button" data-testid="staff-price-save" disabled={savingPrice}>
              <FormattedMessage id="staffMall.price.save" />
            </button>
          </div>
        </form>
        <form onSubmit={applyChange}>
          <label htmlFor={ids.change}>
            <FormattedMessage id="staffMall.stock" values={{ stock: goods.stock }} />
          </label>
          <div className="staff-inline">
            <input
              id={ids.change}
              data-testid="staff-stock-change"
              inputMode="numeric"
              size={7}
              placeholder={intl.formatMessage({ id: 'staffMall.stock.placeholder' })}
              value={change}
              onChange={(event) => setChange(event.target.value)}
            />
            <button type="submit" className="button" data-testid="staff-stock-apply" disabled={changingStock}>
              <FormattedMessage id="staffMall.stock.apply" />
            </button>
          </div>
          <output data-testid="staff-stock" hidden>
            {goods.stock}
          </output>
        </form>
        <button
          type="button"
          className="button ghost"
          data-testid="staff-shelf-toggle"
          disabled={settingShelf}
          onClick={() =>
            setShelf({
              variables: { input: { productId: goods.id, onSale: !goods.onSale } },
              onResult: answered('shelf'),
            })
          }
        >
          <FormattedMessage id={goods.onSale ? 'staffMall.shelf.off' : 'staffMall.shelf.on'} />
        </button>
      </div>
      <FormError testId="staff-product-error">{say(error)}</FormError>
      {done && !error && (
        <p className="staff-saved" role="status" data-testid="staff-product-saved">
          <FormattedMessage id={`staffMall.saved.${done}`} />
        </p>
      )}
    </li>
  );
}

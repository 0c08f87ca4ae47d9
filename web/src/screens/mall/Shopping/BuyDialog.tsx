import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { BuyDialog_product$key } from '../../../__generated__/BuyDialog_product.graphql';
import type { BuyDialogQuery } from '../../../__generated__/BuyDialogQuery.graphql';
import { Dialog } from '../../../components/Dialog';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { FormError } from '../../../components/FormError';
import { Loading } from '../../../components/Loading';
import { useFormErrors, type FormErrors } from '../../../components/useFormErrors';
import { errorText, useSay } from '../../../i18n/errorText';
import type { MessageId } from '../../../i18n/messages';
import { paths } from '../../../routing/paths';
import { InsufficientCoinsDialog } from '../../shop/components/InsufficientCoinsDialog';
import { useIdempotencyKey } from '../../shop/components/useIdempotencyKey';
import { AddressFields } from '../components/AddressFields';
import { ADDRESS_RULES, addressInput, EMPTY_ADDRESS, type AddressValues } from '../components/addressRules';
import { FriendPicker, type ChosenFriend } from './FriendPicker';
import { useOrderPlaceMutation } from './mutations/useOrderPlaceMutation';

/** Upstream's bounds for one order (docs/contract.md, gift mall). */
const QUANTITY_MAX = 10;
const MESSAGE_MAX = 200;

/** orderPlace's refusals in the member's words (a ValidationError names its field; maintenance brings its own). */
const ORDER_PLACE_ERRORS: Partial<Record<string, MessageId>> = {
  OutOfStockError: 'mall.error.outOfStock',
  NotAFriendError: 'mall.error.notAFriend',
  ProductNotFoundError: 'mall.error.productGone',
  BlockedError: 'mall.error.blocked',
  RecipientUnavailableError: 'mall.error.recipientUnavailable',
};

type Field = 'friend' | 'quantity' | 'message' | keyof AddressValues;
/** The graph's input names as the form's fields (the rest: the form's own line). */
const FIELDS: Partial<Record<string, Field>> = {
  userId: 'friend',
  quantity: 'quantity',
  message: 'message',
  consignee: 'consignee',
  phone: 'phone',
  address: 'address',
};

interface Values extends AddressValues {
  friend: string;
  quantity: string;
  message: string;
  /** Who enters the address: the friend (the coins are held until then) or the buyer now. */
  addressBy: 'recipient' | 'buyer';
  stock: number;
}

const whole = (quantity: string) => (/^\d+$/.test(quantity.trim()) ? Number(quantity) : Number.NaN);
const ifBuyerAddress =
  (rule: (values: AddressValues) => MessageId | undefined) =>
  (values: Values): MessageId | undefined =>
    values.addressBy === 'buyer' ? rule(values) : undefined;

const RULES = {
  friend: ({ friend }: Values): MessageId | undefined => (friend ? undefined : 'mall.buy.chooseFriend'),
  quantity: ({ quantity, stock }: Values): MessageId | undefined => {
    const count = whole(quantity);
    if (!(count >= 1 && count <= QUANTITY_MAX)) return 'mall.buy.quantity.invalid';
    return count > stock ? 'mall.error.outOfStock' : undefined;
  },
  message: ({ message }: Values): MessageId | undefined =>
    message.trim().length > MESSAGE_MAX ? 'mall.buy.message.long' : undefined,
  consignee: ifBuyerAddress(ADDRESS_RULES.consignee),
  phone: ifBuyerAddress(ADDRESS_RULES.phone),
  address: ifBuyerAddress(ADDRESS_RULES.address),
};

interface Product {
  id: string;
  name: string;
  goldCoins: number;
  stock: number;
}

/**
 * The buying steps: for whom (a friend), how many, a message and the address or "let them enter it"; then the
 * confirmation naming the total and the balance after; then what happens next. Too few coins opens the top-up prompt.
 */
function BuyForm({
  product,
  fetchKey,
  onShort,
  onClose,
}: {
  product: Product;
  fetchKey: number;
  onShort(): void;
  onClose(): void;
}) {
  const data = useLazyLoadQuery<BuyDialogQuery>(
    graphql`
      query BuyDialogQuery {
        viewer {
          goldCoins
          ...FriendPicker_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const intl = useIntl();
  const say = useSay();
  const [step, setStep] = useState<'choose' | 'confirm' | 'done'>('choose');
  const [friend, setFriend] = useState<ChosenFriend | null>(null);
  const [values, setValues] = useState<Omit<Values, 'friend' | 'stock'>>({
    quantity: '1',
    message: '',
    addressBy: 'recipient',
    ...EMPTY_ADDRESS,
  });
  const all: Values = { ...values, friend: friend?.id ?? '', stock: product.stock };
  const { formRef, errors, check, fail } = useFormErrors<Field, Values>(all, RULES);
  const [placed, setPlaced] = useState<{ name: string; asked: boolean } | null>(null);
  const key = useIdempotencyKey();
  const [place, placing] = useOrderPlaceMutation();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step !== 'choose') stepHeading.current?.focus();
  }, [step]);

  const viewer = data.viewer;
  if (!viewer) return null;
  const quantity = whole(values.quantity);
  const total = product.goldCoins * (Number.isFinite(quantity) ? quantity : 1);
  const asked = values.addressBy === 'recipient';
  const change = (next: Partial<typeof values>) => setValues((current) => ({ ...current, ...next }));

  const next = () => {
    if (fail(check())) return;
    if (total > viewer.goldCoins) {
      onShort();
      return;
    }
    setStep('confirm');
  };

  const pay = () => {
    if (!friend) return;
    place(
      {
        userId: friend.id,
        productId: product.id,
        quantity,
        message: values.message.trim() || null,
        ...(asked ? { askRecipient: true } : addressInput(values)),
        idempotencyKey: key.current(),
      },
      ({ ok, error }) => {
        if (ok) {
          key.renew();
          setPlaced({ name: friend.name, asked });
          setStep('done');
          return;
        }
        if (error.type === 'InsufficientCoinsError') {
          onShort();
          return;
        }
        const field = error.type === 'ValidationError' ? FIELDS[error.field ?? ''] : undefined;
        const text = errorText(error, ORDER_PLACE_ERRORS);
        if (field) setStep('choose');
        fail({ [field ?? 'form']: text } as FormErrors<Field>);
      },
    );
  };

  if (step === 'done' && placed)
    return (
      <div className="mall-done" data-testid="mall-buy-done">
        <h3 ref={stepHeading} tabIndex={-1}>
          <FormattedMessage id="mall.buy.done.title" />
        </h3>
        <p role="status">
          <FormattedMessage
            id={placed.asked ? 'mall.buy.done.asked' : 'mall.buy.done.given'}
            values={{ name: placed.name }}
          />
        </p>
        <div className="actions">
          <button type="button" className="button ghost" onClick={onClose}>
            <FormattedMessage id="dialog.close" />
          </button>
          <Link className="button primary" to={paths.ordersPlaced()} data-testid="mall-buy-orders">
            <FormattedMessage id="mall.orders.placed" />
          </Link>
        </div>
      </div>
    );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 'choose') next();
        else pay();
      }}
    >
      {step === 'choose' ? (
        <>
          <FriendPicker viewer={viewer} chosen={friend} error={say(errors.friend)} onChoose={setFriend} />
          <label className="field inline">
            <span>
              <FormattedMessage id="mall.buy.quantity" />
            </span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.min(QUANTITY_MAX, product.stock)}
              data-testid="mall-buy-quantity"
              aria-invalid={Boolean(errors.quantity)}
              aria-describedby={errors.quantity ? 'mall-buy-quantity-error' : undefined}
              value={values.quantity}
              onChange={(event) => change({ quantity: event.target.value })}
            />
          </label>
          {errors.quantity && (
            <p id="mall-buy-quantity-error" className="field-error" role="alert">
              {say(errors.quantity)}
            </p>
          )}
          <label className="field">
            <span>
              <FormattedMessage id="mall.buy.message" />
            </span>
            <textarea
              data-testid="mall-buy-message"
              rows={2}
              maxLength={MESSAGE_MAX}
              aria-invalid={Boolean(errors.message)}
              aria-describedby={errors.message ? 'mall-buy-message-error' : 'mall-buy-message-hint'}
              value={values.message}
              onChange={(event) => change({ message: event.target.value })}
            />
            <small id="mall-buy-message-hint" className="muted-small">
              <FormattedMessage id="mall.buy.messageHint" values={{ max: MESSAGE_MAX }} />
            </small>
            {errors.message && (
              <span id="mall-buy-message-error" className="field-error" role="alert">
                {say(errors.message)}
              </span>
            )}
          </label>
          <fieldset className="mall-address-choice">
            <legend>
              <FormattedMessage id="mall.buy.addressBy" />
            </legend>
            <label>
              <input
                type="radio"
                name="mall-address-by"
                data-testid="mall-buy-ask-recipient"
                checked={asked}
                onChange={() => change({ addressBy: 'recipient' })}
              />
              <span>
                {friend ? (
                  <FormattedMessage id="mall.buy.addressBy.recipient" values={{ name: friend.name }} />
                ) : (
                  <FormattedMessage id="mall.buy.addressBy.friend" />
                )}
              </span>
            </label>
            <label>
              <input
                type="radio"
                name="mall-address-by"
                data-testid="mall-buy-own-address"
                checked={!asked}
                onChange={() => change({ addressBy: 'buyer' })}
              />
              <span>
                <FormattedMessage id="mall.buy.addressBy.buyer" />
              </span>
            </label>
          </fieldset>
          {!asked && (
            <AddressFields
              values={values}
              errors={errors}
              testIdPrefix="mall-buy"
              onChange={(address) => change(address)}
            />
          )}
          <p className="muted" data-testid="mall-buy-total" aria-live="polite">
            <FormattedMessage id="mall.buy.totalLine" values={{ total, balance: viewer.goldCoins }} />
          </p>
          <FormError testId="mall-buy-error">{say(errors.form)}</FormError>
          <div className="actions">
            <button type="button" className="button ghost" onClick={onClose}>
              <FormattedMessage id="chat.cancel" />
            </button>
            <button type="submit" className="button primary" data-testid="mall-buy-next">
              <FormattedMessage id="mall.buy.next" />
            </button>
          </div>
        </>
      ) : (
        <div className="mall-confirm" data-testid="mall-buy-confirm">
          <h3 ref={stepHeading} tabIndex={-1}>
            <FormattedMessage id="mall.buy.confirm.title" />
          </h3>
          <p>
            <FormattedMessage
              id="mall.buy.confirm.what"
              values={{ quantity, product: product.name, name: friend?.name ?? '' }}
            />
          </p>
          {values.message.trim() && <blockquote className="mall-message">{values.message.trim()}</blockquote>}
          <p>
            {asked ? (
              <FormattedMessage id="mall.buy.confirm.asked" values={{ name: friend?.name ?? '' }} />
            ) : (
              <FormattedMessage
                id="mall.buy.confirm.address"
                values={{ consignee: values.consignee.trim(), address: values.address.trim() }}
              />
            )}
          </p>
          <dl className="mall-sum">
            <div>
              <dt>
                <FormattedMessage id="mall.buy.confirm.total" />
              </dt>
              <dd data-testid="mall-confirm-total">
                <FormattedMessage id="shop.coins" values={{ count: total }} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="mall.buy.confirm.after" />
              </dt>
              <dd data-testid="mall-confirm-after">
                <FormattedMessage id="shop.coins" values={{ count: viewer.goldCoins - total }} />
              </dd>
            </div>
          </dl>
          <FormError testId="mall-buy-error">{say(errors.form)}</FormError>
          <div className="actions">
            <button type="button" className="button ghost" onClick={() => setStep('choose')}>
              <FormattedMessage id="mall.buy.back" />
            </button>
            <button
              type="submit"
              className="button primary"
              data-testid="mall-buy-pay"
              disabled={placing}
              aria-label={intl.formatMessage({ id: 'mall.buy.pay' }, { total })}
            >
              <FormattedMessage id="mall.buy.pay" values={{ total }} />
            </button>
          </div>
        </div>
      )}
    </form>
  );
}

/** Gives a goods to a friend (spec §2): the buying dialog, or the top-up prompt when the coins are too few. */
export function BuyDialog({ product, onClose }: { product: BuyDialog_product$key; onClose(): void }) {
  const data = useFragment(
    graphql`
      fragment BuyDialog_product on Product {
        id
        name
        goldCoins
        stock
        pictures
      }
    `,
    product,
  );
  const titleId = useId();
  const [short, setShort] = useState(false);
  const [fetchKey, setFetchKey] = useState(0);
  if (short) return <InsufficientCoinsDialog onClose={onClose} />;
  return (
    <Dialog labelledBy={titleId} testId="mall-buy-dialog" onClose={onClose} className="mall-buy">
      <div className="mall-buy-head">
        {data.pictures[0] && <img src={data.pictures[0]} alt="" width={56} height={56} />}
        <h2 id={titleId}>
          <FormattedMessage id="mall.buy.title" values={{ product: data.name }} />
        </h2>
      </div>
      <ErrorBoundary onRetry={() => setFetchKey((key) => key + 1)}>
        <Suspense fallback={<Loading />}>
          <BuyForm product={data} fetchKey={fetchKey} onShort={() => setShort(true)} onClose={onClose} />
        </Suspense>
      </ErrorBoundary>
    </Dialog>
  );
}

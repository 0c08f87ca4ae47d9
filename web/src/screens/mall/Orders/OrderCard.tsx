import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { OrderCard_order$key } from '../../../__generated__/OrderCard_order.graphql';
import { Avatar } from '../../../components/Avatar';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/FormError';
import { useFailure, useSay } from '../../../i18n/errorText';
import type { MutationError } from '../../../relay/mutationResult';
import { paths } from '../../../routing/paths';
import {
  fulfilmentWords,
  historyBy,
  historyWords,
  orderActions,
  orderHeadline,
  paymentWords,
  stateWords,
} from '../components/orderWording';
import { useOrderCancelMutation } from './mutations/useOrderCancelMutation';
import { useOrderDeclineMutation } from './mutations/useOrderDeclineMutation';
import { OrderAddressForm } from './OrderAddressForm';

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * One order as the viewer sees it: the goods, how many, when, the other member, the message, its state, payment
 * (the buyer's) and shipping in plain words, and its history. The buyer may withdraw it and the recipient answer it
 * (their address, or no thanks) while it awaits the address. A recipient's order carries no price: none is shown.
 */
export function OrderCard({ order }: { order: OrderCard_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderCard_order on Order {
        id
        role
        quantity
        message
        state
        payment
        fulfilment
        addressBy
        goldCoins
        product {
          name
          pictures
        }
        address {
          consignee
          phone
          address
        }
        buyer {
          id
          nickname
          avatarUrl
        }
        recipient {
          id
          nickname
          avatarUrl
        }
        history {
          what
          by
          at
        }
        createdAt
        expiresAt
      }
    `,
    order,
  );
  const intl = useIntl();
  const say = useSay();
  const [asking, setAsking] = useState<'cancel' | 'decline' | null>(null);
  const [answering, setAnswering] = useState(false);
  const [failure, report] = useFailure();
  const [cancel, cancelling] = useOrderCancelMutation();
  const [decline, declining] = useOrderDeclineMutation();
  const headline = useRef<HTMLParagraphElement>(null);
  const recipient = data.role === 'RECIPIENT';
  const other = recipient ? data.buyer : data.recipient;
  const otherName = other?.nickname ?? intl.formatMessage({ id: 'notices.someone' });
  const actions = orderActions(data.role, data.state);
  // Once the member's own answer changed the order, their focus goes to what it says now.
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (answered) headline.current?.focus();
  }, [answered]);

  const done = (result: { ok?: unknown; error?: MutationError }) => {
    setAsking(null);
    report(result);
    if (result.ok) setAnswered(true);
  };
  const confirm = () => {
    const variables = { input: { orderId: data.id } };
    if (asking === 'cancel') cancel({ variables, onResult: done });
    else decline({ variables, onResult: done });
  };

  const headlineValues = {
    name: otherName,
    date: data.expiresAt ? intl.formatDate(data.expiresAt, WHEN) : '',
  };
  return (
    <article className="mall-order" data-testid="order-card" aria-labelledby={`order-${data.id}-title`}>
      <div className="mall-order-head">
        {data.product?.pictures[0] && <img src={data.product.pictures[0]} alt="" width={72} height={72} />}
        <div>
          <h2 id={`order-${data.id}-title`} className="mall-order-title" data-testid="order-product">
            <FormattedMessage
              id="mall.order.product"
              values={{
                product: data.product?.name ?? intl.formatMessage({ id: 'mall.order.gone' }),
                quantity: data.quantity,
              }}
            />
          </h2>
          <p className="muted-small">
            <time dateTime={data.createdAt}>{intl.formatDate(data.createdAt, WHEN)}</time>
          </p>
          <p className="mall-order-other" data-testid="order-other">
            {other ? (
              <Link to={paths.userHomePage(other.id)} className="mall-order-member">
                <Avatar url={other.avatarUrl} name={other.nickname} />
                <FormattedMessage id={recipient ? 'mall.order.from' : 'mall.order.to'} values={{ name: otherName }} />
              </Link>
            ) : (
              <FormattedMessage id={recipient ? 'mall.order.from' : 'mall.order.to'} values={{ name: otherName }} />
            )}
          </p>
        </div>
      </div>
      <p className="mall-order-headline" data-testid="order-headline" ref={headline} tabIndex={-1}>
        <FormattedMessage id={orderHeadline(data.role, data.state, data.fulfilment)} values={headlineValues} />
      </p>
      {data.message && (
        <blockquote className="mall-message" data-testid="order-message">
          {data.message}
        </blockquote>
      )}
      <dl className="mall-order-facts">
        <div>
          <dt>
            <FormattedMessage id="mall.order.state" />
          </dt>
          <dd data-testid="order-state">
            <FormattedMessage id={stateWords(data.state)} />
          </dd>
        </div>
        {!recipient && (
          <div>
            <dt>
              <FormattedMessage id="mall.order.payment" />
            </dt>
            <dd data-testid="order-payment">
              <FormattedMessage id={paymentWords(data.payment)} />
              {data.goldCoins != null && (
                <>
                  {' · '}
                  <span data-testid="order-price">
                    <FormattedMessage id="shop.coins" values={{ count: data.goldCoins }} />
                  </span>
                </>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="mall.order.fulfilment" />
          </dt>
          <dd data-testid="order-fulfilment">
            <FormattedMessage id={fulfilmentWords(data.fulfilment)} />
          </dd>
        </div>
        {data.address ? (
          <div>
            <dt>
              <FormattedMessage id="mall.order.address" />
            </dt>
            <dd data-testid="order-address">
              {data.address.consignee}, {data.address.phone}
              <br />
              {data.address.address}
            </dd>
          </div>
        ) : (
          !recipient &&
          data.addressBy === 'RECIPIENT' && (
            <div>
              <dt>
                <FormattedMessage id="mall.order.address" />
              </dt>
              <dd className="muted-small">
                <FormattedMessage
                  id={data.state === 'CONFIRMED' ? 'mall.order.addressGiven' : 'mall.order.addressPrivate'}
                  values={{ name: otherName }}
                />
              </dd>
            </div>
          )
        )}
      </dl>
      <details className="mall-history">
        <summary>
          <FormattedMessage id="mall.order.history" />
        </summary>
        <ol data-testid="order-history">
          {data.history.map((entry) => (
            <li key={`${entry.what}-${entry.at}`}>
              <FormattedMessage
                id="mall.history.line"
                values={{
                  what: intl.formatMessage({ id: historyWords(entry.what) }),
                  by: intl.formatMessage({ id: historyBy(entry.by, data.role) }),
                }}
              />{' '}
              <time className="muted-small" dateTime={entry.at}>
                {intl.formatDate(entry.at, WHEN)}
              </time>
            </li>
          ))}
        </ol>
      </details>
      {answering && actions.answer ? (
        <OrderAddressForm
          orderId={data.id}
          onDone={() => {
            setAnswering(false);
            setAnswered(true);
          }}
          onCancel={() => setAnswering(false)}
        />
      ) : (
        (actions.cancel || actions.answer) && (
          <div className="actions">
            {actions.answer && (
              <>
                <button
                  type="button"
                  className="button ghost"
                  data-testid="order-decline"
                  onClick={() => setAsking('decline')}
                >
                  <FormattedMessage id="mall.order.decline" />
                </button>
                <button
                  type="button"
                  className="button primary"
                  data-testid="order-answer"
                  onClick={() => setAnswering(true)}
                >
                  <FormattedMessage id="mall.order.enterAddress" />
                </button>
              </>
            )}
            {actions.cancel && (
              <button
                type="button"
                className="button ghost"
                data-testid="order-cancel"
                onClick={() => setAsking('cancel')}
              >
                <FormattedMessage id="mall.order.cancel" />
              </button>
            )}
          </div>
        )
      )}
      <FormError testId="order-error">{say(failure)}</FormError>
      {asking && (
        <ConfirmDialog
          testId={asking === 'cancel' ? 'order-cancel-dialog' : 'order-decline-dialog'}
          confirm={asking === 'cancel' ? 'mall.order.cancel.confirm' : 'mall.order.decline.confirm'}
          cancel="mall.order.keep"
          busy={cancelling || declining}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        >
          <FormattedMessage
            id={asking === 'cancel' ? 'mall.order.cancel.question' : 'mall.order.decline.question'}
            values={{ name: otherName }}
          />
        </ConfirmDialog>
      )}
    </article>
  );
}

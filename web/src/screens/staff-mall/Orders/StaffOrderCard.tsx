import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { StaffOrderCard_order$key } from '../../../__generated__/StaffOrderCard_order.graphql';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { useStaffOrderFulfilmentMutation } from '../mutations/useStaffOrderFulfilmentMutation';

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;
const KNOWN = {
  FulfilmentOutOfOrderError: 'staffMall.error.outOfOrder',
  OrderNotFoundError: 'staffMall.error.orderNotFound',
} as const;

/** One order as an admin sees it: goods, quantity, buyer and recipient, the address, when; the next step to take. */
export function StaffOrderCard({ order }: { order: StaffOrderCard_order$key }) {
  const data = useFragment(
    graphql`
      fragment StaffOrderCard_order on Order {
        id
        state
        fulfilment
        quantity
        goldCoins
        createdAt
        updatedAt
        product {
          name
        }
        buyer {
          nickname
        }
        recipient {
          nickname
        }
        address {
          consignee
          phone
          address
        }
      }
    `,
    order,
  );
  const intl = useIntl();
  const say = useSay();
  const [asking, setAsking] = useState<'SHIPPED' | 'DELIVERED' | null>(null);
  const [error, setError] = useState<ErrorText | null>(null);
  const [fulfil, fulfilling] = useStaffOrderFulfilmentMutation();
  const next =
    data.state === 'CONFIRMED' && data.fulfilment === 'NOT_SHIPPED'
      ? 'SHIPPED'
      : data.state === 'CONFIRMED' && data.fulfilment === 'SHIPPED'
        ? 'DELIVERED'
        : null;
  const confirm = (step: 'SHIPPED' | 'DELIVERED') =>
    fulfil({
      variables: { input: { orderId: data.id, fulfilment: step } },
      onResult: ({ error: failure }) => {
        setAsking(null);
        setError(failure ? errorText(failure, KNOWN) : null);
      },
    });
  const status = data.state === 'CONFIRMED' ? `fulfilment.${data.fulfilment}` : `state.${data.state}`;
  return (
    <li className="staff-mall-card" data-testid="staff-order" data-order={data.id}>
      <div className="staff-order-head">
        <strong data-testid="staff-order-goods">
          <FormattedMessage
            id="staffMall.order.goods"
            values={{ name: data.product?.name ?? '—', quantity: data.quantity }}
          />
        </strong>
        <span className="staff-badge" data-testid="staff-order-status">
          <FormattedMessage id={`staffMall.${status}`} />
        </span>
      </div>
      <dl className="staff-facts">
        <dt>
          <FormattedMessage id="staffMall.order.buyer" />
        </dt>
        <dd>{data.buyer?.nickname ?? '—'}</dd>
        <dt>
          <FormattedMessage id="staffMall.order.recipient" />
        </dt>
        <dd>{data.recipient?.nickname ?? '—'}</dd>
        <dt>
          <FormattedMessage id="staffMall.order.address" />
        </dt>
        <dd data-testid="staff-order-address">
          {data.address ? (
            <>
              {data.address.consignee} · {data.address.phone}
              <br />
              {data.address.address}
            </>
          ) : (
            <FormattedMessage id="staffMall.order.noAddress" />
          )}
        </dd>
        <dt>
          <FormattedMessage id="staffMall.order.coins" />
        </dt>
        <dd>{data.goldCoins ?? '—'}</dd>
        <dt>
          <FormattedMessage id="staffMall.order.placed" />
        </dt>
        <dd>
          <time dateTime={data.createdAt}>{intl.formatDate(data.createdAt, WHEN)}</time>
        </dd>
      </dl>
      {next && (
        <button
          type="button"
          className="button primary"
          data-testid={next === 'SHIPPED' ? 'staff-mark-shipped' : 'staff-mark-delivered'}
          disabled={fulfilling}
          onClick={() => setAsking(next)}
        >
          <FormattedMessage id={`staffMall.mark.${next}`} />
        </button>
      )}
      <FormError testId="staff-order-error">{say(error)}</FormError>
      {asking && (
        <ConfirmStep
          step={asking}
          goods={data.product?.name ?? ''}
          recipient={data.recipient?.nickname ?? ''}
          busy={fulfilling}
          onConfirm={() => confirm(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </li>
  );
}

/** "Mark it shipped?": what the step does, then yes or no. */
function ConfirmStep(props: {
  step: 'SHIPPED' | 'DELIVERED';
  goods: string;
  recipient: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const title = useId();
  const body = useId();
  return (
    <Dialog
      role="alertdialog"
      labelledBy={title}
      describedBy={body}
      testId="staff-fulfil-dialog"
      onClose={props.onCancel}
    >
      <h2 id={title}>
        <FormattedMessage id={`staffMall.mark.${props.step}`} />
      </h2>
      <p id={body}>
        <FormattedMessage
          id={`staffMall.confirm.${props.step}`}
          values={{ goods: props.goods, recipient: props.recipient }}
        />
      </p>
      <div className="actions">
        <button type="button" className="button ghost" data-autofocus onClick={props.onCancel}>
          <FormattedMessage id="staffMall.cancel" />
        </button>
        <button
          type="button"
          className="button primary"
          data-testid="staff-fulfil-confirm"
          disabled={props.busy}
          onClick={props.onConfirm}
        >
          <FormattedMessage id="staffMall.confirm" />
        </button>
      </div>
    </Dialog>
  );
}

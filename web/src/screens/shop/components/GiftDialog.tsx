import { Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { GiftDialogQuery } from '../../../__generated__/GiftDialogQuery.graphql';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { Loading } from '../../../components/Loading';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { InsufficientCoinsDialog } from './InsufficientCoinsDialog';
import { useGiftSendMutation } from './mutations/useGiftSendMutation';
import { useIdempotencyKey } from './useIdempotencyKey';
import { WalletSummary } from './WalletSummary';

const COUNT_MAX = 99;

interface GiftDialogProps {
  /** The recipient (a User ID) and their name. */
  userId: string;
  name: string;
  /** The open chat window's messages, so the gift shows there at once. */
  connectionId?: string;
  onClose(): void;
}

function GiftPicker({
  userId,
  name,
  connectionId,
  onClose,
  onShort,
  titleId,
}: GiftDialogProps & { titleId: string; onShort(): void }) {
  const data = useLazyLoadQuery<GiftDialogQuery>(
    graphql`
      query GiftDialogQuery {
        gifts {
          giftId
          name
          iconUrl
          goldCoins
        }
        viewer {
          goldCoins
          freeGiftsLeft
          ...WalletSummary_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const intl = useIntl();
  const say = useSay();
  const [giftId, setGiftId] = useState<number | null>(null);
  const [count, setCount] = useState(1);
  const [error, setError] = useState<ErrorText | null>(null);
  const [sent, setSent] = useState<{ name: string; count: number; free: boolean } | null>(null);
  const key = useIdempotencyKey();
  const [send, sending] = useGiftSendMutation();
  const gift = data.gifts.find((found) => found.giftId === giftId);
  const viewer = data.viewer;
  if (!viewer) return null;
  const freeLeft = viewer.freeGiftsLeft ?? null;
  const free = freeLeft === null || freeLeft >= count;
  const price = gift && !free ? gift.goldCoins * count : 0;

  const submit = () => {
    if (!gift) {
      setError({ id: 'shop.gift.choose' });
      return;
    }
    setError(null);
    send({
      variables: {
        input: { userId, giftId: gift.giftId, count, idempotencyKey: key.current() },
        connections: connectionId ? [connectionId] : [],
      },
      onResult: ({ ok, error: failure }) => {
        if (ok) {
          key.renew();
          setSent({ name: gift.name, count, free: ok.free ?? false });
        } else if (failure?.type === 'InsufficientCoinsError') onShort();
        else if (failure) setError(errorText(failure));
      },
    });
  };

  if (sent)
    return (
      <>
        <p className="form-success" role="status" data-testid="gift-sent">
          <FormattedMessage id="shop.gift.sent" values={{ count: sent.count, gift: sent.name, name }} />
        </p>
        <div className="actions">
          <button type="button" className="button ghost" onClick={() => setSent(null)}>
            <FormattedMessage id="shop.gift.another" />
          </button>
          <button type="button" className="button primary" data-autofocus onClick={onClose}>
            <FormattedMessage id="dialog.close" />
          </button>
        </div>
      </>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <WalletSummary viewer={viewer} show={['gold', 'freeGifts']} />
      <fieldset className="gift-grid">
        <legend className="visually-hidden">
          <FormattedMessage id="shop.gift.choose" />
        </legend>
        {data.gifts.map((item, index) => (
          <label
            key={item.giftId}
            className={item.giftId === giftId ? 'gift-option chosen' : 'gift-option'}
            data-testid="gift-option"
          >
            <input
              type="radio"
              name={titleId}
              className="visually-hidden"
              value={item.giftId}
              checked={item.giftId === giftId}
              onChange={() => setGiftId(item.giftId)}
              data-autofocus={index === 0 || undefined}
            />
            <img src={item.iconUrl} alt="" width={48} height={48} />
            <span className="gift-name">{item.name}</span>
            <span className="muted-small">
              <FormattedMessage id="shop.coins" values={{ count: item.goldCoins }} />
            </span>
          </label>
        ))}
      </fieldset>
      <label className="field inline">
        <FormattedMessage id="shop.gift.count" />
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={COUNT_MAX}
          data-testid="gift-count"
          value={count}
          onChange={(event) => setCount(Math.min(COUNT_MAX, Math.max(1, Math.floor(Number(event.target.value) || 1))))}
        />
      </label>
      <p className="muted" data-testid="gift-price" aria-live="polite">
        {gift &&
          (free ? (
            <FormattedMessage id="shop.gift.free" />
          ) : (
            <FormattedMessage id="shop.gift.price" values={{ count: price }} />
          ))}
      </p>
      <FormError testId="gift-error">{say(error)}</FormError>
      <div className="actions">
        <button type="button" className="button ghost" onClick={onClose}>
          <FormattedMessage id="chat.cancel" />
        </button>
        <button
          type="submit"
          className="button primary"
          data-testid="gift-send"
          disabled={sending}
          aria-label={intl.formatMessage({ id: 'shop.gift.send' })}
        >
          <FormattedMessage id="shop.gift.send" />
        </button>
      </div>
    </form>
  );
}

/**
 * Spec §2 gift picker: a gift and how many, the month's free gifts first, then gold coins; not enough coins opens the
 * prompt.
 */
export function GiftDialog(props: GiftDialogProps) {
  const titleId = useId();
  const [short, setShort] = useState(false);
  // From a chat window (it shows there), a top-up leads back to that conversation.
  if (short)
    return <InsufficientCoinsDialog onClose={props.onClose} chatWith={props.connectionId ? props.userId : undefined} />;
  return (
    <Dialog labelledBy={titleId} testId="gift-dialog" onClose={props.onClose} className="gift-dialog">
      <h2 id={titleId}>
        <FormattedMessage id="shop.gift.title" values={{ name: props.name }} />
      </h2>
      <Suspense fallback={<Loading />}>
        <GiftPicker {...props} titleId={titleId} onShort={() => setShort(true)} />
      </Suspense>
    </Dialog>
  );
}

import { Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RedPacketDialogQuery } from '../../../__generated__/RedPacketDialogQuery.graphql';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { Loading } from '../../../components/Loading';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { InsufficientCoinsDialog } from './InsufficientCoinsDialog';
import { useRedPacketSendMutation } from './mutations/useRedPacketSendMutation';
import { useIdempotencyKey } from './useIdempotencyKey';
import { WalletSummary } from './WalletSummary';

/** Spec §9: the presets; a custom amount overrides them. */
const PRESETS = [10, 50, 100];
const AMOUNT_MAX = 10_000;
const NOTE_MAX = 60;

interface RedPacketDialogProps {
  userId: string;
  name: string;
  connectionId?: string;
  onClose(): void;
}

function RedPacketForm({ userId, connectionId, onClose, onShort }: RedPacketDialogProps & { onShort(): void }) {
  const data = useLazyLoadQuery<RedPacketDialogQuery>(
    graphql`
      query RedPacketDialogQuery {
        viewer {
          goldCoins
          ...WalletSummary_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const intl = useIntl();
  const say = useSay();
  const [preset, setPreset] = useState(PRESETS[0]);
  const [custom, setCustom] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<ErrorText | null>(null);
  const key = useIdempotencyKey();
  const [send, sending] = useRedPacketSendMutation();
  if (!data.viewer) return null;
  const amount = custom.trim() === '' ? preset : Number(custom);

  const submit = () => {
    if (!Number.isInteger(amount) || amount < 1 || amount > AMOUNT_MAX) {
      setError({ id: 'shop.redPacket.amountInvalid' });
      return;
    }
    if (amount > data.viewer!.goldCoins) {
      onShort();
      return;
    }
    setError(null);
    send({
      variables: {
        input: { userId, amount, note: note.trim() || null, idempotencyKey: key.current() },
        connections: connectionId ? [connectionId] : [],
      },
      onResult: ({ ok, error: failure }) => {
        if (ok) {
          key.renew();
          onClose();
        } else if (failure?.type === 'InsufficientCoinsError') onShort();
        else if (failure) setError(errorText(failure));
      },
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <WalletSummary viewer={data.viewer} />
      <fieldset className="choice-row">
        <legend>
          <FormattedMessage id="shop.redPacket.amount" />
        </legend>
        {PRESETS.map((value, index) => (
          <label key={value} className={custom === '' && preset === value ? 'choice chosen' : 'choice'}>
            <input
              type="radio"
              name="red-packet-preset"
              className="visually-hidden"
              checked={custom === '' && preset === value}
              onChange={() => {
                setPreset(value);
                setCustom('');
              }}
              data-autofocus={index === 0 || undefined}
              data-testid={`red-packet-preset-${value}`}
            />
            <FormattedMessage id="shop.coins" values={{ count: value }} />
          </label>
        ))}
      </fieldset>
      <label className="field">
        <FormattedMessage id="shop.redPacket.custom" />
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={AMOUNT_MAX}
          step={1}
          data-testid="red-packet-custom"
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
        />
      </label>
      <label className="field">
        <FormattedMessage id="shop.redPacket.note" />
        <input
          maxLength={NOTE_MAX}
          data-testid="red-packet-note"
          value={note}
          placeholder={intl.formatMessage({ id: 'shop.redPacket.notePlaceholder' })}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <p className="muted-small">
        <FormattedMessage id="shop.redPacket.expiry" />
      </p>
      <FormError testId="red-packet-error">{say(error)}</FormError>
      <div className="actions">
        <button type="button" className="button ghost" onClick={onClose}>
          <FormattedMessage id="chat.cancel" />
        </button>
        <button type="submit" className="button primary" data-testid="red-packet-send" disabled={sending}>
          <FormattedMessage
            id="shop.redPacket.send"
            values={{ count: Number.isInteger(amount) && amount > 0 ? amount : 0 }}
          />
        </button>
      </div>
    </form>
  );
}

/**
 * Spec §2 red-packet dialog: presets 10, 50, 100 or a custom amount, a short note; more than the balance opens the
 * prompt.
 */
export function RedPacketDialog(props: RedPacketDialogProps) {
  const titleId = useId();
  const [short, setShort] = useState(false);
  if (short) return <InsufficientCoinsDialog onClose={props.onClose} chatWith={props.userId} />;
  return (
    <Dialog labelledBy={titleId} testId="red-packet-dialog" onClose={props.onClose} className="red-packet-dialog">
      <h2 id={titleId}>
        <FormattedMessage id="shop.redPacket.title" values={{ name: props.name }} />
      </h2>
      <Suspense fallback={<Loading />}>
        <RedPacketForm {...props} onShort={() => setShort(true)} />
      </Suspense>
    </Dialog>
  );
}

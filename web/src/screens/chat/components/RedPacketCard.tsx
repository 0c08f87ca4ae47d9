import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { useRedPacketOpenMutation } from '../../shop/components/mutations/useRedPacketOpenMutation';
import { RedPacketIcon } from './icons';

const STATUS_TEXT = {
  SENT: 'shop.inChat.redPacket.waiting',
  OPENED: 'shop.inChat.redPacket.opened',
  RETURNED: 'shop.inChat.redPacket.returned',
} as const;

/** A red packet in the chat: its amount and note; its recipient opens it here, once. */
export function RedPacketCard({
  messageId,
  amount,
  note,
  status,
  mine,
}: {
  messageId: string;
  amount: number;
  note: string | null;
  status: string | null;
  mine: boolean;
}) {
  const settled = status === 'OPENED' || status === 'RETURNED' ? STATUS_TEXT[status] : null;
  const [open, opening] = useRedPacketOpenMutation();
  const [error, setError] = useState<ErrorText | null>(null);
  const say = useSay();
  return (
    <div
      className={`red-packet ${status?.toLowerCase() ?? ''}`}
      data-testid="red-packet"
      data-status={status ?? undefined}
    >
      <span className="red-packet-mark">
        <RedPacketIcon />
      </span>
      <div>
        <strong>
          <FormattedMessage id="shop.inChat.redPacket.amount" values={{ count: amount }} />
        </strong>
        {note && <p className="red-packet-note">{note}</p>}
        {settled ? (
          <p className="muted-small" data-testid="red-packet-settled">
            <FormattedMessage id={settled} />
          </p>
        ) : mine ? (
          <p className="muted-small">
            <FormattedMessage id="shop.inChat.redPacket.waiting" />
          </p>
        ) : (
          <button
            type="button"
            className="button primary small"
            data-testid="red-packet-open"
            disabled={opening}
            onClick={() =>
              open({
                variables: { input: { messageId } },
                onResult: ({ error: failure }) => setError(failure ? errorText(failure) : null),
              })
            }
          >
            <FormattedMessage id="shop.inChat.redPacket.open" />
          </button>
        )}
        <FormError testId="red-packet-open-error">{say(error)}</FormError>
      </div>
    </div>
  );
}

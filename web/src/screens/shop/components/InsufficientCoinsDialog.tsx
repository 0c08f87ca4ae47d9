import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/Dialog';
import { paths } from '../../../routing/paths';

/**
 * Spec §2/§5/§6: not enough gold coins, or (`reason: 'translation'`) not enough translation
 * characters and coins for a translation (`detail`: the server's words, with what it needs).
 * Asked from a conversation (`chatWith`, the other member's ID), the top-up leads back to it.
 * The way on: top up (first: a pack is bought with coins too), buy a translation pack (only
 * when translation is what is short: a pack pays for nothing else), or not now; a message that
 * waits for its translation may go as written instead. When the member's coins would pay the
 * translation (`coins`), paying them comes first: coins are spent only when asked, so the focus
 * starts on "Not now" (Enter spends nothing).
 */
export function InsufficientCoinsDialog({
  onClose,
  reason = 'coins',
  detail,
  coins,
  onPayWithCoins,
  onSendAsWritten,
  chatWith,
}: {
  onClose(): void;
  chatWith?: string;
  reason?: 'coins' | 'translation';
  detail?: string;
  /** With `onPayWithCoins`: the gold coins that would pay the translation. */
  coins?: number;
  onPayWithCoins?(): void;
  onSendAsWritten?(): void;
}) {
  const titleId = useId();
  const bodyId = useId();
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  const translation = reason === 'translation';
  const payable = onPayWithCoins !== undefined && coins !== undefined;
  return (
    <Dialog role="alertdialog" labelledBy={titleId} describedBy={bodyId} testId="insufficient-coins" onClose={onClose}>
      <h2 id={titleId}>
        <FormattedMessage id={translation ? 'translation.short.title' : 'shop.insufficient.title'} />
      </h2>
      <p id={bodyId} data-testid="insufficient-detail">
        {detail ?? <FormattedMessage id={translation ? 'translation.short.body' : 'shop.insufficient.body'} />}
      </p>
      <div className="actions stacked">
        {payable && (
          <button
            type="button"
            className="button primary"
            data-testid="insufficient-pay-coins"
            onClick={onPayWithCoins}
          >
            <FormattedMessage id="translation.short.payCoins" values={{ coins }} />
          </button>
        )}
        <button
          type="button"
          className={payable ? 'button ghost' : 'button primary'}
          data-autofocus={payable ? undefined : true}
          data-testid="insufficient-recharge"
          onClick={() => go(paths.account(2, { chatWith }))}
        >
          <FormattedMessage id="shop.insufficient.recharge" />
        </button>
        {translation && (
          <button
            type="button"
            className="button ghost"
            data-testid="insufficient-pack"
            onClick={() => go(paths.account(3))}
          >
            <FormattedMessage id="shop.insufficient.pack" />
          </button>
        )}
        {onSendAsWritten && (
          <button
            type="button"
            className="button ghost"
            data-testid="insufficient-as-written"
            onClick={onSendAsWritten}
          >
            <FormattedMessage id="translation.short.sendAsWritten" />
          </button>
        )}
        <button
          type="button"
          className="button ghost"
          data-autofocus={payable || undefined}
          data-testid="insufficient-later"
          onClick={onClose}
        >
          <FormattedMessage id="shop.insufficient.later" />
        </button>
      </div>
    </Dialog>
  );
}

import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/Dialog';
import { paths } from '../../../routing/paths';

/** Spec §2/§5: not enough gold coins. The way on: recharge, buy a translation pack, or not now. */
export function InsufficientCoinsDialog({ onClose }: { onClose(): void }) {
  const titleId = useId();
  const bodyId = useId();
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  return (
    <Dialog role="alertdialog" labelledBy={titleId} describedBy={bodyId} testId="insufficient-coins" onClose={onClose}>
      <h2 id={titleId}>
        <FormattedMessage id="shop.insufficient.title" />
      </h2>
      <p id={bodyId}>
        <FormattedMessage id="shop.insufficient.body" />
      </p>
      <div className="actions stacked">
        <button type="button" className="button primary" data-autofocus data-testid="insufficient-recharge" onClick={() => go(paths.account(2))}>
          <FormattedMessage id="shop.insufficient.recharge" />
        </button>
        <button type="button" className="button ghost" data-testid="insufficient-pack" onClick={() => go(paths.account(3))}>
          <FormattedMessage id="shop.insufficient.pack" />
        </button>
        <button type="button" className="button ghost" data-testid="insufficient-later" onClick={onClose}>
          <FormattedMessage id="shop.insufficient.later" />
        </button>
      </div>
    </Dialog>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PayNotice_viewer$key } from '../../../__generated__/PayNotice_viewer.graphql';
import { usePayNoticeDismissMutation } from './mutations/usePayNoticeDismissMutation';

/**
 * Spec §4 pay notice: for members who pay for unlocks, what new friends' photos and first messages cost, until
 * dismissed.
 */
export function PayNotice({ viewer }: { viewer: PayNotice_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment PayNotice_viewer on Viewer {
        id
        payNoticeShown
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const [dismiss, dismissing] = usePayNoticeDismissMutation();
  if (!data.payNoticeShown) return null;
  return (
    <p className="complete-profile pay-notice" data-testid="pay-notice">
      <FormattedMessage id="shop.unlock.notice" />{' '}
      <button
        type="button"
        className="button ghost small"
        data-testid="pay-notice-dismiss"
        disabled={dismissing}
        aria-label={intl.formatMessage({ id: 'shop.unlock.noticeDismiss' })}
        onClick={() =>
          dismiss({
            variables: {},
            optimisticResponse: {
              payNoticeDismiss: {
                __typename: 'PayNoticeDismissPayload',
                viewer: { id: data.id, payNoticeShown: false },
              },
            },
          })
        }
      >
        <FormattedMessage id="shop.unlock.noticeDismiss" />
      </button>
    </p>
  );
}

import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MomentOwnerMenu_moment$key } from '../../../__generated__/MomentOwnerMenu_moment.graphql';
import { ActionMenu } from '../../../components/ActionMenu';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { OnResult } from '../../../relay/mutationResult';
import { useMomentBurnRecoverMutation } from './mutations/useMomentBurnRecoverMutation';
import { useMomentDeleteMutation } from './mutations/useMomentDeleteMutation';
import { useMomentPinMutation } from './mutations/useMomentPinMutation';

/**
 * My moment's menu: pin it to the top of my space (or unpin it), give a burn-after-reading moment's viewers their one
 * view back, or delete it after asking.
 */
export function MomentOwnerMenu({
  moment,
  onPinned,
  onFailure,
}: {
  moment: MomentOwnerMenu_moment$key;
  onPinned?(): void;
  onFailure: OnResult;
}) {
  const data = useFragment(
    graphql`
      fragment MomentOwnerMenu_moment on Moment {
        id
        pinned
        kind
      }
    `,
    moment,
  );
  const intl = useIntl();
  const [pin] = useMomentPinMutation();
  const [remove, removing] = useMomentDeleteMutation();
  const [recover] = useMomentBurnRecoverMutation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ActionMenu
        label={<span className="visually-hidden">{intl.formatMessage({ id: 'moments.menu' })}</span>}
        testId="moment-menu"
        items={[
          {
            key: 'pin',
            testId: data.pinned ? 'moment-unpin' : 'moment-pin',
            label: <FormattedMessage id={data.pinned ? 'moments.unpin' : 'moments.pin'} />,
            onSelect: () =>
              pin({
                variables: { input: { momentId: data.id, pinned: !data.pinned } },
                onResult: (result) => {
                  onFailure(result);
                  if (!result.error) onPinned?.();
                },
              }),
          },
          ...(data.kind === 'BURN_AFTER_READING'
            ? [
                {
                  key: 'recover',
                  testId: 'moment-burn-recover',
                  label: <FormattedMessage id="moments.burn.recover" />,
                  onSelect: () =>
                    recover({
                      variables: { input: { momentId: data.id } },
                      onResult: onFailure,
                    }),
                },
              ]
            : []),
          {
            key: 'delete',
            testId: 'moment-delete',
            danger: true,
            label: <FormattedMessage id="moments.delete" />,
            onSelect: () => setConfirming(true),
          },
        ]}
      />
      {confirming && (
        <ConfirmDialog
          testId="moment-delete-confirm"
          confirm="moments.delete"
          cancel="moments.keep"
          busy={removing}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove({
              variables: { input: { momentId: data.id } },
              onResult: (result) => {
                setConfirming(false);
                onFailure(result);
              },
            })
          }
        >
          <FormattedMessage id="moments.deleteConfirm" />
        </ConfirmDialog>
      )}
    </>
  );
}

import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PrivacySettings_viewer$key } from '../../../__generated__/PrivacySettings_viewer.graphql';
import { FormError } from '../../../components/FormError';
import { useFailure, useSay } from '../../../i18n/errorText';
import { useHideLikeCountsUpdateMutation } from './mutations/useHideLikeCountsUpdateMutation';
import { usePrivacySettingsUpdateMutation } from './mutations/usePrivacySettingsUpdateMutation';

const SETTINGS = [
  'friendRequestsNeedApproval',
  'likesPublic',
  'commentsPublic',
  'hiddenFromSearch',
  'onlineStatusHidden',
  'typingHidden',
] as const;

/**
 * My privacy switches, each saved as it is flipped (and flipped back, with the reason, if that fails); the last one hides
 * like counts on the moments I read.
 */
export function PrivacySettings({ viewer }: { viewer: PrivacySettings_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment PrivacySettings_viewer on Viewer {
        id
        privacySettings {
          friendRequestsNeedApproval
          likesPublic
          commentsPublic
          hiddenFromSearch
          onlineStatusHidden
          typingHidden
        }
        hideLikeCounts
      }
    `,
    viewer,
  );
  const [save] = usePrivacySettingsUpdateMutation();
  const [saveHideLikeCounts] = useHideLikeCountsUpdateMutation();
  const [failure, report] = useFailure();
  const say = useSay();
  return (
    <section className="card" data-testid="privacy-settings">
      <h2>
        <FormattedMessage id="myInfo.privacy" />
      </h2>
      {SETTINGS.map((setting) => (
        <label key={setting} className="toggle">
          <input
            type="checkbox"
            data-testid={`privacy-${setting}`}
            checked={data.privacySettings[setting]}
            onChange={(event) =>
              save(data.id, { ...data.privacySettings, [setting]: event.target.checked }, setting, report)
            }
          />
          <FormattedMessage id={`privacy.${setting}`} />
        </label>
      ))}
      <label className="toggle">
        <input
          type="checkbox"
          data-testid="privacy-hideLikeCounts"
          checked={data.hideLikeCounts}
          onChange={(event) => saveHideLikeCounts(data.id, event.target.checked, report)}
        />
        <FormattedMessage id="privacy.hideLikeCounts" />
      </label>
      <FormError testId="privacy-error">{say(failure)}</FormError>
    </section>
  );
}

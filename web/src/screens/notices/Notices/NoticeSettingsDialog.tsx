import { useEffect, useId, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import type {
  NoticeAudience,
  NoticeSettingsDialog_viewer$key,
} from '../../../__generated__/NoticeSettingsDialog_viewer.graphql';
import type { NoticeSettingsDialogRefetchQuery } from '../../../__generated__/NoticeSettingsDialogRefetchQuery.graphql';
import { Avatar } from '../../../components/Avatar';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import type { MessageId } from '../../../i18n/messages';
import { useNoticeMemberUnmuteMutation } from './mutations/useNoticeMemberUnmuteMutation';
import { useNoticeSettingsUpdateMutation } from './mutations/useNoticeSettingsUpdateMutation';
import { PushSwitch } from './PushSwitch';

const AUDIENCES: ReadonlyArray<NoticeAudience> = ['EVERYONE', 'FOLLOWING', 'FRIENDS', 'NOBODY'];

/**
 * The notices' settings, over /notify: per kind, who may notify me and whether it is pushed (each change saved at
 * once; a refusal, maintenance included, is said here and the choice goes back), then push to this browser, then
 * the members I muted, each with Unmute.
 */
export function NoticeSettingsDialog({
  viewer,
  pushPublicKey,
  onClose,
}: {
  viewer: NoticeSettingsDialog_viewer$key;
  pushPublicKey: string;
  onClose(): void;
}) {
  const [data, refetch] = useRefetchableFragment<NoticeSettingsDialogRefetchQuery, NoticeSettingsDialog_viewer$key>(
    graphql`
      fragment NoticeSettingsDialog_viewer on Viewer @refetchable(queryName: "NoticeSettingsDialogRefetchQuery") {
        noticeSettings {
          kind
          audience
          push
        }
        noticeMutedMembers(first: 50) {
          totalCount
          edges {
            node {
              id
              nickname
              avatarUrl
            }
          }
        }
      }
    `,
    viewer,
  );
  // Opened, it reads the settings and mutes afresh (another tab may have changed them), showing what it has meanwhile.
  const [, startTransition] = useTransition();
  useEffect(() => {
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  }, [refetch]);
  const intl = useIntl();
  const say = useSay();
  const titleId = useId();
  const [update] = useNoticeSettingsUpdateMutation();
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const [unmute, unmuting] = useNoticeMemberUnmuteMutation();
  const [unmuted, setUnmuted] = useState<string | null>(null);
  const mutedMembers = data.noticeMutedMembers.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const save = (input: {
    kind: (typeof data.noticeSettings)[number]['kind'];
    audience?: NoticeAudience;
    push?: boolean;
  }) => {
    setFailure(null);
    update({ variables: { input }, onResult: ({ error }) => setFailure(error ? errorText(error) : null) });
  };
  return (
    <Dialog labelledBy={titleId} className="notice-settings" testId="notice-settings" onClose={onClose}>
      <h2 id={titleId}>
        <FormattedMessage id="notices.settings.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="notices.settings.intro" />
      </p>
      <ul className="notice-settings-kinds">
        {data.noticeSettings.map((setting) => {
          const label = intl.formatMessage({ id: `notices.settings.kind.${setting.kind}` as MessageId });
          return (
            <li key={setting.kind} data-testid={`notice-setting-${setting.kind}`}>
              <strong>{label}</strong>
              <label>
                <span className="visually-hidden">{label}: </span>
                <FormattedMessage id="notices.settings.who" />
                <select
                  value={setting.audience}
                  data-testid={`notice-audience-${setting.kind}`}
                  onChange={(event) => save({ kind: setting.kind, audience: event.target.value as NoticeAudience })}
                >
                  {AUDIENCES.map((audience) => (
                    <option key={audience} value={audience}>
                      {intl.formatMessage({ id: `notices.audience.${audience}` as MessageId })}
                    </option>
                  ))}
                </select>
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={setting.push}
                  data-testid={`notice-push-${setting.kind}`}
                  onChange={(event) => save({ kind: setting.kind, push: event.target.checked })}
                />
                <span className="visually-hidden">{label}: </span>
                <FormattedMessage id="notices.settings.push" />
              </label>
            </li>
          );
        })}
      </ul>
      <FormError testId="notice-settings-error">{say(failure)}</FormError>
      <PushSwitch publicKey={pushPublicKey} />
      <section className="notice-muted-members" aria-labelledby={`${titleId}-muted`}>
        <h3 id={`${titleId}-muted`}>
          <FormattedMessage id="notices.settings.muted.title" />
        </h3>
        <p className="muted">
          <FormattedMessage id={mutedMembers.length ? 'notices.settings.muted.intro' : 'notices.settings.muted.none'} />
        </p>
        {mutedMembers.length > 0 && (
          <ul data-testid="notice-muted-members">
            {mutedMembers.map((member) => (
              <li key={member.id}>
                <Avatar url={member.avatarUrl} name={member.nickname} />
                <span className="notice-muted-name">{member.nickname}</span>
                <button
                  type="button"
                  className="button ghost"
                  disabled={unmuting}
                  data-testid="notice-unmute"
                  aria-label={intl.formatMessage({ id: 'notices.settings.unmuteNamed' }, { name: member.nickname })}
                  onClick={() => {
                    setFailure(null);
                    unmute({
                      variables: { input: { userId: member.id } },
                      onResult: ({ error }) => {
                        setFailure(error ? errorText(error) : null);
                        setUnmuted(error ? null : member.nickname);
                      },
                    });
                  }}
                >
                  <FormattedMessage id="notices.settings.unmute" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="visually-hidden" role="status">
          {unmuted && <FormattedMessage id="notices.settings.unmuted" values={{ name: unmuted }} />}
        </p>
      </section>
      <div className="dialog-actions">
        <button type="button" className="button primary" data-testid="notice-settings-done" onClick={onClose}>
          <FormattedMessage id="notices.settings.done" />
        </button>
      </div>
    </Dialog>
  );
}

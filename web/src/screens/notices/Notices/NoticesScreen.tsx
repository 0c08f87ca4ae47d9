import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { NoticesScreenQuery } from '../../../__generated__/NoticesScreenQuery.graphql';
import { paths } from '../../../routing/paths';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import type { RouteScreenProps } from '../../../routing/screens';
import { useNoticeMemberMuteMutation } from './mutations/useNoticeMemberMuteMutation';
import type { NoticeActor } from './NoticeLine';
import { NoticeList } from './NoticeList';
import { NoticeSettingsDialog } from './NoticeSettingsDialog';
import '../components/notices.css';

const query = graphql`
  query NoticesScreenQuery @preloadable {
    viewer {
      unreadAnnouncementCount
      ...NoticeList_viewer
      ...NoticeSettingsDialog_viewer
    }
    pushPublicKey
  }
`;

/** /notify (spec §2): my interaction notices, grouped, newest first; the settings; the way to the announcements. */
export function NoticesScreen({ queryRef }: RouteScreenProps<NoticesScreenQuery>) {
  const data = usePreloadedQuery<NoticesScreenQuery>(query, queryRef);
  const intl = useIntl();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const say = useSay();
  const [mute] = useNoticeMemberMuteMutation();
  // What the last mute did: said where the focus goes, since the line whose menu had it may be gone.
  const [muted, setMuted] = useState<{ name: string } | { failure: ErrorText } | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (muted) status.current?.focus();
  }, [muted]);
  const onMute = (actor: NoticeActor) =>
    mute(actor.id, ({ error }) => setMuted(error ? { failure: errorText(error) } : { name: actor.nickname }));
  if (!data.viewer) return null;
  const announcements = data.viewer.unreadAnnouncementCount;
  return (
    <section className="card notices" data-testid="notices-screen">
      <div className="notices-head">
        <h1>
          <FormattedMessage id="screen.notify" />
        </h1>
        <div className="notices-actions">
          <Link className="button ghost" to={paths.announcements()} data-testid="notices-announcements-link">
            <FormattedMessage id="screen.announce" />
            {announcements > 0 && (
              // biome-ignore lint/a11y/useAriaPropsSupportedByRole: says "2 unread" for "2"
              <span
                className="count-badge"
                aria-label={intl.formatMessage({ id: 'notices.unreadCount' }, { count: announcements })}
              >
                {announcements}
              </span>
            )}
          </Link>
          <button
            type="button"
            className="button ghost"
            data-testid="notice-settings-open"
            aria-haspopup="dialog"
            onClick={() => setSettingsOpen(true)}
          >
            <FormattedMessage id="notices.settings.open" />
          </button>
        </div>
      </div>
      {muted && (
        <p
          ref={status}
          className={'name' in muted ? 'success' : 'form-error'}
          role={'name' in muted ? 'status' : 'alert'}
          tabIndex={-1}
          data-testid={'name' in muted ? 'notice-muted' : 'notice-mute-error'}
        >
          {'name' in muted ? <FormattedMessage id="notices.muted" values={{ name: muted.name }} /> : say(muted.failure)}
        </p>
      )}
      <NoticeList viewer={data.viewer} onMute={onMute} />
      {settingsOpen && (
        <NoticeSettingsDialog
          viewer={data.viewer}
          pushPublicKey={data.pushPublicKey}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </section>
  );
}

import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MomentCard_moment$key } from '../../../__generated__/MomentCard_moment.graphql';
import { ActionMenu } from '../../../components/ActionMenu';
import { Avatar } from '../../../components/Avatar';
import { FormError } from '../../../components/FormError';
import { useFailure, useSay } from '../../../i18n/errorText';
import { paths } from '../../../routing/paths';
import { ReportDialog } from '../../moderation/components/ReportDialog';
import { CommentsPanel } from './CommentsPanel';
import { LikeButton } from './LikeButton';
import { MomentOwnerMenu } from './MomentOwnerMenu';
import { MomentPictures } from './MomentPictures';
import { momentTime } from './momentTime';
import { TranslatableText } from './TranslatableText';
import { useMomentTranslateMutation } from './mutations/useMomentTranslateMutation';

/**
 * One moment: its author and time, its text (translatable), its photos, likes, the comments panel on asking, and for
 * its author the menu to pin or delete it. `onPinned`: the list it is in orders itself again (pinned first).
 */
export function MomentCard({ moment, onPinned }: { moment: MomentCard_moment$key; onPinned?(): void }) {
  const data = useFragment(
    graphql`
      fragment MomentCard_moment on Moment {
        id
        text
        language
        isMine
        pinned
        audience
        publishedAt
        commentCount
        author {
          id
          nickname
          avatarUrl
        }
        translation {
          sourceLanguage
          targetLanguage
          text
          engineName
        }
        ...MomentPictures_moment
        ...LikeButton_moment
        ...MomentOwnerMenu_moment
      }
    `,
    moment,
  );
  const say = useSay();
  const [failure, report] = useFailure();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const intl = useIntl();
  const [translate, translating] = useMomentTranslateMutation();
  const nickname = data.author?.nickname ?? '';

  return (
    <article className="card moment" data-testid="moment" data-moment-id={data.id}>
      <header className="moment-head">
        {data.author && (
          <Link to={paths.userHomePage(data.author.id)} className="moment-author" data-testid="moment-author">
            <Avatar url={data.author.avatarUrl} name={nickname} />
            <span className="moment-nickname">{nickname}</span>
          </Link>
        )}
        <span className="moment-meta muted">
          <time dateTime={data.publishedAt}>
            <FormattedDate value={momentTime(data.publishedAt)} dateStyle="medium" timeStyle="short" />
          </time>
          {data.pinned && (
            <span className="moment-badge" data-testid="moment-pinned">
              <FormattedMessage id="moments.pinned" />
            </span>
          )}
          {data.audience !== 'EVERYONE' && (
            <span className="moment-badge">
              <FormattedMessage
                id={data.audience === 'FRIENDS' ? 'moments.audienceBadge.FRIENDS' : 'moments.audienceBadge.ONLY_ME'}
              />
            </span>
          )}
        </span>
        {data.isMine ? (
          <MomentOwnerMenu moment={data} onPinned={onPinned} onFailure={report} />
        ) : (
          <ActionMenu
            label={<span className="visually-hidden">{intl.formatMessage({ id: 'moments.menu' })}</span>}
            testId="moment-menu"
            items={[
              {
                key: 'report',
                testId: 'moment-report',
                label: <FormattedMessage id="moments.report" />,
                onSelect: () => setReporting(true),
              },
            ]}
          />
        )}
        {reporting && (
          <ReportDialog
            target={{ momentId: data.id }}
            title={<FormattedMessage id="moments.reportTitle" values={{ name: nickname }} />}
            onClose={() => setReporting(false)}
          />
        )}
      </header>
      <TranslatableText
        text={data.text}
        language={data.language}
        translation={data.translation}
        isMine={data.isMine}
        testId="moment-text"
        translating={translating}
        translate={(targetLanguage, payWithCoins, onFailure) =>
          translate({
            variables: { input: { momentId: data.id, targetLanguage, ...(payWithCoins ? { payWithCoins } : {}) } },
            onResult: ({ error }) => error && onFailure(error),
          })
        }
      />
      <MomentPictures moment={data} />
      <div className="moment-actions">
        <LikeButton moment={data} onFailure={report} />
        <button
          type="button"
          className="moment-action"
          aria-expanded={commentsOpen}
          data-testid="moment-comments-open"
          onClick={() => setCommentsOpen(!commentsOpen)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 5h16v11H9l-5 4z" />
          </svg>
          {data.commentCount == null ? (
            <FormattedMessage id="moments.comments.openHidden" />
          ) : (
            <FormattedMessage id="moments.comments.open" values={{ count: data.commentCount }} />
          )}
        </button>
      </div>
      <FormError testId="moment-error">{say(failure)}</FormError>
      {commentsOpen && <CommentsPanel momentId={data.id} />}
    </article>
  );
}

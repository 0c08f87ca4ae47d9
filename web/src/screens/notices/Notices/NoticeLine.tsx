import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { NoticeLine_notice$key } from '../../../__generated__/NoticeLine_notice.graphql';
import { ActionMenu } from '../../../components/ActionMenu';
import { Avatar } from '../../../components/Avatar';
import { noticeLine, noticeTarget, timeAgo } from './noticeWording';

/** A member shown on a line, whose notifications the member may mute. */
export interface NoticeActor {
  id: string;
  nickname: string;
}

/**
 * One group: the latest actors' faces, "Lucía and 3 others liked your moment", how long ago, an unread mark; the whole
 * line leads to what it is about (the moment, the people, the chat). Its "⋯" menu mutes any face shown.
 */
export function NoticeLine({ notice, onMute }: { notice: NoticeLine_notice$key; onMute(actor: NoticeActor): void }) {
  const data = useFragment(
    graphql`
      fragment NoticeLine_notice on Notice {
        id
        kind
        count
        unread
        latestAt
        actors {
          id
          nickname
          avatarUrl
        }
        reportOutcome {
          outcome
          categoryName
        }
        moment {
          id
          isMine
          author {
            id
          }
        }
      }
    `,
    notice,
  );
  const intl = useIntl();
  const newest = data.actors[0] ?? null;
  const line = noticeLine(data.kind, data.count, newest?.nickname ?? null);
  if (!line) return null;
  const target = noticeTarget(
    data.kind,
    newest?.id ?? null,
    data.moment ? { id: data.moment.id, isMine: data.moment.isMine, authorId: data.moment.author?.id ?? null } : null,
  );
  const ago = timeAgo(new Date(data.latestAt), new Date());
  const content = (
    <>
      <span className="notice-faces" aria-hidden="true">
        {data.actors.map((actor) => (
          <Avatar key={actor.id} url={actor.avatarUrl} name={actor.nickname} />
        ))}
      </span>
      <span className="notice-text">
        {data.unread && (
          <span className="visually-hidden">
            <FormattedMessage id="notices.unread" />:{' '}
          </span>
        )}
        <span data-testid="notice-line-text">
          <FormattedMessage
            id={line.id}
            values={{ name: line.name ?? intl.formatMessage({ id: 'notices.someone' }), others: line.others }}
          />
        </span>
        {data.kind === 'REPORT_OUTCOME' &&
          (data.reportOutcome?.outcome === 'ACTION_TAKEN' || data.reportOutcome?.outcome === 'NO_ACTION') && (
            <span className="notice-outcome" data-testid="notice-report-outcome">
              {' '}
              <FormattedMessage
                id={`notices.outcome.${data.reportOutcome.outcome}`}
                values={{ category: data.reportOutcome.categoryName }}
              />
            </span>
          )}
        <time className="muted notice-time" dateTime={data.latestAt}>
          {intl.formatRelativeTime(ago.value, ago.unit, { numeric: 'auto' })}
        </time>
        {!target && ['LIKE', 'COMMENT', 'REPLY'].includes(data.kind) && (
          <span className="muted notice-gone">
            <FormattedMessage id="notices.momentGone" />
          </span>
        )}
      </span>
      {data.unread && <span className="unread-dot" aria-hidden="true" />}
    </>
  );
  return (
    <li className={data.unread ? 'notice-line unread' : 'notice-line'} data-testid="notice-line" data-kind={data.kind}>
      {target ? (
        <Link className="notice-link" to={target}>
          {content}
        </Link>
      ) : (
        <div className="notice-link">{content}</div>
      )}
      <ActionMenu
        label={
          <span className="visually-hidden">
            <FormattedMessage id="notices.more" />
          </span>
        }
        testId="notice-more"
        items={data.actors.map((actor) => ({
          key: actor.id,
          label: <FormattedMessage id="notices.mute" values={{ name: actor.nickname }} />,
          testId: 'notice-mute',
          onSelect: () => onMute(actor),
        }))}
      />
    </li>
  );
}

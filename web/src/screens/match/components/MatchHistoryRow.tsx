import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MatchHistoryRow_attempt$key } from '../../../__generated__/MatchHistoryRow_attempt.graphql';
import { Avatar } from '../../../components/Avatar';
import { paths } from '../../../routing/paths';

/** One member met: their photo and nickname, linking to their page, and the day; a member gone (or who blocked the viewer) stays as a row without a link. */
export function MatchHistoryRow({ attempt }: { attempt: MatchHistoryRow_attempt$key }) {
  const data = useFragment(
    graphql`
      fragment MatchHistoryRow_attempt on MatchAttempt {
        endedAt
        partner {
          id
          nickname
          avatarUrl
        }
      }
    `,
    attempt,
  );
  const intl = useIntl();
  const date = data.endedAt ? intl.formatDate(data.endedAt, { month: 'short', day: 'numeric' }) : null;
  const when = date && (
    <span className="muted match-history-date">
      <FormattedMessage id="match.history.met" values={{ date }} />
    </span>
  );
  if (!data.partner)
    return (
      <li className="match-history-row" data-testid="match-history-row">
        <Avatar url={null} name="?" />
        <span className="match-history-name muted">
          <FormattedMessage id="match.history.gone" />
          {when}
        </span>
      </li>
    );
  return (
    <li className="match-history-row" data-testid="match-history-row">
      <Link to={paths.userHomePage(data.partner.id)} className="match-history-link">
        <Avatar url={data.partner.avatarUrl} name={data.partner.nickname} />
        <span className="match-history-name">
          <span className="match-history-nickname">{data.partner.nickname}</span>
          {when}
        </span>
      </Link>
    </li>
  );
}

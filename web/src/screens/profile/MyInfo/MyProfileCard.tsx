import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { MyProfileCard_viewer$key } from '../../../__generated__/MyProfileCard_viewer.graphql';
import { Avatar } from '../../../components/Avatar';
import { FormError } from '../../../components/FormError';
import { useSay, type ErrorText } from '../../../i18n/errorText';
import type { MessageId } from '../../../i18n/messages';
import { paths } from '../../../routing/paths';
import { ShareProfile } from './ShareProfile';

/**
 * The top of my page: my photo, name and ID, visitors, followers and following, and the way to edit, friends, share and
 * account.
 */
export function MyProfileCard({
  viewer,
  notice,
  onNotice,
}: {
  viewer: MyProfileCard_viewer$key;
  notice: ErrorText | null;
  onNotice(notice: MessageId): void;
}) {
  const data = useFragment(
    graphql`
      fragment MyProfileCard_viewer on Viewer {
        user {
          nickname
          avatarUrl
          accountNumber
          followerCount
          followingCount
        }
        visitorCounts {
          today
          total
        }
      }
    `,
    viewer,
  );
  const navigate = useNavigate();
  const say = useSay();

  // Spec §5: a count of 0 blocks the link with a message that you have none.
  const countLink = (count: number, to: string, label: MessageId, none: MessageId, testId: string) => (
    <button
      type="button"
      className="stat"
      data-testid={testId}
      onClick={() => (count === 0 ? onNotice(none) : void navigate(to))}
    >
      <strong>{count}</strong>
      <FormattedMessage id={label} />
    </button>
  );

  return (
    <section className="card">
      <div className="profile-head">
        <Avatar url={data.user.avatarUrl} name={data.user.nickname} size="big" />
        <div>
          <h1>{data.user.nickname}</h1>
          <p className="muted">
            <FormattedMessage id="people.id" values={{ account: data.user.accountNumber }} />
          </p>
        </div>
      </div>
      <div className="stats">
        <div className="stat">
          <strong data-testid="visitors-today">{data.visitorCounts.today}</strong>
          <FormattedMessage id="myInfo.visitorsToday" />
        </div>
        {countLink(
          data.visitorCounts.total,
          paths.visitors(),
          'myInfo.visitorsTotal',
          'people.empty.visitors',
          'stat-visitors',
        )}
        {countLink(
          data.user.followerCount,
          paths.followers(),
          'myInfo.followers',
          'people.empty.followers',
          'stat-followers',
        )}
        {countLink(
          data.user.followingCount,
          paths.following(),
          'myInfo.following',
          'people.empty.following',
          'stat-following',
        )}
      </div>
      <FormError testId="my-info-notice">{say(notice)}</FormError>
      <div className="actions">
        <Link className="button ghost" to={paths.person()} data-testid="my-edit-profile">
          <FormattedMessage id="myInfo.editProfile" />
        </Link>
        <Link className="button ghost" to={paths.friends()} data-testid="my-friends">
          <FormattedMessage id="screen.apply" />
        </Link>
        <ShareProfile />
        <Link className="button ghost" to={paths.account(1)}>
          <FormattedMessage id="myInfo.accountSettings" />
        </Link>
      </div>
    </section>
  );
}

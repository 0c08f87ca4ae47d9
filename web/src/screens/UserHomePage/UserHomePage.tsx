import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { UserHomePageQuery } from '../../__generated__/UserHomePageQuery.graphql';
import { Avatar } from '../../components/Avatar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { profileFacts } from '../../components/profileFacts';
import { useListNames } from '../../components/useListNames';
import { useBlockMutation, useFollowMutation, useUnfollowMutation, useVisitMutation } from './mutations';
import { FriendButton } from './FriendButton';
import { UserAlbum } from './UserAlbum';

/** /userHomePage/:id (spec §2): another member's profile, follow, block and their album. */
export function UserHomePage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const lists = useListNames();
  const data = useLazyLoadQuery<UserHomePageQuery>(
    graphql`
      query UserHomePageQuery($id: ID!) {
        viewer {
          id
        }
        node(id: $id) {
          ... on User {
            id
            nickname
            avatarUrl
            accountNumber
            gender
            age
            regionCode
            heightCm
            weightKg
            occupation
            hobbies
            signature
            language
            online
            followerCount
            followingCount
            viewerIsFollowing
            ...FriendButton_user @alias(as: "friendship")
            ...UserAlbum_user @alias(as: "album")
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const [follow, following] = useFollowMutation();
  const [unfollow, unfollowing] = useUnfollowMutation();
  const [block, blocking] = useBlockMutation();
  const [visit] = useVisitMutation();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const user = data.node;
  const userId = user?.id;
  const self = userId != null && userId === data.viewer?.id;

  useEffect(() => {
    if (userId && !self) visit({ variables: { input: { userId } } });
  }, [userId, self, visit]);

  if (!user?.nickname || !userId) {
    return (
      <section className="coming-soon" data-testid="user-unavailable">
        <p>
          <FormattedMessage id="people.unavailable" />
        </p>
      </section>
    );
  }

  // The head shows the ID (with presence) and age, height and weight on one line; the list
  // below the rest of the profile.
  const facts = profileFacts(user, lists, intl);
  const inBody: ReadonlyArray<string> = ['people.ageLabel', 'people.height', 'people.weight'];
  const body = facts.filter((fact) => inBody.includes(fact.label)).map((fact) => fact.value);
  const details = facts.filter((fact) => !inBody.includes(fact.label) && fact.label !== 'people.idLabel');

  return (
    <div className="home-page" data-testid="user-home-page">
      <section className="card profile-card">
        <div className="profile-head">
          <Avatar url={user.avatarUrl} name={user.nickname} size="big" />
          <div>
            <h1 data-testid="user-nickname">{user.nickname}</h1>
            <p className="muted">
              <FormattedMessage id="people.id" values={{ account: user.accountNumber }} /> ·{' '}
              <span className={user.online ? 'online' : 'offline'}>
                <FormattedMessage id={user.online ? 'people.online' : 'people.offline'} />
              </span>
            </p>
            {body.length > 0 && <p>{body.join(' · ')}</p>}
            <p className="counts">
              <span data-testid="user-follower-count">
                <FormattedMessage id="people.followers" values={{ count: user.followerCount }} />
              </span>
              {' · '}
              <FormattedMessage id="people.following" values={{ count: user.followingCount }} />
            </p>
          </div>
        </div>
        {user.signature && <p className="signature">“{user.signature}”</p>}
        <dl className="details">
          {details.map((fact) => (
            <div key={fact.label}>
              <dt>
                <FormattedMessage id={fact.label} />
              </dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {self ? (
          <p className="muted">
            <FormattedMessage id="people.self" />
          </p>
        ) : (
          <div className="actions">
            {user.friendship && <FriendButton user={user.friendship} />}
            <Link className="button ghost" to={`/chats?user=${encodeURIComponent(userId)}`} data-testid="user-send-message">
              <FormattedMessage id="people.sendMessage" />
            </Link>
            {user.viewerIsFollowing ? (
              <button type="button" className="button ghost" data-testid="user-unfollow" disabled={unfollowing} onClick={() => unfollow({ variables: { input: { userId } } })}>
                <FormattedMessage id="people.unfollow" />
              </button>
            ) : (
              <button type="button" className="button primary" data-testid="user-follow" disabled={following} onClick={() => follow({ variables: { input: { userId } } })}>
                <FormattedMessage id="people.follow" />
              </button>
            )}
            <button type="button" className="button ghost" data-testid="user-block" onClick={() => setConfirmBlock(true)}>
              <FormattedMessage id="people.block" />
            </button>
          </div>
        )}
      </section>
      {user.album && <UserAlbum user={user.album} />}
      {confirmBlock && (
        <ConfirmDialog
          testId="block-dialog"
          confirm="people.block"
          busy={blocking}
          onCancel={() => setConfirmBlock(false)}
          onConfirm={() =>
            block({
              variables: { input: { userId } },
              onCompleted: () => {
                void navigate('/onlineDating', { replace: true });
              },
            })}
        >
          <FormattedMessage id="people.blockConfirm" values={{ name: user.nickname }} />
        </ConfirmDialog>
      )}
    </div>
  );
}

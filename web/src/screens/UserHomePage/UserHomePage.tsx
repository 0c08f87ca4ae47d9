import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import type { UserHomePageQuery } from '../../__generated__/UserHomePageQuery.graphql';
import { useBlockMutation, useFollowMutation, useUnfollowMutation, useVisitMutation } from './mutations';
import { UserAlbum } from './UserAlbum';

/** /userHomePage/:id (spec §2): another member's profile, follow, block and their album. */
export function UserHomePage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const navigate = useNavigate();
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
            ...UserAlbum_user @alias(as: "album")
          }
        }
        systemLists {
          regions {
            code
            name
          }
          occupations {
            code
            name
          }
          hobbies {
            code
            name
          }
          languages {
            code
            name
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

  const nameOf = (list: ReadonlyArray<{ code: string; name: string }>, code: string | null | undefined) => list.find((item) => item.code === code)?.name ?? code;
  const lists = data.systemLists;
  const details: Array<[string, string | null | undefined]> = [
    ['people.region', nameOf(lists.regions, user.regionCode)],
    ['people.language', nameOf(lists.languages, user.language)],
    ['people.occupation', nameOf(lists.occupations, user.occupation)],
    ['people.interests', (user.hobbies ?? []).map((code) => nameOf(lists.hobbies, code)).join(' · ')],
  ];
  const body = [
    user.age != null ? intl.formatMessage({ id: 'people.age' }, { age: user.age }) : null,
    user.heightCm != null ? intl.formatNumber(user.heightCm, { style: 'unit', unit: 'centimeter' }) : null,
    user.weightKg != null ? intl.formatNumber(user.weightKg, { style: 'unit', unit: 'kilogram' }) : null,
  ].filter(Boolean);

  return (
    <div className="home-page" data-testid="user-home-page">
      <section className="card profile-card">
        <div className="profile-head">
          <span className="avatar big" aria-hidden="true">
            {user.avatarUrl ? <img src={user.avatarUrl} alt="" /> : [...user.nickname][0]?.toUpperCase()}
          </span>
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
          {details
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>
                  <FormattedMessage id={label} />
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {self ? (
          <p className="muted">
            <FormattedMessage id="people.self" />
          </p>
        ) : (
          <div className="actions">
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
        <div className="dialog-backdrop">
          <div className="dialog" role="alertdialog" aria-modal="true" data-testid="block-dialog">
            <p>
              <FormattedMessage id="people.blockConfirm" values={{ name: user.nickname }} />
            </p>
            <div className="actions">
              <button type="button" className="button ghost" onClick={() => setConfirmBlock(false)}>
                <FormattedMessage id="people.blockCancel" />
              </button>
              <button
                type="button"
                className="button primary"
                data-testid="block-confirm"
                disabled={blocking}
                onClick={() =>
                  block({
                    variables: { input: { userId } },
                    onCompleted: () => {
                      void navigate('/onlineDating', { replace: true });
                    },
                  })}
              >
                <FormattedMessage id="people.block" />
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

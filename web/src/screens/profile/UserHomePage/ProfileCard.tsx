import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ProfileCard_user$key } from '../../../__generated__/ProfileCard_user.graphql';
import { Avatar } from '../../../components/Avatar';
import { profileFacts, type FactLists } from '../../../components/profileFacts';

const IN_HEAD: ReadonlyArray<string> = ['people.ageLabel', 'people.height', 'people.weight'];

/**
 * The head of a member's page: picture, name, ID and presence, counts, signature and profile facts; `children` are the
 * actions.
 */
export function ProfileCard({
  user,
  lists,
  children,
}: {
  user: ProfileCard_user$key;
  lists: FactLists;
  children: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment ProfileCard_user on User {
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
        spokenLanguages
        online
        followerCount
        followingCount
      }
    `,
    user,
  );
  const intl = useIntl();
  // The head shows the ID (with presence) and age, height and weight on one line; the list
  // below the rest of the profile.
  const facts = profileFacts(data, lists, intl);
  const head = facts.filter((fact) => IN_HEAD.includes(fact.label)).map((fact) => fact.value);
  const details = facts.filter((fact) => !IN_HEAD.includes(fact.label) && fact.label !== 'people.idLabel');
  return (
    <section className="card profile-card">
      <div className="profile-head">
        <Avatar url={data.avatarUrl} name={data.nickname} size="big" />
        <div>
          <h1 data-testid="user-nickname">{data.nickname}</h1>
          <p className="muted">
            <FormattedMessage id="people.id" values={{ account: data.accountNumber }} /> ·{' '}
            <span className={data.online ? 'online' : 'offline'}>
              <FormattedMessage id={data.online ? 'people.online' : 'people.offline'} />
            </span>
          </p>
          {head.length > 0 && <p>{head.join(' · ')}</p>}
          <p className="counts">
            <span data-testid="user-follower-count">
              <FormattedMessage id="people.followers" values={{ count: data.followerCount }} />
            </span>
            {' · '}
            <FormattedMessage id="people.following" values={{ count: data.followingCount }} />
          </p>
        </div>
      </div>
      {data.signature && <p className="signature">{intl.formatMessage({ id: 'quoted' }, { text: data.signature })}</p>}
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
      {children}
    </section>
  );
}

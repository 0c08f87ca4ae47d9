import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MemberCard_user$key } from '../../../__generated__/MemberCard_user.graphql';
import { Avatar } from '../../../components/Avatar';

/** One member on the encounter screen: photo, name, age and country; opens the user info card. */
export function MemberCard({ user, regionName, onOpen }: { user: MemberCard_user$key; regionName(code: string | null | undefined): string | null; onOpen(): void }) {
  const data = useFragment(
    graphql`
      fragment MemberCard_user on User {
        nickname
        avatarUrl
        age
        regionCode
        online
      }
    `,
    user,
  );
  const intl = useIntl();
  const line = [data.age != null ? intl.formatMessage({ id: 'people.age' }, { age: data.age }) : null, regionName(data.regionCode)].filter(Boolean).join(' · ');
  return (
    <li>
      <button type="button" className="member-card" data-testid="member-card" onClick={onOpen}>
        <Avatar url={data.avatarUrl} name={data.nickname} size="tile" />
        <span className="member-card-name">
          {data.online && <span className="online-dot" aria-label={intl.formatMessage({ id: 'people.online' })} />}
          {data.nickname}
        </span>
        {line && <span className="muted member-card-line">{line}</span>}
      </button>
    </li>
  );
}

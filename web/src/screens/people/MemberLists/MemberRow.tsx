import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MemberRow_user$key } from '../../../__generated__/MemberRow_user.graphql';
import { Avatar } from '../../../components/Avatar';
import { paths } from '../../../routing/paths';

/** One member in a list: avatar, nickname, presence; opens their home page. */
export function MemberRow({ user, extra }: { user: MemberRow_user$key; extra?: string }) {
  const data = useFragment(
    graphql`
      fragment MemberRow_user on User {
        id
        nickname
        avatarUrl
        accountNumber
        online
      }
    `,
    user,
  );
  return (
    <li>
      <Link className="member-row" to={paths.userHomePage(data.id)} data-testid="member-row">
        <Avatar url={data.avatarUrl} name={data.nickname} />
        <span className="member-name">{data.nickname}</span>
        {data.online && <span className="online-dot" aria-hidden="true" />}
        {extra && <span className="muted member-extra">{extra}</span>}
      </Link>
    </li>
  );
}

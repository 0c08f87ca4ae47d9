import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { FriendRow_user$key } from '../../../__generated__/FriendRow_user.graphql';
import { Avatar } from '../../../components/Avatar';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { paths } from '../../../routing/paths';
import { REMARK_MAX, useFriendRemarkUpdateMutation } from './mutations/useFriendRemarkUpdateMutation';

/** A friend in the address book, shown by my remark name for them, which I can edit in place. */
export function FriendRow({ friend }: { friend: FriendRow_user$key }) {
  const data = useFragment(
    graphql`
      fragment FriendRow_user on User {
        id
        nickname
        avatarUrl
        online
        friendRemarkName
      }
    `,
    friend,
  );
  const intl = useIntl();
  const say = useSay();
  const [save, saving] = useFriendRemarkUpdateMutation();
  const [value, setValue] = useState(data.friendRemarkName ?? '');
  const [error, setError] = useState<ErrorText | null>(null);
  // Spec §5: saved on blur, and only if it differs from the nickname (and from what is saved).
  const saveOnBlur = () => {
    const remark = value.trim();
    if (remark === (data.friendRemarkName ?? '') || (remark === data.nickname && !data.friendRemarkName)) return;
    save(data, remark, ({ ok, error: failure }) => {
      setError(failure ? errorText(failure) : null);
      if (ok) setValue(ok.user?.friendRemarkName ?? '');
    });
  };
  return (
    <li className="friend-row" data-testid="friend-row">
      <Link className="member-row" to={paths.userHomePage(data.id)}>
        <Avatar url={data.avatarUrl} name={data.nickname} />
        <span className="member-name" data-testid="friend-name">
          {data.friendRemarkName ?? data.nickname}
        </span>
        {data.online && <span className="online-dot" aria-hidden="true" />}
      </Link>
      <input
        className="remark-input"
        data-testid="friend-remark"
        maxLength={REMARK_MAX}
        disabled={saving}
        aria-label={intl.formatMessage({ id: 'friends.remarkLabel' }, { name: data.nickname })}
        placeholder={intl.formatMessage({ id: 'friends.remarkPlaceholder' })}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={saveOnBlur}
      />
      {error && (
        <p className="form-error" role="alert">
          {say(error)}
        </p>
      )}
    </li>
  );
}

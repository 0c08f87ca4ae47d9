import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { FriendRequestRow_request$key } from '../../../__generated__/FriendRequestRow_request.graphql';
import { Avatar } from '../../../components/Avatar';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import type { MutationResult } from '../../../relay/mutationResult';
import { paths } from '../../../routing/paths';
import { useFriendRequestAcceptMutation } from './mutations/useFriendRequestAcceptMutation';
import { useFriendRequestRejectMutation } from './mutations/useFriendRequestRejectMutation';

/** One application: who, when, their note, and accept or reject while it is pending. */
export function FriendRequestRow({ request }: { request: FriendRequestRow_request$key }) {
  const data = useFragment(
    graphql`
      fragment FriendRequestRow_request on FriendRequest {
        id
        status
        message
        createdAt
        applicant {
          id
          nickname
          avatarUrl
        }
      }
    `,
    request,
  );
  const intl = useIntl();
  const say = useSay();
  const [accept, accepting] = useFriendRequestAcceptMutation();
  const [reject, rejecting] = useFriendRequestRejectMutation();
  const [error, setError] = useState<ErrorText | null>(null);
  const onResult = ({ error: failure }: MutationResult<{ __typename: string }>) =>
    setError(failure ? errorText(failure) : null);
  return (
    <li className="request-row" data-testid="friend-request">
      <Link className="member-row" to={paths.userHomePage(data.applicant.id)}>
        <Avatar url={data.applicant.avatarUrl} name={data.applicant.nickname} />
        <span className="member-name">{data.applicant.nickname}</span>
        <span className="muted member-extra">{intl.formatDate(data.createdAt, { dateStyle: 'medium' })}</span>
      </Link>
      {data.message && (
        <p className="request-message">{intl.formatMessage({ id: 'quoted' }, { text: data.message })}</p>
      )}
      {data.status === 'PENDING' ? (
        <div className="actions">
          <button
            type="button"
            className="button ghost"
            data-testid="request-reject"
            disabled={accepting || rejecting}
            onClick={() => reject(data.id, onResult)}
          >
            <FormattedMessage id="friends.reject" />
          </button>
          <button
            type="button"
            className="button primary"
            data-testid="request-accept"
            disabled={accepting || rejecting}
            onClick={() => accept(data.id, onResult)}
          >
            <FormattedMessage id="friends.accept" />
          </button>
        </div>
      ) : (
        <p className="muted" data-testid="request-status">
          <FormattedMessage id={data.status === 'ACCEPTED' ? 'friends.accepted' : 'friends.rejected'} />
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {say(error)}
        </p>
      )}
    </li>
  );
}

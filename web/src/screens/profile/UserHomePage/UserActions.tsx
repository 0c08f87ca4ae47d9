import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { UserActions_user$key } from '../../../__generated__/UserActions_user.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/FormError';
import { useFailure, useSay } from '../../../i18n/errorText';
import { paths } from '../../../routing/paths';
import { useOpenChat } from '../../chat/chatLauncher';
import { GiftDialog } from '../../shop/components/GiftDialog';
import { FriendButton } from './FriendButton';
import { useUserBlockMutation } from './mutations/useUserBlockMutation';
import { useUserFollowMutation } from './mutations/useUserFollowMutation';
import { useUserUnfollowMutation } from './mutations/useUserUnfollowMutation';

/** What the member can do on another member's page: friends, message, follow, block; a failure says why. */
export function UserActions({ user }: { user: UserActions_user$key }) {
  const data = useFragment(
    graphql`
      fragment UserActions_user on User {
        id
        nickname
        followerCount
        viewerIsFollowing
        ...FriendButton_user
      }
    `,
    user,
  );
  const navigate = useNavigate();
  const openChat = useOpenChat();
  const say = useSay();
  const [follow, following] = useUserFollowMutation();
  const [unfollow, unfollowing] = useUserUnfollowMutation();
  const [block, blocking] = useUserBlockMutation();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [gifting, setGifting] = useState(false);
  const [failure, report] = useFailure();

  const onBlock = () =>
    block({
      variables: { input: { userId: data.id } },
      onResult: (result) => {
        setConfirmBlock(false);
        report(result);
        if (result.ok) void navigate(paths.home(), { replace: true });
      },
    });

  return (
    <>
      <div className="actions">
        <FriendButton user={data} />
        <button type="button" className="button primary" data-testid="user-send-message" onClick={() => openChat(data.id)}>
          <FormattedMessage id="people.sendMessage" />
        </button>
        <button type="button" className="button ghost" data-testid="user-send-gift" onClick={() => setGifting(true)}>
          <FormattedMessage id="people.sendGift" />
        </button>
        <Link className="button ghost" to={paths.membership(data.id)} data-testid="user-give-membership">
          <FormattedMessage id="shop.membership.giveTo" />
        </Link>
        {data.viewerIsFollowing ? (
          <button type="button" className="button ghost" data-testid="user-unfollow" disabled={unfollowing} onClick={() => unfollow(data, report)}>
            <FormattedMessage id="people.unfollow" />
          </button>
        ) : (
          <button type="button" className="button primary" data-testid="user-follow" disabled={following} onClick={() => follow(data, report)}>
            <FormattedMessage id="people.follow" />
          </button>
        )}
        <button type="button" className="button ghost" data-testid="user-block" onClick={() => setConfirmBlock(true)}>
          <FormattedMessage id="people.block" />
        </button>
        {gifting && <GiftDialog userId={data.id} name={data.nickname} onClose={() => setGifting(false)} />}
        {confirmBlock && (
          <ConfirmDialog testId="block-dialog" confirm="people.block" busy={blocking} onCancel={() => setConfirmBlock(false)} onConfirm={onBlock}>
            <FormattedMessage id="people.blockConfirm" values={{ name: data.nickname }} />
          </ConfirmDialog>
        )}
      </div>
      <FormError testId="user-action-error">{say(failure)}</FormError>
    </>
  );
}

import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { UserActions_user$key } from '../../../__generated__/UserActions_user.graphql';
import { ActionMenu, type ActionMenuItem } from '../../../components/ActionMenu';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/FormError';
import { useFailure, useSay } from '../../../i18n/errorText';
import { paths } from '../../../routing/paths';
import { useOpenChat } from '../../chat/chatLauncher';
import { GiftDialog } from '../../shop/components/GiftDialog';
import { FriendButton } from './FriendButton';
import { useFriendRemoveMutation } from './mutations/useFriendRemoveMutation';
import { useUserBlockMutation } from './mutations/useUserBlockMutation';
import { useUserFollowMutation } from './mutations/useUserFollowMutation';
import { useUserUnfollowMutation } from './mutations/useUserUnfollowMutation';

/**
 * What the member can do on another member's page, in groups: getting in touch (message,
 * friend, follow), giving (a gift, a membership), and in a menu what ends something (unfollow,
 * remove the friend, block). A failure says why.
 */
export function UserActions({ user }: { user: UserActions_user$key }) {
  const data = useFragment(
    graphql`
      fragment UserActions_user on User {
        id
        nickname
        followerCount
        viewerIsFollowing
        isFriend
        ...FriendButton_user
      }
    `,
    user,
  );
  const intl = useIntl();
  const navigate = useNavigate();
  const openChat = useOpenChat();
  const say = useSay();
  const [follow, following] = useUserFollowMutation();
  const [unfollow] = useUserUnfollowMutation();
  const [removeFriend, removing] = useFriendRemoveMutation();
  const [block, blocking] = useUserBlockMutation();
  const [confirming, setConfirming] = useState<'block' | 'removeFriend' | null>(null);
  const [gifting, setGifting] = useState(false);
  const [failure, report] = useFailure();

  const onBlock = () =>
    block({
      variables: { input: { userId: data.id } },
      onResult: (result) => {
        setConfirming(null);
        report(result);
        if (result.ok) void navigate(paths.home(), { replace: true });
      },
    });
  const onRemoveFriend = () =>
    removeFriend({
      variables: { input: { userId: data.id } },
      onResult: (result) => {
        setConfirming(null);
        report(result);
      },
    });

  const menu: ActionMenuItem[] = [
    ...(data.viewerIsFollowing
      ? [
          {
            key: 'unfollow',
            label: intl.formatMessage({ id: 'people.unfollow' }),
            testId: 'user-unfollow',
            onSelect: () => unfollow(data, report),
          },
        ]
      : []),
    ...(data.isFriend
      ? [
          {
            key: 'removeFriend',
            label: intl.formatMessage({ id: 'friends.remove' }),
            testId: 'user-remove-friend',
            danger: true,
            onSelect: () => setConfirming('removeFriend'),
          },
        ]
      : []),
    {
      key: 'block',
      label: intl.formatMessage({ id: 'people.block' }),
      testId: 'user-block',
      danger: true,
      onSelect: () => setConfirming('block'),
    },
  ];

  return (
    <>
      <div className="member-actions">
        <div className="action-group" data-testid="user-actions-contact">
          <button
            type="button"
            className="button primary"
            data-testid="user-send-message"
            onClick={() => openChat(data.id)}
          >
            <FormattedMessage id="people.sendMessage" />
          </button>
          <FriendButton user={data} />
          {data.viewerIsFollowing ? (
            <span className="chip selected" data-testid="user-is-following">
              <FormattedMessage id="people.isFollowing" />
            </span>
          ) : (
            <button
              type="button"
              className="button ghost"
              data-testid="user-follow"
              disabled={following}
              onClick={() => follow(data, report)}
            >
              <FormattedMessage id="people.follow" />
            </button>
          )}
        </div>
        <div className="action-group" data-testid="user-actions-give">
          <button type="button" className="button ghost" data-testid="user-send-gift" onClick={() => setGifting(true)}>
            <FormattedMessage id="people.sendGift" />
          </button>
          <Link className="button ghost" to={paths.membership(data.id)} data-testid="user-give-membership">
            <FormattedMessage id="shop.membership.giveTo" />
          </Link>
          <ActionMenu label={<FormattedMessage id="people.more" />} items={menu} testId="user-more" />
        </div>
        {gifting && <GiftDialog userId={data.id} name={data.nickname} onClose={() => setGifting(false)} />}
        {confirming === 'block' && (
          <ConfirmDialog
            testId="block-dialog"
            confirm="people.block"
            busy={blocking}
            onCancel={() => setConfirming(null)}
            onConfirm={onBlock}
          >
            <FormattedMessage id="people.blockConfirm" values={{ name: data.nickname }} />
          </ConfirmDialog>
        )}
        {confirming === 'removeFriend' && (
          <ConfirmDialog
            testId="remove-friend-dialog"
            confirm="friends.remove"
            busy={removing}
            onCancel={() => setConfirming(null)}
            onConfirm={onRemoveFriend}
          >
            <FormattedMessage id="friends.removeConfirm" values={{ name: data.nickname }} />
          </ConfirmDialog>
        )}
      </div>
      <FormError testId="user-action-error">{say(failure)}</FormError>
    </>
  );
}

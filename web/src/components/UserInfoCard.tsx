import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { paths } from '../routing/paths';
import type { UserInfoCard_user$key } from '../__generated__/UserInfoCard_user.graphql';
import { Avatar } from './Avatar';
import { Dialog } from './Dialog';
import { profileFacts, type FactLists } from './profileFacts';
import { lazyScreen } from '../routing/screens';
import { useOpenChat } from '../screens/chat/chatLauncher';

/** The gift picker comes when asked for: the card shows on the first page a member sees, the picker seldom. */
const GiftDialog = lazyScreen(() => import('../screens/shop/components/GiftDialog'), 'GiftDialog');

/**
 * The user info card (spec §2): gender, age, region, ID, interests, occupation, languages,
 * height and weight, with send gift (the gift picker takes the card's place) and send message,
 * and the way to the full profile.
 * Shown as a dialog over lists and search results; `lists` name the profile's codes (the
 * screen's `useListNamesFragment`, in the member's language).
 */
export function UserInfoCard({
  user,
  lists,
  onClose,
}: {
  user: UserInfoCard_user$key;
  lists: FactLists;
  onClose(): void;
}) {
  const data = useFragment(
    graphql`
      fragment UserInfoCard_user on User {
        id
        nickname
        avatarUrl
        online
        vipLevel
        gender
        age
        regionCode
        accountNumber
        hobbies
        occupation
        language
        spokenLanguages
        heightCm
        weightKg
        signature
      }
    `,
    user,
  );
  const intl = useIntl();
  const nameId = useId();
  const openChat = useOpenChat();
  const [gifting, setGifting] = useState(false);

  if (gifting) return <GiftDialog userId={data.id} name={data.nickname} onClose={onClose} />;
  return (
    <Dialog className="user-card" labelledBy={nameId} testId="user-card" onClose={onClose}>
      <button
        type="button"
        className="dialog-close"
        data-autofocus
        aria-label={intl.formatMessage({ id: 'dialog.close' })}
        onClick={onClose}
      >
        ×
      </button>
      <div className="user-card-head">
        <Avatar url={data.avatarUrl} name={data.nickname} size="big" />
        <div>
          <h2 id={nameId}>
            {data.nickname}
            {data.vipLevel > 0 && (
              <span className={`badge vip-${data.vipLevel}`}>
                <FormattedMessage id={data.vipLevel === 2 ? 'sidebar.vip2' : 'sidebar.vip1'} />
              </span>
            )}
          </h2>
          <p className={data.online ? 'online' : 'offline'}>
            <FormattedMessage id={data.online ? 'people.online' : 'people.offline'} />
          </p>
        </div>
      </div>
      {data.signature && <p className="signature">{intl.formatMessage({ id: 'quoted' }, { text: data.signature })}</p>}
      <dl className="details" data-testid="user-card-facts">
        {profileFacts(data, lists, intl).map((fact) => (
          <div key={fact.label}>
            <dt>
              <FormattedMessage id={fact.label} />
            </dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="actions">
        <button type="button" className="button ghost" data-testid="user-card-gift" onClick={() => setGifting(true)}>
          <FormattedMessage id="people.sendGift" />
        </button>
        <button
          type="button"
          className="button ghost"
          data-testid="user-card-message"
          onClick={() => {
            onClose();
            openChat(data.id);
          }}
        >
          <FormattedMessage id="people.sendMessage" />
        </button>
        <Link className="button primary" to={paths.userHomePage(data.id)} data-testid="user-card-profile">
          <FormattedMessage id="people.viewProfile" />
        </Link>
      </div>
    </Dialog>
  );
}

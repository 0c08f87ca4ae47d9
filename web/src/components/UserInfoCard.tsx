import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { UserInfoCard_user$key } from '../__generated__/UserInfoCard_user.graphql';
import { Avatar } from './Avatar';
import { profileFacts } from './profileFacts';
import { useEscape } from './useEscape';
import { useListNames } from './useListNames';

/**
 * The user info card (spec §2): gender, age, region, ID, interests, occupation, language,
 * height and weight, with send gift and send message, and the way to the full profile.
 * Shown as a dialog over lists and search results.
 */
export function UserInfoCard({ user, onClose }: { user: UserInfoCard_user$key; onClose(): void }) {
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
        heightCm
        weightKg
        signature
      }
    `,
    user,
  );
  const lists = useListNames();
  const intl = useIntl();
  useEscape(onClose);
  const chat = `/chats?user=${encodeURIComponent(data.id)}`;

  return (
    <div className="dialog-backdrop" onClick={onClose}>
      <div className="dialog user-card" role="dialog" aria-modal="true" aria-labelledby="user-card-name" data-testid="user-card" onClick={(event) => event.stopPropagation()}>
        {/* Focus starts inside the dialog, so Tab and Escape work from the keyboard at once. */}
        <button type="button" className="dialog-close" autoFocus aria-label={intl.formatMessage({ id: 'dialog.close' })} onClick={onClose}>
          ×
        </button>
        <div className="user-card-head">
          <Avatar url={data.avatarUrl} name={data.nickname} size="big" />
          <div>
            <h2 id="user-card-name">
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
        {data.signature && <p className="signature">“{data.signature}”</p>}
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
          <Link className="button ghost" to={`${chat}&gift=1`} data-testid="user-card-gift">
            <FormattedMessage id="people.sendGift" />
          </Link>
          <Link className="button ghost" to={chat} data-testid="user-card-message">
            <FormattedMessage id="people.sendMessage" />
          </Link>
          <Link className="button primary" to={`/userHomePage/${encodeURIComponent(data.id)}`} data-testid="user-card-profile">
            <FormattedMessage id="people.viewProfile" />
          </Link>
        </div>
      </div>
    </div>
  );
}

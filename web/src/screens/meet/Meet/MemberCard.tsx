import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MemberCard_user$key } from '../../../__generated__/MemberCard_user.graphql';
import { Avatar } from '../../../components/Avatar';
import { spokenList, type FactLists } from '../../../components/profileFacts';

type Namer = (code: string | null | undefined) => string | null;

/**
 * One member on the encounter screen: photo, name, age and country, the languages they speak (common one first),
 * whether they are online; opens the user info card.
 */
export function MemberCard({
  user,
  regionName,
  languages,
  onOpen,
}: {
  user: MemberCard_user$key;
  regionName: Namer;
  languages: FactLists['languages'];
  onOpen(): void;
}) {
  const data = useFragment(
    graphql`
      fragment MemberCard_user on User {
        nickname
        avatarUrl
        age
        regionCode
        language
        spokenLanguages
        online
      }
    `,
    user,
  );
  const intl = useIntl();
  const line = [
    data.age != null ? intl.formatMessage({ id: 'people.age' }, { age: data.age }) : null,
    regionName(data.regionCode),
  ]
    .filter(Boolean)
    .join(' · ');
  const language = spokenList(data, languages, intl);
  return (
    <li>
      <button type="button" className="member-card" data-testid="member-card" onClick={onOpen}>
        <Avatar url={data.avatarUrl} name={data.nickname} size="tile" />
        <span
          className={data.online ? 'member-card-presence online' : 'member-card-presence'}
          data-testid="member-card-presence"
        >
          <span className="online-dot" aria-hidden="true" />
          <FormattedMessage id={data.online ? 'people.online' : 'people.offline'} />
        </span>
        <span className="member-card-name">{data.nickname}</span>
        {line && <span className="muted member-card-line">{line}</span>}
        {language && (
          <span className="member-card-line member-card-language" data-testid="member-card-language">
            <FormattedMessage id="meet.card.speaks" values={{ language }} />
          </span>
        )}
      </button>
    </li>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MatchFound_attempt$key } from '../../../__generated__/MatchFound_attempt.graphql';
import { Avatar } from '../../../components/Avatar';
import { FormError } from '../../../components/FormError';
import { nameIn, spokenList, type FactLists } from '../../../components/profileFacts';
import { useFailure, useSay } from '../../../i18n/errorText';
import { useOpenChat } from '../../chat/chatLauncher';
import { FriendButton } from '../../profile/UserHomePage/FriendButton';
import { useUserFollowMutation } from '../../profile/UserHomePage/mutations/useUserFollowMutation';
import type { ReactNode } from 'react';

/** The languages a member speaks: their common one and the others. */
const languagesOf = (user: { language?: string | null; spokenLanguages?: ReadonlyArray<string> | null }) =>
  [user.language, ...(user.spokenLanguages ?? [])].filter((code): code is string => !!code);

/**
 * Who was found: their photo, nickname, age, region and languages, a note when they share none of the viewer's
 * languages (chat translation will help), and what to do: say hello (the chat with them, as "send a message" opens it
 * everywhere), follow, add as a friend, or meet someone else (`next`: continue, or when to come back).
 */
export function MatchFound({
  attempt,
  viewerLanguages,
  lists,
  next,
}: {
  attempt: MatchFound_attempt$key;
  viewerLanguages: ReadonlyArray<string>;
  lists: FactLists;
  next: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment MatchFound_attempt on MatchAttempt {
        id
        partner {
          id
          nickname
          avatarUrl
          age
          regionCode
          language
          spokenLanguages
          online
          followerCount
          viewerIsFollowing
          ...FriendButton_user
        }
      }
    `,
    attempt,
  );
  const intl = useIntl();
  const openChat = useOpenChat();
  const say = useSay();
  const [follow, following] = useUserFollowMutation();
  const [failure, report] = useFailure();
  const partner = data.partner;

  if (!partner)
    return (
      <div className="match-state" data-testid="match-found">
        <div className="match-state-text">
          <h3 className="match-gone">
            <FormattedMessage id="match.history.gone" />
          </h3>
          <div className="match-actions">{next}</div>
        </div>
      </div>
    );

  const theirs = languagesOf(partner);
  const needsTranslation =
    theirs.length > 0 && viewerLanguages.length > 0 && !theirs.some((code) => viewerLanguages.includes(code));
  const facts = [
    partner.age != null ? intl.formatMessage({ id: 'people.age' }, { age: partner.age }) : null,
    nameIn(lists.regions, partner.regionCode),
  ].filter(Boolean);
  const languages = spokenList(partner, lists.languages, intl);

  return (
    <div className="match-state match-found" data-testid="match-found">
      <Avatar url={partner.avatarUrl} name={partner.nickname} size="big" />
      <div className="match-state-text">
        <h3 data-testid="match-partner-name">
          <FormattedMessage id="match.found.title" values={{ name: partner.nickname }} />
        </h3>
        {facts.length > 0 && (
          <p className="match-facts" data-testid="match-partner-facts">
            {facts.join(' · ')}
            {partner.online && (
              <>
                {' · '}
                <span className="online">
                  <FormattedMessage id="people.online" />
                </span>
              </>
            )}
          </p>
        )}
        {languages && (
          <p className="match-facts" data-testid="match-partner-languages">
            <FormattedMessage id="match.found.speaks" values={{ languages }} />
          </p>
        )}
        {needsTranslation && (
          <p className="match-translation-note" data-testid="match-translation-note">
            <FormattedMessage id="match.found.translationNote" />
          </p>
        )}
        {/* biome-ignore lint/a11y/useSemanticElements: a group of actions, not a form's fieldset */}
        <div
          className="match-actions"
          role="group"
          aria-label={intl.formatMessage({ id: 'match.found.actions' }, { name: partner.nickname })}
        >
          <button
            type="button"
            className="button primary"
            data-testid="match-say-hello"
            data-autofocus
            onClick={() => openChat(partner.id)}
          >
            <FormattedMessage id="match.found.sayHello" />
          </button>
          {partner.viewerIsFollowing ? (
            <span className="chip selected" data-testid="match-is-following">
              <FormattedMessage id="people.isFollowing" />
            </span>
          ) : (
            <button
              type="button"
              className="button ghost"
              data-testid="match-follow"
              disabled={following}
              onClick={() => follow(partner, report)}
            >
              <FormattedMessage id="people.follow" />
            </button>
          )}
          <FriendButton user={partner} quiet />
        </div>
        <FormError testId="match-follow-error">{say(failure)}</FormError>
        <div className="match-actions match-next">{next}</div>
      </div>
    </div>
  );
}

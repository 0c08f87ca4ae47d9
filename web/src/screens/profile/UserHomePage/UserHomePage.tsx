import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import type { UserHomePage_user$key } from '../../../__generated__/UserHomePage_user.graphql';
import type { UserHomePageQuery } from '../../../__generated__/UserHomePageQuery.graphql';
import { useListNamesFragment } from '../../../components/useListNamesFragment';
import type { RouteScreenProps } from '../../../routing/screens';
import { useUserHomePageVisitMutation } from './mutations/useUserHomePageVisitMutation';
import { ProfileCard } from './ProfileCard';
import { UserActions } from './UserActions';
import { MomentReader } from '../../moments/components/MomentReader';
import { UserAlbum } from './UserAlbum';
import { UserMoments } from './UserMoments';

const query = graphql`
  query UserHomePageQuery($id: ID!, $number: Int!, $byNumber: Boolean!) @preloadable {
    viewer {
      id
      user {
        id
      }
      ...MomentReader_viewer
    }
    node(id: $id) @skip(if: $byNumber) {
      ... on User @alias(as: "member") {
        ...UserHomePage_user
      }
    }
    userByNumber(number: $number) @include(if: $byNumber) {
      ...UserHomePage_user
    }
    ...useListNamesFragment_query
  }
`;

const memberFragment = graphql`
  fragment UserHomePage_user on User {
    id
    nickname
    ...ProfileCard_user
    ...UserActions_user
    ...UserAlbum_user
    ...UserMoments_user
  }
`;

/**
 * /userHomePage/:id (spec §2): another member's profile, follow, block, their album and their moments. The id
 * is a global ID, or in a shared link the spec's number: the account number, or the numeric id
 * (route.ts reads which).
 */
export function UserHomePage({ queryRef }: RouteScreenProps<UserHomePageQuery>) {
  const data = usePreloadedQuery<UserHomePageQuery>(query, queryRef);
  const lists = useListNamesFragment(data);
  const [visit] = useUserHomePageVisitMutation();
  const member = useFragment<UserHomePage_user$key>(memberFragment, data.userByNumber ?? data.node?.member ?? null);
  const userId = member?.id;
  const self = userId != null && userId === data.viewer?.user.id;

  // Spec: opening someone's page counts as a visit (once a day, never one's own).
  useEffect(() => {
    if (userId && !self) visit({ variables: { input: { userId } } });
  }, [userId, self, visit]);

  if (!member?.nickname) {
    return (
      <section className="coming-soon" data-testid="user-unavailable">
        <p>
          <FormattedMessage id="people.unavailable" />
        </p>
      </section>
    );
  }
  return (
    <div className="home-page" data-testid="user-home-page">
      <ProfileCard user={member} lists={lists}>
        {self ? (
          <p className="muted">
            <FormattedMessage id="people.self" />
          </p>
        ) : (
          <UserActions user={member} />
        )}
      </ProfileCard>
      <UserAlbum user={member} />
      {data.viewer && (
        <MomentReader viewer={data.viewer}>
          <UserMoments user={member} />
        </MomentReader>
      )}
    </div>
  );
}

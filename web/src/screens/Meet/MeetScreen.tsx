import { Suspense, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { MeetScreenQuery } from '../../__generated__/MeetScreenQuery.graphql';
import type { MeetScreen_query$key } from '../../__generated__/MeetScreen_query.graphql';
import type { UserInfoCard_user$key } from '../../__generated__/UserInfoCard_user.graphql';
import { Loading } from '../../components/Loading';
import { nameIn } from '../../components/profileFacts';
import { useListNames } from '../../components/useListNames';
import { useLoadMoreAtBottom } from '../../components/useLoadMoreAtBottom';
import { UserInfoCard } from '../../components/UserInfoCard';
import type { MessageId } from '../../i18n/messages';
import { MemberCard } from './MemberCard';

type GenderChoice = 'ALL' | 'FEMALE' | 'MALE';
const CHOICES: ReadonlyArray<[GenderChoice, MessageId]> = [
  ['ALL', 'meet.filter.all'],
  ['FEMALE', 'meet.filter.women'],
  ['MALE', 'meet.filter.men'],
];

/**
 * /onlineDating (spec §2 encounter, meet-ups): members to meet, online first, filtered by
 * gender, loading more at the bottom. The shell keeps this screen alive, so the list, the
 * filter and the scroll position are still there when the member comes back.
 */
export function MeetScreen() {
  const data = useLazyLoadQuery<MeetScreenQuery>(
    graphql`
      query MeetScreenQuery {
        ...MeetScreen_query
      }
    `,
    {},
  );
  const { regions } = useListNames();
  const regionName = (code: string | null | undefined) => nameIn(regions, code);
  return <MemberGrid query={data} regionName={regionName} />;
}

function MemberGrid({ query, regionName }: { query: MeetScreen_query$key; regionName(code: string | null | undefined): string | null }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment MeetScreen_query on Query
      @refetchable(queryName: "MeetScreenPaginationQuery")
      @argumentDefinitions(gender: { type: "GenderFilter" }, count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        membersToMeet(gender: $gender, first: $count, after: $cursor) @connection(key: "MeetScreen_membersToMeet", filters: ["gender"]) {
          edges {
            node {
              id
              ...MemberCard_user
              ...UserInfoCard_user
            }
          }
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const [gender, setGender] = useState<GenderChoice>('ALL');
  const [switching, startSwitch] = useTransition();
  const [open, setOpen] = useState<UserInfoCard_user$key | null>(null);
  useLoadMoreAtBottom(() => loadNext(20), hasNext && !isLoadingNext);
  const edges = data.membersToMeet?.edges ?? [];

  const choose = (choice: GenderChoice) => {
    setGender(choice);
    startSwitch(() => {
      refetch({ gender: choice === 'ALL' ? null : choice }, { fetchPolicy: 'store-and-network' });
    });
  };

  return (
    <section className="card meet" data-testid="meet-screen">
      <div className="meet-head">
        <h1>
          <FormattedMessage id="meet.title" />
        </h1>
        <div className="segmented" role="group" aria-label={intl.formatMessage({ id: 'meet.filter.label' })}>
          {CHOICES.map(([choice, label]) => (
            <button key={choice} type="button" aria-pressed={gender === choice} data-testid={`meet-filter-${choice}`} onClick={() => choose(choice)}>
              <FormattedMessage id={label} />
            </button>
          ))}
        </div>
      </div>
      {edges.length === 0 ? (
        <p className="muted" data-testid="meet-empty">
          <FormattedMessage id="meet.empty" />
        </p>
      ) : (
        <ul className={switching ? 'member-grid refreshing' : 'member-grid'}>
          {edges.map(({ node }) => (
            <MemberCard key={node.id} user={node} regionName={regionName} onOpen={() => setOpen(node)} />
          ))}
        </ul>
      )}
      {hasNext && (
        <button type="button" className="button ghost" disabled={isLoadingNext} onClick={() => loadNext(20)}>
          <FormattedMessage id="people.loadMore" />
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <UserInfoCard user={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}

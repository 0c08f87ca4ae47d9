import { useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { MemberGrid_query$key } from '../../../__generated__/MemberGrid_query.graphql';
import type { MemberGridPaginationQuery } from '../../../__generated__/MemberGridPaginationQuery.graphql';
import type { UserInfoCard_user$key } from '../../../__generated__/UserInfoCard_user.graphql';
import { nameIn, type FactLists } from '../../../components/profileFacts';
import { UserInfoCard } from '../../../components/UserInfoCard';
import { useLoadMoreAtBottom } from '../../../components/useLoadMoreAtBottom';
import type { MessageId } from '../../../i18n/messages';
import { presentNodes } from '../../../relay/presentNodes';
import { MeetFilters } from './MeetFilters';
import { filtersSet, meetVariables, NO_FILTER, type MeetFilter } from './meetFilter';
import { MemberCard } from './MemberCard';

type GenderChoice = MeetFilter['gender'];
const CHOICES: ReadonlyArray<[GenderChoice, MessageId]> = [
  ['ALL', 'meet.filter.all'],
  ['FEMALE', 'meet.filter.women'],
  ['MALE', 'meet.filter.men'],
];
const PAGE = 20;

/**
 * Members to meet, online first, filtered on the server by gender, language, country or region,
 * age and online now, loading more at the bottom; a card opens the user info card.
 */
export function MemberGrid({ query, lists }: { query: MemberGrid_query$key; lists: FactLists }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    MemberGridPaginationQuery,
    MemberGrid_query$key
  >(
    graphql`
      fragment MemberGrid_query on Query
      @refetchable(queryName: "MemberGridPaginationQuery")
      @argumentDefinitions(
        gender: { type: "GenderFilter" }
        language: { type: "String" }
        regionCode: { type: "String" }
        ageMin: { type: "Int" }
        ageMax: { type: "Int" }
        onlineNow: { type: "Boolean" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      ) {
        membersToMeet(gender: $gender, language: $language, regionCode: $regionCode, ageMin: $ageMin, ageMax: $ageMax, onlineNow: $onlineNow, first: $count, after: $cursor)
          @connection(key: "MemberGrid_membersToMeet", filters: ["gender", "language", "regionCode", "ageMin", "ageMax", "onlineNow"]) {
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
  const [filter, setFilter] = useState<MeetFilter>(NO_FILTER);
  const [switching, startSwitch] = useTransition();
  const [open, setOpen] = useState<UserInfoCard_user$key | null>(null);
  useLoadMoreAtBottom(() => loadNext(PAGE), hasNext && !isLoadingNext);
  const members = presentNodes(data.membersToMeet?.edges);
  const regionName = (code: string | null | undefined) => nameIn(lists.regions, code);

  const choose = (next: MeetFilter) => {
    setFilter(next);
    startSwitch(() => {
      refetch(meetVariables(next), { fetchPolicy: 'store-and-network' });
    });
  };

  return (
    <section className="card meet" data-testid="meet-screen">
      <div className="meet-head">
        <h1>
          <FormattedMessage id="meet.title" />
        </h1>
        {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields */}
        <div className="segmented" role="group" aria-label={intl.formatMessage({ id: 'meet.filter.label' })}>
          {CHOICES.map(([choice, label]) => (
            <button
              key={choice}
              type="button"
              aria-pressed={filter.gender === choice}
              data-testid={`meet-filter-${choice}`}
              onClick={() => choose({ ...filter, gender: choice })}
            >
              <FormattedMessage id={label} />
            </button>
          ))}
        </div>
      </div>
      <MeetFilters filter={filter} lists={lists} onChange={choose} />
      {members.length === 0 ? (
        <p className="muted" data-testid="meet-empty">
          <FormattedMessage
            id={filter.gender !== 'ALL' || filtersSet(filter) > 0 ? 'meet.emptyFiltered' : 'meet.empty'}
          />
        </p>
      ) : (
        <ul className={switching ? 'member-grid refreshing' : 'member-grid'}>
          {members.map((member) => (
            <MemberCard
              key={member.id}
              user={member}
              regionName={regionName}
              languages={lists.languages}
              onOpen={() => setOpen(member)}
            />
          ))}
        </ul>
      )}
      {hasNext && (
        <button type="button" className="button ghost" disabled={isLoadingNext} onClick={() => loadNext(PAGE)}>
          <FormattedMessage id="people.loadMore" />
        </button>
      )}
      {open && <UserInfoCard user={open} lists={lists} onClose={() => setOpen(null)} />}
    </section>
  );
}

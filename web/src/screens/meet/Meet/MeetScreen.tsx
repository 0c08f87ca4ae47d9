import { graphql, usePreloadedQuery } from 'react-relay';
import type { MeetScreenQuery } from '../../../__generated__/MeetScreenQuery.graphql';
import { useListNamesFragment } from '../../../components/useListNamesFragment';
import type { RouteScreenProps } from '../../../routing/screens';
import { MemberGrid } from './MemberGrid';

const query = graphql`
  query MeetScreenQuery @preloadable {
    ...MemberGrid_query
    ...useListNamesFragment_query
  }
`;

/**
 * /onlineDating (spec §2 encounter, meet-ups): members to meet. The shell keeps this screen
 * alive, so the list, the filter and the scroll position are still there when the member
 * comes back.
 */
export function MeetScreen({ queryRef }: RouteScreenProps<MeetScreenQuery>) {
  const data = usePreloadedQuery<MeetScreenQuery>(query, queryRef);
  const lists = useListNamesFragment(data);
  return <MemberGrid query={data} lists={lists} />;
}

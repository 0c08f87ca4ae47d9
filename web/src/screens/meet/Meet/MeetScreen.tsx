import { graphql, usePreloadedQuery } from 'react-relay';
import type { MeetScreenQuery } from '../../../__generated__/MeetScreenQuery.graphql';
import { useListNamesFragment } from '../../../components/useListNamesFragment';
import type { RouteScreenProps } from '../../../routing/screens';
import { EncounterPanel } from '../../match/components/EncounterPanel';
import { MemberGrid } from './MemberGrid';

const query = graphql`
  query MeetScreenQuery @preloadable {
    viewer {
      ...EncounterPanel_viewer
      ...MatchHistory_viewer
    }
    ...MemberGrid_query
    ...useListNamesFragment_query
  }
`;

/**
 * /onlineDating (spec §2 encounter, meet-ups): the random match, then members to meet. The shell keeps this screen
 * alive, so the list, the filter, the scroll position and a match's countdown are still there when the member
 * comes back.
 */
export function MeetScreen({ queryRef }: RouteScreenProps<MeetScreenQuery>) {
  const data = usePreloadedQuery<MeetScreenQuery>(query, queryRef);
  const lists = useListNamesFragment(data);
  return (
    <div className="meet-page">
      {data.viewer && <EncounterPanel viewer={data.viewer} history={data.viewer} lists={lists} />}
      <MemberGrid query={data} lists={lists} />
    </div>
  );
}

import { graphql, usePreloadedQuery } from 'react-relay';
import type { MySpaceScreenQuery } from '../../../__generated__/MySpaceScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { MomentReader } from '../components/MomentReader';
import { MySpaceList } from './MySpaceList';
import '../components/moments.css';

const query = graphql`
  query MySpaceScreenQuery @preloadable {
    viewer {
      ...MomentReader_viewer
      ...MySpaceList_viewer
    }
  }
`;

/** /myspace (spec §2): my moments, every audience, the pinned one first; pin, unpin and delete from each card's menu. */
export function MySpaceScreen({ queryRef }: RouteScreenProps<MySpaceScreenQuery>) {
  const data = usePreloadedQuery<MySpaceScreenQuery>(query, queryRef);
  if (!data.viewer) return null;
  return (
    <MomentReader viewer={data.viewer}>
      <MySpaceList viewer={data.viewer} />
    </MomentReader>
  );
}

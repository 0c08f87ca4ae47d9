import { graphql, usePreloadedQuery } from 'react-relay';
import type { SquareScreenQuery } from '../../../__generated__/SquareScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { MomentReader } from '../components/MomentReader';
import { SquareFeed } from './SquareFeed';
import '../components/moments.css';

const query = graphql`
  query SquareScreenQuery @preloadable {
    viewer {
      ...MomentReader_viewer
      ...SquareFeed_viewer
    }
  }
`;

/**
 * /dynamicSquare (spec §2 feed square): the moments of everyone, the members I follow, my friends, my region, or a
 * random sample, with the way to share mine. Kept alive by the shell: the scope, the list and the scroll position are
 * still there on coming back.
 */
export function SquareScreen({ queryRef }: RouteScreenProps<SquareScreenQuery>) {
  const data = usePreloadedQuery<SquareScreenQuery>(query, queryRef);
  if (!data.viewer) return null;
  return (
    <MomentReader viewer={data.viewer}>
      <SquareFeed viewer={data.viewer} />
    </MomentReader>
  );
}

import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ModerationItemScreenQuery } from '../../../__generated__/ModerationItemScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { NotModerator } from '../components/NotModerator';
import { canModerate } from '../components/queueFilters';
import { moderationPaths } from '../routes';
import { ModerationItemView } from './ModerationItemView';
import '../components/moderation.css';

const query = graphql`
  query ModerationItemScreenQuery($id: ID!) @preloadable {
    viewer {
      id
      staffRole
    }
    node(id: $id) {
      ... on ModerationItem @alias(as: "item") {
        ...ModerationItemView_item
      }
    }
  }
`;

/** /staff/reports/:id: one item of the queue. */
export function ModerationItemScreen({ queryRef }: RouteScreenProps<ModerationItemScreenQuery>) {
  const data = usePreloadedQuery<ModerationItemScreenQuery>(query, queryRef);
  if (!data.viewer || !canModerate(data.viewer.staffRole)) return <NotModerator />;
  const item = data.node?.item ?? null;
  return (
    <main className="moderation" data-testid="moderation-item-screen">
      <p>
        <Link to={moderationPaths.queue} data-testid="moderation-back">
          <FormattedMessage id="moderation.back" />
        </Link>
      </p>
      {item ? (
        <ModerationItemView item={item} viewerId={data.viewer.id} />
      ) : (
        <p role="alert" data-testid="moderation-item-missing">
          <FormattedMessage id="moderation.item.missing" />
        </p>
      )}
    </main>
  );
}

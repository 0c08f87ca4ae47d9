import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AnnouncementsScreenQuery } from '../../../__generated__/AnnouncementsScreenQuery.graphql';
import { paths } from '../../../routing/paths';
import type { RouteScreenProps } from '../../../routing/screens';
import { AnnouncementDetail } from './AnnouncementDetail';
import { AnnouncementList } from './AnnouncementList';
import '../components/notices.css';

const query = graphql`
  query AnnouncementsScreenQuery($id: ID!, $withId: Boolean!) @preloadable {
    viewer {
      ...AnnouncementList_viewer
    }
    node(id: $id) @include(if: $withId) {
      ... on Announcement @alias(as: "announcement") {
        ...AnnouncementDetail_announcement
      }
    }
  }
`;

/** /announce (spec §2): staff's announcements, pinned first; `?id=` opens one (and reads it). */
export function AnnouncementsScreen({ queryRef }: RouteScreenProps<AnnouncementsScreenQuery>) {
  const data = usePreloadedQuery<AnnouncementsScreenQuery>(query, queryRef);
  if (!data.viewer) return null;
  if (queryRef.variables.withId) {
    const found = data.node?.announcement ?? null;
    return (
      <section className="card notices" data-testid="announcement-screen">
        <Link className="link" to={paths.announcements()} data-testid="announcements-back">
          <FormattedMessage id="notices.announcements.all" />
        </Link>
        {found ? (
          <AnnouncementDetail announcement={found} />
        ) : (
          <p className="muted" data-testid="announcement-not-found">
            <FormattedMessage id="notices.announcements.notFound" />
          </p>
        )}
      </section>
    );
  }
  return <AnnouncementList viewer={data.viewer} />;
}

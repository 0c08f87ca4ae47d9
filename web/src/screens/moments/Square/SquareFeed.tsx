import { useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SquareFeed_viewer$key } from '../../../__generated__/SquareFeed_viewer.graphql';
import type {
  MomentFeedScope,
  SquareFeedPaginationQuery,
} from '../../../__generated__/SquareFeedPaginationQuery.graphql';
import type { MessageId } from '../../../i18n/messages';
import { presentNodes } from '../../../relay/presentNodes';
import { MOMENT_PAGE, MomentList } from '../components/MomentList';
import { PublishDialog } from '../components/PublishDialog';
import { NewMomentsPill } from './NewMomentsPill';
import { randomSeed } from './randomSeed';

/** Spec §2: nearby/random, feed, moments, all/global: the square's scopes, everyone first. */
const SCOPES: ReadonlyArray<MomentFeedScope> = ['ALL', 'FOLLOWING', 'FRIENDS', 'NEARBY', 'RANDOM'];

/**
 * The square's list: scope tabs, "Share a moment", and the moments, loading more at the bottom. Moments published
 * meanwhile do not push the list under the reader: a pill says how many wait, and a tap shows them at the top.
 */
export function SquareFeed({ viewer }: { viewer: SquareFeed_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    SquareFeedPaginationQuery,
    SquareFeed_viewer$key
  >(
    graphql`
      fragment SquareFeed_viewer on Viewer
      @refetchable(queryName: "SquareFeedPaginationQuery")
      @argumentDefinitions(
        scope: { type: "MomentFeedScope", defaultValue: ALL }
        seed: { type: "String" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        momentFeed(scope: $scope, seed: $seed, first: $count, after: $cursor)
          @connection(key: "SquareFeed_momentFeed", filters: ["scope", "seed"]) {
          sinceCursor
          edges {
            cursor
            node {
              id
              ...MomentCard_moment
            }
          }
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const [scope, setScope] = useState<MomentFeedScope>('ALL');
  const [switching, startSwitch] = useTransition();
  const [publishing, setPublishing] = useState(false);
  const moments = presentNodes(data.momentFeed.edges);
  // Where the pill counts from: the list's top as read from the top. Relay copies a connection's own fields from every
  // page it loads, so after "load more" `sinceCursor` is that page's top, and every moment above it would count as new.
  const topSince = data.momentFeed.edges.length <= MOMENT_PAGE ? (data.momentFeed.sinceCursor ?? null) : undefined;
  const [since, setSince] = useState(topSince ?? null);
  if (topSince !== undefined && topSince !== since) setSince(topSince);

  const show = (next: MomentFeedScope, fetchPolicy: 'store-and-network' | 'network-only' = 'store-and-network') => {
    setScope(next);
    startSwitch(() => {
      refetch({ scope: next, seed: next === 'RANDOM' ? randomSeed() : null }, { fetchPolicy });
    });
  };

  return (
    <section className="moments" data-testid="square-screen">
      <div className="moments-head">
        <h1>
          <FormattedMessage id="screen.dynamicSquare" />
        </h1>
        <button type="button" className="button primary" data-testid="publish-open" onClick={() => setPublishing(true)}>
          <FormattedMessage id="moments.publish.open" />
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields */}
      <div
        className="segmented moment-scopes"
        role="group"
        aria-label={intl.formatMessage({ id: 'moments.scope.label' })}
      >
        {SCOPES.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={scope === choice}
            data-testid={`moment-scope-${choice}`}
            onClick={() => show(choice)}
          >
            <FormattedMessage id={`moments.scope.${choice}` as MessageId} />
          </button>
        ))}
      </div>
      {scope !== 'RANDOM' && (
        <NewMomentsPill
          key={scope}
          scope={scope}
          since={since}
          onShow={() => {
            window.scrollTo({ top: 0 });
            show(scope, 'network-only');
          }}
        />
      )}
      <MomentList
        moments={moments}
        empty={<FormattedMessage id={`moments.empty.${scope}` as MessageId} />}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={(count) => loadNext(count)}
        refreshing={switching}
      />
      {publishing && (
        <PublishDialog
          onPublished={() => {
            // Read from the top again: my moment leads it, and the pill counts from it.
            window.scrollTo({ top: 0 });
            show(scope, 'network-only');
          }}
          onClose={() => setPublishing(false)}
        />
      )}
    </section>
  );
}

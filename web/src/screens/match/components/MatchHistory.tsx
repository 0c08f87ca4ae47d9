import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MatchHistory_viewer$key } from '../../../__generated__/MatchHistory_viewer.graphql';
import { presentNodes } from '../../../relay/presentNodes';
import { MatchHistoryRow } from './MatchHistoryRow';

/** "People you met": the latest few members the viewer met by random match, newest first (a new match goes first live). */
/** How many it shows: a match heard live goes first, and the oldest shown makes way. */
const SHOWN = 6;

export function MatchHistory({ viewer, headingId }: { viewer: MatchHistory_viewer$key; headingId: string }) {
  const data = useFragment(
    graphql`
      fragment MatchHistory_viewer on Viewer {
        matchHistory(first: 6) @connection(key: "MatchHistory_matchHistory") {
          edges {
            node {
              id
              ...MatchHistoryRow_attempt
            }
          }
        }
      }
    `,
    viewer,
  );
  const met = presentNodes(data.matchHistory.edges).slice(0, SHOWN);
  return (
    <section className="match-history" aria-labelledby={headingId} data-testid="match-history">
      <h3 id={headingId}>
        <FormattedMessage id="match.history.title" />
      </h3>
      {met.length === 0 ? (
        <p className="muted" data-testid="match-history-empty">
          <FormattedMessage id="match.history.empty" />
        </p>
      ) : (
        <ul className="match-history-list">
          {met.map((attempt) => (
            <MatchHistoryRow key={attempt.id} attempt={attempt} />
          ))}
        </ul>
      )}
    </section>
  );
}

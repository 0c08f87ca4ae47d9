import { FormattedMessage } from 'react-intl';
import { graphql, readInlineData } from 'react-relay';
import { Link } from 'react-router-dom';
import type { matchLiveEvents_event$key } from '../../__generated__/matchLiveEvents_event.graphql';
import type { LiveEventHandler } from '../../realtime/liveEventHandler';
import { patterns, paths } from '../../routing/paths';
import { addToMatchHistory } from './components/matchHistoryUpdater';

/**
 * The random match, live (realtime/liveEvents.ts spreads it): a start in another tab (the countdown shows there too),
 * a partner found, a search that found nobody or was stopped. Each carries the attempt as the member sees it and the
 * viewer's match status afresh, which Relay merges: the encounter panel follows by itself, kept alive or not, and a
 * result that comes while the tab is hidden is in the store when the member looks again.
 */
const eventFragment = graphql`
  fragment matchLiveEvents_event on ViewerEvent @inline {
    __typename
    ... on MatchStartedEvent {
      viewer {
        ...matchLiveEvents_viewer
      }
      attempt {
        id
        status
        secondsLeft
      }
    }
    ... on MatchFoundEvent {
      viewer {
        ...matchLiveEvents_viewer
      }
      attempt {
        id
        status
        partner {
          nickname
        }
        ...MatchFound_attempt
        ...MatchHistoryRow_attempt
      }
    }
    ... on MatchEndedEvent {
      viewer {
        ...matchLiveEvents_viewer
      }
      attempt {
        id
        status
      }
    }
  }
`;

/** What the match events keep current (the encounter panel's state), read again after a reconnect. */
graphql`
  fragment matchLiveEvents_viewer on Viewer {
    id
    ...EncounterPanel_viewer
  }
`;

/** Off the encounter screen, a found partner is said with the way back to them (nobody is left waiting unknowingly). */
function MatchFoundNotice({ name, onView }: { name: string; onView(): void }) {
  return (
    <>
      <FormattedMessage id="match.event.found" values={{ name }} />{' '}
      <Link className="link" to={paths.home()} onClick={onView}>
        <FormattedMessage id="match.event.view" />
      </Link>
    </>
  );
}

const ENCOUNTER_PATHS: ReadonlyArray<string> = [patterns.root, patterns.home];
const onEncounterScreen = () => ENCOUNTER_PATHS.includes(window.location.pathname);

export const matchLiveEvents: LiveEventHandler<matchLiveEvents_event$key> = {
  update(store, event) {
    if (event.getType() !== 'MatchFoundEvent') return;
    addToMatchHistory(store, event.getLinkedRecord('viewer'), event.getLinkedRecord('attempt'));
  },
  notice(key, dismiss) {
    const event = readInlineData(eventFragment, key);
    if (event.__typename !== 'MatchFoundEvent' || !event.attempt.partner || onEncounterScreen()) return null;
    return <MatchFoundNotice name={event.attempt.partner.nickname} onView={dismiss} />;
  },
};

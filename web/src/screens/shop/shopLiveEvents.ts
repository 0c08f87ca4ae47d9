import { graphql } from 'react-relay';

/**
 * The economy's live events (realtime/liveEvents.ts spreads them): a balance changed (a
 * payment landed, a gift or a red packet came), and every balance on screen takes the new
 * one. Nothing else to do: no handler.
 */
graphql`
  fragment shopLiveEvents_event on ViewerEvent {
    ... on WalletChangedEvent {
      viewer {
        ...shopLiveEvents_viewer
      }
    }
  }
`;

/** What the wallet events keep current, read again after a reconnect. */
graphql`
  fragment shopLiveEvents_viewer on Viewer {
    id
    ...WalletSummary_viewer
  }
`;

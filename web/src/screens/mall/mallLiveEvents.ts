import { graphql } from 'react-relay';
import type { mallLiveEvents_event$key } from '../../__generated__/mallLiveEvents_event.graphql';
import type { LiveEventHandler } from '../../realtime/liveEventHandler';
import { putOrderFirst } from './components/orderListUpdater';

/**
 * The gift mall, live (realtime/liveEvents.ts spreads it): an order the viewer placed or received was placed,
 * answered, withdrawn, expired, shipped or delivered. The event carries the order as the viewer sees it (no price for
 * its recipient) and the viewer's coins afresh, which Relay merges: a listed order changes in place, the balances
 * follow; its handler puts an order not listed yet first in its side's list.
 */
graphql`
  fragment mallLiveEvents_event on ViewerEvent {
    ... on OrderChangedEvent {
      order {
        id
        role
        ...OrderCard_order
      }
      viewer {
        ...mallLiveEvents_viewer
      }
    }
  }
`;

/** What the order events keep current (the coins a hold, a take or a return changed), read again after a reconnect. */
graphql`
  fragment mallLiveEvents_viewer on Viewer {
    id
    goldCoins
  }
`;

export const mallLiveEvents: LiveEventHandler<mallLiveEvents_event$key> = {
  update(store, event) {
    if (event.getType() !== 'OrderChangedEvent') return;
    putOrderFirst(store, event.getLinkedRecord('viewer'), event.getLinkedRecord('order'));
  },
};

import { builder } from '../core/builder';
import { isId, onUpstreamEvent } from '../core/events';
import { publishViewerEvent, ViewerEvent, type ViewerEventOf } from '../viewer/events';

// ------------------------------------------------------------------ live balances

declare module '../viewer/events' {
  interface ViewerEvents {
    WalletChangedEvent: { reason: string };
  }
}

onUpstreamEvent<{ userId: number; reason: string }>('economy.wallet', {
  decode: ({ userId, reason }) => (isId(userId) && typeof reason === 'string' ? { userId, reason } : null),
  publish: (pubsub, { userId, reason }, occurredAt) =>
    publishViewerEvent(pubsub, { id: userId }, 'WalletChangedEvent', occurredAt, { reason }),
});

builder.objectRef<ViewerEventOf<'WalletChangedEvent'>>('WalletChangedEvent').implement({
  description:
    'The viewer’s balances or membership changed (a payment landed, a purchase, a red packet opened or returned, a membership bought for them): read them afresh from `viewer`.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    reason: t.string({ description: 'The kind of change, one of billTypes.', resolve: (event) => event.data.reason }),
  }),
});

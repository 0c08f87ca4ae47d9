import { builder } from '../core/builder';
import { isId, onUpstreamEvent } from '../core/events';
import { requireStaff, SUPPORT } from '../staff/access';
import type { SupportConversationInfo } from './endpoints';
import { SupportConversation } from './types';

// Live desk. Upstream's `support.conversation` names a member whose conversation with customer service changed (a
// message either way, a claim, a read). It goes to one topic for every desk; each subscriber reads the conversation
// again through its own staff-checked loader, so an event carries nothing to anyone who may not see it.

declare module '../core/pubsub' {
  interface Topics {
    /** A customer-service conversation changed: the member's id. */
    'support.conversation': [{ memberId: number }];
  }
}

onUpstreamEvent<{ memberId: number }>('support.conversation', {
  decode: ({ memberId }) => (isId(memberId) ? { memberId } : null),
  publish: (pubsub, event) => pubsub.publish('support.conversation', event),
});

const SupportInboxEvent = builder.objectRef<{ conversation: SupportConversationInfo }>('SupportInboxEvent').implement({
  description: 'A conversation of the support desk changed: a new message either way, a claim or a release, a read.',
  fields: (t) => ({
    conversation: t.field({ type: SupportConversation, resolve: (event) => event.conversation }),
  }),
});

builder.subscriptionField('supportInboxEvents', (t) =>
  t.field({
    type: SupportInboxEvent,
    description:
      'Support staff and admins: live changes of the desk’s conversations (each read afresh for the subscriber). Refused to anyone else when it starts; an event the subscriber may no longer see is not sent.',
    authScopes: { loggedIn: true },
    subscribe: async (_root, _args, context) => {
      await requireStaff(context, SUPPORT);
      const listener = context.pubsub.listen('support.conversation');
      return (async function* () {
        try {
          for await (const { memberId } of listener) {
            context.loaders.clearAll();
            const conversation = await context.loaders.supportConversations.load(memberId).catch(() => null);
            if (conversation) yield { conversation };
          }
        } finally {
          await listener.return?.();
        }
      })();
    },
    resolve: (event: { conversation: SupportConversationInfo }) => event,
  }),
);

import { builder } from '../core/builder';
import { Maintenance } from './types';

/** What anyone may read, a visitor too: the maintenance window and the key the browser subscribes to pushes with. */

builder.queryField('maintenance', (t) =>
  t.field({
    type: Maintenance,
    nullable: true,
    description: 'The current or next maintenance window (also for visitors).',
    resolve: (_root, _args, context) => context.upstream.notice.maintenance(),
  }),
);

builder.queryField('pushPublicKey', (t) =>
  t.string({
    description: 'The VAPID public key the browser subscribes with.',
    resolve: async (_root, _args, context) => (await context.upstream.notice.pushKey()).publicKey,
  }),
);

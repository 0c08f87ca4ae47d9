import { builder } from '../core/builder';
import { ValidationError } from '../core/errors';
import { UserNotFoundError } from '../user/errors';
import { User } from '../user/types';

// Invitation links (spec §7 share-add-friend): whoever opens one may add its member at once.

builder.queryField('friendShareOwner', (t) =>
  t.field({
    type: User,
    nullable: true,
    description: 'The member who shared an invitation link; null when the code is not valid or has expired.',
    authScopes: { loggedIn: true },
    args: { shareCode: t.arg.string({ required: true }) },
    resolve: async (_root, { shareCode }, context) => {
      try {
        return await context.upstream.friend.shareOwner(shareCode);
      } catch (error) {
        if (error instanceof ValidationError || error instanceof UserNotFoundError) return null;
        throw error;
      }
    },
  }),
);

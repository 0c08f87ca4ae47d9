import { builder } from '../core/builder';
import { UnauthenticatedError } from '../core/errors';
import { Viewer } from './types';

builder.queryField('viewer', (t) =>
  t.field({
    type: Viewer,
    nullable: true,
    description: 'The logged-in member, or null without a valid session.',
    resolve: async (_root, _args, context) => {
      if (!context.caller.token) return null;
      try {
        return { id: await context.loaders.viewerId() };
      } catch (error) {
        if (!(error instanceof UnauthenticatedError)) throw error;
        context.sessionCookie.clear(); // expired or revoked: forget it
        return null;
      }
    },
  }),
);

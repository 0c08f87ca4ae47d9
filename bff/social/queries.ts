import { builder } from '../core/builder';
import { RateLimitedError, ValidationError } from '../core/errors';
import { UserNotFoundError } from '../user/errors';
import { User, userConnection } from '../user/types';
import { SearchOwnAccountError } from './errors';

const UserSearchPayload = builder.objectRef<{ query: string; totalCount: number }>('UserSearchPayload').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount'),
    results: t.connection(
      {
        type: User,
        description: 'The members found, a page at a time (an account number finds at most one).',
        resolve: (payload, args, context) =>
          userConnection(context, args, (page) => context.upstream.social.search(payload.query, page)),
      },
      { name: 'UserSearchResultsConnection' },
    ),
  }),
});

builder.queryField('userSearch', (t) =>
  t.field({
    type: UserSearchPayload,
    description:
      'Spec §5 search: digits find one account number exactly; other text matches nicknames. Refusals are typed results.',
    authScopes: { loggedIn: true },
    args: { query: t.arg.string({ required: true }) },
    errors: {
      types: [ValidationError, UserNotFoundError, SearchOwnAccountError, RateLimitedError],
      union: { name: 'UserSearchResult' },
    },
    resolve: async (_root, { query }, context) => {
      // One row is enough to learn the refusals and the total; `results` pages through the rest.
      const page = await context.upstream.social.search(query, { offset: 0, size: 1 });
      return { query, totalCount: page.total };
    },
  }),
);

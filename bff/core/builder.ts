import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { NODES_MAX } from '../constants';
import { bffMessage } from '../messages';
import type { Context } from './context';
import { BadInputError, UnauthenticatedError } from './errors';

/** Builds the builder, nothing else: types live in the domains' folders (bff/domains.ts). */
export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: { loggedIn: boolean };
  DefaultFieldNullability: false;
  Scalars: { File: { Input: File; Output: never } };
}>({
  defaultFieldNullability: false,
  // scope-auth first so no other plugin's wrapper runs before authorisation.
  plugins: [ScopeAuthPlugin, ErrorsPlugin, RelayPlugin, DataloaderPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      loggedIn: Boolean(context.caller.token),
    }),
    unauthorizedError: () => new UnauthenticatedError(),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodesQueryOptions: {
      description: `Several nodes by global ID, at most ${NODES_MAX} at once (null where not visible).`,
      resolve: (_root, { ids }, context, _info, resolveNodes) => {
        if (ids.length > NODES_MAX)
          throw new BadInputError(bffMessage(context.caller.language, 'nodes.tooMany', { max: NODES_MAX }));
        return resolveNodes(ids);
      },
    },
  },
  errors: { directResult: true },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

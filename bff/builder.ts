import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Context } from './context';
import { UnauthenticatedError } from './errors';

/** Builds the builder, nothing else: types live in schema/, one module per domain. */
export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: { loggedIn: boolean; self: number };
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
      self: async (userId) => Boolean(context.caller.token) && (await context.loaders.myInfo()).id === userId,
    }),
    unauthorizedError: () => new UnauthenticatedError(),
  },
  relay: { clientMutationId: 'omit', cursorType: 'String' },
  errors: { directResult: true },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

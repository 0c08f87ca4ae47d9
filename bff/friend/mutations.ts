import { builder } from '../core/builder';
import { ValidationError } from '../core/errors';
import { memberId, upstreamIdOf } from '../core/global-ids';
import type { UserInfo } from '../user/endpoints';
import { UserNotFoundError } from '../user/errors';
import { User } from '../user/types';
import { Viewer, viewerOf, type ViewerSource } from '../viewer/types';
import type { FriendAddResult, FriendRequestInfo } from './endpoints';
import { FriendError } from './errors';
import { FriendRequest, FriendRequestStatus } from './types';

const FriendAddPayload = builder.objectRef<FriendAddResult>('FriendAddPayload').implement({
  fields: (f) => ({
    user: f.field({ type: User, resolve: (p) => p.user }),
    status: f.field({
      type: FriendRequestStatus,
      description: 'ACCEPTED: friends now; PENDING: the member must accept.',
      resolve: (p) => p.status,
    }),
  }),
});

builder.mutationField('friendAdd', (t) =>
  t.field({
    type: FriendAddPayload,
    description:
      'Asks a member to be friends. Friends at once when the member lets anyone add them or already asked the viewer; otherwise a pending request (asking again keeps the one request).',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('FriendAddInput', {
          fields: (f) => ({
            userId: f.globalID({ required: true, description: 'The member’s global ID.' }),
            message: f.string({ description: 'A note for the member, at most 200 characters.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, UserNotFoundError, FriendError], union: { name: 'FriendAddResult' } },
    resolve: async (_root, { input }, context) => {
      const result = await context.upstream.friend.add(memberId(context, input.userId), input.message ?? undefined);
      context.loaders.clearAll();
      return result;
    },
  }),
);

const RequestInput = (name: string) =>
  builder.inputType(name, {
    fields: (f) => ({ requestId: f.globalID({ required: true, description: 'The friend request’s global ID.' }) }),
  });

for (const [field, accept] of [
  ['friendRequestAccept', true],
  ['friendRequestReject', false],
] as const) {
  const typeName = accept ? 'FriendRequestAccept' : 'FriendRequestReject';
  builder.mutationField(field, (t) =>
    t.field({
      type: builder.objectRef<{ request: FriendRequestInfo; viewer: ViewerSource }>(`${typeName}Payload`).implement({
        fields: (f) => ({
          request: f.field({ type: FriendRequest, resolve: (p) => p.request }),
          viewer: f.field({
            type: Viewer,
            description: 'The viewer, for fresh counts and lists.',
            resolve: (p) => p.viewer,
          }),
        }),
      }),
      description: accept
        ? 'Accepts a pending friend request the viewer received: friends both ways.'
        : 'Rejects a pending friend request the viewer received.',
      authScopes: { loggedIn: true },
      args: { input: t.arg({ type: RequestInput(`${typeName}Input`), required: true }) },
      errors: { types: [ValidationError, FriendError], union: { name: `${typeName}Result` } },
      resolve: async (_root, { input }, context) => {
        const request = await context.upstream.friend.decide(
          upstreamIdOf(context, input.requestId, 'FriendRequest', 'requestId'),
          accept,
        );
        context.loaders.clearAll();
        context.loaders.primeUsers([request.user]);
        return { request, viewer: await viewerOf(context) };
      },
    }),
  );
}

const UserPayload = (name: string) =>
  builder
    .objectRef<{ user: UserInfo }>(name)
    .implement({ fields: (t) => ({ user: t.field({ type: User, resolve: (p) => p.user }) }) });

builder.mutationField('friendRemarkUpdate', (t) =>
  t.field({
    type: UserPayload('FriendRemarkUpdatePayload'),
    description:
      'Sets the viewer’s remark name for a friend (at most 32 characters); empty, null or the friend’s nickname clears it.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('FriendRemarkUpdateInput', {
          fields: (f) => ({
            userId: f.globalID({ required: true, description: 'The friend’s global ID.' }),
            remarkName: f.string(),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, FriendError], union: { name: 'FriendRemarkUpdateResult' } },
    resolve: async (_root, { input }, context) => {
      const friend = await context.upstream.friend.setRemark(memberId(context, input.userId), input.remarkName ?? '');
      context.loaders.clearAll();
      return { user: friend.user };
    },
  }),
);

builder.mutationField('friendRemove', (t) =>
  t.field({
    type: UserPayload('FriendRemovePayload'),
    description: 'Ends a friendship, both ways.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('FriendRemoveInput', {
          fields: (f) => ({ userId: f.globalID({ required: true, description: 'The friend’s global ID.' }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, FriendError], union: { name: 'FriendRemoveResult' } },
    resolve: async (_root, { input }, context) => {
      const user = await context.upstream.friend.remove(memberId(context, input.userId));
      context.loaders.clearAll();
      return { user };
    },
  }),
);

builder.mutationField('friendAddByShareCode', (t) =>
  t.field({
    type: FriendAddPayload,
    description: 'Adds the member who shared an invitation link: friends at once (sharing it was their consent).',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('FriendAddByShareCodeInput', {
          fields: (f) => ({ shareCode: f.string({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, UserNotFoundError, FriendError], union: { name: 'FriendAddByShareCodeResult' } },
    resolve: async (_root, { input }, context) => {
      const result = await context.upstream.friend.addByShareCode(input.shareCode);
      context.loaders.clearAll();
      return result;
    },
  }),
);

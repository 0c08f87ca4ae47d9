import { builder } from '../builder';
import type { Context } from '../context';
import { FRIEND_ERROR_CODES, FriendError, UserNotFoundError, ValidationError } from '../errors';
import type { FriendInfo, FriendRequestInfo, UserInfo } from '../upstream/types';
import { ErrorInterface } from './errors';
import { upstreamConnection } from './paging';
import { memberId } from './social';
import { selfOnly, User } from './user';

/** Friends and friend requests (spec §3 Friend, Friend request; §4; §7 Friends). */

const FriendErrorCodeEnum = builder.enumType('FriendErrorCode', {
  description: 'Why a friend operation was refused.',
  values: {
    FRIEND_SELF: { description: 'One cannot add oneself.' },
    ALREADY_FRIENDS: { description: 'The two members are friends already.' },
    NOT_FRIEND: { description: 'The member is not the viewer’s friend.' },
    APPLY_NOT_FOUND: { description: 'No such request among those the viewer received.' },
    APPLY_NOT_PENDING: { description: 'The request was already accepted or rejected.' },
  } satisfies Record<(typeof FRIEND_ERROR_CODES)[number], { description: string }>,
});

builder.objectType(FriendError, {
  name: 'FriendError',
  interfaces: [ErrorInterface],
  description: 'A refused friend operation; `message` says why in the member’s language.',
  fields: (t) => ({ code: t.field({ type: FriendErrorCodeEnum, resolve: (error) => error.code }) }),
});

export const FriendRequestStatus = builder.enumType('FriendRequestStatus', {
  description: 'Spec §4: pending, then accepted (“pass”) or rejected.',
  values: { PENDING: { value: 'pending' }, ACCEPTED: { value: 'accepted' }, REJECTED: { value: 'rejected' } } as const,
});

/** One request the viewer received, or null when it is not theirs (or the applicant is gone). */
async function loadRequest(context: Context, id: number): Promise<FriendRequestInfo | null> {
  try {
    const request = await context.upstream.get<FriendRequestInfo>(context.caller, '/friend/apply-info', { applyId: id });
    context.loaders.primeUsers([request.user]);
    return request;
  } catch (error) {
    if (error instanceof FriendError || error instanceof ValidationError) return null;
    throw error;
  }
}

/** A friend request the viewer received; only its recipient can read it. */
export const FriendRequest = builder.loadableNode('FriendRequest', {
  id: { resolve: (request: FriendRequestInfo) => request.applyId, parse: (id) => Number(id) },
  load: (ids: number[], context: Context) => Promise.all(ids.map((id) => (context.caller.token ? loadRequest(context, id) : null))) as Promise<FriendRequestInfo[]>,
  fields: (t) => ({
    applicant: t.field({ type: User, description: 'Who asked to be the viewer’s friend.', resolve: (request) => request.user }),
    status: t.field({ type: FriendRequestStatus, resolve: (request) => request.status }),
    message: t.string({ nullable: true, description: 'The applicant’s note, at most 200 characters.', resolve: (request) => request.message }),
    createdAt: t.exposeString('createdAt'),
  }),
});

/** A friend as an edge: the user, with the viewer's remark name and address-book letter. */
type FriendNode = UserInfo & { friendEntry: { remarkName: string | null; firstLetter: string } };

type Counts = { totalCount?: number; pendingCount?: number };

builder.objectFields(User, (t) => ({
  isFriend: t.boolean({ description: 'Whether this member is the viewer’s friend.', resolve: (user) => user.relation?.friend ?? false }),
  friendRequestSent: t.boolean({ description: 'Whether the viewer asked this member to be friends and the request is still pending.', resolve: (user) => user.relation?.friendRequestSent ?? false }),
  friendRemarkName: t.string({
    nullable: true,
    description: 'The viewer’s remark name for this friend (null unless friends and one is set). Show it instead of the nickname.',
    resolve: (user) => (user.relation?.friend ? (user.relation.friendRemarkName ?? null) : null),
  }),
  pendingFriendRequestCount: t.int({
    nullable: true,
    description: 'Only for the member themself: friend requests waiting for their answer.',
    ...selfOnly,
    resolve: async (_user, _args, context) => (await context.upstream.get<{ pending: number }>(context.caller, '/friend/applys', { size: 1 })).pending,
  }),
  friendRequests: t.connection(
    {
      type: FriendRequest,
      nullable: true,
      description: 'Only for the member themself: friend requests they received, pending first, then newest.',
      ...selfOnly,
      resolve: (_user, args, context) =>
        upstreamConnection<FriendRequestInfo>(context, '/friend/applys', args, {}, (requests) => {
          context.loaders.primeUsers(requests.map((request) => request.user));
          return requests;
        }),
    },
    {
      name: 'UserFriendRequestsConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: (connection) => (connection as Counts).totalCount ?? 0 }),
        pendingCount: c.int({ description: 'Requests still waiting for an answer (all pages).', resolve: (connection) => (connection as Counts).pendingCount ?? 0 }),
      }),
    },
  ),
  friends: t.connection(
    {
      type: User,
      nullable: true,
      description: 'Only for the member themself: the address book, sorted by remark name (or nickname), case-insensitively.',
      ...selfOnly,
      resolve: (_user, args, context) =>
        upstreamConnection<FriendInfo, FriendNode>(context, '/friend/friend-list', args, {}, (friends) =>
          context.loaders.primeUsers(friends.map((friend) => ({ ...friend.user, friendEntry: { remarkName: friend.friendRemarkName, firstLetter: friend.firstLetter } }))),
        ),
    },
    { name: 'UserFriendsConnection', fields: (c) => ({ totalCount: c.int({ resolve: (connection) => (connection as Counts).totalCount ?? 0 }) }) },
    {
      fields: (edge) => ({
        remarkName: edge.string({ nullable: true, description: 'The viewer’s remark name for this friend.', resolve: (e) => (e.node as FriendNode).friendEntry?.remarkName ?? null }),
        firstLetter: edge.string({ description: 'The address-book group: the first letter (A–Z) of the remark name or nickname, else “#”.', resolve: (e) => (e.node as FriendNode).friendEntry?.firstLetter ?? '#' }),
      }),
    },
  ),
}));

function requestId(globalId: { typename: string; id: string }): number {
  const id = Number(globalId.id);
  if (globalId.typename !== 'FriendRequest' || !Number.isInteger(id) || id <= 0) throw new ValidationError('requestId', 'Not a friend request’s ID.');
  return id;
}

const FriendAddPayload = builder.objectRef<{ user: UserInfo; status: FriendRequestInfo['status'] }>('FriendAddPayload').implement({
  fields: (f) => ({
    user: f.field({ type: User, resolve: (p) => p.user }),
    status: f.field({ type: FriendRequestStatus, description: 'ACCEPTED: friends now; PENDING: the member must accept.', resolve: (p) => p.status }),
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
      const body: Record<string, unknown> = { userId: memberId(input.userId) };
      if (input.message != null) body.message = input.message;
      const result = await context.upstream.post<{ status: FriendRequestInfo['status']; user: UserInfo }>(context.caller, '/friend/add-friend', body);
      context.loaders.users.clearAll();
      return { user: result.user, status: result.status };
    },
  }),
);

const RequestInput = (name: string) =>
  builder.inputType(name, { fields: (f) => ({ requestId: f.globalID({ required: true, description: 'The friend request’s global ID.' }) }) });

for (const [field, accept] of [['friendRequestAccept', true], ['friendRequestReject', false]] as const) {
  const typeName = accept ? 'FriendRequestAccept' : 'FriendRequestReject';
  builder.mutationField(field, (t) =>
    t.field({
      type: builder.objectRef<{ request: FriendRequestInfo; viewer: UserInfo }>(`${typeName}Payload`).implement({
        fields: (f) => ({
          request: f.field({ type: FriendRequest, resolve: (p) => p.request }),
          viewer: f.field({ type: User, description: 'The viewer, for fresh counts and lists.', resolve: (p) => p.viewer }),
        }),
      }),
      description: accept ? 'Accepts a pending friend request the viewer received: friends both ways.' : 'Rejects a pending friend request the viewer received.',
      authScopes: { loggedIn: true },
      args: { input: t.arg({ type: RequestInput(`${typeName}Input`), required: true }) },
      errors: { types: [ValidationError, FriendError], union: { name: `${typeName}Result` } },
      resolve: async (_root, { input }, context) => {
        const request = await context.upstream.get<FriendRequestInfo>(context.caller, '/friend/apply-deal', { applyId: requestId(input.requestId), status: accept ? 1 : 2 });
        context.loaders.clearAll();
        context.loaders.primeUsers([request.user]);
        return { request, viewer: await context.loaders.myInfo() };
      },
    }),
  );
}

const UserPayload = (name: string) =>
  builder.objectRef<{ user: UserInfo }>(name).implement({ fields: (t) => ({ user: t.field({ type: User, resolve: (p) => p.user }) }) });

builder.mutationField('friendRemarkUpdate', (t) =>
  t.field({
    type: UserPayload('FriendRemarkUpdatePayload'),
    description: 'Sets the viewer’s remark name for a friend (at most 32 characters); empty, null or the friend’s nickname clears it.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('FriendRemarkUpdateInput', {
          fields: (f) => ({ userId: f.globalID({ required: true, description: 'The friend’s global ID.' }), remarkName: f.string() }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, FriendError], union: { name: 'FriendRemarkUpdateResult' } },
    resolve: async (_root, { input }, context) => {
      const friend = await context.upstream.post<FriendInfo>(context.caller, '/friend/updateRemarkName', {
        friendUserId: memberId(input.userId),
        friendUserRemarkName: input.remarkName ?? '',
      });
      context.loaders.users.clearAll();
      return { user: friend.user };
    },
  }),
);

builder.mutationField('friendRemove', (t) =>
  t.field({
    type: UserPayload('FriendRemovePayload'),
    description: 'Ends a friendship, both ways.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: builder.inputType('FriendRemoveInput', { fields: (f) => ({ userId: f.globalID({ required: true, description: 'The friend’s global ID.' }) }) }), required: true }) },
    errors: { types: [ValidationError, FriendError], union: { name: 'FriendRemoveResult' } },
    resolve: async (_root, { input }, context) => {
      const user = await context.upstream.post<UserInfo>(context.caller, '/friend/delete', { friendUserId: memberId(input.userId) });
      context.loaders.users.clearAll();
      return { user };
    },
  }),
);

// Invitation links (spec §7 share-add-friend): whoever opens one may add its member at once.

builder.objectFields(User, (t) => ({
  friendShareCode: t.string({
    nullable: true,
    description: 'Only for the member themself: a code for an invitation link (`/apply?share=<code>`), good for 7 days, that lets its opener add them without a request.',
    ...selfOnly,
    resolve: async (_user, _args, context) => (await context.upstream.get<{ shareCode: string }>(context.caller, '/friend/share-code')).shareCode,
  }),
}));

builder.queryField('friendShareOwner', (t) =>
  t.field({
    type: User,
    nullable: true,
    description: 'The member who shared an invitation link; null when the code is not valid or has expired.',
    authScopes: { loggedIn: true },
    args: { shareCode: t.arg.string({ required: true }) },
    resolve: async (_root, { shareCode }, context) => {
      try {
        return await context.upstream.get<UserInfo>(context.caller, '/friend/share-info', { shareCode });
      } catch (error) {
        if (error instanceof ValidationError || error instanceof UserNotFoundError) return null;
        throw error;
      }
    },
  }),
);

builder.mutationField('friendAddByShareCode', (t) =>
  t.field({
    type: FriendAddPayload,
    description: 'Adds the member who shared an invitation link: friends at once (sharing it was their consent).',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: builder.inputType('FriendAddByShareCodeInput', { fields: (f) => ({ shareCode: f.string({ required: true }) }) }), required: true }) },
    errors: { types: [ValidationError, UserNotFoundError, FriendError], union: { name: 'FriendAddByShareCodeResult' } },
    resolve: async (_root, { input }, context) => {
      const result = await context.upstream.post<{ status: FriendRequestInfo['status']; user: UserInfo }>(context.caller, '/friend/share-add-friend', { shareCode: input.shareCode });
      context.loaders.users.clearAll();
      return { user: result.user, status: result.status };
    },
  }),
);

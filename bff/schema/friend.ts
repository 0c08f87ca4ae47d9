import { builder } from '../builder';
import type { Context } from '../context';
import { FRIEND_ERROR_CODES, FriendError, UserNotFoundError, ValidationError } from '../errors';
import { isId, isObject, onUpstreamEvent } from '../events';
import type { FriendAddResult } from '../upstream/friend';
import type { FriendInfo, FriendRequestInfo, UserInfo } from '../upstream/types';
import { ErrorInterface } from './errors';
import { loadNodes, memberId, parseUpstreamId, upstreamIdOf } from './global-ids';
import { totalCountField, upstreamConnection } from './paging';
import { User } from './user';
import { publishViewerEvent, Viewer, ViewerEvent, viewerOf, type ViewerEventOf, type ViewerSource } from './viewer';

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

/** A friend request the viewer received; only its recipient can read it. */
export const FriendRequest = builder.loadableNode('FriendRequest', {
  id: { resolve: (request: FriendRequestInfo) => request.applyId, parse: parseUpstreamId },
  load: (ids: number[], context: Context) => loadNodes(ids, (known) => context.loaders.friendRequests.loadMany(known)),
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
}));

builder.objectFields(Viewer, (t) => ({
  pendingFriendRequestCount: t.int({
    description: 'Friend requests waiting for the viewer’s answer.',
    resolve: async (viewer, _args, context) => viewer.pendingFriendRequestCount ?? (await context.upstream.friend.requests({ offset: 0, size: 1 })).pending ?? 0,
  }),
  friendRequests: t.connection(
    {
      type: FriendRequest,
      description: 'Friend requests the viewer received, pending first, then newest.',
      resolve: (_viewer, args, context) =>
        upstreamConnection(args, (page) => context.upstream.friend.requests(page), (requests) => {
          context.loaders.primeUsers(requests.map((request) => request.user));
          return requests;
        }),
    },
    {
      name: 'ViewerFriendRequestsConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: (connection) => (connection as Counts).totalCount ?? 0 }),
        pendingCount: c.int({ description: 'Requests still waiting for an answer (all pages).', resolve: (connection) => (connection as Counts).pendingCount ?? 0 }),
      }),
    },
  ),
  friends: t.connection(
    {
      type: User,
      description: 'The address book, sorted by remark name (or nickname), case-insensitively.',
      resolve: (_viewer, args, context) =>
        upstreamConnection<FriendInfo, FriendNode>(args, (page) => context.upstream.friend.friends(page), (friends) =>
          context.loaders.primeUsers(friends.map((friend) => ({ ...friend.user, friendEntry: { remarkName: friend.friendRemarkName, firstLetter: friend.firstLetter } }))),
        ),
    },
    { name: 'ViewerFriendsConnection', ...(totalCountField as object) },
    {
      fields: (edge) => ({
        remarkName: edge.string({ nullable: true, description: 'The viewer’s remark name for this friend.', resolve: (e) => (e.node as FriendNode).friendEntry?.remarkName ?? null }),
        firstLetter: edge.string({ description: 'The address-book group: the first letter (A–Z) of the remark name or nickname, else “#”.', resolve: (e) => (e.node as FriendNode).friendEntry?.firstLetter ?? '#' }),
      }),
    },
  ),
  friendShareCode: t.string({
    description: 'A code for an invitation link (`/apply?share=<code>`), good for 7 days, that lets its opener add the viewer without a request.',
    resolve: async (_viewer, _args, context) => (await context.upstream.friend.shareCode()).shareCode,
  }),
}));

const FriendAddPayload = builder.objectRef<FriendAddResult>('FriendAddPayload').implement({
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
      const result = await context.upstream.friend.add(memberId(context, input.userId), input.message ?? undefined);
      context.loaders.clearAll();
      return result;
    },
  }),
);

const RequestInput = (name: string) =>
  builder.inputType(name, { fields: (f) => ({ requestId: f.globalID({ required: true, description: 'The friend request’s global ID.' }) }) });

for (const [field, accept] of [['friendRequestAccept', true], ['friendRequestReject', false]] as const) {
  const typeName = accept ? 'FriendRequestAccept' : 'FriendRequestReject';
  builder.mutationField(field, (t) =>
    t.field({
      type: builder.objectRef<{ request: FriendRequestInfo; viewer: ViewerSource }>(`${typeName}Payload`).implement({
        fields: (f) => ({
          request: f.field({ type: FriendRequest, resolve: (p) => p.request }),
          viewer: f.field({ type: Viewer, description: 'The viewer, for fresh counts and lists.', resolve: (p) => p.viewer }),
        }),
      }),
      description: accept ? 'Accepts a pending friend request the viewer received: friends both ways.' : 'Rejects a pending friend request the viewer received.',
      authScopes: { loggedIn: true },
      args: { input: t.arg({ type: RequestInput(`${typeName}Input`), required: true }) },
      errors: { types: [ValidationError, FriendError], union: { name: `${typeName}Result` } },
      resolve: async (_root, { input }, context) => {
        const request = await context.upstream.friend.decide(upstreamIdOf(context, input.requestId, 'FriendRequest', 'requestId'), accept);
        context.loaders.clearAll();
        context.loaders.primeUsers([request.user]);
        return { request, viewer: await viewerOf(context) };
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
    args: { input: t.arg({ type: builder.inputType('FriendRemoveInput', { fields: (f) => ({ userId: f.globalID({ required: true, description: 'The friend’s global ID.' }) }) }), required: true }) },
    errors: { types: [ValidationError, FriendError], union: { name: 'FriendRemoveResult' } },
    resolve: async (_root, { input }, context) => {
      const user = await context.upstream.friend.remove(memberId(context, input.userId));
      context.loaders.clearAll();
      return { user };
    },
  }),
);

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

builder.mutationField('friendAddByShareCode', (t) =>
  t.field({
    type: FriendAddPayload,
    description: 'Adds the member who shared an invitation link: friends at once (sharing it was their consent).',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: builder.inputType('FriendAddByShareCodeInput', { fields: (f) => ({ shareCode: f.string({ required: true }) }) }), required: true }) },
    errors: { types: [ValidationError, UserNotFoundError, FriendError], union: { name: 'FriendAddByShareCodeResult' } },
    resolve: async (_root, { input }, context) => {
      const result = await context.upstream.friend.addByShareCode(input.shareCode);
      context.loaders.clearAll();
      return result;
    },
  }),
);

// Live friend events: upstream's friend.requested / friend.accepted reach the member named by
// `userId` on their viewerEvents subscription, carrying the other member as that member sees
// them (and the new pending count), so answering them costs no upstream call.

interface FriendRequestedData {
  applyId: number;
  /** The applicant as the recipient sees them; an older upstream sends only the id. */
  applicant: UserInfo | number;
}
interface FriendAcceptedData {
  friend: UserInfo | number;
}

declare module './viewer' {
  interface ViewerEvents {
    FriendRequestReceivedEvent: FriendRequestedData;
    FriendRequestAcceptedEvent: FriendAcceptedData;
  }
}

const memberIn = (user: unknown, id: unknown): UserInfo | number | null => (isObject(user) && isId(user.id) ? (user as unknown as UserInfo) : isId(id) ? id : null);
const loadMember = (context: Context, member: UserInfo | number) => (typeof member === 'number' ? context.loaders.users.load(member) : member);

onUpstreamEvent<{ viewer: ViewerSource; data: FriendRequestedData }>('friend.requested', {
  decode: ({ userId, applyId, fromUserId, fromUser, pendingCount }) => {
    const applicant = memberIn(fromUser, fromUserId);
    if (!isId(userId) || !isId(applyId) || applicant === null) return null;
    return { viewer: { id: userId, ...(Number.isInteger(pendingCount) ? { pendingFriendRequestCount: pendingCount as number } : {}) }, data: { applyId, applicant } };
  },
  publish: (pubsub, { viewer, data }, occurredAt) => publishViewerEvent(pubsub, viewer, 'FriendRequestReceivedEvent', occurredAt, data),
});

onUpstreamEvent<{ viewer: ViewerSource; data: FriendAcceptedData }>('friend.accepted', {
  decode: ({ userId, friendUserId, friendUser }) => {
    const friend = memberIn(friendUser, friendUserId);
    return isId(userId) && friend !== null ? { viewer: { id: userId }, data: { friend } } : null;
  },
  publish: (pubsub, { viewer, data }, occurredAt) => publishViewerEvent(pubsub, viewer, 'FriendRequestAcceptedEvent', occurredAt, data),
});

builder.objectRef<ViewerEventOf<'FriendRequestReceivedEvent'>>('FriendRequestReceivedEvent').implement({
  description: 'Someone asked to be the viewer’s friend.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    applicant: t.field({ type: User, nullable: true, description: 'Who asked (null if no longer visible).', resolve: (event, _args, context) => loadMember(context, event.data.applicant) }),
    request: t.field({ type: FriendRequest, nullable: true, resolve: (event, _args, context) => context.loaders.friendRequests.load(event.data.applyId) }),
  }),
});

builder.objectRef<ViewerEventOf<'FriendRequestAcceptedEvent'>>('FriendRequestAcceptedEvent').implement({
  description: 'Someone accepted the viewer’s request, or added the viewer (no approval needed).',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    friend: t.field({ type: User, nullable: true, description: 'The new friend (null if no longer visible).', resolve: (event, _args, context) => loadMember(context, event.data.friend) }),
  }),
});

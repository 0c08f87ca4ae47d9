import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { loadNodes, parseUpstreamId } from '../core/global-ids';
import { totalCountField, upstreamConnection } from '../core/paging';
import type { UserInfo } from '../user/endpoints';
import { User } from '../user/types';
import { Viewer } from '../viewer/types';
import type { FriendInfo, FriendRequestInfo } from './endpoints';

/** Friends and friend requests (spec §3 Friend, Friend request; §4; §7 Friends). */

declare module '../viewer/types' {
  interface ViewerSource {
    /** What a friend event carried: the viewer's pending friend requests. */
    pendingFriendRequestCount?: number;
  }
}

export const FriendRequestStatus = builder.enumType('FriendRequestStatus', {
  description: 'Spec §4: pending, then accepted (“pass”) or rejected.',
  values: { PENDING: { value: 'pending' }, ACCEPTED: { value: 'accepted' }, REJECTED: { value: 'rejected' } } as const,
});

/** A friend request the viewer received; only its recipient can read it. */
export const FriendRequest = builder.loadableNode('FriendRequest', {
  id: { resolve: (request: FriendRequestInfo) => request.applyId, parse: parseUpstreamId },
  load: (ids: number[], context: Context) => loadNodes(ids, (known) => context.loaders.friendRequests.loadMany(known)),
  fields: (t) => ({
    applicant: t.field({
      type: User,
      description: 'Who asked to be the viewer’s friend.',
      resolve: (request) => request.user,
    }),
    status: t.field({ type: FriendRequestStatus, resolve: (request) => request.status }),
    message: t.string({
      nullable: true,
      description: 'The applicant’s note, at most 200 characters.',
      resolve: (request) => request.message,
    }),
    createdAt: t.exposeString('createdAt'),
  }),
});

/** A friend as an edge: the user, with the viewer's remark name and address-book letter. */
type FriendNode = UserInfo & { friendEntry: { remarkName: string | null; firstLetter: string } };

type Counts = { totalCount?: number; pendingCount?: number };

builder.objectFields(User, (t) => ({
  isFriend: t.boolean({
    description: 'Whether this member is the viewer’s friend.',
    resolve: (user) => user.relation?.friend ?? false,
  }),
  friendRequestSent: t.boolean({
    description: 'Whether the viewer asked this member to be friends and the request is still pending.',
    resolve: (user) => user.relation?.friendRequestSent ?? false,
  }),
  friendRemarkName: t.string({
    nullable: true,
    description:
      'The viewer’s remark name for this friend (null unless friends and one is set). Show it instead of the nickname.',
    resolve: (user) => (user.relation?.friend ? (user.relation.friendRemarkName ?? null) : null),
  }),
}));

builder.objectFields(Viewer, (t) => ({
  pendingFriendRequestCount: t.int({
    description: 'Friend requests waiting for the viewer’s answer.',
    resolve: async (viewer, _args, context) =>
      viewer.pendingFriendRequestCount ?? (await context.upstream.friend.requests({ offset: 0, size: 1 })).pending ?? 0,
  }),
  friendRequests: t.connection(
    {
      type: FriendRequest,
      description: 'Friend requests the viewer received, pending first, then newest.',
      resolve: (_viewer, args, context) =>
        upstreamConnection(
          args,
          (page) => context.upstream.friend.requests(page),
          (requests) => {
            context.loaders.primeUsers(requests.map((request) => request.user));
            return requests;
          },
        ),
    },
    {
      name: 'ViewerFriendRequestsConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: (connection) => (connection as Counts).totalCount ?? 0 }),
        pendingCount: c.int({
          description: 'Requests still waiting for an answer (all pages).',
          resolve: (connection) => (connection as Counts).pendingCount ?? 0,
        }),
      }),
    },
  ),
  friends: t.connection(
    {
      type: User,
      description: 'The address book, sorted by remark name (or nickname), case-insensitively.',
      resolve: (_viewer, args, context) =>
        upstreamConnection<FriendInfo, FriendNode>(
          args,
          (page) => context.upstream.friend.friends(page),
          (friends) =>
            context.loaders.primeUsers(
              friends.map((friend) => ({
                ...friend.user,
                friendEntry: { remarkName: friend.friendRemarkName, firstLetter: friend.firstLetter },
              })),
            ),
        ),
    },
    { name: 'ViewerFriendsConnection', ...(totalCountField as object) },
    {
      fields: (edge) => ({
        remarkName: edge.string({
          nullable: true,
          description: 'The viewer’s remark name for this friend.',
          resolve: (e) => (e.node as FriendNode).friendEntry?.remarkName ?? null,
        }),
        firstLetter: edge.string({
          description: 'The address-book group: the first letter (A–Z) of the remark name or nickname, else “#”.',
          resolve: (e) => (e.node as FriendNode).friendEntry?.firstLetter ?? '#',
        }),
      }),
    },
  ),
  friendShareCode: t.string({
    description:
      'A code for an invitation link (`/apply?share=<code>`), good for 7 days, that lets its opener add the viewer without a request.',
    resolve: async (_viewer, _args, context) => (await context.upstream.friend.shareCode()).shareCode,
  }),
}));

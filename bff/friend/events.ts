import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { isId, isObject, onUpstreamEvent } from '../core/events';
import type { UserInfo } from '../user/endpoints';
import { User } from '../user/types';
import { publishViewerEvent, ViewerEvent, type ViewerEventOf } from '../viewer/events';
import type { ViewerSource } from '../viewer/types';
import { FriendRequest } from './types';

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

declare module '../viewer/events' {
  interface ViewerEvents {
    FriendRequestReceivedEvent: FriendRequestedData;
    FriendRequestAcceptedEvent: FriendAcceptedData;
  }
}

const memberIn = (user: unknown, id: unknown): UserInfo | number | null =>
  isObject(user) && isId(user.id) ? (user as unknown as UserInfo) : isId(id) ? id : null;
const loadMember = (context: Context, member: UserInfo | number) =>
  typeof member === 'number' ? context.loaders.users.load(member) : member;

onUpstreamEvent<{ viewer: ViewerSource; data: FriendRequestedData }>('friend.requested', {
  decode: ({ userId, applyId, fromUserId, fromUser, pendingCount }) => {
    const applicant = memberIn(fromUser, fromUserId);
    if (!isId(userId) || !isId(applyId) || applicant === null) return null;
    return {
      viewer: {
        id: userId,
        ...(Number.isInteger(pendingCount) ? { pendingFriendRequestCount: pendingCount as number } : {}),
      },
      data: { applyId, applicant },
    };
  },
  publish: (pubsub, { viewer, data }, occurredAt) =>
    publishViewerEvent(pubsub, viewer, 'FriendRequestReceivedEvent', occurredAt, data),
});

onUpstreamEvent<{ viewer: ViewerSource; data: FriendAcceptedData }>('friend.accepted', {
  decode: ({ userId, friendUserId, friendUser }) => {
    const friend = memberIn(friendUser, friendUserId);
    return isId(userId) && friend !== null ? { viewer: { id: userId }, data: { friend } } : null;
  },
  publish: (pubsub, { viewer, data }, occurredAt) =>
    publishViewerEvent(pubsub, viewer, 'FriendRequestAcceptedEvent', occurredAt, data),
});

builder.objectRef<ViewerEventOf<'FriendRequestReceivedEvent'>>('FriendRequestReceivedEvent').implement({
  description: 'Someone asked to be the viewer’s friend.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    applicant: t.field({
      type: User,
      nullable: true,
      description: 'Who asked (null if no longer visible).',
      resolve: (event, _args, context) => loadMember(context, event.data.applicant),
    }),
    request: t.field({
      type: FriendRequest,
      nullable: true,
      resolve: (event, _args, context) => context.loaders.friendRequests.load(event.data.applyId),
    }),
  }),
});

builder.objectRef<ViewerEventOf<'FriendRequestAcceptedEvent'>>('FriendRequestAcceptedEvent').implement({
  description: 'Someone accepted the viewer’s request, or added the viewer (no approval needed).',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    friend: t.field({
      type: User,
      nullable: true,
      description: 'The new friend (null if no longer visible).',
      resolve: (event, _args, context) => loadMember(context, event.data.friend),
    }),
  }),
});

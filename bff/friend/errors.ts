import { builder } from '../core/builder';
import { ErrorInterface } from '../core/error-types';
import { onUpstreamReasons } from '../core/errors';

/** Upstream's friend reasons (docs/contract.md): the code is the reason, unchanged. */
export const FRIEND_ERROR_CODES = [
  'FRIEND_SELF',
  'ALREADY_FRIENDS',
  'NOT_FRIEND',
  'APPLY_NOT_FOUND',
  'APPLY_NOT_PENDING',
] as const;
export type FriendErrorCode = (typeof FRIEND_ERROR_CODES)[number];

/** A refused friend operation: oneself, already friends, not a friend, no such request, already decided. */
export class FriendError extends Error {
  constructor(
    readonly code: FriendErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FriendError';
  }
}

onUpstreamReasons(
  Object.fromEntries(FRIEND_ERROR_CODES.map((code) => [code, (msg: string) => new FriendError(code, msg)])),
);

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

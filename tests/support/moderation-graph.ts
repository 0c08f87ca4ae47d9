import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Client } from 'graphql-ws';
import type { GraphQLResponse } from './graphql-session';
import { momentMember, type MomentMember } from './moment-members';
import type { Stack } from './stack';
import { staffThroughGraph } from './staff';

/** The moderation queue through the graph (issue 25): the operations the tests send, and a moderator. */

export const ITEM = `id version state targetKind categoryId categoryName score reportCount reporterCount
  reportedMember { id } claimedBy { id } decision suspendedUntil reports { reporter { id } reason reports weight }`;

export const EVIDENCE = `evidence { kind purgedAt member { nickname }
  messages { text type burn photo { url } fromReportedMember reported }
  moment { text photos { url } } comment { text } }`;

export const QUEUE = `query($kind: ModerationTargetKind, $state: ModerationQueueState, $mine: Boolean) { viewer {
  moderationQueue(first: 20, targetKind: $kind, state: $state, claimedByMe: $mine) {
    totalCount edges { node { ${ITEM} } } } } }`;

export const BY_ID = `query($id: ID!) {
  node(id: $id) { id ... on ModerationItem { ${ITEM} ${EVIDENCE} } }
  nodes(ids: [$id]) { id } }`;

const RESULT = `__typename ... on ModerationItemPayload { item { ${ITEM} ${EVIDENCE} } }
  ... on UpdateConflictError { message version decided } ... on ValidationError { field message }
  ... on Error { message }`;

export const CLAIM = `mutation($input: ModerationItemClaimInput!) { moderationItemClaim(input: $input) { ${RESULT} } }`;

/** A decision's mutation: DISMISS, WARN, REMOVE_CONTENT, SUSPEND (with days) or BAN. */
export const DECIDE = (field: string, input: string) =>
  `mutation($input: ${input}!) { ${field}(input: $input) { ${RESULT} } }`;
export const SUSPEND = DECIDE('moderationItemSuspend', 'ModerationItemSuspendInput');
export const WARN = DECIDE('moderationItemWarn', 'ModerationItemWarnInput');
export const DISMISS = DECIDE('moderationItemDismiss', 'ModerationItemDismissInput');
export const BAN = DECIDE('moderationItemBan', 'ModerationItemBanInput');
export const REMOVE = DECIDE('moderationItemRemoveContent', 'ModerationItemRemoveContentInput');

export const MOMENT_REPORT = `mutation($input: MomentReportInput!) { momentReport(input: $input) {
  __typename ... on ContentReportPayload { reported } ... on ValidationError { field message } ... on Error { message } } }`;
export const COMMENT_REPORT = `mutation($input: MomentCommentReportInput!) { momentCommentReport(input: $input) {
  __typename ... on ContentReportPayload { reported } ... on ValidationError { field message } ... on Error { message } } }`;
export const MEMBER_REPORT = `mutation($input: MemberReportInput!) { memberReport(input: $input) {
  __typename ... on MemberReportPayload { reported } ... on Error { message } } }`;
export const SEND = `mutation($input: MessageSendInput!) { messageSend(input: $input) {
  __typename ... on MessageSendPayload { sentMessage { id } } ... on Error { message } } }`;

/** The viewer's notices with what each says of a report's outcome. */
export const OUTCOMES = `{ viewer { notices(first: 20) { edges { node { id kind actors { id }
  reportOutcome { outcome targetKind categoryName decidedAt } } } } } }`;

export const LOGIN = `mutation($input: SessionLoginInput!) { sessionLogin(input: $input) { __typename
  ... on AccountSuspendedError { message until } ... on Error { message } } }`;

/** A member made a moderator (or another staff role), their session past the second factor. */
export async function staffMember(stack: Stack, nickname: string, role: 'moderator' | 'admin' | 'support') {
  const who = await momentMember(stack, nickname);
  await staffThroughGraph(stack, who, role);
  return who;
}

/** A's side of the conversation with B. */
export const conversationOf = (owner: MomentMember, peer: MomentMember) =>
  encodeGlobalID('Conversation', `${owner.upstreamId}.${peer.upstreamId}`);

/** Sends a text from A to B through the graph: the message's ID. */
export async function sendText(from: MomentMember, to: MomentMember, text: string) {
  const answer = await from.session.request(SEND, {
    input: { conversationId: conversationOf(from, to), clientId: `m-${Math.random().toString(36).slice(2)}`, text },
  });
  if (answer.data?.messageSend?.__typename !== 'MessageSendPayload')
    throw new Error(`send failed: ${JSON.stringify(answer)}`);
  return answer.data.messageSend.sentMessage.id as string;
}

/** The queue's items as the viewer reads them (null: not a moderator). */
export async function queueOf(who: MomentMember, variables: Record<string, unknown> = {}) {
  const answer = await who.session.request(QUEUE, variables);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  const queue = answer.data.viewer.moderationQueue;
  return queue === null
    ? null
    : (queue.edges.map((edge: { node: unknown }) => edge.node) as Array<Record<string, any>>);
}

/** A query or mutation over the socket: its one answer. */
export function overSocket(client: Client, query: string, variables: Record<string, unknown> = {}) {
  return new Promise<GraphQLResponse>((resolve) =>
    client.subscribe(
      { query, variables },
      {
        next: (value) => resolve(value as GraphQLResponse),
        error: (errors) => resolve({ errors: errors as GraphQLResponse['errors'] }),
        complete: () => {},
      },
    ),
  );
}

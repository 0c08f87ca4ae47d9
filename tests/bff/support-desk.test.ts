import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMember } from '../support/moderation-graph';
import { momentMember, type MomentMember } from '../support/moment-members';
import { startStack, type Stack } from '../support/stack';

const INBOX = `query($unreadFirst: Boolean, $mine: Boolean, $after: String) { viewer {
  supportInbox(first: 2, after: $after, unreadFirst: $unreadFirst, claimedByMe: $mine) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id unreadCount memberLanguage member { nickname } lastMessage { text fromMember }
      claimedBy { nickname } claimedByViewer } } } } }`;
const RESULT = `__typename ... on SupportConversationPayload { conversation { id claimedByViewer claimedBy { nickname } } }
  ... on SupportClaimConflictError { message claimedBy { id } } ... on ValidationError { field message }
  ... on Error { message }`;
const CLAIM = `mutation($input: SupportConversationClaimInput!) { supportConversationClaim(input: $input) { ${RESULT} } }`;
const RELEASE = `mutation($input: SupportConversationReleaseInput!) {
  supportConversationRelease(input: $input) { ${RESULT} } }`;
const REPLY = `mutation($input: SupportReplySendInput!) { supportReplySend(input: $input) { __typename
  ... on SupportReplySendPayload { reply { text fromMember sentBy { nickname } } conversation { unreadCount } }
  ... on SupportClaimConflictError { message } ... on ValidationError { field message } ... on Error { message } } }`;
const CONTEXT = `query($id: ID!) { node(id: $id) { ... on SupportConversation {
  memberContext { vipLevel coins recentOrders { orderId } recentPayments { paymentId } openSanction { banned } } } } }`;
const SEND = `mutation($input: MessageSendInput!) { messageSend(input: $input) { __typename } }`;

/**
 * The support desk through the graph (docs/contract.md "Support desk"): the inbox as a connection (paged, unread
 * first, mine), claims with the typed conflict naming the claimant, replies as customer service with the writer for
 * staff, a localised ValidationError, the member's context.
 */
describe('support desk in the graph', () => {
  let stack: Stack;
  let serviceId: number;
  let support: MomentMember;
  let other: MomentMember;
  const members: MomentMember[] = [];
  const idOf = (member: MomentMember) => encodeGlobalID('SupportConversation', String(member.upstreamId));

  beforeAll(async () => {
    stack = await startStack();
    serviceId = await stack.upstream.chat.serviceAccount();
    support = await staffMember(stack, 'Sue', 'support');
    other = await staffMember(stack, 'Olaf', 'admin');
    for (const name of ['Ada', 'Bo', 'Cy']) {
      const member = await momentMember(stack, name, name === 'Bo' ? 'de' : 'en');
      const conversationId = encodeGlobalID('Conversation', `${member.upstreamId}.${serviceId}`);
      const sent = await member.session.request(SEND, {
        input: { conversationId, clientId: `bff-${name}`, text: `Question from ${name}` },
      });
      expect(sent.data.messageSend.__typename).toBe('MessageSendPayload');
      members.push(member);
    }
  }, 90_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('pages the inbox newest first; unread first and mine filter it', async () => {
    const first = (await support.session.request(INBOX)).data.viewer.supportInbox;
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((edge: { node: { member: { nickname: string } } }) => edge.node.member.nickname)).toEqual([
      'Cy',
      'Bo',
    ]);
    expect(first.edges[1].node).toMatchObject({ unreadCount: 1, memberLanguage: 'de', claimedBy: null });
    const second = (await support.session.request(INBOX, { after: first.pageInfo.endCursor })).data.viewer.supportInbox;
    expect(second.edges.map((edge: { node: { member: { nickname: string } } }) => edge.node.member.nickname)).toEqual([
      'Ada',
    ]);
    // Cy's read by the desk (claimed): unread first puts Bo and Ada before it.
    expect(
      (await support.session.request(CLAIM, { input: { conversationId: idOf(members[2]) } })).errors,
    ).toBeUndefined();
    const unread = (await support.session.request(INBOX, { unreadFirst: true })).data.viewer.supportInbox;
    expect(unread.edges.map((edge: { node: { member: { nickname: string } } }) => edge.node.member.nickname)).toEqual([
      'Bo',
      'Ada',
    ]);
    const mine = (await support.session.request(INBOX, { mine: true })).data.viewer.supportInbox;
    expect(mine.edges.map((edge: { node: { claimedByViewer: boolean } }) => edge.node.claimedByViewer)).toEqual([true]);
  });

  it('answers a second claimant with the typed conflict naming the claimant; release frees it', async () => {
    const conversationId = idOf(members[0]);
    const claimed = (await support.session.request(CLAIM, { input: { conversationId } })).data.supportConversationClaim;
    expect(claimed).toMatchObject({
      __typename: 'SupportConversationPayload',
      conversation: { claimedByViewer: true },
    });
    const refused = (await other.session.request(CLAIM, { input: { conversationId } })).data.supportConversationClaim;
    expect(refused.__typename).toBe('SupportClaimConflictError');
    expect(refused.message).toMatch(/Another staff member/);
    const reply = (await other.session.request(REPLY, { input: { conversationId, clientId: 'olaf-1', text: 'Hello' } }))
      .data.supportReplySend;
    expect(reply.__typename).toBe('SupportClaimConflictError');
    const released = (await support.session.request(RELEASE, { input: { conversationId } })).data
      .supportConversationRelease;
    expect(released.conversation.claimedBy).toBeNull();
  });

  it('replies as customer service, naming the writer to staff; bad input is a ValidationError', async () => {
    const conversationId = idOf(members[1]);
    const answer = await support.session.request(REPLY, {
      input: { conversationId, clientId: 'sue-1', text: 'Hallo Bo!' },
    });
    expect(answer.errors).toBeUndefined();
    const sent = answer.data.supportReplySend;
    expect(sent).toMatchObject({
      __typename: 'SupportReplySendPayload',
      reply: { text: 'Hallo Bo!', fromMember: false, sentBy: { nickname: 'Sue' } },
      conversation: { unreadCount: 0 },
    });
    const empty = (await support.session.request(REPLY, { input: { conversationId, clientId: 'sue-2', text: '  ' } }))
      .data.supportReplySend;
    expect(empty).toMatchObject({ __typename: 'ValidationError', field: 'text' });
    const wrongKind = (
      await support.session.request(REPLY, {
        input: { conversationId: encodeGlobalID('User', '1'), clientId: 'sue-3', text: 'x' },
      })
    ).data.supportReplySend;
    expect(wrongKind).toMatchObject({ __typename: 'ValidationError', field: 'conversationId' });
  });

  it('shows the member’s context', async () => {
    const answer = await support.session.request(CONTEXT, { id: idOf(members[0]) });
    expect(answer.data.node.memberContext).toEqual({
      vipLevel: 0,
      coins: 0,
      recentOrders: [],
      recentPayments: [],
      openSanction: null,
    });
  });
});

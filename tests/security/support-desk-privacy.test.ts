import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe } from '../support/graphql-session';
import { overSocket, staffMember } from '../support/moderation-graph';
import { momentMember, type MomentMember } from '../support/moment-members';
import { startStack, type Stack } from '../support/stack';

const CONVERSATION = `id ... on SupportConversation { member { id } unreadCount claimedBy { id } lastMessage { text sentBy { id } }
  history { messages { text sentBy { id nickname } } } notes { text author { id } }
  memberContext { coins vipLevel recentOrders { orderId } recentPayments { paymentId } openSanction { banned } } }`;
const BY_ID = `query($id: ID!) { node(id: $id) { ${CONVERSATION} } nodes(ids: [$id]) { id } }`;
const INBOX = `{ viewer { supportInbox(first: 10) { totalCount edges { node { ${CONVERSATION} } } } } }`;
const EVENTS = 'subscription { supportInboxEvents { conversation { id notes { text } } } }';
const SEND = `mutation($input: MessageSendInput!) { messageSend(input: $input) { __typename } }`;
const NOTE = `mutation($input: SupportNoteAddInput!) { supportNoteAdd(input: $input) { __typename } }`;
const REPLY = `mutation($input: SupportReplySendInput!) { supportReplySend(input: $input) { __typename } }`;
const CLAIM = `mutation($input: SupportConversationClaimInput!) { supportConversationClaim(input: $input) {
  __typename } }`;

/**
 * The support desk is staff's alone (docs/decisions.md "Support desk"): a member and a moderator reach no
 * conversation, note, context, reply or claim of it, by field, node(id:) or subscription, over HTTP and WebSocket; the
 * member's own view of their customer-service conversation shows customer service, never a note or a staff member.
 */
describe('support desk privacy, over HTTP and WebSocket', () => {
  let stack: Stack;
  let member: MomentMember;
  let support: MomentMember;
  let moderator: MomentMember;
  let serviceId: number;
  let conversationId: string;
  const sockets: Client[] = [];
  const socketOf = (who: MomentMember) => {
    const client = who.session.wsClient();
    sockets.push(client);
    return client;
  };
  const memberConversation = () => encodeGlobalID('Conversation', `${member.upstreamId}.${serviceId}`);

  beforeAll(async () => {
    stack = await startStack();
    serviceId = await stack.upstream.chat.serviceAccount();
    member = await momentMember(stack, 'Mila');
    support = await staffMember(stack, 'Sasha', 'support');
    moderator = await staffMember(stack, 'Moritz', 'moderator');
    const sent = await member.session.request(SEND, {
      input: { conversationId: memberConversation(), clientId: 'privacy-1', text: 'My coins vanished' },
    });
    expect(sent.data.messageSend.__typename).toBe('MessageSendPayload');
    conversationId = encodeGlobalID('SupportConversation', String(member.upstreamId));
    const noted = await support.session.request(NOTE, { input: { conversationId, text: 'SECRET-NOTE' } });
    expect(noted.data.supportNoteAdd.__typename).toBe('SupportNoteAddPayload');
    const replied = await support.session.request(REPLY, {
      input: { conversationId, clientId: 'privacy-reply', text: 'We are on it' },
    });
    expect(replied.data.supportReplySend.__typename).toBe('SupportReplySendPayload');
  }, 90_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
  });

  it('gives support staff the conversation, its notes and who replied', async () => {
    const answer = await support.session.request(BY_ID, { id: conversationId });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.node.notes.map((note: { text: string }) => note.text)).toEqual(['SECRET-NOTE']);
    expect(answer.data.node.history.messages.at(-1).sentBy.nickname).toBe('Sasha');
  });

  it('answers a member and a moderator nothing: inbox, node(id:), nodes, over HTTP and the socket', async () => {
    for (const who of [member, moderator]) {
      const client = socketOf(who);
      for (const answer of [await who.session.request(INBOX), await overSocket(client, INBOX)])
        expect(answer.data.viewer.supportInbox).toBeNull();
      for (const answer of [
        await who.session.request(BY_ID, { id: conversationId }),
        await overSocket(client, BY_ID, { id: conversationId }),
      ]) {
        expect(answer.data).toEqual({ node: null, nodes: [null] });
        expect(JSON.stringify(answer)).not.toContain('SECRET-NOTE');
      }
    }
  });

  it('refuses a member’s and a moderator’s claim, reply and note, changing nothing', async () => {
    for (const who of [member, moderator]) {
      const client = socketOf(who);
      for (const [query, field, input] of [
        [CLAIM, 'supportConversationClaim', { conversationId }],
        [REPLY, 'supportReplySend', { conversationId, clientId: 'intruder', text: 'Hi from me' }],
        [NOTE, 'supportNoteAdd', { conversationId, text: 'intruder note' }],
      ] as const)
        for (const answer of [await who.session.request(query, { input }), await overSocket(client, query, { input })])
          expect(answer.data[field].__typename).toBe('ForbiddenError');
    }
    const answer = await support.session.request(BY_ID, { id: conversationId });
    expect(answer.data.node.claimedBy).toBeNull();
    expect(answer.data.node.notes).toHaveLength(1);
    expect(JSON.stringify(answer.data.node.history)).not.toContain('Hi from me');
  });

  it('refuses the desk’s live events to a member and a moderator; support staff hear a member’s message', async () => {
    for (const who of [member, moderator]) {
      const events = subscribe(socketOf(who), EVENTS);
      await expect(events.next()).resolves.toMatchObject({
        errors: [expect.objectContaining({ message: expect.any(String) })],
      });
    }
    const desk = subscribe(socketOf(support), EVENTS);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await member.session.request(SEND, {
      input: { conversationId: memberConversation(), clientId: 'privacy-2', text: 'Any news?' },
    });
    const event = await desk.next();
    expect(event.data?.supportInboxEvents.conversation.id).toBe(conversationId);
    desk.dispose();
  });

  it('shows the member their conversation with customer service: the reply, never a note or the staff member', async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on Conversation { messages(last: 20) { edges { node {
      text isMine sender { id nickname } } } } } } }`;
    for (const answer of [
      await member.session.request(query, { id: memberConversation() }),
      await overSocket(socketOf(member), query, { id: memberConversation() }),
    ]) {
      expect(answer.errors).toBeUndefined();
      const texts = answer.data.node.messages.edges.map((edge: { node: { text: string } }) => edge.node.text);
      expect(texts).toContain('We are on it');
      const seen = JSON.stringify(answer.data);
      expect(seen).not.toContain('SECRET-NOTE');
      expect(seen).not.toContain('Sasha');
    }
  });
});
